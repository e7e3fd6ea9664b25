// The one enumeration of a play-off hand's combinations (RULINGS §6, R8, R11), as bitmasks over hand positions: no allocation per play.
//
// forEachPlay (playoff.ts) turns each mask into cards (handPlays); the rules kernel keeps the mask as
// its move, and legalActions turns the kernel's moves into cards. All list the same plays in the same order.
import { HIGH_END, LONE_JOKER_RANK, LOW_END } from './combos.ts';
import { COUNT, hasSets, LIST, type MaskEmitter, scratch, tally } from './playoff-scratch.ts';
import type { Combo, ComboKind } from './types.ts';

export type { MaskEmitter };

// The typed arrays are never replaced (see playoff-scratch.ts).
const { positions, counts, jokers } = scratch;

// The play-off's rank constants live with the combinations (combos.ts); re-exported for the enumeration's users.
export { HIGH_END, LONE_JOKER_RANK, LOW_END };

export const KIND_INDEX: Readonly<Record<ComboKind, number>> = { single: 0, set: 1, sequence: 2 };
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

/**
 * Every distinct combination of a hand whose cards have these ranks (`ranks[i]` 2..14 for a natural,
 * 0 for a Joker; n ≤ 16), or, if `toBeat` is given, every one that beats it: singles in hand order,
 * then sets by rank, then sequences by low end and length. With `firstOfEachCombination`, only the first
 * play listed of each combination (kind, size, rank): the one with the fewest Jokers, for choices that
 * compare combinations only.
 */
export function forEachPlayMask(
  ranks: ArrayLike<number>,
  n: number,
  toBeat: Combo | null,
  emit: MaskEmitter,
  firstOfEachCombination = false,
): void {
  const want = toBeat === null ? null : toBeat.kind;
  if (want === null || want === 'single') {
    const minRank = toBeat === null ? 0 : toBeat.rank;
    let seen = 0;
    for (let i = 0; i < n; i++) {
      const rank = ranks[i] === 0 ? LONE_JOKER_RANK : ranks[i];
      if (rank <= minRank || (firstOfEachCombination && seen & (1 << rank))) continue;
      seen |= 1 << rank;
      emit(1 << i, (KIND_INDEX.single << 8) | (1 << 4) | rank);
    }
    if (want === 'single') return;
  }
  scratch.firstOnly = firstOfEachCombination;
  tally(ranks, n);
  scratch.emitter = emit;
  if ((want === null || want === 'set') && hasSets()) {
    const minRank = toBeat ? toBeat.rank + 1 : 2;
    for (let rank = minRank; rank <= 14; rank++) setsOfRank(rank, toBeat === null ? 0 : toBeat.size, -1);
  }
  if (want === null || want === 'sequence') {
    scratch.spanMode = LIST;
    visitSpans(toBeat);
  }
}

function popcount(n: number): number {
  let count = 0;
  for (let m = n; m !== 0; m &= m - 1) count++;
  return count;
}

/**
 * Sets of one rank: its naturals (at least one) with any Jokers, two cards or more (a Joker takes the
 * set's rank), of `size` cards if not 0. With `nth` < 0 each is emitted; else the nth's mask is returned.
 */
export function setsOfRank(rank: number, size: number, nth: number): number {
  const naturals = counts[rank];
  if (naturals === 0 || (naturals === 1 && scratch.jokerCount === 0)) return 0;
  const poolSize = naturals + scratch.jokerCount;
  const naturalMask = (1 << naturals) - 1;
  let sizesSeen = 0;
  for (let subset = 1; subset < 1 << poolSize; subset++) {
    if ((subset & naturalMask) === 0) continue; // a set needs a natural card
    const cards = popcount(subset);
    if (cards < 2 || (size !== 0 && cards !== size)) continue;
    if (nth < 0 && scratch.firstOnly) {
      if (sizesSeen & (1 << cards)) continue;
      sizesSeen |= 1 << cards;
    }
    if (nth > 0) {
      nth--;
      continue;
    }
    let mask = 0;
    for (let i = 0; i < poolSize; i++) {
      if (subset & (1 << i)) mask |= 1 << (i < naturals ? positions[rank * 16 + i] : jokers[i - naturals]);
    }
    if (nth === 0) return mask | (((KIND_INDEX.set << 8) | (cards << 4) | rank) << 16);
    scratch.emitter(mask, (KIND_INDEX.set << 8) | (cards << 4) | rank);
  }
  return 0;
}

