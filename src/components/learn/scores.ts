// Each exercise's first-try result in this browser: the course index shows a lesson's first-try score and resets a lesson alone.
import { KEYS, readJson, remove, writeJson, type StorageLike } from '../../storage/storage.ts';
import { looksLikeExercise, PROGRESS_KEY, readProgress } from './progress.ts';

export const SCORES_KEY = KEYS.firstTries;

export interface FirstTries {
  readonly version: 1;
  /** Exercise id → whether its first answer was right. */
  readonly results: Readonly<Record<string, boolean>>;
}

export const NO_TRIES: FirstTries = { version: 1, results: {} };

/** The record if it is exactly what this site writes, else null. */
export function validFirstTries(v: unknown, known: (id: string) => boolean = looksLikeExercise): FirstTries | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const r = v as Record<string, unknown>;
  if (r.version !== 1 || typeof r.results !== 'object' || r.results === null || Array.isArray(r.results)) return null;
  const results: Record<string, boolean> = {};
  for (const [id, right] of Object.entries(r.results as Record<string, unknown>)) {
    if (!looksLikeExercise(id) || !known(id) || typeof right !== 'boolean') return null;
    results[id] = right;
  }
  return { version: 1, results };
}

/** The kept record; a damaged one counts as none (and is removed). */
export function readFirstTries(store: StorageLike | null, known?: (id: string) => boolean): FirstTries {
  const read = readJson(store, SCORES_KEY, (value) => validFirstTries(value, known));
  if (read.ok) return read.value;
  if (read.code !== 'missing' && read.code !== 'blocked') remove(store, SCORES_KEY);
  return NO_TRIES;
}

/** Keeps an exercise's first answer (later answers do not change it). */
export function recordFirstTry(store: StorageLike | null, id: string, right: boolean): void {
  if (!store || !looksLikeExercise(id)) return;
  const tries = readFirstTries(store);
  if (Object.hasOwn(tries.results, id)) return;
  // Not saved: the score just leaves it out.
  writeJson(store, SCORES_KEY, { version: 1, results: { ...tries.results, [id]: right } });
}

/** A lesson's first-try score: right at the first try, out of those tried. */
export function lessonScore(tries: FirstTries, exercises: readonly string[]): { right: number; tried: number } {
  const tried = exercises.filter((id) => Object.hasOwn(tries.results, id));
  return { right: tried.filter((id) => tries.results[id]).length, tried: tried.length };
}

/** Forgets one lesson's exercises (done and first tries), keeping the rest of the course. */
export function resetLesson(store: StorageLike | null, exercises: readonly string[]): void {
  if (!store) return;
  const drop = new Set(exercises);
  const { progress } = readProgress(store);
  const tries = readFirstTries(store);
  try {
    store.setItem(PROGRESS_KEY, JSON.stringify({ ...progress, done: progress.done.filter((id) => !drop.has(id)) }));
    const results = Object.fromEntries(Object.entries(tries.results).filter(([id]) => !drop.has(id)));
    store.setItem(SCORES_KEY, JSON.stringify({ version: 1, results }));
  } catch {
    // Blocked storage: nothing was kept to reset.
  }
}
