// The shelf of island words by language: each island's entry module shelves its page's language only (see
// src/components/islands/), so an island's JavaScript never holds another language; dictionaries read the shelf when used.
import { LANGS, PSEUDO_LANG, type Lang, type Strings } from './lang';

const shelf = new Map<string, unknown>();

/** Puts one language of a dictionary on the shelf (an island entry does it before anything renders). */
export function shelve<T>(name: string, lang: Lang, words: T): void {
  shelf.set(`${name}/${lang}`, words);
}

/** Whether one language of a dictionary is on the shelf (words loaded after the first screen are shelved when they arrive). */
export function isShelved(name: string, lang: Lang): boolean {
  return shelf.has(`${name}/${lang}`);
}

/**
 * A dictionary whose languages are read from the shelf: `dict.en` or `dict[lang]` as before, with a clear error naming
 * the missing words if the page's entry did not shelve them.
 */
export function shelved<T extends Record<string, string>>(name: string): { readonly en: T } & { readonly [L in Lang]: Strings<T> } {
  const dict = {};
  for (const lang of [...LANGS, PSEUDO_LANG]) {
    Object.defineProperty(dict, lang, {
      get() {
        const words = shelf.get(`${name}/${lang}`);
        if (words === undefined) throw new Error(`words ${name}/${lang} not shelved: use the island's ${lang} entry`);
        return words;
      },
    });
  }
  return dict as { readonly en: T } & { readonly [L in Lang]: Strings<T> };
}