/** Candidates at a sequence position: 1 = a low Ace or a Joker, 2..14 naturals (14 the high Ace), 15 = a Joker. */
function candidateCount(p: number): number {
  if (p === LOW_END) return counts[14] + scratch.jokerCount;
  if (p === HIGH_END) return scratch.jokerCount;
  return counts[p];
}

function candidateAt(p: number, i: number): number {
  if (p === LOW_END) return i < counts[14] ? positions[14 * 16 + i] : jokers[i - counts[14]];
  if (p === HIGH_END) return jokers[i];
  return positions[p * 16 + i];
}

/** Every span [low, high] of positions that can hold sequences (that beat `toBeat`), by low end then length. */
export function visitSpans(toBeat: Combo | null): void {
  // Positions with a candidate (see candidateCount); a sequence needs three in a row.
  let present = scratch.naturalBits;
  if (scratch.jokerCount > 0) present |= (1 << LOW_END) | (1 << HIGH_END);
  else if (scratch.naturalBits & (1 << 14)) present |= 1 << LOW_END;
  const triples = present & (present >> 1) & (present >> 2);
  if (triples === 0) return;
  // Listing the first play of each combination: a span's first play is built, not walked (see below).
  const firstOfEach = scratch.spanMode === LIST && scratch.firstOnly;
  for (let low = LOW_END; low <= 13; low++) {
    if (!((triples >> low) & 1)) continue;
    // Sequences over [low, high]: the product of the positions' candidate counts, kept as high grows; and
    // (first of each combination) walk's first sequence, the first candidate of each position, likewise.
    let count = candidateCount(low) * candidateCount(low + 1);
    let first = firstOfEach ? (1 << candidateAt(low, 0)) | (1 << candidateAt(low + 1, 0)) : 0;
    for (let high = low + 2; high <= HIGH_END; high++) {
      if (!((present >> high) & 1)) break;
      // The Ace (or Joker) cannot stand at both ends, and a sequence is not round the corner.
      if (low === LOW_END && high >= 14) break;
      count *= candidateCount(high);
      if (firstOfEach) first |= 1 << candidateAt(high, 0);
      if (toBeat && (high - low + 1 !== toBeat.size || high <= toBeat.rank)) continue;
      // A-2-…-K is the same card set as 2-…-K-A, which ranks as the Ace: list it once, Ace high.
      const lowAceRedundant = low === LOW_END && high === 13;
      const key = (KIND_INDEX.sequence << 8) | ((high - low + 1) << 4) | high;
      if (firstOfEach) {
        // walk skips the low Aces of A-2-…-K: its first sequence then starts with a Joker, if there is one.
        if (!lowAceRedundant || counts[14] === 0) scratch.emitter(first, key);
        else if (scratch.jokerCount > 0)
          scratch.emitter((first & ~(1 << candidateAt(LOW_END, 0))) | (1 << candidateAt(LOW_END, counts[14])), key);
        continue;
      }
      if (scratch.spanMode === LIST) {
        walk(low, high, 0, key, lowAceRedundant);
        continue;
      }
      const listed = lowAceRedundant ? (count / candidateCount(LOW_END)) * scratch.jokerCount : count;
      if (scratch.spanMode === COUNT) scratch.spanTotal += listed;
      else if (scratch.spanPick >= listed) scratch.spanPick -= listed;
      else {
        scratch.spanPick = pickInSpan(low, high, scratch.spanPick, lowAceRedundant) | (key << 16);
        return;
      }
    }
  }
}

/** Every choice of one card per position in [p, high] (the first of each combination is built in visitSpans instead). */
function walk(p: number, high: number, mask: number, key: number, lowAceRedundant: boolean): void {
  const n = candidateCount(p);
  for (let i = 0; i < n; i++) {
    if (p === LOW_END && lowAceRedundant && i < counts[14]) continue; // an Ace at the low end: listed Ace high
    const next = mask | (1 << candidateAt(p, i));
    if (p === high) scratch.emitter(next, key);
    else walk(p + 1, high, next, key, lowAceRedundant);
  }
}

/** The mask of walk's `index`-th sequence over [low, high] (the last position's choice varies fastest). */
function pickInSpan(low: number, high: number, index: number, lowAceRedundant: boolean): number {
  let mask = 0;
  for (let p = high; p >= low; p--) {
    const skipped = p === LOW_END && lowAceRedundant ? counts[14] : 0;
    const n = candidateCount(p) - skipped;
    mask |= 1 << candidateAt(p, skipped + (index % n));
    index = (index / n) | 0;
  }
  return mask;
}
