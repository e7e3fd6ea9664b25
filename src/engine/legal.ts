// Legal actions: who may act now and every action they may take.
import { EngineError, unknownPhase } from './errors.ts';
import { engineKernel } from './kernel/engine-scratch.ts';
import { actionsOfMoves, legalMoves, listingScratch } from './kernel/moves.ts';
import { NEXT_DEAL_ACTIONS, other } from './state.ts';
import type { Action, GameState, PlayerIndex } from './types.ts';

const NOBODY: PlayerIndex[] = [];
const ONLY: [PlayerIndex[], PlayerIndex[]] = [[0], [1]];
const BOTH: PlayerIndex[] = [0, 1];

/** Players who may act now: both during a sealed auction until each has bid; nobody once the game is over. */
export function playersToAct(state: GameState): PlayerIndex[] {
  // `?.`: a null or non-object state from a bad load reaches the default branch too.
  switch (state?.phase) {
    case 'auction': {
      const { bids, outcome } = state.auction;
      if (outcome !== null) return ONLY[outcome.winner];
      if (bids[0] === null && bids[1] === null) return BOTH;
      return ONLY[bids[0] === null ? 0 : 1];
    }
    case 'melds':
      return ONLY[state.toAct];
    case 'tricks':
      return ONLY[state.trick.lead === null ? state.trick.leader : other(state.trick.leader)];
    case 'play-off':
      return ONLY[state.round.toAct];
    case 'deal-over':
      return ONLY[state.nextDealer];
    case 'game-over':
      return NOBODY;
    default:
      return unknownPhase(state);
  }
}

/** Every legal action of whoever may act now (both players' bids during a sealed auction, player 0's first). */
export function legalActions(state: GameState): Action[] {
  switch (state?.phase) {
    case 'auction':
    case 'melds':
    case 'tricks':
    case 'play-off': {
      // The rules kernel lists the moves (in this order since the first engine); each becomes its action.
      const k = engineKernel(state);
      const { moves } = listingScratch;
      return actionsOfMoves(k, moves, legalMoves(k, moves));
    }
    case 'deal-over':
      return [NEXT_DEAL_ACTIONS[state.nextDealer]];
    case 'game-over':
      return [];
    default:
      return unknownPhase(state);
  }
}

/** The legal actions of one player (empty if it is not their turn). */
export function legalActionsFor(state: GameState, player: PlayerIndex): Action[] {
  if (player !== 0 && player !== 1) throw new EngineError('invalid-argument', 'player must be 0 or 1');
  const actions = legalActions(state);
  // One player's actions only, except during a sealed auction with both bids pending.
  if (actions.length === 0 || (actions[0].player === player && actions[actions.length - 1].player === player)) return actions;
  return actions.filter((action) => action.player === player);
}
