// The declaration's searches for one pair of trumps in one placement: the shared tricks keys, the settled tests kept between placements.
import { cardId } from '../cards.ts';
import type { Card, Pair, PlayerIndex, Suit } from '../types.ts';
import { declaredDeal } from './deal.ts';
import { BudgetSpent } from './table.ts';
import { TrickSearch } from './tricks.ts';
import type { CheckedTricksProblem } from './tricks.ts';
import { cardTables } from './tricks-tables.ts';
import { clearTrickTable, MAX_SHARED_CLASSES } from './tricks-shared-keys.ts';
import type { SharedKeys } from './tricks-shared-keys.ts';
import { TRICKS } from './tricks-problem.ts';

import type { DeclarationLayout, DeclarationProblem } from './declaration-types.ts';

/** Every class of ends one search can add (a count of tricks won and of tricks left: see leafRanges). */
const CLASSES_PER_SEARCH = ((TRICKS + 1) * (TRICKS + 2)) / 2;

/** One declaration solve's tricks searches: the table's keys shared by the placements of one pair of trumps. */
export class SharedSearches {
  private readonly universe: Pair<readonly Card[]> | null;
  private keys: SharedKeys | null = null;

  constructor(layouts: readonly DeclarationLayout[]) {
    const union = (p: PlayerIndex): Card[] => {
      const seen = new Map<number, Card>();
      for (const layout of layouts) for (const c of layout.hands[p]) seen.set(cardId(c), c);
      return [...seen.values()];
    };
    const universe: Pair<Card[]> = [union(0), union(1)];
    // A key word holds 27 cards: past that (never with one exchanged card) each search keeps its own table, as
    // with one placement (its keys are then its masks: no translation).
    this.universe = layouts.length > 1 && universe[0].length <= 27 && universe[1].length <= 27 ? universe : null;
  }

  /** A new pair of trumps: the table's entries were true of the last pair's tricks, not of this one's. */
  newPair(): void {
    clearTrickTable();
    this.keys = null;
  }

  /** The keys for the next search of this pair (undefined: a table of its own). */
  next(): SharedKeys | undefined {
    if (this.universe === null) return undefined;
    if (this.keys === null || this.keys.classes.size + CLASSES_PER_SEARCH > MAX_SHARED_CLASSES) {
      // Class numbers start again: the entries keyed with the old ones must go.
      clearTrickTable();
      this.keys = { universe: this.universe, classes: new Map() };
    }
    return this.keys;
  }
}

/** A pair of trumps' value in one placement (see dealValue), and the ends worth it (its next placement's first guess). */
export interface DealValue {
  /** The value (at most the cap); with `boundOnly`, the cap if the value reaches it, else the highest value below the cap an end can have. */
  readonly value: number;
  readonly exact: boolean;
  readonly ends: number[] | null;
  /** Positions the search took (0 when the answer was known). */
  readonly nodes: number;
}

/** A settled test "can `me` force an end of the set `ends` (a bit per end: see dealLeaves)?" */
interface Settled {
  readonly ends: number;
  readonly holds: boolean;
}

/**
 * What the placements of one pair of trumps have solved: the answers by problem (cards alike in every trick, and the
 * ends' values), and the tests settled by trick game (cards alike in every trick, whatever the ends are worth).
 */
export interface PairMemo {
  readonly answers: Map<string, DealValue>;
  readonly tests: Map<string, Settled[]>;
}

/**
 * `me`'s deal total minus the other's for the two trumps, both then playing perfectly, by zero-window tests over the
 * few values an end can have. With `cap`, a value of `cap` or more is reported as `cap`: the other already has a
 * reply holding `me` to `cap`, so only a lower value matters (one test settles most replies). `guess` (a likely
 * value: the last placement's with these trumps) is tested first, then the next value up. With `boundOnly`, only
 * whether the value reaches the cap is asked (one test): below it, the value reported is a bound, not the value.
 */
export function dealValue(
  layout: DeclarationLayout,
  trumps: Pair<Suit>,
  p: DeclarationProblem,
  playOff: Pair<number>,
  cap: number,
  guess: readonly number[] | null,
  shared: SharedSearches,
  known: PairMemo | null,
  boundOnly = false,
): DealValue {
  const { checked, leaves } = declaredDeal(layout.hands, p.firstPlayer, trumps, playOff, p.rule, p.budget);
  // Two placements whose cards meet alike in every trick (the card taken back and its stand-in are equivalent) play
  // one trick game. If their ends are worth the same too, they are one problem: its answer is reused. If not, a test
  // settled in one still settles a test of the other whose set of ends it implies (see searchValue).
  if (known === null) return searchValue(checked, leaves, p, cap, guess, shared, null, boundOnly);
  const tables = cardTables(checked.hands, null, checked.leader, checked.trumps, checked.rule);
  const game = [tables.owner, tables.leaderWins, tables.followMask, tables.eqDiff].map((a) => a.join(',')).join('|');
  const key = `${game}|${leaves.join(',')}|${cap}|${boundOnly}`;
  const answer = known.answers.get(key);
  if (answer !== undefined) return { ...answer, nodes: 0 };
  let settled = known.tests.get(game);
  if (settled === undefined) known.tests.set(game, (settled = []));
  const solved = searchValue(checked, leaves, p, cap, guess, shared, settled, boundOnly);
  known.answers.set(key, solved);
  return solved;
}

