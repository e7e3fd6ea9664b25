// Words of the course in English and Japanese, and the helper that picks the words an island uses (the props are built
// in src/components/learn/props.ts: the dictionaries never import components).
import { dictionary } from './dictionaries';
import { PSEUDO_LANG, type Lang } from './lang';
import { learnEn } from './learn-en';
import { pseudoWords } from './pseudo';

export const learnStrings = dictionary<typeof learnEn>('learn');

export type LearnKey = keyof typeof learnEn;
export type LearnWords = Partial<Record<LearnKey, string>>;

/** The words of `keys` in `lang` (keys the dictionary lacks are left out: the island shows a missing key as itself). */
export function pickLearnWords(lang: Lang, keys: Iterable<string>): LearnWords {
  const all: Record<string, string> = lang === PSEUDO_LANG ? pseudoWords(learnEn) : learnStrings[lang];
  const out: Record<string, string> = {};
  for (const key of keys) if (Object.hasOwn(all, key)) out[key] = all[key];
  return out as LearnWords;
}

/** Every key of the course's words that starts with one of `prefixes`. */
export function learnKeys(...prefixes: string[]): string[] {
  return Object.keys(learnEn).filter((k) => prefixes.some((p) => k.startsWith(p)));
}

/** A lesson's title in a language (for the pages' own use, e.g. the next-lesson link). */
export function lessonTitle(slug: string, lang: Lang): string {
  return pickLearnWords(lang, [`lesson.${slug}`])[`lesson.${slug}` as LearnKey] ?? slug;
}
