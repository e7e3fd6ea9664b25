// The site's languages and the typed shape every island dictionary follows.
import { stripBase } from './paths.ts';

/** The published languages, the source language (English) first: every dictionary and page exists in each. */
export const LANGS = ['en', 'ja'] as const;
/**
 * The pseudo-language of the PSEUDO_LOCALE=1 build (README, "Adding a language"): English accented and made about 40%
 * longer at build time, to show untranslated words and layouts too tight for a longer language. Never published.
 */
export const PSEUDO_LANG = 'qps';
export type PublishedLang = (typeof LANGS)[number];
export type Lang = PublishedLang | typeof PSEUDO_LANG;
/** The language the dictionaries are written in first (its side defines the keys). */
export type SourceLang = (typeof LANGS)[0];
export const SOURCE_LANG: SourceLang = LANGS[0];

/** A translated side of a dictionary must have exactly the source's keys, each a string. */
export type Strings<T> = { readonly [K in keyof T]: string };

/** A dictionary: the source language's words and every other published language's, key for key (the pseudo side is derived). */
export type Dictionary<T extends Record<string, string>> = { readonly [L in PublishedLang]: L extends SourceLang ? T : Strings<T> };

/** The translations after the source, in LANGS order: `defineDictionary(en, ja)`. */
type Translations<T, Rest extends readonly unknown[]> = { [I in keyof Rest]: Strings<T> };
type AfterSource = typeof LANGS extends readonly [unknown, ...infer Rest] ? Rest : never;

/** Builds a dictionary; the type system rejects a translation with missing or extra keys. */
export function defineDictionary<T extends Record<string, string>>(
  source: T,
  ...translations: Translations<T, AfterSource>
): Dictionary<T> {
  return Object.fromEntries(LANGS.map((lang, i) => [lang, i === 0 ? source : translations[i - 1]])) as Dictionary<T>;
}

/** Replaces `{name}` placeholders with values; unknown placeholders stay visible so they are noticed. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A difference of points with its sign, as in a score: +30, −110 (a true minus sign), 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}

/** Whether a value names one of the site's languages (the pseudo-language included). */
export const isLang = (value: unknown): value is Lang => [...LANGS, PSEUDO_LANG].includes(value as Lang);

/** The language of a page from its path (with or without the site's base path): other languages than the source live under /<lang>/. */
export function langFromPath(pathname: string, base?: string): Lang {
  const first = (stripBase(pathname, base) ?? pathname).split('/')[1];
  return isLang(first) ? first : SOURCE_LANG;
}

/** Narrows an untrusted value (a prop, a URL part) to a language, defaulting to the source language. */
export function toLang(value: unknown): Lang {
  return isLang(value) ? value : 'en';
}
