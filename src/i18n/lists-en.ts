// English separators and list forms (src/i18n/lists.ts): spaces, commas, colons, notes; the source: Japanese has exactly these keys.

export const listsEn = {
  'sep.gap': ' ',
  'sep.list': ', ',
  'sep.cards': ' ',
  'sep.colon': ':',
  'sep.label': ': ',
  'sep.heading': ' ',
  'sep.note': '{text} ({note})',
};
