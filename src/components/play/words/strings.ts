// The page's words, loaded for its own language only (the other language's file is never fetched).
import type { Lang } from '../../../i18n/lang';
import type { playEn } from '../../../i18n/play-en';

export type Dict = typeof playEn;

const loaded: Partial<Record<Lang, Dict>> = {};

/** Registers a language's words (the loader does it; tests register both at once). */
export function provideStrings(lang: Lang, strings: Dict): void {
  loaded[lang] = strings;
}

export function stringsFor(lang: Lang): Dict | null {
  return loaded[lang] ?? null;
}

/** Loads the words of one language (a separate small file per language). */
export async function loadStrings(lang: Lang): Promise<Dict> {
  const ready = loaded[lang];
  if (ready) return ready;
  const strings = lang === 'ja' ? (await import('../../../i18n/play-ja')).playJa : (await import('../../../i18n/play-en')).playEn;
  loaded[lang] = strings;
  return strings;
}
