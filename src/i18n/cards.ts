// Card, suit and rank names spoken in the page's language ("Ace of spades", "スペードのA").
import { shelved } from './books';
import { format, type Lang } from './lang';
import type { cardsEn } from './cards-en';

/** The card shapes the engine uses (src/engine/types.ts), restated structurally so this file stays UI-only. */
type SuitCode = 'S' | 'H' | 'D' | 'C';
type AnyCard = { rank: number; suit: SuitCode } | { joker: 'red' | 'black' };

export const cardStrings = shelved<typeof cardsEn>('cards');

type CardKey = keyof typeof cardStrings.en;

/** A card string by key in the given language. */
export function cardText(lang: Lang, key: CardKey): string {
  return cardStrings[lang][key];
}

/** The full spoken name of a card, used as the accessible name of every card button. */
export function cardName(card: AnyCard, lang: Lang): string {
  const t = cardStrings[lang];
  if ('joker' in card) return card.joker === 'red' ? t['card.joker.red'] : t['card.joker.black'];
  return format(t['card.suited'], {
    rank: t[`rank.${card.rank}` as CardKey],
    suit: t[`suit.${card.suit}` as CardKey],
  });
}

/** A rank in words ("Ace"; plural "Aces", as in the announcement "Three Aces"). Japanese has no plural. */
export function rankName(rank: number, lang: Lang, plural = false): string {
  const t = cardStrings[lang];
  const word = t[`rank.${rank}` as CardKey];
  if (!plural) return word;
  // Every English plural adds -s except Six; the dictionary holds the one irregular form.
  return rank === 6 ? t['rank.plural.6'] : format(t['rank.plural'], { rank: word });
}

/** The suit's name (plural in English: "spades"). */
export function suitName(suit: SuitCode, lang: Lang): string {
  return cardStrings[lang][`suit.${suit}` as CardKey];
}

/** The suit glyph, shown beside the name so colour is never the only cue. */
export const SUIT_GLYPH: Record<SuitCode, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A short face label for a card ("A♠", "10♥", "JKR"), shown on the card itself. */
export function cardFace(card: AnyCard): string {
  if ('joker' in card) return card.joker === 'red' ? 'RJ' : 'BJ';
  const rank = card.rank === 14 ? 'A' : card.rank === 13 ? 'K' : card.rank === 12 ? 'Q' : card.rank === 11 ? 'J' : String(card.rank);
  return `${rank}${SUIT_GLYPH[card.suit]}`;
}
