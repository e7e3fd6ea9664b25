// Example: play a whole seeded game, each player using only its own view.
import {
  applyAction,
  gameTotals,
  isGameOver,
  newGame,
  playerView,
  playersToAct,
  type Action,
  type GameState,
  type PlayerView,
} from '../../src/engine/index.ts';

/** The simplest policy there is: the first legal action. */
function choose(view: PlayerView): Action {
  return view.legalActions[0];
}

export function main(seed: number | string = 'galapagos') {
  let state: GameState = newGame({ seed, target: 1000 });

  while (!isGameOver(state)) {
    // In a sealed auction both players may act; take the first in line.
    const player = playersToAct(state)[0];
    // A view holds only what that player may know (RULINGS §9):
    // never the other hand, never the order of the stock.
    const view = playerView(state, player);
    // applyAction leaves `state` untouched and returns the next state;
    // anything illegal throws an EngineError with a code.
    state = applyAction(state, choose(view));
  }

  // The state is plain JSON: JSON.stringify(state) saves the game.
  return {
    state,
    deals: state.game.deals.length,
    actions: state.actionCount,
    totals: gameTotals(state),
    result: state.phase === 'game-over' ? state.result : null,
  };
}

if (import.meta.main) {
  const { deals, actions, totals, result } = main();
  console.log({ deals, actions, totals, result });
}
