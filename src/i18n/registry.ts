// The one way to load words after the first screen: by dictionary name and language, from its file `<name>-<lang>.ts`
// (each language a chunk of its own, so a page fetches its language only); the pseudo-language is derived from English.
import { isShelved, shelve } from './books.ts';
import { PSEUDO_LANG, SOURCE_LANG, type Lang } from './lang.ts';

/**
 * The dictionaries loaded after the first screen, by the name their files and the shelf use (the first screen's words
 * come with the island's entry, src/components/islands/).
 */
export const LATER_DICTIONARIES = ['play', 'problems', 'reasons', 'review', 'review-result'] as const;
export type DictionaryName = (typeof LATER_DICTIONARIES)[number];

/** Their files in every language (two-letter language codes), each loaded on demand as a chunk of its own. */
type DictionaryFile = () => Promise<Record<string, Record<string, string>>>;
const FILES: Record<string, DictionaryFile> = import.meta.glob<Record<string, Record<string, string>>>([
  './play-??.ts',
  './problems-??.ts',
  './reasons-??.ts',
  './review-??.ts',
  './review-result-??.ts',
]);

const pending = new Map<string, Promise<void>>();

/** How the pseudo-language's words derive from English: set by its island entries only (src/integrations/pseudo-locale.ts). */
let derivePseudo: ((words: Record<string, string>) => Record<string, string>) | undefined;
export function setPseudoWords(derive: (words: Record<string, string>) => Record<string, string>): void {
  derivePseudo = derive;
}

/** Loads one dictionary of `lang` and puts it on the shelf (once; later calls share the first load, a failed one may be retried). */
export function loadWords(name: DictionaryName, lang: Lang): Promise<void> {
  const id = `${name}/${lang}`;
  if (isShelved(name, lang)) return Promise.resolve();
  let loading = pending.get(id);
  if (loading === undefined) {
    const file = FILES[`./${name}-${lang === PSEUDO_LANG ? SOURCE_LANG : lang}.ts`];
    if (!file) return Promise.reject(new Error(`no words ${id}`));
    loading = file().then(
      (module) => {
        // A dictionary file exports one object of words.
        const words = Object.values(module)[0];
        shelve(name, lang, lang === PSEUDO_LANG && derivePseudo ? derivePseudo(words) : words);
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
