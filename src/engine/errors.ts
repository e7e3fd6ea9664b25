// EngineError: the one error type the engine throws, carrying a machine-readable code for the UI's dictionary.
import type { ErrorCode } from './types.ts';

export class EngineError extends Error {
  /** Machine-readable reason; one of ERROR_CODES. */
  readonly code: ErrorCode;
  /**
   * What exactly was wrong, for developers and loaders (never shown to users as is). For `invalid-state`
   * it is `<path>: <problem>` (see validateState); undefined when there is nothing to add to the code.
   */
  readonly detail: string | undefined;

  /** `detail` is for developers (logs, test output); users see the translated `code`. */
  constructor(code: ErrorCode, detail?: string) {
    super(detail === undefined ? code : `${code}: ${detail}`);
    this.name = 'EngineError';
    this.code = code;
    this.detail = detail;
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}

/**
 * The exhaustive `default:` of a switch on `state.phase`: the type checker proves it unreachable for a
 * GameState, and at run time a corrupted state (unknown phase, or not an object at all) gets an
 * `invalid-state` error instead of a TypeError or a silently returned input.
 */
export function unknownPhase(state: never): never {
  const value: unknown = state;
  if (typeof value !== 'object' || value === null) throw new EngineError('invalid-state', 'state: bad-value');
  throw new EngineError('invalid-state', 'phase: unknown-phase');
}
