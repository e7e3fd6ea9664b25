// The one enumeration of a play-off hand's combinations (RULINGS §6, R8, R11), as bitmasks over hand positions: no allocation per play.
//
// forEachPlay (playoff.ts) turns each mask into cards (handPlays); the rules kernel keeps the mask as
// its move, and legalActions turns the kernel's moves into cards. All list the same plays in the same order.
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
let firstOnly = false;
let naturalBits = 0; // bit r: the hand holds a natural of rank r
let pairBits = 0; // bit r: two or more

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
  firstOnly = firstOfEachCombination;
  tally(ranks, n);
  emitter = emit;
  if ((want === null || want === 'set') && hasSets()) {
    const minRank = toBeat ? toBeat.rank + 1 : 2;
    for (let rank = minRank; rank <= 14; rank++) setsOfRank(rank, toBeat === null ? 0 : toBeat.size, -1);
  }
  if (want === null || want === 'sequence') {
    spanMode = LIST;
    visitSpans(toBeat);
  }
}

/** Positions per rank and the Jokers' positions, for sets and sequences. */
function tally(ranks: ArrayLike<number>, n: number): void {
  for (let rank = 2; rank <= 14; rank++) counts[rank] = 0;
  jokerCount = 0;
  naturalBits = 0;
  pairBits = 0;
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
}

/** Sets need two naturals of a rank, or one with a Joker. */
const hasSets = (): boolean => pairBits !== 0 || (jokerCount > 0 && naturalBits !== 0);

function popcount(n: number): number {
  let count = 0;
  for (let m = n; m !== 0; m &= m - 1) count++;
  return count;
}

/**
 * Sets of one rank: its naturals (at least one) with any Jokers, two cards or more (a Joker takes the
 * set's rank), of `size` cards if not 0. With `nth` < 0 each is emitted; else the nth's mask is returned.
 */
