// Every island dictionary in every language, so a test can check that each language has exactly the English keys (tests only).
import type { Dictionary } from './lang.ts';
import { DICTIONARY_FILES, dictionary } from './dictionaries.ts';

/** The dictionaries by name (the site frame's included). */
export const ALL_DICTIONARIES: Record<string, Dictionary<Record<string, string>>> = Object.fromEntries(
  DICTIONARY_FILES.map((name) => [name, dictionary(name)]),
);
