// Meld scoring on the 13-card hand for a proposed trump (RULINGS §4, R4, R6).
import { CARDS, isJoker, SUIT_INDEX } from './cards.ts';
import type { AnnouncedMeld, Card, Meld, MeldAnnouncement, NaturalCard, Rank, Suit } from './types.ts';
import { SUITS } from './types.ts';

/** Points of a sequence of `length` cards: 3 = 10, 4 = 20, 5 or more = 10 per card. */
export function sequencePoints(length: number): number {
  if (length < 3) return 0;
  if (length === 3) return 10;
  if (length === 4) return 20;
  return 10 * length;
}

/** Points of a set of `count` cards of `rank`; `missingSuitIsTrump` matters only for three. */
export function setPoints(count: number, rank: Rank, missingSuitIsTrump: boolean): number {
  if (count === 3) return missingSuitIsTrump ? 30 : 15;
  if (count !== 4) return 0;
  if (rank === 2) return 80;
  if (rank === 3) return 60;
  return 40;
}

/** Per suit, a bit per rank present (bit r for rank r, 2..14). Jokers are ignored: a Joker is never in a meld. */
function rankMasks(hand: readonly Card[]): [number, number, number, number] {
  const masks: [number, number, number, number] = [0, 0, 0, 0];
  for (const card of hand) {
    if (isJoker(card)) continue;
    masks[SUIT_INDEX[card.suit]] |= 1 << card.rank;
  }
  return masks;
}

const FULL_SUIT = 0b111111111111100; // bits 2..14

/**
 * The maximal runs of one suit as [low, high] positions, where position 1 is a low Ace and 14 a
 * high Ace. R4: each maximal run is one sequence (splitting never scores more); an Ace may end
 * one run (…K-A) and start another (A-2…); a complete suit is one sequence of 13.
 */
function runsOfSuit(mask: number): [number, number][] {
  if (mask === FULL_SUIT) return [[2, 14]];
  // Add position 1 (the Ace played low) when the Ace is present.
  const positions = mask & (1 << 14) ? mask | 2 : mask;
  const runs: [number, number][] = [];
  let start = 0;
  for (let p = 1; p <= 15; p++) {
    const present = p <= 14 && (positions & (1 << p)) !== 0;
    if (present && start === 0) start = p;
    if (!present && start !== 0) {
      if (p - start >= 3) runs.push([start, p - 1]);
      start = 0;
    }
  }
  return runs;
}

function natural(suit: Suit, rank: number): Card {
  // Position 1 is the Ace played low.
  return CARDS[SUIT_INDEX[suit] * 13 + (rank === 1 ? 14 : rank) - 2];
}

/**
 * All melds of the hand and their total, for the named trump (null: no trump named yet, so a set of
 * three scores 15). Sets come first, high ranks first; then sequences by suit (S H D C), low to high.
 * Ruling: four of a kind scores 40 (60 Threes, 80 Twos) whatever the trump; only a set of three has a
 * missing suit.
 */
export function scoreMelds(hand: readonly Card[], trump: Suit | null): { total: number; melds: Meld[] } {
  const masks = rankMasks(hand);
  const melds: Meld[] = [];
  let total = 0;
  // Sets, high ranks first.
  for (let rank = 14; rank >= 2; rank--) {
    const bit = 1 << rank;
    let count = 0;
    let missing: Suit | null = null;
    for (let s = 0; s < 4; s++) {
      if (masks[s] & bit) count++;
      else missing = SUITS[s];
    }
    if (count < 3) continue;
    const points = setPoints(count, rank as Rank, count === 3 && missing === trump);
    const cards: Card[] = [];
    for (let s = 0; s < 4; s++) if (masks[s] & bit) cards.push(natural(SUITS[s], rank));
    melds.push({ kind: 'set', cards, points });
    total += points;
  }
  // Sequences, by suit, low to high.
  for (let s = 0; s < 4; s++) {
    for (const [low, high] of runsOfSuit(masks[s])) {
      const cards: Card[] = [];
      for (let p = low; p <= high; p++) cards.push(natural(SUITS[s], p));
      const points = sequencePoints(cards.length);
      melds.push({ kind: 'sequence', cards, points });
      total += points;
    }
  }
  return { total, melds };
}

