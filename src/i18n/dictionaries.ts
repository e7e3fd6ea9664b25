// Every dictionary in every published language, read from its files `<name>-<lang>.ts` (for the build's own use and the
// tests: islands shelve only their page's language). A new language's files are found here without being listed.
import { LANGS, type Dictionary } from './lang.ts';

type Words = Record<string, string>;
const FILES = import.meta.glob<Record<string, Words>>('./*-??.ts', { eager: true });

/** The names of the dictionaries (those with an English file). */
export const DICTIONARY_FILES: readonly string[] = Object.keys(FILES)
  .map((path) => /^\.\/(.+)-en\.ts$/.exec(path)?.[1])
  .filter((name): name is string => name !== undefined)
  .sort();

/** One dictionary in every published language; its type is the English side's (each translation is typed against it in its file). */
export function dictionary<T extends Words>(name: string): Dictionary<T> {
  return Object.fromEntries(
    LANGS.map((lang) => {
      const file = FILES[`./${name}-${lang}.ts`];
      if (!file) throw new Error(`no ${lang} words for ${name} (src/i18n/${name}-${lang}.ts)`);
      // A dictionary file exports one object of words.
      return [lang, Object.values(file)[0]];
    }),
  ) as Dictionary<T>;
}