/** dealValue's search. */
function searchValue(
  checked: CheckedTricksProblem,
  leaves: Int32Array,
  p: DeclarationProblem,
  cap: number,
  guess: readonly number[] | null,
  shared: SharedSearches,
  settled: Settled[] | null,
  boundOnly: boolean,
): DealValue {
  const search = new TrickSearch(checked.hands, null, checked.leader, checked.trumps, checked.rule, leaves, checked.budget, shared.next());
  const h0 = search.maskOf(checked.hands[0]);
  const h1 = search.maskOf(checked.hands[1]);
  const sign = p.player === 0 ? 1 : -1;
  // Every value an end can have, from `me`'s side, in increasing order; those at or over the cap count as the cap.
  const values = [...new Set(Array.from(leaves, (v) => sign * v))].sort((x, y) => x - y);
  const below = values.filter((v) => v < cap);
  const capped = below.length < values.length;
  const candidates = capped ? [...below, cap] : values;
  // Is `me`'s value at least v? (player 0's value ≥ v, or player 1's ≤ −v) That is: can `me` force one of the ends
  // worth v or more? If `me` can force a set of ends, they can force any set holding it; if not, nor any set within
  // it: a test settled in a like trick game may answer without a search.
  const test = (v: number): boolean =>
    sign === 1
      ? search.trickStart(h0, h1, checked.leader, 0, v - 1, v) >= v
      : search.trickStart(h0, h1, checked.leader, 0, -v, -v + 1) <= -v;
  const atLeast = (v: number): boolean => {
    if (settled === null) return test(v);
    let ends = 0;
    for (let e = 0; e < leaves.length; e++) if (sign * leaves[e] >= v) ends |= 1 << e;
    for (const s of settled) if (s.holds ? (s.ends & ends) === s.ends : (ends & s.ends) === ends) return s.holds;
    const holds = test(v);
    settled.push({ ends, holds });
    return holds;
  };
  if (boundOnly) {
    // Does the value reach the cap? (Beyond every end's value it cannot; at or under the lowest it must.)
    if (!capped) return { value: values[values.length - 1], exact: true, ends: null, nodes: 0 };
    if (below.length === 0) return { value: cap, exact: true, ends: null, nodes: 0 };
    try {
      const value = atLeast(cap) ? cap : below[below.length - 1];
      return { value, exact: true, ends: null, nodes: search.nodes };
    } catch (error) {
      if (!(error instanceof BudgetSpent)) throw error;
      return { value: cap, exact: false, ends: null, nodes: search.nodes };
    }
  }
  // The first tests: the cap (a reply no better for the other costs one test), then the guess and the value above it.
  const first: number[] = [];
  if (capped) first.push(candidates.length - 1);
  if (guess !== null && guess.length > 0) {
    const mapped = guess.map((e) => sign * leaves[e]);
    const lowGuess = Math.min(...mapped);
    const highGuess = Math.max(...mapped);
    let at = 0;
    while (at + 1 < candidates.length && candidates[at + 1] <= lowGuess) at++;
    let above = at + 1;
    while (above < candidates.length && candidates[above] <= highGuess) above++;
    first.push(at, above);
  }
  try {
    // The value is candidates[low]: the lowest is always reached, and each test moves one end.
    let low = 0;
    let high = candidates.length - 1;
    for (const k of first) {
      if (k <= low || k > high) continue;
      if (atLeast(candidates[k])) low = k;
      else high = k - 1;
    }
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (atLeast(candidates[mid])) low = mid;
      else high = mid - 1;
    }
    const value = candidates[low];
    const ends: number[] = [];
    if (!capped || low < candidates.length - 1) for (let e = 0; e < leaves.length; e++) if (sign * leaves[e] === value) ends.push(e);
    return { value, exact: true, ends, nodes: search.nodes };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { value: Math.min(cap, sign * leaves[0]), exact: false, ends: null, nodes: search.nodes };
  }
}
