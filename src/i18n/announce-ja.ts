// Japanese words of meld announcements, key for key with announce-en.ts.
import type { Strings } from './lang.ts';
import type { announceEn } from './announce-en.ts';

export const announceJa: Strings<typeof announceEn> = {
  // The counts from 3 to 13, in order, one word each (separated by spaces).
  'ann.counts': '3 4 5 6 7 8 9 10 11 12 13',
  'ann.set': '{ranks}が{count}枚',
  'ann.seq': '{suit}の{count}枚続き',
};
