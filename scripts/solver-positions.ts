// Positions for the solver bench and tests: random deals played by the rules player up to the first trick.
import { applyAction, newGame, playerView, playersToAct } from '../src/engine/index.ts';
import type { GameState, TricksState } from '../src/engine/index.ts';
import { decide } from '../src/engine/ai/index.ts';

/** The state right after the melds (first trick, nobody has led) of deal `seed`. */
export function positionAfterMelds(seed: string, jokers = false, trickRule: 'parlett' | 'summary' = 'parlett'): TricksState {
  let state: GameState = newGame({ seed, jokers, target: 1, trickRule });
  while (state.phase !== 'tricks') {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      state = applyAction(state, decide(view, 'rules', 0).action);
    }
  }
  return state;
}
