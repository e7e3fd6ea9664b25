// Play-off combinations on their own (RULINGS §6, R8, R11): what cards form, and whether one play beats another.
//
// Kept apart from the enumeration of a hand's plays (playoff.ts, playoff-plays.ts) so that a page needing only these two
// rules (the play-off checker) does not ship the enumeration (a tool island's budget).
import { cardId, isJoker, toCard } from './cards.ts';
import type { Card, Combo } from './types.ts';

/** Play-off rank of a Joker used alone (R11): below a Two. */
export const LONE_JOKER_RANK = 1;
/** Sequence positions: 1 is a low Ace or a Joker below the Two, 14 a high Ace, 15 a Joker above the Ace. */
export const LOW_END = 1;
export const HIGH_END = 15;

/**
 * True if every entry is a card (see toCard) and no card appears twice (by value). Holes of a sparse
 * array read as undefined, which is not a card.
 */
export function distinctCards(cards: readonly unknown[]): boolean {
  let low = 0;
  let high = 0;
  for (let i = 0; i < cards.length; i++) {
    const card = toCard(cards[i]);
    if (card === null) return false;
    const id = cardId(card);
    if (id < 32) {
      if (low & (1 << id)) return false;
      low |= 1 << id;
    } else {
      if (high & (1 << (id - 32))) return false;
      high |= 1 << (id - 32);
    }
  }
  return true;
}

/**
 * The combination these cards form, or null. A single; a set of 2 or more cards of one rank (Jokers
 * join a set and take its rank, but a set needs a natural card); a sequence of 3 or more consecutive
 * ranks in any suits, Ace high or low but not both, Jokers only at either end as a rank below the Two
 * or above the Ace (never filling a gap); a Joker alone is the lowest single (R11).
 *
 * Ruling: a Joker in a sequence stands only for the rank below the Two (Joker-2-3, ranks 3) or the rank
 * above the Ace (Q-K-A-Joker, ranks 15), as §7 says; so 3-4-Joker and Joker-A-2 are not sequences, and
 * A-2-3-Joker is not one either (the Joker cannot be a Four).
 * Ruling: one sequence uses the Ace low or high, not both (A-2-…-K-A is not a sequence); a 13-card
 * A-2-…-K ranks as the Ace (it is the same card set as 2-…-K-A).
 * Ruling: a Joker may join a set of any size, so four naturals and a Joker make a set of five.
 */
export function classifyCombo(cards: readonly Card[]): Combo | null {
  // Anything but distinct cards (see toCard) is not a combination: null, as the contract says.
  if (!Array.isArray(cards)) return null;
  const size = cards.length;
  if (size === 0 || !distinctCards(cards)) return null;
  if (size === 1) {
    const card = cards[0];
    return { kind: 'single', size: 1, rank: isJoker(card) ? LONE_JOKER_RANK : card.rank };
  }
  let jokers = 0;
  let setRank = 0; // rank shared by all naturals, -1 once two differ
  let rankMask = 0; // bit per natural rank, to detect repeated ranks in a sequence
  let repeatedRank = false;
  for (const card of cards) {
    if (isJoker(card)) {
      jokers++;
      continue;
    }
    const rank = card.rank;
    if (setRank === 0) setRank = rank;
    else if (setRank !== rank) setRank = -1;
    if (rankMask & (1 << rank)) repeatedRank = true;
    rankMask |= 1 << rank;
  }
  const naturals = size - jokers;
  if (naturals === 0) return null;
  if (setRank > 0) return { kind: 'set', size, rank: setRank };
  if (size < 3 || repeatedRank || jokers > 2) return null;
  const rank = Math.max(sequenceTop(rankMask, naturals, jokers, false), sequenceTop(rankMask, naturals, jokers, true));
  return rank > 0 ? { kind: 'sequence', size, rank } : null;
}

/** Top position of the sequence the naturals (distinct ranks) and Jokers form, with the Ace low or high; 0 if none. */
function sequenceTop(rankMask: number, naturals: number, jokers: number, aceLow: boolean): number {
  let positions = rankMask;
  if (aceLow) {
    if (!(positions & (1 << 14))) return 0;
    positions = (positions & ~(1 << 14)) | (1 << LOW_END);
  }
  const low = 31 - Math.clz32(positions & -positions);
  const high = 31 - Math.clz32(positions);
  if (high - low + 1 !== naturals) return 0; // a gap: Jokers cannot fill it
  const canGoBelow = low - 1 === LOW_END;
  const canGoAbove = high + 1 === HIGH_END;
  if (jokers === 0) return high;
  if (jokers === 1) return canGoAbove ? HIGH_END : canGoBelow ? high : 0;
  return canGoAbove && canGoBelow ? HIGH_END : 0;
}

/** R8: the same kind and size and a strictly higher rank (equal rank does not beat). */
export function beats(next: Combo, previous: Combo): boolean {
  return next.kind === previous.kind && next.size === previous.size && next.rank > previous.rank;
}
