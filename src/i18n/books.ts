// The shelf of island words by language: each island's entry module shelves its page's language only (see
// src/components/islands/), so an island's JavaScript never holds another language; words(book, lang) reads it when used.
import type { Lang, Strings } from './lang.ts';
import type { announceEn } from './announce-en.ts';
import type { cardsEn } from './cards-en.ts';
import type { combosEn } from './combos-en.ts';
import type { listsEn } from './lists-en.ts';
import type { playEn } from './play-en.ts';
import type { playHistoryEn } from './play-history-en.ts';
import type { problemsEn } from './problems-en.ts';
import type { reasonsEn } from './reasons-en.ts';
import type { toolsBidEn } from './tools-bid-en.ts';
import type { toolsCommonEn } from './tools-common-en.ts';
import type { toolsMeldsEn } from './tools-melds-en.ts';
import type { toolsPlayoffEn } from './tools-playoff-en.ts';
import type { toolsScoreSheetEn } from './tools-score-sheet-en.ts';
import type { toolsTrickEn } from './tools-trick-en.ts';

const shelf = new Map<string, unknown>();

/** The words of `name/lang`; a clear error if the page's island entry (src/components/islands/) did not shelve them. */
export function read(id: string): unknown {
  if (!shelf.has(id)) throw new Error(`no words ${id}`);
  return shelf.get(id);
}

/** Puts one language of a dictionary on the shelf. */
export function shelve<T>(name: string, lang: Lang, words: T): void {
  shelf.set(`${name}/${lang}`, words);
}

/** Puts one language of several dictionaries on the shelf, by name: what an island entry does before anything renders. */
export function shelveBooks(lang: Lang, books: Readonly<Record<string, unknown>>): void {
  for (const [name, words] of Object.entries(books)) shelve(name, lang, words);
}

/** Whether one language of a dictionary is on the shelf (words loaded after the first screen are shelved when they arrive). */
export function isShelved(name: string, lang: Lang): boolean {
  return shelf.has(`${name}/${lang}`);
}

/** The books read through words(), each with the shape of its words (the English file is the source of the keys). */
export interface Books {
  announce: typeof announceEn;
  cards: typeof cardsEn;
  combos: typeof combosEn;
  lists: typeof listsEn;
  play: typeof playEn;
  'play-history': typeof playHistoryEn;
  problems: typeof problemsEn;
  reasons: typeof reasonsEn;
  'tools-bid': typeof toolsBidEn;
  'tools-common': typeof toolsCommonEn;
  'tools-melds': typeof toolsMeldsEn;
  'tools-playoff': typeof toolsPlayoffEn;
  'tools-score-sheet': typeof toolsScoreSheetEn;
  'tools-trick': typeof toolsTrickEn;
}

/** One book's words in one language, from the shelf: the one way an island reads its words. */
export const words = <B extends keyof Books>(book: B, lang: Lang): Strings<Books[B]> => read(`${book}/${lang}`) as Strings<Books[B]>;
