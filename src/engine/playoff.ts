// Play-off combinations (RULINGS §6, R8, R11): classify a play, compare two plays, list a hand's plays.
import { cardId, isJoker, toCard } from './cards.ts';
import { EngineError } from './errors.ts';
import type { Card, Combo, NaturalCard } from './types.ts';
import { COMBO_KINDS } from './types.ts';

/** Play-off rank of a Joker used alone (R11): below a Two. */
export const LONE_JOKER_RANK = 1;
/** Sequence positions: 1 is a low Ace or a Joker below the Two, 14 a high Ace, 15 a Joker above the Ace. */
const LOW_END = 1;
const HIGH_END = 15;

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

// Scratch buffers reused by forEachPlay (the engine is single-threaded and forEachPlay is not re-entered).
const byRank: Card[][] = Array.from({ length: 16 }, () => []);
const jokerScratch: Card[] = [];
const SINGLE_COMBOS: Combo[] = Array.from({ length: 15 }, (_, rank) => Object.freeze({ kind: 'single', size: 1, rank }));

/** handPlays without building the list: calls `emit` for each play (legalActions turns them straight into actions). */
export function forEachPlay(hand: readonly Card[], toBeat: Combo | null, emit: PlayEmitter): void {
  const want = toBeat === null ? null : toBeat.kind;
  if (want === null || want === 'single') {
    const minRank = toBeat === null ? 0 : toBeat.rank;
    for (const card of hand) {
      const rank = isJoker(card) ? LONE_JOKER_RANK : (card as NaturalCard).rank;
      if (rank > minRank) emit([card], SINGLE_COMBOS[rank]);
    }
    if (want === 'single') return;
  }
  for (let r = 0; r < 16; r++) if (byRank[r].length !== 0) byRank[r].length = 0;
  jokerScratch.length = 0;
  for (const card of hand) {
    if (isJoker(card)) jokerScratch.push(card);
    else byRank[card.rank].push(card);
  }
  if (want === null || want === 'set') addSets(emit, jokerScratch, toBeat);
  if (want === null || want === 'sequence') addSequences(emit, jokerScratch, toBeat);
}

function addSets(emit: PlayEmitter, jokers: Card[], toBeat: Combo | null): void {
  const minRank = toBeat ? toBeat.rank + 1 : 2;
  for (let rank = minRank; rank <= 14; rank++) {
    const naturals = byRank[rank];
    if (naturals.length === 0 || (naturals.length === 1 && jokers.length === 0)) continue;
    const pool = jokers.length === 0 ? naturals : naturals.concat(jokers);
    const naturalBits = (1 << naturals.length) - 1;
    for (let subset = 1; subset < 1 << pool.length; subset++) {
      if ((subset & naturalBits) === 0) continue; // a set needs a natural card
      const size = popcount(subset);
      if (size < 2 || (toBeat && size !== toBeat.size)) continue;
      const cards: Card[] = [];
      for (let i = 0; i < pool.length; i++) if (subset & (1 << i)) cards.push(pool[i]);
      emit(cards, { kind: 'set', size, rank });
    }
  }
}

function popcount(n: number): number {
  let count = 0;
  for (let m = n; m !== 0; m &= m - 1) count++;
  return count;
}

// Candidates per sequence position (reused): 1 = low Ace or Joker, 2..13 naturals, 14 = high Ace, 15 = Joker.
const candidates: Card[][] = Array.from({ length: 16 }, () => []);

function addSequences(emit: PlayEmitter, jokers: Card[], toBeat: Combo | null): void {
  const low1 = candidates[1];
  low1.length = 0;
  for (const ace of byRank[14]) low1.push(ace);
  for (const joker of jokers) low1.push(joker);
  for (let p = 2; p <= 14; p++) candidates[p] = byRank[p];
  candidates[15] = jokers;
  for (let low = 1; low <= 13; low++) {
    if (candidates[low].length === 0 || candidates[low + 1].length === 0) continue;
    for (let high = low + 2; high <= 15; high++) {
      if (candidates[high].length === 0) break;
      // The Ace (or Joker) cannot stand at both ends, and a sequence is not round the corner.
      if (low === LOW_END && high >= 14) break;
      if (toBeat && (high - low + 1 !== toBeat.size || high <= toBeat.rank)) continue;
      emitProducts(emit, low, high);
    }
  }
}

/** Every choice of one card per position in [low, high] (all positions known to be non-empty). */
function emitProducts(emit: PlayEmitter, low: number, high: number): void {
  const size = high - low + 1;
  const combo: Combo = { kind: 'sequence', size, rank: high };
  // A-2-…-K is the same card set as 2-…-K-A, which ranks as the Ace: list it once, Ace high.
  const lowAceRedundant = low === LOW_END && high === 13;
  const pick: Card[] = new Array(size);
  const walk = (p: number): void => {
    const options = candidates[p];
    for (let i = 0; i < options.length; i++) {
      if (p === LOW_END && lowAceRedundant && !isJoker(options[i])) continue;
      pick[p - low] = options[i];
      if (p === high) emit(pick.slice(), combo);
      else walk(p + 1);
    }
  };
  walk(low);
}
