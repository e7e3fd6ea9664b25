// The AI benchmarks' fixed positions (bench.ts and bench-ai-ab.ts): every decision point of two deals played by the rules player.
import { applyAction, newGame, playersToAct, playerView } from '../src/engine/index.ts';
import type { GameState, PlayerView } from '../src/engine/index.ts';
import { decide } from '../src/engine/ai/index.ts';

/** Every decision point with a choice in two fixed deals (one with Jokers), played by the rules player, with this checkout's engine. */
export function aiPositions(): PlayerView[] {
  const views: PlayerView[] = [];
  for (const jokers of [false, true]) {
    let state: GameState = newGame({ seed: `ai-bench-${jokers}`, jokers });
    while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
      for (const player of playersToAct(state)) {
        const view = playerView(state, player);
        if (view.legalActions.length > 1) views.push(view);
        state = applyAction(state, decide(view, 'rules', 1).action);
      }
    }
  }
  return views;
}
