// English words of meld announcements (R6: "Three Aces"), spoken by src/i18n/announce.ts; the source: Japanese has exactly these keys.

export const announceEn = {
  // The counts from 3 to 13, in order, one word each (separated by spaces).
  'ann.counts': 'Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen',
  'ann.set': '{count} {ranks}',
  'ann.seq': '{count} {suit}',
};
