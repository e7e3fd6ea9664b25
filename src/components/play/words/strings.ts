// The page's words, loaded for its own language only (the other language's file is never fetched): the shelf's 'play'
// words (the table's) joined with its 'play-setup' words (the new-game form, saved games and records).
import { isShelved, shelve, shelved } from '../../../i18n/books';
import type { Lang } from '../../../i18n/lang';
import type { playEn } from '../../../i18n/play-en';
import type { playSetupEn } from '../../../i18n/play-setup-en';
import { loadAllWords } from '../../../i18n/registry';

export type Dict = typeof playEn & typeof playSetupEn;

const PARTS = ['play', 'play-setup'] as const;
const shelves = PARTS.map((name) => shelved<Dict>(name));
const joined = new Map<Lang, Dict>();

/** Registers a language's words (the island entry shelves them itself; tests register both languages at once). */
export function provideStrings(lang: Lang, strings: Dict): void {
  for (const name of PARTS) shelve(name, lang, strings);
  joined.delete(lang);
}

export function stringsFor(lang: Lang): Dict | null {
  if (!PARTS.every((name) => isShelved(name, lang))) return null;
  let words = joined.get(lang);
  if (words === undefined) {
    words = Object.assign({}, ...shelves.map((shelf) => shelf[lang])) as Dict;
    joined.set(lang, words);
  }
  return words;
}

/** Loads the words of one language (small files per language). */
export async function loadStrings(lang: Lang): Promise<Dict> {
  await loadAllWords(PARTS, lang);
  return stringsFor(lang) as Dict;
}
