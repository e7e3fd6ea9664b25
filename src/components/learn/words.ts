// Puts the engine's answers into the page's words: option labels, explanation values, rule links.
import { cardName, rankLetter, suitLabel, suitName } from '../../i18n/cards.ts';
import { cardList, sep, shortCard, withNote } from '../../i18n/lists.ts';
import { format, type Lang } from '../../i18n/lang.ts';
import { localePath } from '../../i18n/paths.ts';
import type { LearnWords } from '../../i18n/learn.ts';
import type { Option, Param, RuleRef } from './grade.ts';

/** A word of the island's dictionary; a missing key shows as itself so it is noticed, never crashes. */
export function say(words: LearnWords, key: string, values?: Record<string, string | number>): string {
  const template = (words as Record<string, string | undefined>)[key] ?? key;
  return values ? format(template, values) : template;
}

/** The game's words (one implementation, src/i18n/cards.ts) as the course's modules name them. */
export { cardList, sep, shortCard, suitLabel, rankLetter as rankText };

/** The space between two sentences or a label and its text: none in Japanese. */
export const gap = (lang: Lang): string => sep(lang, 'gap');

/** The mark after an option once the answer is shown (the exercise's and the practice's), after the language's gap. */
export const answerMark = (words: LearnWords, lang: Lang): string => gap(lang) + say(words, 'ex.answerMark');

/** One explanation value in words. */
export function paramText(value: Param, words: LearnWords, lang: Lang): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('card' in value) return cardName(value.card, lang);
  if ('suit' in value) return suitName(value.suit, lang);
  if ('word' in value) return say(words, value.word);
  if ('cards' in value) return cardList(value.cards, lang);
  const points = (n: number) => say(words, 'ex.points', { n });
  return value.melds.map((m) => withNote(cardList(m.cards, lang), points(m.points), lang)).join(sep(lang, 'list'));
}

/** The text of an option, as its answer would be written out ("B", "Ace of clubs", "♠ spades", "35 points"). */
export function optionText(option: Option, words: LearnWords, lang: Lang): string {
  const v = option.view;
  switch (v.type) {
    case 'card':
      return cardName(v.card, lang);
    case 'suit':
      return suitName(v.suit, lang);
    case 'number':
      return String(v.value);
    case 'word':
      return say(words, v.key);
    case 'cards':
      return cardList(v.cards, lang);
  }
}

/** Links of the rule an exercise trains, in the page's language. */
export function ruleLinks(rule: RuleRef, lang: Lang): { page: string; ruling: string | null } {
  return { page: localePath(lang, `/${rule.page}/`), ruling: rule.ruling ? localePath(lang, `/rulings/#${rule.ruling}`) : null };
}
