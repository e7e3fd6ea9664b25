// Puts the engine's answers into the page's words: option labels, explanation values, rule links.
import type { Card, Suit } from '../../engine/types';
import { cardName, SUIT_GLYPH, suitName } from '../../i18n/cards';
import { format, type Lang } from '../../i18n/lang';
import { localePath } from '../../i18n/paths';
import type { LearnWords } from '../../i18n/learn';
import type { Option, Param, RuleRef } from './grade';

/** A word of the island's dictionary; a missing key shows as itself so it is noticed, never crashes. */
export function say(words: LearnWords, key: string, values?: Record<string, string | number>): string {
  const template = (words as Record<string, string | undefined>)[key] ?? key;
  return values ? format(template, values) : template;
}

const RANK_TEXT: Readonly<Record<number, string>> = { 14: 'A', 13: 'K', 12: 'Q', 11: 'J' };

/** "A", "10", "K": a card's rank as printed on its face. */
export function rankText(rank: number): string {
  return RANK_TEXT[rank] ?? String(rank);
}

/** "♠A", "♥10" — the short face of a card for lists inside sentences, suit first as in the pages' prose (a Joker by its name). */
export function shortCard(card: Card, lang: Lang): string {
  return 'joker' in card ? cardName(card, lang) : `${SUIT_GLYPH[card.suit]}${rankText(card.rank)}`;
}

export function suitLabel(suit: Suit, lang: Lang): string {
  return `${SUIT_GLYPH[suit]}${gap(lang)}${suitName(suit, lang)}`;
}

/** Cards as a short list: "♠A ♠K ♠Q", or in Japanese 「♠A・♠K・♠Q」 (no half-width spaces in Japanese text). */
export function cardList(cards: readonly Card[], lang: Lang): string {
  return cards.map((c) => shortCard(c, lang)).join(lang === 'ja' ? '・' : ' ');
}

/** The space between two sentences or a label and its text: none in Japanese. */
export const gap = (lang: Lang): string => (lang === 'ja' ? '' : ' ');

/** One explanation value in words. */
export function paramText(value: Param, words: LearnWords, lang: Lang): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('card' in value) return cardName(value.card, lang);
  if ('suit' in value) return suitName(value.suit, lang);
  if ('word' in value) return say(words, value.word);
  const points = (n: number) => say(words, 'ex.points', { n });
  return value.melds
    .map((m) => (lang === 'ja' ? `${cardList(m.cards, lang)}（${points(m.points)}）` : `${cardList(m.cards, lang)} (${points(m.points)})`))
    .join(lang === 'ja' ? '、' : ', ');
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