/** The announcement of a meld (R6): a set by count and rank, a sequence by length and suit. */
export function announceMeld(meld: Meld): MeldAnnouncement {
  const first = meld.cards[0] as NaturalCard;
  if (meld.kind === 'set') return { kind: 'set', count: meld.cards.length, rank: first.rank };
  return { kind: 'sequence', length: meld.cards.length, suit: first.suit };
}

/** scoreMelds with each meld's announcement attached (what a declaration records). */
export function announcedMelds(hand: readonly Card[], trump: Suit | null): { total: number; melds: AnnouncedMeld[] } {
  const { total, melds } = scoreMelds(hand, trump);
  const announced: AnnouncedMeld[] = [];
  for (const meld of melds) {
    announced.push({ kind: meld.kind, cards: meld.cards, points: meld.points, announcement: announceMeld(meld) });
  }
  return { total, melds: announced };
}

/** Meld total of the hand for each possible trump (the trump-choice UI and the computer player). */
export function bestTrumpTotals(hand: readonly Card[]): Record<Suit, number> {
  const totals = trumpTotalsOfMasks(rankMasks(hand), TOTALS);
  return { S: totals[0], H: totals[1], D: totals[2], C: totals[3] };
}

const TOTALS = [0, 0, 0, 0];

/** The most a hand's melds can score, whatever its trump (a Joker in hand is in no meld). */
export function bestMeldTotal(hand: readonly Card[]): number {
  return Math.max(...Object.values(bestTrumpTotals(hand)));
}

/** The trick hand after a Joker exchange (§7): the Joker goes into the bid pile, and `card` comes from it into the hand. */
export function handAfterExchange(hand: readonly Card[], card: Card): Card[] {
  return [...hand.filter((c) => !isJoker(c)), card];
}

/**
 * Meld totals per trump (in SUITS order, written to `out`) of a hand given as rank masks per suit
 * (bit r for rank r): bestTrumpTotals without card objects, for the rules kernel's declare step.
 */
export function trumpTotalsOfMasks(masks: ArrayLike<number>, out: number[]): number[] {
  let base = 0;
  out[0] = out[1] = out[2] = out[3] = 0;
  const a = masks[0];
  const b = masks[1];
  const c = masks[2];
  const d = masks[3];
  // Only the ranks held in three suits or four (any three of the four masks), bit by bit: a hand has few sets.
  for (let sets = (a & b & (c | d)) | (c & d & (a | b)); sets; sets &= sets - 1) {
    const rank = (31 - Math.clz32(sets & -sets)) as Rank;
    const count = ((a & b & c & d) >> rank) & 1 ? 4 : 3;
    base += setPoints(count, rank, false);
    // A set of three doubles (15 → 30) when its missing suit is the trump.
    if (count === 3)
      out[(a >> rank) & 1 ? ((b >> rank) & 1 ? ((c >> rank) & 1 ? 3 : 2) : 1) : 0] += setPoints(3, rank, true) - setPoints(3, rank, false);
  }
  for (let s = 0; s < 4; s++) base += suitSequencePoints(masks[s]);
  for (let s = 0; s < 4; s++) out[s] += base;
  return out;
}

// Sequence points of one suit's rank mask (bits 2..14), plus one; 0 until first asked (a deal asks a few dozen masks).
const SEQUENCE_POINTS = new Uint16Array(1 << 15);

/** The points of one suit's sequences (R4's maximal runs), remembered per rank mask. */
function suitSequencePoints(mask: number): number {
  const known = SEQUENCE_POINTS[mask];
  if (known !== 0) return known - 1;
  let points = 0;
  for (const [low, high] of runsOfSuit(mask)) points += sequencePoints(high - low + 1);
  SEQUENCE_POINTS[mask] = points + 1;
  return points;
}
