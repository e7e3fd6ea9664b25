// tryApplyAction / tryResign: the engine's steps as results, for callers to whom a refused action is an expected outcome.
import { applyAction } from './apply.ts';
import { isEngineError } from './errors.ts';
import { resign } from './game.ts';
import type { Action, ErrorCode, GameState, PlayerIndex } from './types.ts';

/** Why the engine refused: the code the UI translates, and the developers' detail when there is one. */
export interface EngineFailure {
  readonly code: ErrorCode;
  readonly detail?: string;
}

/** A step's outcome: the new state, or why there is none. */
export type EngineResult<T> = { readonly ok: true; readonly state: T } | { readonly ok: false; readonly error: EngineFailure };

export type ActionResult = EngineResult<GameState>;

/**
 * applyAction as a result: `{ ok: true, state }` for a legal action, else `{ ok: false, error }` with the
 * code applyAction would throw. Errors that are not the engine's (bugs) still propagate.
 */
export function tryApplyAction(state: GameState, action: Action): ActionResult {
  return attempt(() => applyAction(state, action));
}

/** resign as a result (refused only when the game is over, the player is not 0/1 or the state is corrupt). */
export function tryResign(state: GameState, player: PlayerIndex): ActionResult {
  return attempt(() => resign(state, player));
}

function attempt(step: () => GameState): ActionResult {
  try {
    return { ok: true, state: step() };
  } catch (error) {
    if (!isEngineError(error)) throw error;
    return { ok: false, error: error.detail === undefined ? { code: error.code } : { code: error.code, detail: error.detail } };
  }
}
