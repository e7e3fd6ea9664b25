// applyAction: validate an action's shape and route it to its phase; the input state is never changed.
import { applyAuction } from './apply-auction.ts';
import { applyMelds } from './apply-melds.ts';
import { applyPlayOff } from './apply-playoff.ts';
import { applyTricks } from './apply-tricks.ts';
import { startDeal } from './deal.ts';
import { EngineError, unknownPhase } from './errors.ts';
import type { Action, DealOverState, GameState } from './types.ts';
import { ACTION_TYPES } from './types.ts';

/**
 * The state after `action`. Anything not in legalActions(state) throws an EngineError with a code
 * (checked directly, without listing the legal actions, for speed; the property tests hold the two
 * in agreement).
 */
export function applyAction(state: GameState, action: Action): GameState {
  checkShape(action);
  // `?.`: a null or non-object state from a bad load reaches the default branch too.
  switch (state?.phase) {
    case 'auction':
      return applyAuction(state, action);
    case 'melds':
      return applyMelds(state, action);
    case 'tricks':
      return applyTricks(state, action);
    case 'play-off':
      return applyPlayOff(state, action);
    case 'deal-over':
      return nextDeal(state, action);
    case 'game-over':
      throw new EngineError('game-over');
    default:
      return unknownPhase(state);
  }
}

const ACTION_TYPE_SET: ReadonlySet<unknown> = new Set(ACTION_TYPES);

function checkShape(action: Action): void {
  if (typeof action !== 'object' || action === null) throw new EngineError('invalid-action', 'not an object');
  if (!ACTION_TYPE_SET.has(action.type)) throw new EngineError('invalid-action', 'unknown type');
  if (action.player !== 0 && action.player !== 1) throw new EngineError('invalid-action', 'player must be 0 or 1');
}

function nextDeal(s: DealOverState, action: Action): GameState {
  if (action.type !== 'next-deal') throw new EngineError('wrong-phase', `${action.type} after the deal`);
  // Ruling: the next deal is started by the next dealer (the player who did not deal this one), so
  // exactly one player acts, and the summary of the deal stays on screen until that player moves on.
  if (action.player !== s.nextDealer) throw new EngineError('not-your-turn');
  return startDeal({ ...s, actionCount: s.actionCount + 1 }, s.dealNumber + 1, s.nextDealer);
}
