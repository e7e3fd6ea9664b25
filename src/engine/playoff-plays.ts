// The one enumeration of a play-off hand's combinations (RULINGS §6, R8, R11), as bitmasks over hand positions: no allocation per play.
//
// forEachPlay (playoff.ts) turns each mask into cards for legalActions; the rules kernel keeps the
// mask as its move. Both therefore list the same plays in the same order.
import { HIGH_END, LONE_JOKER_RANK, LOW_END } from './combos.ts';
import type { Combo, ComboKind } from './types.ts';

// The play-off's rank constants live with the combinations (combos.ts); re-exported for the enumeration's users.
export { HIGH_END, LONE_JOKER_RANK, LOW_END };

const KIND_INDEX: Readonly<Record<ComboKind, number>> = { single: 0, set: 1, sequence: 2 };
const KINDS: readonly ComboKind[] = ['single', 'set', 'sequence'];

/** One shared frozen Combo per kind, size (1..15) and rank (1..15); its key fits in 10 bits. */
const COMBOS: Combo[] = [];
for (let key = 0; key < 3 * 256; key++) {
  COMBOS.push(Object.freeze({ kind: KINDS[key >> 8], size: (key >> 4) & 15, rank: key & 15 }));
}

export function comboKey(kind: ComboKind, size: number, rank: number): number {
  return (KIND_INDEX[kind] << 8) | (size << 4) | rank;
}

export function comboOfKey(key: number): Combo {
  return COMBOS[key];
}

/** Receives each play: a bitmask of hand positions and its combination's key (see comboOfKey). */
export type MaskEmitter = (mask: number, comboKey: number) => void;

// Scratch (the engine is single-threaded and the enumeration is not re-entered): positions per rank, Jokers' positions.
const positions = new Int8Array(16 * 16);
const counts = new Int8Array(16);
const jokers = new Int8Array(4);
let jokerCount = 0;
let emitter: MaskEmitter = () => {};

/**
 * Every distinct combination of a hand whose cards have these ranks (`ranks[i]` 2..14 for a natural,
 * 0 for a Joker; n ≤ 16), or, if `toBeat` is given, every one that beats it: singles in hand order,
 * then sets by rank, then sequences by low end and length.
 */
export function forEachPlayMask(ranks: ArrayLike<number>, n: number, toBeat: Combo | null, emit: MaskEmitter): void {
  const want = toBeat === null ? null : toBeat.kind;
  if (want === null || want === 'single') {
    const minRank = toBeat === null ? 0 : toBeat.rank;
    for (let i = 0; i < n; i++) {
      const rank = ranks[i] === 0 ? LONE_JOKER_RANK : ranks[i];
      if (rank > minRank) emit(1 << i, (KIND_INDEX.single << 8) | (1 << 4) | rank);
    }
    if (want === 'single') return;
  }
  counts.fill(0);
  jokerCount = 0;
  for (let i = 0; i < n; i++) {
    const rank = ranks[i];
    if (rank === 0) jokers[jokerCount++] = i;
    else positions[rank * 16 + counts[rank]++] = i;
  }
  emitter = emit;
  if (want === null || want === 'set') addSets(toBeat);
  if (want === null || want === 'sequence') addSequences(toBeat);
}

function popcount(n: number): number {
  let count = 0;
  for (let m = n; m !== 0; m &= m - 1) count++;
  return count;
}

/** Sets: one rank's naturals (at least one) with any Jokers, two cards or more (a Joker takes the set's rank). */
function addSets(toBeat: Combo | null): void {
  const minRank = toBeat ? toBeat.rank + 1 : 2;
  for (let rank = minRank; rank <= 14; rank++) {
    const naturals = counts[rank];
    if (naturals === 0 || (naturals === 1 && jokerCount === 0)) continue;
    const poolSize = naturals + jokerCount;
    const naturalBits = (1 << naturals) - 1;
    for (let subset = 1; subset < 1 << poolSize; subset++) {
      if ((subset & naturalBits) === 0) continue; // a set needs a natural card
      const size = popcount(subset);
      if (size < 2 || (toBeat && size !== toBeat.size)) continue;
      let mask = 0;
      for (let i = 0; i < poolSize; i++) {
        if (subset & (1 << i)) mask |= 1 << (i < naturals ? positions[rank * 16 + i] : jokers[i - naturals]);
      }
      emitter(mask, (KIND_INDEX.set << 8) | (size << 4) | rank);
    }
  }
}

/** Candidates at a sequence position: 1 = a low Ace or a Joker, 2..14 naturals (14 the high Ace), 15 = a Joker. */
function candidateCount(p: number): number {
  if (p === LOW_END) return counts[14] + jokerCount;
  if (p === HIGH_END) return jokerCount;
  return counts[p];
}

function candidateAt(p: number, i: number): number {
  if (p === LOW_END) return i < counts[14] ? positions[14 * 16 + i] : jokers[i - counts[14]];
  if (p === HIGH_END) return jokers[i];
  return positions[p * 16 + i];
}

function addSequences(toBeat: Combo | null): void {
  for (let low = LOW_END; low <= 13; low++) {
    if (candidateCount(low) === 0 || candidateCount(low + 1) === 0) continue;
    for (let high = low + 2; high <= HIGH_END; high++) {
      if (candidateCount(high) === 0) break;
      // The Ace (or Joker) cannot stand at both ends, and a sequence is not round the corner.
      if (low === LOW_END && high >= 14) break;
      if (toBeat && (high - low + 1 !== toBeat.size || high <= toBeat.rank)) continue;
      // A-2-…-K is the same card set as 2-…-K-A, which ranks as the Ace: list it once, Ace high.
      walk(low, low, high, 0, (KIND_INDEX.sequence << 8) | ((high - low + 1) << 4) | high, low === LOW_END && high === 13);
    }
  }
}

/** Every choice of one card per position in [p, high]. */
function walk(p: number, low: number, high: number, mask: number, key: number, lowAceRedundant: boolean): void {
  const n = candidateCount(p);
  for (let i = 0; i < n; i++) {
    if (p === LOW_END && lowAceRedundant && i < counts[14]) continue; // an Ace at the low end: listed Ace high
    const next = mask | (1 << candidateAt(p, i));
    if (p === high) emitter(next, key);
    else walk(p + 1, low, high, next, key, lowAceRedundant);
  }
}
