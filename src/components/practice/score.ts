// The deal score after the melds (R13's bonus included), as the solvers take it: the engine's own scoring, re-exported for practice.
import type { DealScoreProgress, Pair } from '../../engine/index.ts';
import { addPhase, NO_SCORE_YET } from '../../engine/index.ts';

export function addPhaseScore(melds: Pair<number>): DealScoreProgress {
  return addPhase(NO_SCORE_YET, melds);
}
