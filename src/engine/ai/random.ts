// The `random` baseline: a uniformly random legal action, repeatable by seed.
import { Rng } from '../rng.ts';
import type { PlayerView } from '../types.ts';
import type { AiDecision } from './types.ts';
import { decisionRng } from './prng.ts';

export function randomDecide(view: PlayerView, seed: number): AiDecision {
  const rng: Rng = decisionRng(view, seed, 'random');
  const actions = view.legalActions;
  return { action: actions[rng.below(actions.length)], reason: 'random-choice' };
}
