// Cards: ids, canonical card objects, notation (parse/format), colour and parity, the deck.
import { EngineError } from './errors.ts';
import type { Card, CardId, Colour, JokerCard, NaturalCard, Parity, Rank, Suit } from './types.ts';
import { RANKS, SUITS } from './types.ts';

/** Index of each suit in SUITS (ids and tables use it). */
export const SUIT_INDEX: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };

export const RED_JOKER_ID = 52;
export const BLACK_JOKER_ID = 53;
/** Ids 0..53: enough room for both Jokers. */
export const CARD_ID_COUNT = 54;

/**
 * One frozen object per card, indexed by id. The engine only ever stores these, so building
 * states never allocates cards; but it compares cards by value, so JSON-loaded copies work too.
 */
export const CARDS: readonly Card[] = buildCanonicalCards();

function buildCanonicalCards(): Card[] {
  const cards: Card[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) cards.push(Object.freeze({ rank, suit }));
  }
  cards.push(Object.freeze({ joker: 'red' }), Object.freeze({ joker: 'black' }));
  return cards;
}

export function isJoker(card: Card): card is JokerCard {
  return (card as JokerCard).joker !== undefined;
}

/** Small integer id of a card (see CardId). */
export function cardId(card: Card): CardId {
  const joker = (card as JokerCard).joker;
  if (joker !== undefined) return joker === 'red' ? RED_JOKER_ID : BLACK_JOKER_ID;
  const natural = card as NaturalCard;
  return suitIndex(natural.suit) * 13 + natural.rank - 2;
}

/** Index of a suit in SUITS (a switch: faster than a keyed lookup in the hot paths). */
export function suitIndex(suit: Suit): number {
  switch (suit) {
    case 'S':
      return 0;
    case 'H':
      return 1;
    case 'D':
      return 2;
    default:
      return 3;
  }
}

export function cardFromId(id: CardId): Card {
  return CARDS[id];
}

export function sameCard(a: Card, b: Card): boolean {
  return cardId(a) === cardId(b);
}

/** Order by id: suit (S H D C), then rank low to high, Jokers last. */
export function compareCards(a: Card, b: Card): number {
  return cardId(a) - cardId(b);
}

/** Order by play-off rank (Joker lowest), then suit: the natural order of a play-off hand. */
export function compareByRank(a: Card, b: Card): number {
  const ra = isJoker(a) ? 1 : a.rank;
  const rb = isJoker(b) ? 1 : b.rank;
  return ra !== rb ? ra - rb : cardId(a) - cardId(b);
}

export function suitColour(suit: Suit): Colour {
  return suit === 'S' || suit === 'C' ? 'black' : 'red';
}

export function suitParity(suit: Suit): Parity {
  return suit === 'S' || suit === 'H' ? 'major' : 'minor';
}

/** Colour of any card; a Joker's colour is its own. */
export function cardColour(card: Card): Colour {
  return isJoker(card) ? card.joker : suitColour(card.suit);
}

/** The pack, in id order: 52 naturals, plus the red and black Jokers if asked. */
export function fullDeck(jokers = false): Card[] {
  return CARDS.slice(0, jokers ? CARD_ID_COUNT : 52);
}

// ─── Notation (RULINGS §1) ──────────────────────────────────────────────────

const RANK_BY_TEXT: Readonly<Record<string, Rank>> = {
  A: 14, K: 13, Q: 12, J: 11, '10': 10, T: 10, '9': 9, '8': 8, '7': 7, '6': 6, '5': 5, '4': 4, '3': 3, '2': 2,
};
const SUIT_BY_TEXT: Readonly<Record<string, Suit>> = {
  S: 'S', H: 'H', D: 'D', C: 'C', '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C', '♤': 'S', '♡': 'H', '♢': 'D', '♧': 'C',
};
const RANK_TEXT: readonly string[] = ['', '', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** Parse one card: rank A K Q J 10 T 9…2 then suit S H D C or ♠ ♥ ♦ ♣, case-insensitive; RJ / BJ Jokers. */
export function parseCard(text: string): Card {
  const token = text.trim();
  // U+FE0F (emoji presentation selector) may follow a suit symbol pasted from elsewhere.
  const upper = token.toUpperCase().replace(/\uFE0F/g, '');
  if (upper === 'RJ') return CARDS[RED_JOKER_ID];
  if (upper === 'BJ') return CARDS[BLACK_JOKER_ID];
  const suit = SUIT_BY_TEXT[upper.slice(-1)];
  const rank = RANK_BY_TEXT[upper.slice(0, -1)];
  if (suit === undefined || rank === undefined || !Object.hasOwn(RANK_BY_TEXT, upper.slice(0, -1))) {
    throw new EngineError('invalid-card', `bad card token "${token}"`);
  }
  return CARDS[SUIT_INDEX[suit] * 13 + rank - 2];
}

/** Parse cards separated by spaces and/or commas; the error names the first bad token. */
export function parseCards(text: string): Card[] {
  const cards: Card[] = [];
  for (const token of text.split(/[\s,]+/)) {
    if (token !== '') cards.push(parseCard(token));
  }
  return cards;
}

/** 'AS', '10H', 'RJ'. */
export function formatCard(card: Card): string {
  if (isJoker(card)) return card.joker === 'red' ? 'RJ' : 'BJ';
  return RANK_TEXT[card.rank] + card.suit;
}

export function formatCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join(' ');
}
