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

/** Suit index by the suit letter's character code (any other code: 3, as suitIndex). */
const SUIT_OF_CODE = new Int8Array(128).fill(3);
for (let s = 0; s < 3; s++) SUIT_OF_CODE['SHD'.charCodeAt(s)] = s;

/**
 * Small integer id of a card (see CardId). The rank is read first and the suit by its letter's code: this is
 * the hottest path of loading a state into the rules kernel, and this form is about twice as fast as testing
 * for a Joker first and switching on the suit string. Junk (toCard's fast path) gets some id or NaN, never a throw.
 */
export function cardId(card: Card): CardId {
  const rank = (card as NaturalCard).rank;
  if (rank === undefined) return (card as JokerCard).joker === 'red' ? RED_JOKER_ID : BLACK_JOKER_ID;
  const suit = (card as NaturalCard).suit;
  return (typeof suit === 'string' ? suitIndex(suit) * 13 : 39) + rank - 2;
}

/** Index of a suit in SUITS, by its letter's code (faster than a switch or a keyed lookup in the hot paths). */
export function suitIndex(suit: Suit): number {
  return SUIT_OF_CODE[suit.charCodeAt(0) & 127];
}

/**
 * The canonical object of a card given as untrusted data, or null. A card is exactly
 * `{ rank, suit }` (rank an integer 2..14, suit S H D C) or exactly `{ joker: 'red' | 'black' }`:
 * extra or contradictory fields (`{ rank: 5, suit: 'H', joker: 'black' }`) make it not a card.
 */
export function toCard(value: unknown): Card | null {
  if (typeof value !== 'object' || value === null) return null;
  // Fast path: the engine's own frozen card objects (cardId of junk is NaN or out of range: no match).
  const canonical = CARDS[cardId(value as Card)];
  if (canonical === value) return canonical;
  // Counting keys first keeps the usual case (a JSON copy of a card) cheap.
  const keys = Object.keys(value).length;
  const v = value as { rank?: unknown; suit?: unknown; joker?: unknown };
  if (keys === 1 && Object.hasOwn(v, 'joker')) {
    if (v.joker === 'red') return CARDS[RED_JOKER_ID];
    if (v.joker === 'black') return CARDS[BLACK_JOKER_ID];
    return null;
  }
  if (keys !== 2 || !Object.hasOwn(v, 'rank') || !Object.hasOwn(v, 'suit')) return null;
  const rank = v.rank;
  const suit = v.suit;
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 2 || rank > 14) return null;
  if (suit !== 'S' && suit !== 'H' && suit !== 'D' && suit !== 'C') return null;
  return CARDS[suitIndex(suit) * 13 + rank - 2];
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

/** Whether a value (a parsed token, a saved field, a selected option id) is one of the four suits. */
export function isSuit(value: unknown): value is Suit {
  return value === 'S' || value === 'H' || value === 'D' || value === 'C';
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

/** Rank texts by rank (index 2..14): what formatCard writes. */
const RANK_TEXT: readonly string[] = ['', '', ...'23456789', '10', ...'JQKA'];
// Maps, not object literals: a token like "constructor" or "__proto__" must not find anything.
const RANK_BY_TEXT: ReadonlyMap<string, Rank> = new Map<string, Rank>([
  ...RANK_TEXT.slice(2).map((text, i): [string, Rank] => [text, (i + 2) as Rank]),
  ['T', 10],
]);
const SUIT_BY_LETTER: ReadonlyMap<string, Suit> = new Map(SUITS.map((suit): [string, Suit] => [suit, suit]));
/** The glyphs in SUITS order (♠ ♥ ♦ ♣). */
const SUIT_BY_GLYPH: ReadonlyMap<string, Suit> = new Map([...'♠♥♦♣'].map((glyph, i): [string, Suit] => [glyph, SUITS[i]]));
/** U+FE0F / U+FE0E (emoji / text presentation): phones and emoji pickers append one to a suit glyph. */
const VARIATION_SELECTORS = new Set(['\uFE0F', '\uFE0E']);

/**
 * ASCII-only upper case. String.prototype.toUpperCase would also fold non-ASCII letters into the
 * notation (U+017F "ſ" becomes "S", "ß" becomes "SS"), accepting tokens that §1 does not define.
 */
function asciiUpper(text: string): string {
  return text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/**
 * Parse one card, exactly in the notation of RULINGS §1: rank A K Q J 10 T 9…2 then suit S H D C or
 * ♠ ♥ ♦ ♣, case-insensitive (ASCII letters only); RJ / BJ for the Jokers; blanks around it ignored.
 * Ruling: a suit glyph may carry one trailing variation selector (U+FE0F or U+FE0E), since phones add
 * them; nothing else is accepted (no outline suits ♤ ♡ ♢ ♧, no full-width letters, no selector after a
 * letter or elsewhere). The error's message names the token.
 */
export function parseCard(text: string): Card {
  if (typeof text !== 'string') throw new EngineError('invalid-card', `bad card token ${String(text)}`);
  const token = text.trim();
  const card = readToken(asciiUpper(token));
  if (card === null) throw new EngineError('invalid-card', `bad card token "${token}"`);
  return card;
}

function readToken(upper: string): Card | null {
  if (upper === 'RJ') return CARDS[RED_JOKER_ID];
  if (upper === 'BJ') return CARDS[BLACK_JOKER_ID];
  // The suit glyphs are single UTF-16 units, so the suit is the last unit (before any selector).
  const selector = VARIATION_SELECTORS.has(upper.slice(-1));
  const body = selector ? upper.slice(0, -1) : upper;
  const suitText = body.slice(-1);
  const suit = selector ? SUIT_BY_GLYPH.get(suitText) : (SUIT_BY_LETTER.get(suitText) ?? SUIT_BY_GLYPH.get(suitText));
  const rank = RANK_BY_TEXT.get(body.slice(0, -1));
  if (suit === undefined || rank === undefined) return null;
  return CARDS[SUIT_INDEX[suit] * 13 + rank - 2];
}

/** Parse cards separated by spaces and/or commas; the error names the first bad token. */
export function parseCards(text: string): Card[] {
  if (typeof text !== 'string') throw new EngineError('invalid-card', `bad card token ${String(text)}`);
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
