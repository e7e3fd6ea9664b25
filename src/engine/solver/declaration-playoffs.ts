// The play-offs of the declaration's placements (issue 25): each placement's value from either lead, all solved with one table.
//
// The placements differ in one card of the other's bid pile, so their play-offs meet in many positions (the search
// works in rank counts, and an entry is a fact about the cards left, whichever placement reached it). Solved one by
// one (playOffValues: a fresh table each) they were over a third of a declaration's time after a Joker exchange.
import type { Card, Pair } from '../types.ts';
import { countsOf, PlayOffSearch, playOffMargin } from './playoff.ts';
import { valueBySteps } from './playoff-value.ts';
import { BudgetSpent } from './table.ts';

/** Play-off values from its lead, from player 0's side, when player 0 leads and when player 1 leads; and whether it fit its budget. */
export interface PlayOffLeads {
  readonly values: Pair<number>;
  readonly exact: boolean;
}

/**
 * The play-off of every placement (the same answers as playOffValues: each within its own node budget). Hands of the
 * same ranks are solved once (suits never matter in the play-off).
 */
export function placementPlayOffs(piles: readonly Pair<readonly Card[]>[], budget = 3_000_000): PlayOffLeads[] {
  const search = new PlayOffSearch(budget);
  const solved = new Map<string, PlayOffLeads>();
  return piles.map((hands) => {
    const [l0, h0] = countsOf(hands[0]);
    const [l1, h1] = countsOf(hands[1]);
    const key = `${l0},${h0},${l1},${h1}`;
    const known = solved.get(key);
    if (known !== undefined) return known;
    // Each play-off's budget counts its own nodes (the table's entries from the others only save work).
    search.nodes = 0;
    let answer: PlayOffLeads;
    try {
      const lead0 = valueBySteps(search, { ml: l0, mh: h0, ol: l1, oh: h1, nm: hands[0].length, no: hands[1].length, cls: -1, rank: 0 });
      const lead1 = valueBySteps(search, { ml: l1, mh: h1, ol: l0, oh: h0, nm: hands[1].length, no: hands[0].length, cls: -1, rank: 0 });
      answer = { values: [playOffMargin(lead0), playOffMargin(-lead1)], exact: true };
    } catch (error) {
      if (!(error instanceof BudgetSpent)) throw error;
      answer = { values: [0, 0], exact: false };
    }
    solved.set(key, answer);
    return answer;
  });
}
