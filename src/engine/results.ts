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

/**
 * The one shape of an outcome that may be refused, for the engine and everything built on it (the two-device protocol,
 * the play page's session): the value, or a code saying why there is none. Errors are values, never thrown.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A step's outcome: the new state, or why the engine refused it. */
export type EngineResult<T> = Result<T, EngineFailure>;

export type ActionResult = EngineResult<GameState>;

/**
 * applyAction as a result: `{ ok: true, value }` (the new state) for a legal action, else `{ ok: false, error }` with the
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
    return { ok: true, value: step() };
  } catch (error) {
    if (!isEngineError(error)) throw error;
    return { ok: false, error: error.detail === undefined ? { code: error.code } : { code: error.code, detail: error.detail } };
  }
}
