// The practice record in this browser's localStorage (versioned and checked like the course's progress).
import { storageKey } from '../../../i18n/siteStorage';
import type { StorageLike } from '../progress';
import { EMPTY_STORE, addPositions, recordAnswer } from './schedule';
import type { PracticeStore } from './schedule';
import type { PracticePosition } from './types';
import { validPracticeStore } from './validate';

export const PRACTICE_KEY = storageKey('galapagos.practice');

/** The kept record; a damaged one is removed (and reported) rather than trusted. */
export function readPractice(store: StorageLike | null): { practice: PracticeStore; damaged: boolean } {
  if (!store) return { practice: EMPTY_STORE, damaged: false };
  let raw: string | null;
  try {
    raw = store.getItem(PRACTICE_KEY);
  } catch {
    return { practice: EMPTY_STORE, damaged: false };
  }
  if (raw === null) return { practice: EMPTY_STORE, damaged: false };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const practice = validPracticeStore(parsed);
  if (practice) return { practice, damaged: false };
  try {
    store.removeItem(PRACTICE_KEY);
  } catch {
    // Ignored either way.
  }
  return { practice: EMPTY_STORE, damaged: true };
}

/** Saves the record; false if the browser refused. */
export function writePractice(store: StorageLike | null, practice: PracticeStore): boolean {
  if (!store) return false;
  try {
    store.setItem(PRACTICE_KEY, JSON.stringify(practice));
    return true;
  } catch {
    return false;
  }
}

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
