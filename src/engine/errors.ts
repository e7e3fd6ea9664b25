// EngineError: the one error type the engine throws, carrying a machine-readable code for the UI's dictionary.
import type { ErrorCode } from './types.ts';

export class EngineError extends Error {
  /** Machine-readable reason; one of ERROR_CODES. */
  readonly code: ErrorCode;

  /** `detail` is for developers (logs, test output); users see the translated `code`. */
  constructor(code: ErrorCode, detail?: string) {
    super(detail === undefined ? code : `${code}: ${detail}`);
    this.name = 'EngineError';
    this.code = code;
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}
