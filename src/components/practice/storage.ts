// The practice record in this browser's localStorage (versioned and checked like the course's progress).
import { KEYS, readJson, remove, writeJson, type StorageLike } from '../../storage/storage.ts';
import { EMPTY_STORE, addPositions, recordAnswer } from './schedule.ts';
import type { PracticeStore } from './schedule.ts';
import type { PracticePosition } from './types.ts';
import { validPracticeStore } from './validate.ts';

export const PRACTICE_KEY = KEYS.practice;

/** The kept record; a damaged one is removed (and reported) rather than trusted. */
export function readPractice(store: StorageLike | null): { practice: PracticeStore; damaged: boolean } {
  const read = readJson(store, PRACTICE_KEY, validPracticeStore);
  if (read.ok) return { practice: read.value, damaged: false };
  if (read.code === 'missing' || read.code === 'blocked') return { practice: EMPTY_STORE, damaged: false };
  remove(store, PRACTICE_KEY);
  return { practice: EMPTY_STORE, damaged: true };
}

/** Saves the record; false if the browser refused. */
export const writePractice = (store: StorageLike | null, practice: PracticeStore): boolean => writeJson(store, PRACTICE_KEY, practice);

/** What keeping a deal's positions did: how many the deal gave, and how many of them were not kept already. */
export interface KeptPositions {
  readonly found: number;
  readonly added: number;
}

/**
 * Adds a deal's positions to the kept record; null if it could not be written. A deal checked again (its page reloaded)
 * finds its positions kept already: they count as found, not added.
 */
export function keepPositions(store: StorageLike | null, positions: readonly PracticePosition[]): KeptPositions | null {
  const { practice } = readPractice(store);
  const known = new Set(practice.entries.map((e) => e.position.id));
  const ids = new Set(positions.map((p) => p.id));
  const next = addPositions(practice, positions);
  if (!writePractice(store, next)) return null;
  return { found: ids.size, added: [...ids].filter((id) => !known.has(id)).length };
}

/** Records an answer in the kept record and returns the new record. */
export function keepAnswer(store: StorageLike | null, id: string, right: boolean): PracticeStore {
  const next = recordAnswer(readPractice(store).practice, id, right);
  writePractice(store, next);
  return next;
}
