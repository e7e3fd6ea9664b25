// The game's words in the page's language, written once: suits, ranks, cards and colours (with combos.ts for announcements and
// combinations and lists.ts for lists of cards and separators: three small modules, so an island carries only what it speaks).
import { words } from './books.ts';
import { format, type Lang } from './lang.ts';
import type { cardsEn } from './cards-en.ts';

/** The card and combination shapes the engine uses (src/engine/types.ts), restated structurally so this file stays UI-only. */
export type SuitCode = 'S' | 'H' | 'D' | 'C';
export type AnyCard = { rank: number; suit: SuitCode } | { joker: 'red' | 'black' };

type CardKey = keyof typeof cardsEn;

/** A game word by key in the given language. */
export function cardText(lang: Lang, key: CardKey): string {
  return words('cards', lang)[key];
}

/** The full spoken name of a card, used as the accessible name of every card button. */
export function cardName(card: AnyCard, lang: Lang): string {
  const t = words('cards', lang);
  if ('joker' in card) return card.joker === 'red' ? t['card.joker.red'] : t['card.joker.black'];
  return format(t['card.suited'], {
    rank: t[`rank.${card.rank}` as CardKey],
    suit: t[`suit.${card.suit}` as CardKey],
  });
}

/** A rank in words ("Ace"; plural "Aces", as in the announcement "Three Aces"). Japanese has no plural. */
export function rankName(rank: number, lang: Lang, plural = false): string {
  const t = words('cards', lang);
  const word = t[`rank.${rank}` as CardKey];
  if (!plural) return word;
  // Every English plural adds -s except Six; the dictionary holds the one irregular form.
  return rank === 6 ? t['rank.plural.6'] : format(t['rank.plural'], { rank: word });
}

/** The suit's name (plural in English: "spades"). */
export function suitName(suit: SuitCode, lang: Lang): string {
  return words('cards', lang)[`suit.${suit}` as CardKey];
}

/** The suit glyph, shown beside the name so colour is never the only cue. */
export const SUIT_GLYPH: Record<SuitCode, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "♠ spades" / 「♠スペード」: the glyph and the name, so colour is never the only cue. */
export function suitLabel(suit: SuitCode, lang: Lang): string {
  return format(words('cards', lang)['suit.withGlyph'], { glyph: SUIT_GLYPH[suit], name: suitName(suit, lang) });
}

const RANK_LETTER: Readonly<Record<number, string>> = { 14: 'A', 13: 'K', 12: 'Q', 11: 'J' };

/** "A", "10", "K": a card's rank as printed on its face (the same in every language). */
export function rankLetter(rank: number): string {
  return RANK_LETTER[rank] ?? String(rank);
}

/** The Joker's colour as printed on it ("RED", 「赤」). */
export function jokerMark(colour: 'red' | 'black', lang: Lang): string {
  return words('cards', lang)[colour === 'red' ? 'card.mark.red' : 'card.mark.black'];
}

/** A short face label for a card ("A♠", "10♥", "RJ"), shown on the card itself. */
export function cardFace(card: AnyCard): string {
  if ('joker' in card) return card.joker === 'red' ? 'RJ' : 'BJ';
  return `${rankLetter(card.rank)}${SUIT_GLYPH[card.suit]}`;
}
