// Exact solver for the tricks (R7 or R7-S, R10): the public entry, solveTricks, over plain trick points.
//
// The work is split by job: tricks-problem.ts (types, checks, plain leaves), tricks-tables.ts (lookup tables
// from the engine's rules), tricks-search.ts (the alpha-beta search), tricks-root.ts (value and best cards).
import { checkTricksProblem, plainTrickLeaves } from './tricks-problem.ts';
import type { TricksProblem, TricksSolution } from './tricks-problem.ts';
import { solveTrickProblem } from './tricks-root.ts';

/**
 * Solve the tricks exactly: the value (player 0's trick points minus player 1's at the end, both playing
 * perfectly) and every card the player to move may play that achieves it.
 */
export function solveTricks(problem: TricksProblem): TricksSolution {
  // Plain trick points: the follower's high cards first searches fewer nodes (see TrickSearch.followerHighFirst).
  return solveTrickProblem(checkTricksProblem(problem), plainTrickLeaves(), true);
}

export { checkTricksProblem, plainTrickLeaves, solveTrickProblem };
export { TrickSearch } from './tricks-search.ts';
export type { CheckedTricksProblem, TricksProblem, TricksSolution } from './tricks-problem.ts';
