// Words of the course in English and Japanese, and the pick of them one island uses (its props: components/learn/islandProps.ts).
import { defineDictionary, type Lang } from './lang';
import { learnEn } from './learn-en';
import { learnJa } from './learn-ja';

export const learnStrings = defineDictionary(learnEn, learnJa);

export type LearnKey = keyof typeof learnEn;
export type LearnWords = Partial<Record<LearnKey, string>>;

/** The words of `keys` (those the dictionary has) in a language: what one island ships. */
export function learnWordsOf(lang: Lang, keys: Iterable<string>): LearnWords {
  const all = learnStrings[lang] as Record<string, string>;
  const out: Record<string, string> = {};
  for (const key of keys) if (Object.hasOwn(all, key)) out[key] = all[key];
  return out;
}

/** A lesson's title in a language (for the pages' own use, e.g. the next-lesson link). */
export function lessonTitle(slug: string, lang: Lang): string {
  return (learnStrings[lang] as Record<string, string>)[`lesson.${slug}`] ?? slug;
}
