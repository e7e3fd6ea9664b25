// Saving the game in localStorage after every action, and loading it back with validation (never trusting what is stored).
//
// What is stored is the game record (options, seed and every decision), not the engine state: loading
// replays the decisions through the engine, so a change in the state's shape cannot break a saved game.
// A save made before the trick-rule option existed is replayed under R7-S (see gameRecord.ts); if the
// revised R10/R15 refuse one of its moves, it is reported as 'old-rules', never replayed differently.
import { KEYS, readJson, readText, remove, writeJson, writeText, type StorageLike } from '../../../storage/storage.ts';
import { formatRecord, loadRecord, RecordError } from './gameRecord.ts';
import type { Session } from './session.ts';

export const SAVE_KEY = KEYS.game;
export const PREFS_KEY = KEYS.prefs;
export const SAVE_APP = 'galapagos-play';
export const SAVE_VERSION = 1;

export type StoredProblem = 'corrupt' | 'old-version' | 'new-version' | 'old-rules';

export type LoadResult =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly session: Session }
  | {
      readonly kind: 'problem';
      readonly problem: StoredProblem;
      /** The stored text exactly as found, so the person can download it. */
      readonly raw: string;
      /** For a record that does not read or replay: what went wrong and where. */
      readonly error: RecordError | null;
    };

export function saveText(session: Session): string {
  return JSON.stringify({ app: SAVE_APP, version: SAVE_VERSION, record: formatRecord(session) });
}

/** Saves the session; returns false if the browser refused (quota, disabled storage). */
export const saveSession = (store: StorageLike, session: Session): boolean => writeText(store, SAVE_KEY, saveText(session));

export const clearSaved = (store: StorageLike): void => remove(store, SAVE_KEY);

/** Reads and checks a stored game. Anything unexpected is a problem to show, never an exception. */
export function readSaved(raw: string | null): LoadResult {
  if (raw === null) return { kind: 'empty' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { kind: 'problem', problem: 'corrupt', raw, error: null };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'problem', problem: 'corrupt', raw, error: null };
  const { app, version, record } = data as { app?: unknown; version?: unknown; record?: unknown };
  if (app !== SAVE_APP) return { kind: 'problem', problem: 'corrupt', raw, error: null };
  if (typeof version !== 'number' || !Number.isInteger(version)) return { kind: 'problem', problem: 'corrupt', raw, error: null };
  if (version < SAVE_VERSION) return { kind: 'problem', problem: 'old-version', raw, error: null };
  if (version > SAVE_VERSION) return { kind: 'problem', problem: 'new-version', raw, error: null };
  if (typeof record !== 'string') return { kind: 'problem', problem: 'corrupt', raw, error: null };
  try {
    return { kind: 'ok', session: loadRecord(record).session };
  } catch (error) {
    if (!(error instanceof RecordError)) return { kind: 'problem', problem: 'corrupt', raw, error: null };
    return { kind: 'problem', problem: error.code === 'old-rules' ? 'old-rules' : 'corrupt', raw, error };
  }
}

export function loadSaved(store: StorageLike): LoadResult {
  const text = readText(store, SAVE_KEY);
  return readSaved(text.ok ? text.value : null);
}

// ─── Display preferences (not part of the game) ─────────────────────────────

export interface Prefs {
  /** Four-colour deck: ♦ blue and ♣ green, so the four suits differ in colour too. */
  readonly fourColour: boolean;
}

export const DEFAULT_PREFS: Prefs = { fourColour: false };

const validPrefs = (data: unknown): Prefs | null =>
  typeof data === 'object' && data !== null && typeof (data as Prefs).fourColour === 'boolean'
    ? { fourColour: (data as Prefs).fourColour }
    : null;

/** Unreadable preferences fall back to the defaults. */
export function loadPrefs(store: StorageLike | null): Prefs {
  const read = readJson(store, PREFS_KEY, validPrefs);
  return read.ok ? read.value : DEFAULT_PREFS;
}

/** Preferences are a convenience: one not kept is not reported. */
export const savePrefs = (store: StorageLike | null, prefs: Prefs): void => void writeJson(store, PREFS_KEY, prefs);
