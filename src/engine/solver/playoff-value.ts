// The play-off's value in cards left, found by zero-window tests of the search ("is it at least x?").
import type { PlayOffPosition, PlayOffSearch } from './playoff-search.ts';

/**
 * The mover's value in cards left by zero-window tests ("at least x?"): first whether the mover goes out first,
 * then one card further, since close play-offs are the common case, then by bisection.
 */
export function valueBySteps(search: PlayOffSearch, position: PlayOffPosition, onProof?: () => void): number {
  const { nm, no } = position;
  const test = (t: number): boolean => {
    const ok = search.atLeast(position, t);
    if (ok && onProof !== undefined) onProof();
    return ok;
  };
  // The value lies in [low, high], never 0.
  let low: number;
  let high: number;
  if (test(1)) {
    if (no === 1 || !test(2)) return 1;
    low = 2;
    high = no;
  } else {
    if (nm === 1 || test(-1)) return -1;
    low = -nm;
    high = -2;
  }
  while (low < high) {
    const mid = low + Math.ceil((high - low) / 2);
    if (test(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}
