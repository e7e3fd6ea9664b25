// Saving the game in localStorage after every action, and loading it back with validation (never trusting what is stored).
//
// What is stored is the game record (options, seed and every decision), not the engine state: loading
// replays the decisions through the engine, so a change in the state's shape cannot break a saved game.
// A save made before the trick-rule option existed is replayed under R7-S (see gameRecord.ts); if the
// revised R10/R15 refuse one of its moves, it is reported as 'old-rules', never replayed differently.
import { storageKey } from '../../../i18n/siteStorage';
import { formatRecord, loadRecord, RecordError } from './gameRecord';
import type { Session } from './session';

/** Namespaced by the base path, so two copies of the site on one origin keep their own games (plain at the root). */
export const SAVE_KEY = storageKey('galapagos.play.game');
export const PREFS_KEY = storageKey('galapagos.play.prefs');
export const SAVE_APP = 'galapagos-play';
export const SAVE_VERSION = 1;

/** The part of the Web Storage API used here (a Map-backed stand-in works in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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

/** localStorage if the browser lets the page use it (it may throw in private modes or when disabled). */
export function browserStorage(): StorageLike | null {
  try {
    const store = window.localStorage;
    const probe = `${SAVE_KEY}.probe`;
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

export function saveText(session: Session): string {
  return JSON.stringify({ app: SAVE_APP, version: SAVE_VERSION, record: formatRecord(session) });
}

/** Saves the session; returns false if the browser refused (quota, disabled storage). */
export function saveSession(store: StorageLike, session: Session): boolean {
  try {
    store.setItem(SAVE_KEY, saveText(session));
    return true;
  } catch {
    return false;
  }
}

export function clearSaved(store: StorageLike): void {
  try {
    store.removeItem(SAVE_KEY);
  } catch {
    /* nothing more can be done; the next save overwrites it */
  }
}

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
  let raw: string | null;
  try {
    raw = store.getItem(SAVE_KEY);
  } catch {
    raw = null;
  }
  return readSaved(raw);
}

// ─── Display preferences (not part of the game) ─────────────────────────────

export interface Prefs {
  /** Four-colour deck: ♦ blue and ♣ green, so the four suits differ in colour too. */
  readonly fourColour: boolean;
}

export const DEFAULT_PREFS: Prefs = { fourColour: false };

export function loadPrefs(store: StorageLike | null): Prefs {
  try {
    const data: unknown = JSON.parse(store?.getItem(PREFS_KEY) ?? 'null');
    if (typeof data === 'object' && data !== null && typeof (data as Prefs).fourColour === 'boolean') {
      return { fourColour: (data as Prefs).fourColour };
    }
  } catch {
    /* unreadable preferences fall back to the defaults */
  }
  return DEFAULT_PREFS;
}

export function savePrefs(store: StorageLike | null, prefs: Prefs): void {
  try {
    store?.setItem(PREFS_KEY, JSON.stringify(prefs));
  } catch {
    /* preferences are a convenience */
  }
}
