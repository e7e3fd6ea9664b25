// The site's languages and the typed shape every island dictionary follows.
import { stripBase } from './paths';
export const LANGS = ['en', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

/** The Japanese side of a dictionary must have exactly the English keys, each a string. */
export type Strings<T> = { readonly [K in keyof T]: string };

/** A dictionary: English is the source; Japanese must satisfy the same keys. */
export interface Dictionary<T extends Record<string, string>> {
  en: T;
  ja: Strings<T>;
}

/** Builds a dictionary; the type system rejects a Japanese side with missing or extra keys. */
export function defineDictionary<T extends Record<string, string>>(en: T, ja: Strings<T>): Dictionary<T> {
  return { en, ja };
}

/** Replaces `{name}` placeholders with values; unknown placeholders stay visible so they are noticed. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The language of a page from its path (with or without the site's base path): Japanese pages live under /ja/. */
export function langFromPath(pathname: string, base?: string): Lang {
  return /^\/ja(\/|$)/.test(stripBase(pathname, base) ?? pathname) ? 'ja' : 'en';
}

/** Narrows an untrusted value (a prop, a URL part) to a language, defaulting to English. */
export function toLang(value: unknown): Lang {
  return value === 'ja' ? 'ja' : 'en';
}
