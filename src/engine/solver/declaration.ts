// The declaration's exact value: each trump a player may name, the other's best reply, perfect play after, melds included.
//
// After the auction every card is placed, except the card a Joker exchange took back (R15: private). The
// declaring player's value of a trump is then the average over each placement their view allows (as "hard"
// does in the tricks). The other player's reply is solved per placement: they know the card they took back.
//
// Speed (the page's goal: p95 ≤ 1 s): the placements differ in one card, so for one pair of trumps their tricks searches
// share one table (SharedKeys: an entry is a fact about the cards left, true in every placement); the pairs are
// solved one after the other, each placement's value first tested at the one before it; placements that play one
// trick game share their settled tests (see searchValue); the play-offs share one table too, each is first tested at
// the last one's value, and those of equal rank counts are solved once (declaration-playoffs.ts). When only the best
// trump's value is wanted (solveBestDeclaration), a trump that is worse in every placement is shown so with one test
// per reply and placement, and left unsolved. None of this changes a value: tests/engine/declaration-reference.test.ts
// holds the solve to the plain grid of tricks solves.
import { scoreMelds } from '../melds.ts';
import type { Card, Pair, PlayerIndex, Suit } from '../types.ts';
import { SUITS } from '../types.ts';
import { placementPlayOffs } from './declaration-playoffs.ts';
import { bestOf, joinDeclarationParts, mean, total } from './declaration-join.ts';
import { dealValue, SharedSearches, type PairMemo } from './declaration-search.ts';
import { declarationParts } from './declaration-split.ts';

import type { BestDeclaration, DeclarationPart, DeclarationProblem, DeclarationSolution } from './declaration-types.ts';
export type { BestDeclaration, DeclarationLayout, DeclarationPart, DeclarationProblem, DeclarationSolution } from './declaration-types.ts';

/** The value of every trump `p.player` may name, the best of them, and the other's best replies. */
export function solveDeclaration(p: DeclarationProblem): DeclarationSolution {
  return joinDeclarationParts([solvePlacements(p)]);
}

/**
 * Part `part` of `parts` of `p`'s every-trump solve, for running the parts in parallel (the computer's worker pool): its
 * placements split so that each part solves its own play-offs (declaration-split.ts); joinDeclarationParts joins them
 * into solveDeclaration's answer. Null when `p` splits into fewer parts.
 */
export function solveDeclarationPart(p: DeclarationProblem, part: number, parts: number): DeclarationPart | null {
  const split = declarationParts(p, parts);
  return part < split.length ? solvePlacements(split[part]) : null;
}

/** Every trump's sum over `p`'s placements. */
function solvePlacements(p: DeclarationProblem): DeclarationPart {
  const { answer, totals } = searchDeclaration(p, SUITS);
  // Every trump was asked for, so every trump was solved.
  if (SUITS.some((suit) => totals[suit] === undefined)) throw new Error('solveDeclaration: a trump left unsolved');
  return {
    placements: p.layouts.length,
    totals: totals as Record<Suit, number>,
    replies: answer.replies as Record<Suit, Suit> | null,
    exact: answer.exact,
    nodes: answer.nodes,
  };
}

/**
 * The best trump `p.player` may name and its value, and the value of each trump in `exactFor` (the one a player
 * named, for the review); the other trumps are solved only if they may be worth as much as the best ("hard"
 * declares by this).
 */
export function solveBestDeclaration(p: DeclarationProblem, exactFor: readonly Suit[]): BestDeclaration {
  return searchDeclaration(p, exactFor).answer;
}

