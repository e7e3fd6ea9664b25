// The declaration's exact value (issue 25): each trump a player may name, the other's best reply, perfect play after, melds included.
//
// After the auction every card is placed, except the card a Joker exchange took back (R15: private). The
// declaring player's value of a trump is then the average over each placement their view allows (as "hard"
// does in the tricks). The other player's reply is solved per placement: they know the card they took back.
import { scoreMelds } from '../melds.ts';
import { addPhase, NO_SCORE_YET } from '../scoring.ts';
import type { Card, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';
import { SUITS } from '../types.ts';
import { dealLeaves, playOffValues } from './deal.ts';
import { BudgetSpent } from './table.ts';
import { checkTricksProblem, TrickSearch } from './tricks.ts';

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
}

/**
 * `me`'s deal total minus the other's for the two trumps, both then playing perfectly, by zero-window tests over the
 * few values an end can have. With `cap`, a value of `cap` or more is reported as `cap`: the other already has a
 * reply holding `me` to `cap`, so only a lower value matters (one test settles most replies).
 */
function dealValue(
  layout: DeclarationLayout,
  trumps: Pair<Suit>,
  p: DeclarationProblem,
  playOff: Pair<number>,
  cap: number,
): { value: number; exact: boolean } {
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
  const search = new TrickSearch(checked.hands, null, checked.leader, checked.trumps, checked.rule, leaves, checked.budget);
  const h0 = search.maskOf(checked.hands[0]);
  const h1 = search.maskOf(checked.hands[1]);
  const sign = p.player === 0 ? 1 : -1;
  // Every value an end can have, from `me`'s side, in increasing order; those at or over the cap count as the cap.
  const values = [...new Set(Array.from(leaves, (v) => sign * v))].sort((x, y) => x - y);
  const below = values.filter((v) => v < cap);
  const capped = below.length < values.length;
  const candidates = capped ? [...below, cap] : values;
  // Is `me`'s value at least v? (player 0's value ≥ v, or player 1's ≤ −v)
  const atLeast = (v: number): boolean =>
    sign === 1
      ? search.trickStart(h0, h1, checked.leader, 0, v - 1, v) >= v
      : search.trickStart(h0, h1, checked.leader, 0, -v, -v + 1) <= -v;
  try {
    // Bisection from the top: the cap is tested first, so a reply no better for the other costs one test.
    let low = 0;
    let high = candidates.length - 1;
    while (low < high) {
      const mid = capped && low === 0 && high === candidates.length - 1 ? high : (low + high + 1) >> 1;
      if (atLeast(candidates[mid])) low = mid;
      else high = mid - 1;
    }
    return { value: candidates[low], exact: true };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { value: Math.min(cap, sign * leaves[0]), exact: false };
  }
}

/** The value of every trump `p.player` may name, the best of them, and the other's best replies. */
export function solveDeclaration(p: DeclarationProblem): DeclarationSolution {
  if (p.layouts.length === 0) throw new Error('solveDeclaration: no placement of the cards');
  const me = p.player;
  const other: PlayerIndex = me === 0 ? 1 : 0;
  let exact = true;
  const sums = { S: 0, H: 0, D: 0, C: 0 } as Record<Suit, number>;
  let replies: Record<Suit, Suit> | null = null;
  // The other's best reply in one placement is most often their best in the next: tried first, it caps the rest soonest.
  let lastReplies: Partial<Record<Suit, Suit>> = {};
  p.layouts.forEach((layout, index) => {
    const both = playOffValues(layout.playOffHands);
    exact &&= both.exact;
    const playOff: Pair<number> = [both.values[0], both.values[1]];
    const mine = (mySuit: Suit, theirs: Suit, cap = Infinity): number => {
      const solved = dealValue(layout, me === 0 ? [mySuit, theirs] : [theirs, mySuit], p, playOff, cap);
      exact &&= solved.exact;
      return solved.value;
    };
    const layoutReplies = {} as Record<Suit, Suit>;
    for (const mySuit of SUITS) {
      if (p.otherTrump !== null) {
        sums[mySuit] += mine(mySuit, p.otherTrump);
        continue;
      }
      // The other replies knowing this trump and the melds announced with it: the reply worst for `me`.
      let worst = Infinity;
      const order = replyOrder(layout.hands[other]);
      const previous = lastReplies[mySuit];
      for (const theirs of previous === undefined ? order : [previous, ...order.filter((x) => x !== previous)]) {
        const v = mine(mySuit, theirs, worst);
        if (v < worst) {
          worst = v;
          layoutReplies[mySuit] = theirs;
        }
      }
      sums[mySuit] += worst;
    }
    if (index === 0 && p.otherTrump === null) replies = layoutReplies;
    lastReplies = layoutReplies;
  });
  const values = {} as Record<Suit, number>;
  for (const suit of SUITS) values[suit] = Math.round((sums[suit] / p.layouts.length) * 10) / 10 + 0;
  let best: Suit = SUITS[0];
  for (const suit of SUITS) if (values[suit] > values[best]) best = suit;
  return { values, best, replies, exact };
}

/** The other's replies, their best meld trumps first: the likeliest best reply is solved first, and caps the rest. */
function replyOrder(hand: readonly Card[]): Suit[] {
  const melds = (suit: Suit): number => scoreMelds(hand, suit).total;
  return SUITS.slice().sort((a, b) => melds(b) - melds(a));
}
