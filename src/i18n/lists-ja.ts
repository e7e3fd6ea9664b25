// Japanese separators and list forms, key for key with lists-en.ts (no half-width spaces inside Japanese text).
import type { Strings } from './lang.ts';
import type { listsEn } from './lists-en.ts';

export const listsJa: Strings<typeof listsEn> = {
  'sep.gap': '',
  'sep.list': '、',
  'sep.cards': '・',
  'sep.colon': '：',
  'sep.label': '：',
  'sep.heading': '：',
  'sep.note': '{text}（{note}）',
};
