// The declaration's exact value (issue 25): each trump a player may name, the other's best reply, perfect play after, melds included.
//
// After the auction every card is placed, except the card a Joker exchange took back (R15: private). The
// declaring player's value of a trump is then the average over each placement their view allows (as "hard"
// does in the tricks). The other player's reply is solved per placement: they know the card they took back.
//
// Speed (issue 25: p95 ≤ 1 s): the placements differ in one card, so for one pair of trumps their tricks searches
// share one table (SharedKeys: an entry is a fact about the cards left, true in every placement); the pairs are
// solved one after the other, each placement's value first tested at the one before it; placements that play one
// trick game share their settled tests (see searchValue); the play-offs share one table too, each is first tested at
// the last one's value, and those of equal rank counts are solved once (declaration-playoffs.ts). None of this
// changes a value: tests/engine/declaration-reference.test.ts holds the solve to the plain grid of tricks solves.
import { cardId } from '../cards.ts';
import { scoreMelds } from '../melds.ts';
import { addPhase, NO_SCORE_YET } from '../scoring.ts';
import type { Card, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';
import { SUITS } from '../types.ts';
import { dealLeaves } from './deal.ts';
import { placementPlayOffs } from './declaration-playoffs.ts';
import { BudgetSpent } from './table.ts';
import { checkTricksProblem, TrickSearch } from './tricks.ts';
import type { CheckedTricksProblem } from './tricks.ts';
import { cardTables } from './tricks-tables.ts';
import { clearTrickTable, MAX_SHARED_CLASSES } from './tricks-search.ts';
import type { SharedKeys } from './tricks-search.ts';
import { TRICKS } from './tricks-problem.ts';

/** One placement of every card at the declaration: the trick hands (after the Joker decisions) and the bid piles. */
export interface DeclarationLayout {
  readonly hands: Pair<readonly Card[]>;
  readonly playOffHands: Pair<readonly Card[]>;
}

export interface DeclarationProblem {
  /** The placements the declaring player cannot tell apart (one, or one per card a Joker exchange could have taken back). */
  readonly layouts: readonly DeclarationLayout[];
  /** The R3 player: declares first and leads the first trick. */
  readonly firstPlayer: PlayerIndex;
  /** Who is declaring now. */
  readonly player: PlayerIndex;
  /** The other player's trump when they have declared already (null: they reply after `player`). */
  readonly otherTrump: Suit | null;
  readonly rule?: TrickRule;
  /** Node budget of each tricks solve (16 of them a placement for the first to declare, 4 for the second). */
  readonly budget?: number;
}

export interface DeclarationSolution {
  /** For each trump: `player`'s deal total minus the other's, both playing perfectly (the average over the placements). */
  readonly values: Record<Suit, number>;
  /** A trump of the highest value (the first in suit order among equals). */
  readonly best: Suit;
  /** When the other replies: their best reply to each trump in the first placement (the reply is theirs to choose per placement). */
  readonly replies: Record<Suit, Suit> | null;
  /** False if a solve ran out of its budget: the values are then only the search's best guesses. */
  readonly exact: boolean;
  /** Positions searched by the tricks searches and by the play-off searches (the bench's measure of work, unlike time the same on any machine). */
  readonly nodes: { readonly tricks: number; readonly playOff: number };
}

/** Every class of ends one search can add (a count of tricks won and of tricks left: see leafRanges). */
const CLASSES_PER_SEARCH = ((TRICKS + 1) * (TRICKS + 2)) / 2;

/** One declaration solve's tricks searches: the table's keys shared by the placements of one pair of trumps. */
class SharedSearches {
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
interface DealValue {
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
interface PairMemo {
  readonly answers: Map<string, DealValue>;
  readonly tests: Map<string, Settled[]>;
}

/**
 * `me`'s deal total minus the other's for the two trumps, both then playing perfectly, by zero-window tests over the
 * few values an end can have. With `cap`, a value of `cap` or more is reported as `cap`: the other already has a
 * reply holding `me` to `cap`, so only a lower value matters (one test settles most replies). `guess` (a likely
 * value: the last placement's with these trumps) is tested first, then the next value up.
 */
function dealValue(
  layout: DeclarationLayout,
  trumps: Pair<Suit>,
  p: DeclarationProblem,
  playOff: Pair<number>,
  cap: number,
  guess: readonly number[] | null,
  shared: SharedSearches,
  known: PairMemo | null,
): DealValue {
  const melds: Pair<number> = [scoreMelds(layout.hands[0], trumps[0]).total, scoreMelds(layout.hands[1], trumps[1]).total];
  const leaves = dealLeaves(addPhase(NO_SCORE_YET, melds), playOff);
  const checked = checkTricksProblem({
    hands: layout.hands,
    leader: p.firstPlayer,
    trumps,
    tricksWon: [0, 0],
    rule: p.rule,
    budget: p.budget ?? 1_000_000,
  });
  // Two placements whose cards meet alike in every trick (the card taken back and its stand-in are equivalent) play
  // one trick game. If their ends are worth the same too, they are one problem: its answer is reused. If not, a test
  // settled in one still settles a test of the other whose set of ends it implies (see searchValue).
  if (known === null) return searchValue(checked, leaves, p, cap, guess, shared, null);
  const tables = cardTables(checked.hands, null, checked.leader, checked.trumps, checked.rule);
  const game = [tables.owner, tables.leaderWins, tables.followMask, tables.eqDiff].map((a) => a.join(',')).join('|');
  const key = `${game}|${leaves.join(',')}|${cap}`;
  const answer = known.answers.get(key);
  if (answer !== undefined) return { ...answer, nodes: 0 };
  let settled = known.tests.get(game);
  if (settled === undefined) known.tests.set(game, (settled = []));
  const solved = searchValue(checked, leaves, p, cap, guess, shared, settled);
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

/** The value of every trump `p.player` may name, the best of them, and the other's best replies. */
export function solveDeclaration(p: DeclarationProblem): DeclarationSolution {
  if (p.layouts.length === 0) throw new Error('solveDeclaration: no placement of the cards');
  const me = p.player;
  const other: PlayerIndex = me === 0 ? 1 : 0;
  let exact = true;
  const nodes = { tricks: 0, playOff: 0 };
  const playOffs = placementPlayOffs(
    p.layouts.map((layout) => layout.playOffHands),
    (n) => (nodes.playOff += n),
  ).map((both): Pair<number> => {
    exact &&= both.exact;
    return [both.values[0], both.values[1]];
  });
  const shared = new SharedSearches(p.layouts);
  // What each pair of trumps has solved, kept from its first placement to the others (see PairMemo), and the ends of
  // its last value found (the next placement's first guess).
  const memos = new Map<string, { readonly known: PairMemo | null; guess: number[] | null }>();
  /** `me`'s value in placements `from` to `to` − 1 for one pair of trumps, each at most its cap (the rest: Infinity). */
  const pairValues = (mySuit: Suit, theirs: Suit, caps: readonly number[], from = 0, to = p.layouts.length): number[] => {
    shared.newPair();
    const trumps: Pair<Suit> = me === 0 ? [mySuit, theirs] : [theirs, mySuit];
    let memo = memos.get(mySuit + theirs);
    if (memo === undefined) {
      memo = { known: p.layouts.length > 1 ? { answers: new Map(), tests: new Map() } : null, guess: null };
      memos.set(mySuit + theirs, memo);
    }
    const out = p.layouts.map(() => Infinity);
    for (let k = from; k < to; k++) {
      const solved = dealValue(p.layouts[k], trumps, p, playOffs[k], caps[k], memo.guess, shared, memo.known);
      exact &&= solved.exact;
      nodes.tricks += solved.nodes;
      if (solved.ends !== null && solved.ends.length > 0) memo.guess = solved.ends;
      out[k] = solved.value;
    }
    return out;
  };
  const sums = { S: 0, H: 0, D: 0, C: 0 } as Record<Suit, number>;
  const noCap = p.layouts.map(() => Infinity);
  let replies: Record<Suit, Suit> | null = null;
  if (p.otherTrump !== null) {
    for (const mySuit of SUITS) for (const v of pairValues(mySuit, p.otherTrump, noCap)) sums[mySuit] += v;
  } else {
    replies = {} as Record<Suit, Suit>;
    // The other replies knowing the trump and the melds announced with it: in each placement, the reply worst for
    // `me`. Their best meld trumps first: the likeliest best reply is solved first, and caps the rest. The first
    // placement alone first (its best reply is the one named), then the others, its best reply first.
    const order = replyOrder(p.layouts[0].hands[other]);
    for (const mySuit of SUITS) {
      const worst = noCap.slice();
      const lower = (theirs: Suit) => (v: number, k: number) => {
        if (v >= worst[k]) return;
        worst[k] = v;
        if (k === 0) replies![mySuit] = theirs;
      };
      for (const theirs of order) pairValues(mySuit, theirs, worst, 0, 1).forEach(lower(theirs));
      const reply = replies[mySuit];
      if (p.layouts.length > 1)
        for (const theirs of [reply, ...order.filter((x) => x !== reply)]) pairValues(mySuit, theirs, worst, 1).forEach(lower(theirs));
      for (const v of worst) sums[mySuit] += v;
    }
  }
  const values = {} as Record<Suit, number>;
  for (const suit of SUITS) values[suit] = Math.round((sums[suit] / p.layouts.length) * 10) / 10 + 0;
  let best: Suit = SUITS[0];
  for (const suit of SUITS) if (values[suit] > values[best]) best = suit;
  return { values, best, replies, exact, nodes };
}

/** The other's replies, their best meld trumps first: the likeliest best reply is solved first, and caps the rest. */
function replyOrder(hand: readonly Card[]): Suit[] {
  const melds = (suit: Suit): number => scoreMelds(hand, suit).total;
  return SUITS.slice().sort((a, b) => melds(b) - melds(a));
}