/** The answer, and each solved trump's sum over the placements (what a part of a split solve reports). */
function searchDeclaration(
  p: DeclarationProblem,
  exactFor: readonly Suit[],
): { answer: BestDeclaration; totals: Partial<Record<Suit, number>> } {
  if (p.layouts.length === 0) throw new Error('solveDeclaration: no placement of the cards');
  const me = p.player;
  const other: PlayerIndex = me === 0 ? 1 : 0;
  const n = p.layouts.length;
  let exact = true;
  const nodes = { tricks: 0, playOff: 0 };
  const playOffs = placementPlayOffs(
    p.layouts.map((layout) => layout.playOffHands),
    (count) => (nodes.playOff += count),
    p.playOffBudget,
  ).map((both): Pair<number> => {
    exact &&= both.exact;
    return [both.values[0], both.values[1]];
  });
  const shared = new SharedSearches(p.layouts);
  // What each pair of trumps has solved, kept from its first placement to the others (see PairMemo), and the ends of
  // its last value found (the next placement's first guess).
  const memos = new Map<string, { readonly known: PairMemo | null; guess: number[] | null }>();
  /**
   * `me`'s value in placements `ks` for one pair of trumps, each at most its cap (the rest: Infinity). With
   * `boundOnly`, below a cap only a bound (see dealValue).
   */
  const pairValues = (mySuit: Suit, theirs: Suit, caps: readonly number[], ks: readonly number[], boundOnly = false): number[] => {
    shared.newPair();
    const trumps: Pair<Suit> = me === 0 ? [mySuit, theirs] : [theirs, mySuit];
    let memo = memos.get(mySuit + theirs);
    if (memo === undefined) {
      memo = { known: n > 1 ? { answers: new Map(), tests: new Map() } : null, guess: null };
      memos.set(mySuit + theirs, memo);
    }
    const out = p.layouts.map(() => Infinity);
    for (const k of ks) {
      const solved = dealValue(p.layouts[k], trumps, p, playOffs[k], caps[k], memo.guess, shared, memo.known, boundOnly);
      exact &&= solved.exact;
      nodes.tricks += solved.nodes;
      if (solved.ends !== null && solved.ends.length > 0) memo.guess = solved.ends;
      out[k] = solved.value;
    }
    return out;
  };
  const all = p.layouts.map((_, k) => k);
  const noCap = p.layouts.map(() => Infinity);
  // The other's replies: the trump they named, or each, their best meld trumps first (the likeliest best reply is
  // solved first, and caps the rest).
  const order = p.otherTrump !== null ? [p.otherTrump] : meldOrder(p.layouts[0].hands[other]);
  const replies: Partial<Record<Suit, Suit>> | null = p.otherTrump !== null ? null : {};
  /** The other's replies to `mySuit`, the one named in the first placement first. */
  const repliesTo = (mySuit: Suit): Suit[] => {
    const named = replies?.[mySuit];
    return named === undefined ? order : [named, ...order.filter((x) => x !== named)];
  };
  /**
   * Solve `me`'s value of `mySuit` in placements `ks` into `known` (by placement; Infinity where not solved yet): in
   * each, the other's best reply there. In the first placement the reply is named.
   */
  const solveInto = (mySuit: Suit, known: number[], ks: readonly number[]): void => {
    if (ks.length === 0) return;
    for (const theirs of repliesTo(mySuit))
      pairValues(mySuit, theirs, known, ks).forEach((v, k) => {
        if (v >= known[k]) return;
        known[k] = v;
        if (k === 0 && replies !== null) replies[mySuit] = theirs;
      });
  };
  const unsolved = (known: readonly number[]): number[] => all.filter((k) => known[k] === Infinity);
  /**
   * Is `mySuit` worth less than the trump whose placement values are `bar`? In each placement not solved yet, a reply
   * holding `me` under the bar's value there bounds it (one test); where no reply does, the value is solved (into
   * `known`).
   */
  const belowBar = (mySuit: Suit, bar: readonly number[], known: number[]): boolean => {
    const bound = known.slice();
    let open = unsolved(known);
    for (const theirs of repliesTo(mySuit)) {
      if (open.length === 0) break;
      const values = pairValues(mySuit, theirs, bar, open, true);
      for (const k of open) if (values[k] < bar[k]) bound[k] = values[k];
      open = open.filter((k) => bound[k] === Infinity);
    }
    solveInto(mySuit, known, open);
    for (const k of open) bound[k] = known[k];
    return mean(total(bound), n) < mean(total(bar), n);
  };
  // Every trump in the first placement first (a placement of each is cheap beside the rest): the trumps then go
  // likeliest best first, so the first solved bars the others. Then, for each trump, the other placements (those
  // solved already aside), unless the trump is shown worse than the best so far and was not asked for.
  const known = {} as Record<Suit, number[]>;
  for (const mySuit of SUITS) known[mySuit] = noCap.slice();
  // With one placement that first pass would be the whole solve: the trumps then go by melds, the best first.
  if (n > 1) for (const mySuit of SUITS) solveInto(mySuit, known[mySuit], [0]);
  const ranked = n > 1 ? SUITS.slice().sort((a, b) => known[b][0] - known[a][0]) : meldOrder(p.layouts[0].hands[me]);
  const values: Partial<Record<Suit, number>> = {};
  const totals: Partial<Record<Suit, number>> = {};
  let bar: number[] | null = null;
  for (const mySuit of ranked) {
    if (bar !== null && !exactFor.includes(mySuit) && belowBar(mySuit, bar, known[mySuit])) {
      if (replies !== null) delete replies[mySuit];
      continue;
    }
    solveInto(mySuit, known[mySuit], unsolved(known[mySuit]));
    totals[mySuit] = total(known[mySuit]);
    values[mySuit] = mean(totals[mySuit], n);
    if (bar === null || total(known[mySuit]) > total(bar)) bar = known[mySuit];
  }
  return { answer: { values, best: bestOf(values), replies, exact, nodes }, totals };
}

/** A hand's trumps, the best meld trumps first. */
function meldOrder(hand: readonly Card[]): Suit[] {
  const melds = (suit: Suit): number => scoreMelds(hand, suit).total;
  return SUITS.slice().sort((a, b) => melds(b) - melds(a));
}
