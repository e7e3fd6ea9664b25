// Play-off combinations (RULINGS §6, R8, R11): classify a play, compare two plays, list a hand's plays.
import { cardId, isJoker, toCard } from './cards.ts';
import { EngineError } from './errors.ts';
import type { Card, Combo } from './types.ts';
import { COMBO_KINDS } from './types.ts';

import { comboOfKey, forEachPlayMask, HIGH_END, LONE_JOKER_RANK, LOW_END } from './playoff-plays.ts';

export { LONE_JOKER_RANK };

/**
 * True if every entry is a card (see toCard) and no card appears twice (by value). Holes of a sparse
 * array read as undefined, which is not a card.
 */
function distinctCards(cards: readonly unknown[]): boolean {
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

export interface HandPlay {
  readonly cards: Card[];
  readonly combo: Combo;
}

/** Receives each play found: fresh cards array, shared combo object (do not mutate either). */
export type PlayEmitter = (cards: Card[], combo: Combo) => void;

/**
 * Every distinct combination that can be played from `hand`, or, if `toBeat` is given, every one
 * that beats it. Each card set appears once, with its cards in hand order.
 */
export function handPlays(hand: readonly Card[], toBeat: Combo | null): HandPlay[] {
  checkHand(hand);
  if (toBeat !== null && !isCombo(toBeat)) throw new EngineError('invalid-argument', 'toBeat must be a combination or null');
  const plays: HandPlay[] = [];
  forEachPlay(hand, toBeat, (cards, combo) => plays.push({ cards, combo }));
  return plays;
}

/** A hand for handPlays: an array of cards (see toCard), each at most once; else an EngineError. */
function checkHand(hand: readonly unknown[]): void {
  if (!Array.isArray(hand)) throw new EngineError('invalid-argument', 'a hand must be an array of cards');
  if (hand.length > MAX_HAND) throw new EngineError('invalid-argument', `a hand has at most ${MAX_HAND} cards`);
  if (distinctCards(hand)) return;
  // Say which was wrong: a non-card, or a card twice.
  for (let i = 0; i < hand.length; i++) if (toCard(hand[i]) === null) throw new EngineError('invalid-card', `hand[${i}]`);
  throw new EngineError('duplicate-card', 'the same card twice in the hand');
}

function isCombo(value: unknown): value is Combo {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, size, rank } = value as { kind?: unknown; size?: unknown; rank?: unknown };
  return (
    (COMBO_KINDS as readonly unknown[]).includes(kind) &&
    typeof size === 'number' && Number.isInteger(size) && size >= 1 &&
    typeof rank === 'number' && Number.isInteger(rank) && rank >= LONE_JOKER_RANK && rank <= HIGH_END
  );
}

/** Plays are bitmasks of hand positions in 32-bit integers (a real play-off hand has at most 15 cards, R12). */
const MAX_HAND = 31;

// Scratch for forEachPlay: the hand's ranks as forEachPlayMask reads them (0 for a Joker).
const handRanks = new Uint8Array(MAX_HAND);

/** handPlays without building the list: calls `emit` for each play (legalActions turns them straight into actions). */
export function forEachPlay(hand: readonly Card[], toBeat: Combo | null, emit: PlayEmitter): void {
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    handRanks[i] = isJoker(card) ? 0 : card.rank;
  }
  forEachPlayMask(handRanks, hand.length, toBeat, (mask, key) => {
    const combo = comboOfKey(key);
    emit(playCards(hand, mask, combo), combo);
  });
}

/**
 * The cards of a play given as a bitmask of hand positions, in the order a play lists them: a set's
 * naturals then its Jokers, each in hand order; a sequence from its low end to its high end.
 */
export function playCards(hand: readonly Card[], mask: number, combo: Combo): Card[] {
  const cards: Card[] = new Array(combo.size);
  let n = 0;
  if (combo.kind === 'sequence') {
    const low = combo.rank - combo.size + 1;
    for (let i = 0; i < hand.length; i++) {
      if (!(mask & (1 << i))) continue;
      const card = hand[i];
      const position = isJoker(card) ? (low === LOW_END ? LOW_END : HIGH_END) : card.rank === 14 && low === LOW_END ? LOW_END : card.rank;
      cards[position - low] = card;
    }
    return cards;
  }
  for (let i = 0; i < hand.length; i++) if (mask & (1 << i) && !isJoker(hand[i])) cards[n++] = hand[i];
  for (let i = 0; i < hand.length; i++) if (mask & (1 << i) && isJoker(hand[i])) cards[n++] = hand[i];
  return cards;
}
