// The play-off table key: a position up to the ranks that change nothing (ranks nobody holds, and the order of one player's counts between two of the other's).
//
// Combinations compare ranks only between the two players (the mover's own plays never meet each
// other), so only the interleaving of the two hands' ranks matters, not the ranks themselves. Sequences
// also need which held ranks are neighbours, and whether the Two and the Ace are held (the Ace low and
// the Jokers join a sequence at those ends), while a hand holds a sequence. And between two ranks of
// the other player (or the rank on the table) a player who holds no sequence can swap the counts of
// their ranks freely: the position is the same game. So positions alike in these ways share one entry.

import { searchScratch } from './playoff-search-scratch.ts';

// The arrays are the search's scratch (never replaced): aliases spare the hot loops a property load.
const { cellAt, aloneAt, nibbleAt } = searchScratch;

/** The key written by writeKey: four 32-bit words (in the search's scratch). */
export const KEY = searchScratch.key;

/** After writeKey, the start of the mover's run each nibble lies in, or −1 (see searchScratch.mineRun). */
export const MINE_RUN = searchScratch.mineRun;

/** Sort cells[from, to) descending (a run is a few entries). */
function sortRun(cells: Int8Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const c = cells[i];
    let j = i - 1;
    while (j >= from && cells[j] < c) {
      cells[j + 1] = cells[j];
      j--;
    }
    cells[j + 1] = c;
  }
}

/** True if no rank of held positions [from, to) can be part of a sequence: no neighbour flag in or at its edges, neither the Two nor the Ace. */
function isolated(from: number, to: number, count: number): boolean {
  if (nibbleAt[from] === 1 || nibbleAt[to - 1] === 13) return false;
  for (let i = from; i <= to && i < count; i++) if (cellAt[i] >= 25) return false;
  return true;
}

/**
 * Write the key of a position into KEY: mover (ml, mh) against (ol, oh), facing class `cls` (−1 on the
 * lead) of rank `rank`; `mineSequences`/`theirsSequences` whether each hand holds a sequence.
 */
export function writeKey(
  ml: number,
  mh: number,
  ol: number,
  oh: number,
  cls: number,
  rank: number,
  mineSequences: boolean,
  theirsSequences: boolean,
): void {
  const sequences = mineSequences || theirsSequences;
  let count = 0;
  let below = 0;
  let previous = -1;
  let previousMine = 0;
  let previousTheirs = 0;
  // Nibbles 1–6 from the low words, 7–13 from the high words, shifted along rather than indexed.
  let wm = ml >>> 4;
  let wo = ol >>> 4;
  for (let n = 1; n <= 13; n++) {
    if (n === 7) {
      wm = mh;
      wo = oh;
    } else if (n > 7 && (wm | wo) === 0) break;
    const cm = wm & 15;
    const co = wo & 15;
    wm >>>= 4;
    wo >>>= 4;
    if (cm + co === 0) continue;
    // Nibble n holds rank n + 1; the ranks held at or below the rank to beat place it in the pattern.
    if (n < rank) below++;
    // Two ranks side by side matter only to a player who holds both and still holds a sequence.
    const next =
      sequences &&
      previous === n - 1 &&
      ((mineSequences && cm > 0 && previousMine > 0) || (theirsSequences && co > 0 && previousTheirs > 0));
    cellAt[count] = cm * 5 + co + (next ? 25 : 0);
    aloneAt[count] = co === 0 ? 1 : cm === 0 ? 2 : 0;
    nibbleAt[count] = n;
    MINE_RUN[n] = -1;
    count++;
    previous = n;
    previousMine = cm;
    previousTheirs = co;
  }
  // Runs of ranks held by one player alone, not split by the rank on the table: their counts sorted, if that
  // player holds no sequence, or none of the run's ranks can join one (no neighbour flag touches the run, and
  // it holds neither end rank, which the Ace low and the Jokers join). (In such a run the other's count is 0 and
  // no neighbour flag is set, so sorting the cells sorts the counts.)
  {
    let start = 0;
    while (start < count) {
      const alone = aloneAt[start];
      let end = start + 1;
      if (alone !== 0) while (end < count && end !== below && aloneAt[end] === alone) end++;
      if (end - start > 1) {
        const free = alone === 1 ? !mineSequences : !theirsSequences;
        if (free || isolated(start, end, count)) {
          if (alone === 1 && free) for (let i = start; i < end; i++) MINE_RUN[nibbleAt[i]] = start;
          sortRun(cellAt, start, end);
        }
      }
      start = end;
    }
  }
  let k0 = 0;
  let k1 = 0;
  let k2 = 0;
  const first = count < 5 ? count : 5;
  const second = count < 10 ? count : 10;
  for (let i = 0, shift = 0; i < first; i++, shift += 6) k0 |= cellAt[i] << shift;
  for (let i = 5, shift = 0; i < second; i++, shift += 6) k1 |= cellAt[i] << shift;
  for (let i = 10, shift = 0; i < count; i++, shift += 6) k2 |= cellAt[i] << shift;
  const two = sequences && (ml | ol) & 0xf0 ? 1 : 0;
  const ace = sequences && (mh | oh) & 0xf000000 ? 1 : 0;
  KEY[0] = k0;
  KEY[1] = k1;
  KEY[2] = k2;
  KEY[3] = (ml & 15) | ((ol & 15) << 4) | (two << 8) | (ace << 9) | (below << 10) | ((cls + 1) << 14);
}
