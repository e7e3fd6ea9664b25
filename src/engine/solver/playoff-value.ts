// The play-off's value in cards left, found by zero-window tests of the search ("is it at least x?").
import type { PlayOffPosition, PlayOffSearch } from './playoff-search.ts';

/**
 * The mover's value in cards left by zero-window tests ("at least x?"): first whether it is at least `guess`, then
 * one step further on the side that test points to (the value is most often the guess or next to it), then by
 * bisection. The default guess, 1 (does the mover go out first?), suits a play-off alone: close play-offs are the
 * common case. The declaration passes a like play-off's value (its placements' piles differ in one card): when the
 * value is below 0, a test at 1 costs as much as the others together and a guess of −1 or less skips it.
 */
export function valueBySteps(search: PlayOffSearch, position: PlayOffPosition, onProof?: () => void, guess = 1): number {
  const { nm, no } = position;
  const test = (t: number): boolean => {
    const ok = search.atLeast(position, t);
    if (ok && onProof !== undefined) onProof();
    return ok;
  };
  // The values, never 0, as indices: −nm … −1 are 0 … nm − 1, and 1 … no are nm … nm + no − 1.
  const valueAt = (i: number): number => (i < nm ? i - nm : i - nm + 1);
  const g = Math.max(-nm, Math.min(no, guess === 0 ? 1 : guess));
  const at = g < 0 ? g + nm : g + nm - 1;
  // The value's index lies in [low, high].
  let low = 0;
  let high = nm + no - 1;
  if (at > low) {
    if (test(valueAt(at))) low = at;
    else high = at - 1;
  }
  if (low === at) {
    if (at < high) {
      if (test(valueAt(at + 1))) low = at + 1;
      else high = at;
    }
  } else if (low < high) {
    if (test(valueAt(high))) low = high;
    else high--;
  }
  while (low < high) {
    const mid = low + Math.ceil((high - low) / 2);
    if (test(valueAt(mid))) low = mid;
    else high = mid - 1;
  }
  return valueAt(low);
}
