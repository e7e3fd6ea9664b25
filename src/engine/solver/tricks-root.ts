// The root of a tricks solve: the value by zero-window tests, then every optimal card (or one, or every card's value).
import type { Card } from '../types.ts';
import type { CheckedTricksProblem, TricksSolution } from './tricks-problem.ts';
import { TrickSearch } from './tricks-search.ts';
import { BudgetSpent } from './table.ts';

/**
 * Solve a checked problem with the given leaves: the value and every move that achieves it.
 * `followerHighFirst`: the follower's move order (see TrickSearch); it changes the work, never the answer.
 */
export function solveTrickProblem(p: CheckedTricksProblem, leaves: Int32Array, followerHighFirst = false): TricksSolution {
  const search = new TrickSearch(p.hands, p.lead, p.leader, p.trumps, p.rule, leaves, p.budget);
  search.followerHighFirst = followerHighFirst;
  const h0 = search.maskOf(p.hands[0]);
  const h1 = search.maskOf(p.hands[1]);
  const t0 = p.tricksWon[0];
  const leader = p.leader;
  const lead = p.lead === null ? -1 : search.indexOf(p.lead);
  const mover = lead < 0 ? leader : 1 - leader;
  const moverHand = p.hands[mover];
  // The value of playing card c (index) now, within (alpha, beta).
  const valueOf = (c: number, alpha: number, beta: number): number => {
    const bit = 1 << c;
    if (lead < 0)
      return leader === 0 ? search.afterLead(h0 & ~bit, h1, 0, t0, c, alpha, beta) : search.afterLead(h0, h1 & ~bit, 1, t0, c, alpha, beta);
    return search.resolve(h0, h1, leader, t0, lead, c, alpha, beta);
  };
  const legalCards = lead < 0 ? moverHand : legalFollows(search, moverHand, lead);
  const rootValue = (alpha: number, beta: number): number =>
    lead < 0 ? search.trickStart(h0, h1, leader, t0, alpha, beta) : search.afterLead(h0, h1, leader, t0, lead, alpha, beta);
  try {
    // Zero-window tests ("is the value at least x?") over the few values an end can have, by bisection.
    const left = p.hands[1 - leader].length;
    const candidates = [...new Set(Array.from(leaves.subarray(t0 * 2, (t0 + left + 1) * 2)))].sort((x, y) => x - y);
    let low = 0;
    let high = candidates.length - 1;
    let hint = -1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      const ok = rootValue(candidates[mid] - 1, candidates[mid]) >= candidates[mid];
      // The root's table move after the test that settles the value's side (a proof for the mover) is a best move.
      if (p.oneBest && lead < 0 && ok === (mover === 0)) hint = search.tableMove(h0, h1, leader, t0);
      if (ok) low = mid;
      else high = mid - 1;
    }
    const value = candidates[low];
    const opp = mover === 0 ? h1 : h0;
    const oppMask = lead < 0 ? opp : opp | (1 << lead);
    const moverMask = search.maskOf(legalCards);
    const verdict = new Map<number, boolean>();
    const best: Card[] = [];
    let order = legalCards;
    if (p.oneBest && lead < 0) {
      // The move the last proof found: test it first (it is verified like any other).
      const hinted = legalCards.findIndex((c) => search.indexOf(c) === hint);
      if (hinted > 0) order = [legalCards[hinted], ...legalCards.filter((_, k) => k !== hinted)];
    }
    if (p.moveValues) {
      // A move's value is one of the candidates too, found by zero-window tests sharing the table: first
      // whether it keeps `value` (the mover can do no better), then by bisection on the other side.
      const at = candidates.indexOf(value);
      const atLeast = (c: number, k: number): boolean => valueOf(c, candidates[k] - 1, candidates[k]) >= candidates[k];
      const moveValue = (c: number): number => {
        let lo: number;
        let hi: number;
        if (mover === 0) {
          if (atLeast(c, at)) return value;
          lo = 0;
          hi = at - 1;
        } else {
          if (at + 1 >= candidates.length || !atLeast(c, at + 1)) return value;
          lo = at + 1;
          hi = candidates.length - 1;
        }
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (atLeast(c, mid)) lo = mid;
          else hi = mid - 1;
        }
        return candidates[lo];
      };
      const exactValues = new Map<number, number>();
      const values = legalCards.map((card) => {
        const rep = search.representativeOf(search.indexOf(card), moverMask, oppMask);
        let v = exactValues.get(rep);
        if (v === undefined) exactValues.set(rep, (v = moveValue(rep)));
        if (v === value) best.push(card);
        return { card, value: v };
      });
      return { value, best, exact: true, nodes: search.nodes, values };
    }
    for (const card of order) {
      if (p.oneBest && best.length > 0) break;
      const c = search.indexOf(card);
      const rep = search.representativeOf(c, moverMask, oppMask);
      let good = verdict.get(rep);
      if (good === undefined) {
        // The mover cannot do better than `value`: a move achieves it if it is not worse.
        good = mover === 0 ? valueOf(rep, value - 1, value) >= value : valueOf(rep, value, value + 1) <= value;
        verdict.set(rep, good);
      }
      if (good) best.push(card);
    }
    return { value, best, exact: true, nodes: search.nodes };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { value: leaves[t0 * 2 + leader] ?? 0, best: legalCards.slice(0, 1), exact: false, nodes: search.nodes };
  }
}

function legalFollows(search: TrickSearch, hand: readonly Card[], lead: number): Card[] {
  // The follow mask of the lead holds exactly the natural cards of the suit led (mustFollowSuit's test).
  const suited = hand.filter((c) => (search.followMask[lead] & (1 << search.indexOf(c))) !== 0);
  return suited.length > 0 ? suited : hand.slice();
}
