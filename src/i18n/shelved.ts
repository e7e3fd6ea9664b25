// The older handle on the shelf's words (src/i18n/books.ts), kept only for the review's two books until their readers
// move to words(): a module of its own, so that the islands which never show a review do not carry it.
import { read } from './books.ts';
import type { Lang, Strings } from './lang.ts';

/**
 * A dictionary whose languages are read from the shelf: `dict.en` or `dict[lang]`, with a clear error naming the missing
 * words if the page's entry did not shelve them.
 */
export function shelved<T extends Record<string, string>>(name: string): { readonly en: T } & { readonly [L in Lang]: Strings<T> } {
  // Any language is read from the shelf by its code (`dict.ja`, `dict[lang]`): the list of languages is not written here.
  return new Proxy({}, { get: (_, lang) => read(`${name}/${String(lang)}`) }) as { readonly en: T } & { readonly [L in Lang]: Strings<T> };
}
