// Words of the course in every language, and the pick of them one island uses (its props: components/learn/islandProps.ts).
import { dictionary } from './dictionaries';
import { PSEUDO_LANG, type Lang } from './lang';
import { learnEn } from './learn-en';
import { pseudoWords } from './pseudo';

export const learnStrings = dictionary<typeof learnEn>('learn');

export type LearnKey = keyof typeof learnEn;
export type LearnWords = Partial<Record<LearnKey, string>>;

/** The words of `keys` (those the dictionary has) in a language: what one island ships (the pseudo-language's from English). */
export function learnWordsOf(lang: Lang, keys: Iterable<string>): LearnWords {
  const all: Record<string, string> = lang === PSEUDO_LANG ? pseudoWords(learnEn) : learnStrings[lang];
  const out: Record<string, string> = {};
  for (const key of keys) if (Object.hasOwn(all, key)) out[key] = all[key];
  return out;
}

/** A lesson's title in a language (for the pages' own use, e.g. the next-lesson link). */
export function lessonTitle(slug: string, lang: Lang): string {
  return learnWordsOf(lang, [`lesson.${slug}`])[`lesson.${slug}` as LearnKey] ?? slug;
}
