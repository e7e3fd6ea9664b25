// The one way to load words after the first screen: by dictionary name and language, from its file `<name>-<lang>.ts`
// (each language a chunk of its own, so a page fetches its language only); the pseudo-language is derived from English.
import { isShelved, shelve } from './books';
import { PSEUDO_LANG, SOURCE_LANG, type Lang } from './lang';
import { pseudoWords } from './pseudo';

/** Every dictionary file of every language (two-letter language codes), each loaded on demand. */
type DictionaryFile = () => Promise<Record<string, Record<string, string>>>;
const FILES: Record<string, DictionaryFile> = import.meta.glob<Record<string, Record<string, string>>>('./*-??.ts');

/** The dictionaries, by the name their files and the shelf use. */
export const DICTIONARY_NAMES = [
  'cards',
  'play',
  'learn',
  'problems',
  'reasons',
  'review',
  'review-result',
  'tools-common',
  'tools-bid',
  'tools-melds',
  'tools-trick',
  'tools-playoff',
  'tools-score-sheet',
] as const;
export type DictionaryName = (typeof DICTIONARY_NAMES)[number];

const pending = new Map<string, Promise<void>>();

/** Loads one dictionary of `lang` and puts it on the shelf (once; later calls share the first load, a failed one may be retried). */
export function loadWords(name: DictionaryName, lang: Lang): Promise<void> {
  const id = `${name}/${lang}`;
  if (isShelved(name, lang)) return Promise.resolve();
  let loading = pending.get(id);
  if (loading === undefined) {
    const file = FILES[`./${name}-${lang === PSEUDO_LANG ? SOURCE_LANG : lang}.ts`];
    if (!file) return Promise.reject(new Error(`no words ${id}`));
    loading = file().then(
      (module: Record<string, Record<string, string>>) => {
        // A dictionary file exports one object of words (and may shelve it itself).
        const words = Object.values(module)[0];
        shelve(name, lang, lang === PSEUDO_LANG ? pseudoWords(words) : words);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, loading);
  }
  return loading;
}

/** Loads several dictionaries of one language. */
export function loadAllWords(names: readonly DictionaryName[], lang: Lang): Promise<void> {
  return Promise.all(names.map((name) => loadWords(name, lang))).then(() => undefined);
}
