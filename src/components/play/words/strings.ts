// The page's words, loaded for its own language only (the other language's file is never fetched): the shelf's 'play' words.
import { isShelved, shelve, words } from '../../../i18n/books.ts';
import type { Lang } from '../../../i18n/lang.ts';
import type { playEn } from '../../../i18n/play-en.ts';
import { loadWords } from '../../../i18n/registry.ts';

export type Dict = typeof playEn;

/** Registers a language's words (the island entry does it; tests register both at once). */
export function provideStrings(lang: Lang, strings: Dict): void {
  shelve('play', lang, strings);
}

export function stringsFor(lang: Lang): Dict | null {
  return isShelved('play', lang) ? words('play', lang) : null;
}

/** Loads the words of one language (a separate small file per language). */
export async function loadStrings(lang: Lang): Promise<Dict> {
  await loadWords('play', lang);
  return words('play', lang);
}
