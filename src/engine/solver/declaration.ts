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
import { scoreMelds } from '../melds.ts';
import type { Card, Pair, PlayerIndex, Suit } from '../types.ts';
import { SUITS } from '../types.ts';
import { placementPlayOffs } from './declaration-playoffs.ts';
import { dealValue, SharedSearches, type PairMemo } from './declaration-search.ts';

import type { DeclarationProblem, DeclarationSolution } from './declaration-types.ts';
export type { DeclarationLayout, DeclarationProblem, DeclarationSolution } from './declaration-types.ts';

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
