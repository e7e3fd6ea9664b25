// The shelf of island words by language: each island's entry module shelves its page's language only (see
// src/components/islands/), so an island's JavaScript never holds another language; dictionaries read the shelf when used.
import type { Lang, Strings } from './lang';

const shelf = new Map<string, unknown>();

/** The words of `name/lang`; a clear error if the page's island entry (src/components/islands/) did not shelve them. */
function read(id: string): unknown {
  if (!shelf.has(id)) throw new Error(`no words ${id}`);
  return shelf.get(id);
}

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
  // Any language is read from the shelf by its code (`dict.ja`, `dict[lang]`): the list of languages is not written here.
  return new Proxy({}, { get: (_, lang) => read(`${name}/${String(lang)}`) }) as { readonly en: T } & { readonly [L in Lang]: Strings<T> };
}
