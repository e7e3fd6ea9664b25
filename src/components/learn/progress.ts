// The learner's progress in this browser: which exercises are done, kept in localStorage (versioned and checked).
import { storageKey } from '../../i18n/siteStorage';

/** Namespaced by the base path, so two copies of the site on one origin keep their own progress (plain at the root). */
export const PROGRESS_KEY = storageKey('galapagos.learn');
export const PROGRESS_VERSION = 1;

export interface Progress {
  readonly version: 1;
  /** Ids of the exercises answered correctly at least once. */
  readonly done: string[];
}

/** What reading the record found: a progress, and whether a damaged record had to be reset. */
export interface ReadResult {
  readonly progress: Progress;
  readonly damaged: boolean;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const EMPTY: Progress = { version: PROGRESS_VERSION, done: [] };

/** The browser's localStorage, or null where it cannot be used (privacy modes, blocked storage). */
export function browserStorage(): StorageLike | null {
  try {
    const s = window.localStorage;
    const probe = `${PROGRESS_KEY}.probe`;
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

/** The shape of an exercise id (`tricks-2`); the index also checks that each id belongs to the course. */
const ID_SHAPE = /^[a-z][a-z-]{0,30}-[0-9]{1,2}$/;
export const looksLikeExercise = (id: string): boolean => ID_SHAPE.test(id);

/** Checks a parsed record: the right version and a list of known exercise ids, nothing else. */
export function validProgress(value: unknown, known: (id: string) => boolean = looksLikeExercise): Progress | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.version !== PROGRESS_VERSION || !Array.isArray(record.done)) return null;
  if (!record.done.every((id) => typeof id === 'string' && looksLikeExercise(id) && known(id))) return null;
  return { version: PROGRESS_VERSION, done: [...new Set(record.done as string[])] };
}

/** Reads the record; a damaged one is removed (and reported) rather than trusted. */
export function readProgress(store: StorageLike | null, known?: (id: string) => boolean): ReadResult {
  if (!store) return { progress: EMPTY, damaged: false };
  let raw: string | null;
  try {
    raw = store.getItem(PROGRESS_KEY);
  } catch {
    return { progress: EMPTY, damaged: false };
  }
  if (raw === null) return { progress: EMPTY, damaged: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const progress = validProgress(parsed, known);
  if (progress) return { progress, damaged: false };
  try {
    store.removeItem(PROGRESS_KEY);
  } catch {
    // Nothing more to do: the record is ignored either way.
  }
  return { progress: EMPTY, damaged: true };
}

/** Records one exercise as done; returns false if the browser refused to save. */
export function markDone(store: StorageLike | null, id: string): boolean {
  if (!store || !looksLikeExercise(id)) return false;
  const { progress } = readProgress(store);
  if (progress.done.includes(id)) return true;
  try {
    store.setItem(PROGRESS_KEY, JSON.stringify({ version: PROGRESS_VERSION, done: [...progress.done, id] }));
    return true;
  } catch {
    return false;
  }
}

export function forgetProgress(store: StorageLike | null): void {
  try {
    store?.removeItem(PROGRESS_KEY);
  } catch {
    // Blocked storage: there is nothing saved to forget.
  }
}