function setsOfRank(rank: number, size: number, nth: number): number {
  const naturals = counts[rank];
  if (naturals === 0 || (naturals === 1 && jokerCount === 0)) return 0;
  const poolSize = naturals + jokerCount;
  const naturalMask = (1 << naturals) - 1;
  let sizesSeen = 0;
  for (let subset = 1; subset < 1 << poolSize; subset++) {
    if ((subset & naturalMask) === 0) continue; // a set needs a natural card
    const cards = popcount(subset);
    if (cards < 2 || (size !== 0 && cards !== size)) continue;
    if (nth < 0 && firstOnly) {
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
    emitter(mask, (KIND_INDEX.set << 8) | (cards << 4) | rank);
  }
  return 0;
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

// What visitSpans does with each span of positions a sequence can cover: list its sequences, count them, or pick one.
const LIST = 0;
const COUNT = 1;
const PICK = 2;
let spanMode = LIST;
let spanTotal = 0;
let spanPick = 0;

/** Every span [low, high] of positions that can hold sequences (that beat `toBeat`), by low end then length. */
function visitSpans(toBeat: Combo | null): void {
  // Positions with a candidate (see candidateCount); a sequence needs three in a row.
  let present = naturalBits;
  if (jokerCount > 0) present |= (1 << LOW_END) | (1 << HIGH_END);
  else if (naturalBits & (1 << 14)) present |= 1 << LOW_END;
  const triples = present & (present >> 1) & (present >> 2);
  if (triples === 0) return;
  // Listing the first play of each combination: a span's first play is built, not walked (see below).
  const firstOfEach = spanMode === LIST && firstOnly;
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
        if (!lowAceRedundant || counts[14] === 0) emitter(first, key);
        else if (jokerCount > 0) emitter((first & ~(1 << candidateAt(LOW_END, 0))) | (1 << candidateAt(LOW_END, counts[14])), key);
        continue;
      }
      if (spanMode === LIST) {
        walk(low, high, 0, key, lowAceRedundant);
        continue;
      }
      const listed = lowAceRedundant ? (count / candidateCount(LOW_END)) * jokerCount : count;
      if (spanMode === COUNT) spanTotal += listed;
      else if (spanPick >= listed) spanPick -= listed;
      else {
        spanPick = pickInSpan(low, high, spanPick, lowAceRedundant) | (key << 16);
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
    if (p === high) emitter(next, key);
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

// ── Counting and picking without listing: a uniformly random play costs a count and one decode ──

const BINOMIAL: number[][] = [];
for (let n = 0; n <= 16; n++) {
  BINOMIAL.push([]);
  for (let r = 0; r <= 16; r++) BINOMIAL[n].push(r === 0 ? 1 : n === 0 ? 0 : BINOMIAL[n - 1][r - 1] + BINOMIAL[n - 1][r]);
}

// The hand last counted and its plays per kind, for playMaskAt.
let countedRanks: ArrayLike<number> = [];
let countedN = 0;
let countedToBeat: Combo | null = null;
let singleCount = 0;
let setCount = 0;
/** Whether `positions` hold the counted hand's (countPlaysOfRankCounts counts without them). */
let positionsTallied = false;

/** How many plays forEachPlayMask(ranks, n, toBeat, …) lists; playMaskAt then gives any one of them. */
export function countPlayMasks(ranks: ArrayLike<number>, n: number, toBeat: Combo | null): number {
  countedRanks = ranks;
  countedN = n;
  countedToBeat = toBeat;
  singleCount = 0;
  setCount = 0;
  positionsTallied = false;
  if (toBeat !== null && toBeat.kind === 'single') {
    const minRank = toBeat.rank;
    for (let i = 0; i < n; i++) if ((ranks[i] === 0 ? LONE_JOKER_RANK : ranks[i]) > minRank) singleCount++;
    return singleCount;
  }
  tally(ranks, n);
  positionsTallied = true;
  return countTallied(n, toBeat);
}

/**
 * countPlayMasks for a hand of n cards given by its rank counts, as the rules kernel keeps them up to
 * date: `rankCounts[offset + r]` naturals of rank r (2..14), `rankCounts[offset]` Jokers, and the bits
 * of the ranks held once or more (`held`) and twice or more (`paired`). playMaskAt then needs the
 * hand's ranks (it finds the cards' positions only for the play it decodes).
 */
export function countPlaysOfRankCounts(
  rankCounts: ArrayLike<number>,
  offset: number,
  held: number,
  paired: number,
  n: number,
  toBeat: Combo | null,
): number {
  countedN = n;
  countedToBeat = toBeat;
  positionsTallied = false;
  singleCount = 0;
  setCount = 0;
  if (toBeat !== null && toBeat.kind === 'single') {
    // A lone Joker ranks below any single (LONE_JOKER_RANK), so only naturals above it beat one.
    for (let rank = toBeat.rank + 1; rank <= 14; rank++) singleCount += rankCounts[offset + rank];
    return singleCount;
  }
  for (let rank = 2; rank <= 14; rank++) counts[rank] = rankCounts[offset + rank];
  jokerCount = rankCounts[offset];
  naturalBits = held;
  pairBits = paired;
  return countTallied(n, toBeat);
}

/** The plays of the hand tallied in `counts` (n cards) on the lead or against a set or sequence. */
function countTallied(n: number, toBeat: Combo | null): number {
  const want = toBeat === null ? null : toBeat.kind;
  if (want === null) singleCount = n; // every card is a single on the lead (a lone Joker ranks 1)
  if ((want === null || want === 'set') && hasSets()) {
    const size = toBeat === null ? 0 : toBeat.size;
    // Only ranks with a pair, or any natural's rank when there is a Joker, hold sets.
    let setRanks = (jokerCount > 0 ? naturalBits : pairBits) & ~((2 << (toBeat === null ? 1 : toBeat.rank)) - 1);
    for (; setRanks !== 0; setRanks &= setRanks - 1) setCount += setsOfRankCount(31 - Math.clz32(setRanks & -setRanks), size);
  }
  spanTotal = 0;
  if (want === null || want === 'sequence') {
    spanMode = COUNT;
    visitSpans(toBeat);
  }
  return singleCount + setCount + spanTotal;
}

/** How many sets setsOfRank lists: subsets of the naturals and Jokers with a natural, of `size` (0: two or more). */
function setsOfRankCount(rank: number, size: number): number {
  const naturals = counts[rank];
  if (naturals === 0 || (naturals === 1 && jokerCount === 0)) return 0;
  const pool = naturals + jokerCount;
  if (size !== 0) return size > pool ? 0 : BINOMIAL[pool][size] - BINOMIAL[jokerCount][size];
  return (1 << pool) - 1 - pool - ((1 << jokerCount) - 1 - jokerCount);
}

/**
 * The `index`-th play (0 ≤ index < the count) that forEachPlayMask lists for the hand last counted, as
 * its mask with its combination's key above bit 16 (so n ≤ 16). `ranks` are that hand's ranks (as
 * countPlayMasks reads them): required after countPlaysOfRankCounts, which does not keep the hand.
 */
export function playMaskAt(index: number, ranks: ArrayLike<number> = countedRanks): number {
  const toBeat = countedToBeat;
  if (index < singleCount) {
    const minRank = toBeat === null ? 0 : toBeat.rank;
    for (let i = 0; i < countedN; i++) {
      const rank = ranks[i] === 0 ? LONE_JOKER_RANK : ranks[i];
      if (rank > minRank && index-- === 0) return (1 << i) | (((KIND_INDEX.single << 8) | (1 << 4) | rank) << 16);
    }
  }
  if (!positionsTallied) {
    tally(ranks, countedN);
    countedRanks = ranks;
    positionsTallied = true;
  }
  index -= singleCount;
  if (index < setCount) {
    const size = toBeat === null ? 0 : toBeat.size;
    for (let rank = toBeat ? toBeat.rank + 1 : 2; rank <= 14; rank++) {
      const count = setsOfRankCount(rank, size);
      if (index < count) return setsOfRank(rank, size, index);
      index -= count;
    }
  }
  spanMode = PICK;
  spanPick = index - setCount;
  visitSpans(toBeat);
  return spanPick;
}
