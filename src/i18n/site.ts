// The site frame's words in every language (the pseudo-language derived from English): the sidebar and lesson numbering
// (src/integrations/sidebar.ts and src/starlight/routeData.ts number the lessons from src/components/learn/lessons.ts).
import { dictionary } from './dictionaries.ts';
import { format, PSEUDO_LANG, type Lang } from './lang.ts';
import { pseudoWords } from './pseudo.ts';
import { siteEn } from './site-en.ts';

export const siteStrings = dictionary<typeof siteEn>('site');
export type SiteKey = keyof typeof siteEn;

/** The frame's words in `lang`. */
export function siteWords(lang: Lang): Record<SiteKey, string> {
  return lang === PSEUDO_LANG ? pseudoWords(siteEn) : siteStrings[lang];
}

/** A lesson's title with its number: "Lesson 6: Following suit and winning tricks". */
export function numberedLessonTitle(n: number, title: string, lang: Lang): string {
  return format(siteWords(lang)['lesson.title'], { n, title });
}
