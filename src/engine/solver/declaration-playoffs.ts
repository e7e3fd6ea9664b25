// The play-offs of the declaration's placements: each placement's value from either lead, all solved with one table.
//
// The placements differ in one card of the other's bid pile, so their play-offs meet in many positions (the search
// works in rank counts, and an entry is a fact about the cards left, whichever placement reached it). Solved one by
// one (playOffValues: a fresh table each) they were over a third of a declaration's time after a Joker exchange.
// For the same reason their values are close: each is first tested at the last one's (see valueBySteps).
import type { Card, Pair } from '../types.ts';
import { countsOf, PlayOffSearch, playOffLeadValues } from './playoff.ts';
import type { PlayOffLeads } from './playoff.ts';

/** Two play-off hands as the search sees them (their rank counts): placements with the same key have the same play-off. */
export function playOffKey(hands: Pair<readonly Card[]>): string {
  return `${countsOf(hands[0]).join(',')}|${countsOf(hands[1]).join(',')}`;
}

/**
 * The play-off of every placement (the same answers as playOffValues: each within its own node budget). Hands of the
 * same ranks are solved once (suits never matter in the play-off).
 */
export function placementPlayOffs(
  piles: readonly Pair<readonly Card[]>[],
  onNodes?: (nodes: number) => void,
  budget = 3_000_000,
): PlayOffLeads[] {
  const search = new PlayOffSearch(budget);
  const solved = new Map<string, PlayOffLeads>();
  let guess: Pair<number> | undefined;
  return piles.map((hands) => {
    const key = playOffKey(hands);
    const known = solved.get(key);
    if (known !== undefined) return known;
    const answer = playOffLeadValues(hands, budget, search, guess);
    onNodes?.(answer.nodes);
    if (answer.exact) guess = answer.cardsLeft;
    solved.set(key, answer);
    return answer;
  });
}
