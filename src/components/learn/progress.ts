// The learner's progress in this browser: which exercises are done, kept in localStorage (versioned and checked).
import { KEYS, readJson, remove, writeJson, type StorageLike } from '../../storage/storage.ts';

export const PROGRESS_KEY = KEYS.progress;
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

const EMPTY: Progress = { version: PROGRESS_VERSION, done: [] };

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
  const read = readJson(store, PROGRESS_KEY, (value) => validProgress(value, known));
  if (read.ok) return { progress: read.value, damaged: false };
  if (read.code === 'missing' || read.code === 'blocked') return { progress: EMPTY, damaged: false };
  remove(store, PROGRESS_KEY);
  return { progress: EMPTY, damaged: true };
}

/** Records one exercise as done; returns false if the browser refused to save. */
export function markDone(store: StorageLike | null, id: string): boolean {
  if (!store || !looksLikeExercise(id)) return false;
  const { progress } = readProgress(store);
  if (progress.done.includes(id)) return true;
  return writeJson(store, PROGRESS_KEY, { version: PROGRESS_VERSION, done: [...progress.done, id] });
}

export const forgetProgress = (store: StorageLike | null): void => remove(store, PROGRESS_KEY);
