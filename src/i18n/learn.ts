// Words of the course in every language, and the pick of them one island uses (its props: components/learn/islandProps.ts).
import { dictionary } from './dictionaries.ts';
import { LANGS, PSEUDO_LANG, type Lang, type PublishedLang } from './lang.ts';
import { learnCoachEn } from './learn-coach-en.ts';
import { learnEn } from './learn-en.ts';
import { pseudoWords } from './pseudo.ts';

/** Every English word of the course: the exercises' (learn-en.ts) and the coached deal's and lesson index's (learn-coach-en.ts). */
export const courseEn = { ...learnEn, ...learnCoachEn };

export type LearnKey = keyof typeof courseEn;
export type LearnWords = Partial<Record<LearnKey, string>>;

const exercises = dictionary<typeof learnEn>('learn');
const coach = dictionary<typeof learnCoachEn>('learn-coach');

/** The course's two dictionaries joined, in every published language. */
export const learnStrings = Object.fromEntries(LANGS.map((lang) => [lang, { ...exercises[lang], ...coach[lang] }])) as Record<
  PublishedLang,
  Record<LearnKey, string>
>;

/** The words of `keys` (those the dictionary has) in a language: what one island ships (the pseudo-language's from English). */
export function learnWordsOf(lang: Lang, keys: Iterable<string>): LearnWords {
  const all: Record<string, string> = lang === PSEUDO_LANG ? pseudoWords(courseEn) : learnStrings[lang];
  const out: Record<string, string> = {};
  for (const key of keys) if (Object.hasOwn(all, key)) out[key] = all[key];
  return out;
}

/** A lesson's title in a language (for the pages' own use, e.g. the next-lesson link). */
export function lessonTitle(slug: string, lang: Lang): string {
  return learnWordsOf(lang, [`lesson.${slug}`])[`lesson.${slug}` as LearnKey] ?? slug;
}
