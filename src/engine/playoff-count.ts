// Counting and picking a hand's play-off plays without listing them: a uniformly random play costs a count and one decode.
//
// Counts and picks follow forEachPlayMask's order (playoff-plays.ts) exactly; they share its scratch (playoff-scratch.ts).
import { LONE_JOKER_RANK } from './combos.ts';
import { KIND_INDEX, setsOfRank, visitSpans } from './playoff-plays.ts';
import { COUNT, hasSets, PICK, scratch, tally } from './playoff-scratch.ts';
import type { Combo } from './types.ts';

// The typed arrays are never replaced (see playoff-scratch.ts).
const { counts } = scratch;

const BINOMIAL: number[][] = [];
for (let n = 0; n <= 16; n++) {
  BINOMIAL.push([]);
  for (let r = 0; r <= 16; r++) BINOMIAL[n].push(r === 0 ? 1 : n === 0 ? 0 : BINOMIAL[n - 1][r - 1] + BINOMIAL[n - 1][r]);
}

/** How many plays forEachPlayMask(ranks, n, toBeat, …) lists; playMaskAt then gives any one of them. */
export function countPlayMasks(ranks: ArrayLike<number>, n: number, toBeat: Combo | null): number {
  scratch.countedRanks = ranks;
  scratch.countedN = n;
  scratch.countedToBeat = toBeat;
  scratch.singleCount = 0;
  scratch.setCount = 0;
  scratch.positionsTallied = false;
  if (toBeat !== null && toBeat.kind === 'single') {
    const minRank = toBeat.rank;
    for (let i = 0; i < n; i++) if ((ranks[i] === 0 ? LONE_JOKER_RANK : ranks[i]) > minRank) scratch.singleCount++;
    return scratch.singleCount;
  }
  tally(ranks, n);
  scratch.positionsTallied = true;
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
  scratch.countedN = n;
  scratch.countedToBeat = toBeat;
  scratch.positionsTallied = false;
  scratch.singleCount = 0;
  scratch.setCount = 0;
  if (toBeat !== null && toBeat.kind === 'single') {
    // A lone Joker ranks below any single (LONE_JOKER_RANK), so only naturals above it beat one.
    for (let rank = toBeat.rank + 1; rank <= 14; rank++) scratch.singleCount += rankCounts[offset + rank];
    return scratch.singleCount;
  }
  for (let rank = 2; rank <= 14; rank++) counts[rank] = rankCounts[offset + rank];
  scratch.jokerCount = rankCounts[offset];
  scratch.naturalBits = held;
  scratch.pairBits = paired;
  return countTallied(n, toBeat);
}

/** The plays of the hand tallied in `counts` (n cards) on the lead or against a set or sequence. */
function countTallied(n: number, toBeat: Combo | null): number {
  const want = toBeat === null ? null : toBeat.kind;
  if (want === null) scratch.singleCount = n; // every card is a single on the lead (a lone Joker ranks 1)
  if ((want === null || want === 'set') && hasSets()) {
    const size = toBeat === null ? 0 : toBeat.size;
    // Only ranks with a pair, or any natural's rank when there is a Joker, hold sets.
    let setRanks = (scratch.jokerCount > 0 ? scratch.naturalBits : scratch.pairBits) & ~((2 << (toBeat === null ? 1 : toBeat.rank)) - 1);
    for (; setRanks !== 0; setRanks &= setRanks - 1) scratch.setCount += setsOfRankCount(31 - Math.clz32(setRanks & -setRanks), size);
  }
  scratch.spanTotal = 0;
  if (want === null || want === 'sequence') {
    scratch.spanMode = COUNT;
    visitSpans(toBeat);
  }
  return scratch.singleCount + scratch.setCount + scratch.spanTotal;
}

/** How many sets setsOfRank lists: subsets of the naturals and Jokers with a natural, of `size` (0: two or more). */
function setsOfRankCount(rank: number, size: number): number {
  const naturals = counts[rank];
  if (naturals === 0 || (naturals === 1 && scratch.jokerCount === 0)) return 0;
  const pool = naturals + scratch.jokerCount;
  if (size !== 0) return size > pool ? 0 : BINOMIAL[pool][size] - BINOMIAL[scratch.jokerCount][size];
  return (1 << pool) - 1 - pool - ((1 << scratch.jokerCount) - 1 - scratch.jokerCount);
}

/**
 * The `index`-th play (0 ≤ index < the count) that forEachPlayMask lists for the hand last counted, as
 * its mask with its combination's key above bit 16 (so n ≤ 16). `ranks` are that hand's ranks (as
 * countPlayMasks reads them): required after countPlaysOfRankCounts, which does not keep the hand.
 */
export function playMaskAt(index: number, ranks: ArrayLike<number> = scratch.countedRanks): number {
  const toBeat = scratch.countedToBeat;
  if (index < scratch.singleCount) {
    const minRank = toBeat === null ? 0 : toBeat.rank;
    for (let i = 0; i < scratch.countedN; i++) {
      const rank = ranks[i] === 0 ? LONE_JOKER_RANK : ranks[i];
      if (rank > minRank && index-- === 0) return (1 << i) | (((KIND_INDEX.single << 8) | (1 << 4) | rank) << 16);
    }
  }
  if (!scratch.positionsTallied) {
    tally(ranks, scratch.countedN);
    scratch.countedRanks = ranks;
    scratch.positionsTallied = true;
  }
  index -= scratch.singleCount;
  if (index < scratch.setCount) {
    const size = toBeat === null ? 0 : toBeat.size;
    for (let rank = toBeat ? toBeat.rank + 1 : 2; rank <= 14; rank++) {
      const count = setsOfRankCount(rank, size);
      if (index < count) return setsOfRank(rank, size, index);
      index -= count;
    }
  }
  scratch.spanMode = PICK;
  scratch.spanPick = index - scratch.setCount;
  visitSpans(toBeat);
  return scratch.spanPick;
}
