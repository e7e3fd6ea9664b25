// The play-off enumeration's scratch, one object shared by its listing (playoff-plays.ts) and its counting (playoff-count.ts).
//
// The engine runs one call at a time and neither the listing nor the counting is re-entered, so one object serves both.
import type { Combo } from './types.ts';

/** Receives each play: a bitmask of hand positions and its combination's key (see comboOfKey). */
export type MaskEmitter = (mask: number, comboKey: number) => void;

// What visitSpans does with each span of positions a sequence can cover: list its sequences, count them, or pick one.
export const LIST = 0;
export const COUNT = 1;
export const PICK = 2;

/** The hand last tallied, what visitSpans is doing, and the hand last counted with its plays per kind (for playMaskAt). */
export const scratch = {
  /** Positions per rank: `positions[rank * 16 + i]` is the hand position of the rank's i-th natural. */
  positions: new Int8Array(16 * 16),
  /** Naturals per rank (2..14). */
  counts: new Int8Array(16),
  /** The Jokers' hand positions. */
  jokers: new Int8Array(4),
  jokerCount: 0,
  /** Bit r: the hand holds a natural of rank r. */
  naturalBits: 0,
  /** Bit r: two or more. */
  pairBits: 0,
  emitter: ((): void => {}) as MaskEmitter,
  /** Listing only the first play of each combination. */
  firstOnly: false,
  spanMode: LIST,
  spanTotal: 0,
  spanPick: 0,
  countedRanks: [] as ArrayLike<number>,
  countedN: 0,
  countedToBeat: null as Combo | null,
  singleCount: 0,
  setCount: 0,
  /** Whether `positions` hold the counted hand's (countPlaysOfRankCounts counts without them). */
  positionsTallied: false,
};

// The typed arrays are never replaced: aliases spare the hot loops a property load.
const { positions, counts, jokers } = scratch;

/** Positions per rank and the Jokers' positions, for sets and sequences. */
export function tally(ranks: ArrayLike<number>, n: number): void {
  for (let rank = 2; rank <= 14; rank++) counts[rank] = 0;
  let jokerCount = 0;
  let naturalBits = 0;
  let pairBits = 0;
  for (let i = 0; i < n; i++) {
    const rank = ranks[i];
    if (rank === 0) {
      jokers[jokerCount++] = i;
      continue;
    }
    const bit = 1 << rank;
    if (naturalBits & bit) pairBits |= bit;
    naturalBits |= bit;
    positions[rank * 16 + counts[rank]++] = i;
  }
  scratch.jokerCount = jokerCount;
  scratch.naturalBits = naturalBits;
  scratch.pairBits = pairBits;
}

/** Sets need two naturals of a rank, or one with a Joker. */
export const hasSets = (): boolean => scratch.pairBits !== 0 || (scratch.jokerCount > 0 && scratch.naturalBits !== 0);
