// Progress to a file and back: the course (exercises done, first tries), the practice record and the finished games kept
// by the play page, checked whole before anything changes.
import type { Result } from '../../../engine/index.ts';
import { HISTORY_KEY, mergeGames, readHistory, validHistory, type HistoryStore } from '../../play/history/history.ts';
import { readJson, type StorageLike } from '../../../storage/storage.ts';
import { PROGRESS_KEY, validProgress, type Progress } from '../progress.ts';
import { NO_TRIES, SCORES_KEY, validFirstTries, type FirstTries } from '../scores.ts';
import { EMPTY_STORE, type PracticeStore } from '../../practice/schedule.ts';
import { PRACTICE_KEY } from '../../practice/storage.ts';
import { validPracticeStore } from '../../practice/validate.ts';

export const TRANSFER_KIND = 'galapagos-progress';
export const TRANSFER_VERSION = 1;

export interface TransferFile {
  readonly kind: typeof TRANSFER_KIND;
  readonly version: typeof TRANSFER_VERSION;
  readonly course: Progress;
  readonly firstTries: FirstTries;
  readonly practice: PracticeStore;
  /** The finished games (files saved before games were kept have none: loading one leaves the games here alone). */
  readonly history?: HistoryStore;
}

/** Why a file was refused (the page maps each to a sentence in its language). */
export const IMPORT_ERRORS = ['not-json', 'not-progress', 'newer-version', 'damaged', 'history'] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number];

export type ImportResult = Result<TransferFile, ImportError>;

/** Everything kept in this browser, as the text of a file (a damaged record is left out, and left where it is). */
export function exportProgress(store: StorageLike | null, known?: (id: string) => boolean): string {
  const kept = <T>(key: string, validate: (value: unknown) => T | null, none: T): T => {
    const read = readJson(store, key, validate);
    return read.ok ? read.value : none;
  };
  const file: TransferFile = {
    kind: TRANSFER_KIND,
    version: TRANSFER_VERSION,
    course: kept(PROGRESS_KEY, (value) => validProgress(value, known), { version: 1, done: [] }),
    firstTries: kept(SCORES_KEY, (value) => validFirstTries(value, known), NO_TRIES),
    practice: kept(PRACTICE_KEY, validPracticeStore, EMPTY_STORE),
    history: readHistory(store),
  };
  return JSON.stringify(file);
}

/** Checks a file's text; nothing is changed here. */
export function parseProgressFile(text: string, known?: (id: string) => boolean): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not-json' };
  }
  if (typeof value !== 'object' || value === null || (value as Record<string, unknown>).kind !== TRANSFER_KIND)
    return { ok: false, error: 'not-progress' };
  const v = value as Record<string, unknown>;
  if (typeof v.version === 'number' && v.version > TRANSFER_VERSION) return { ok: false, error: 'newer-version' };
  if (v.version !== TRANSFER_VERSION) return { ok: false, error: 'damaged' };
  const course = validProgress(v.course, known);
  const firstTries = validFirstTries(v.firstTries, known);
  const practice = validPracticeStore(v.practice);
  if (course === null || firstTries === null || practice === null) return { ok: false, error: 'damaged' };
  const history = v.history === undefined ? undefined : validHistory(v.history);
  if (history === null) return { ok: false, error: 'history' };
  return {
    ok: true,
    value: { kind: TRANSFER_KIND, version: TRANSFER_VERSION, course, firstTries, practice, ...(history ? { history } : {}) },
  };
}

/**
 * Replaces this browser's progress with a checked file's, and adds the file's finished games to those kept here (none is
 * lost); false if the browser refused (then nothing is changed).
 */
export function applyProgressFile(store: StorageLike | null, file: TransferFile): boolean {
  if (!store) return false;
  const before = [PROGRESS_KEY, SCORES_KEY, PRACTICE_KEY, HISTORY_KEY].map((key) => [key, store.getItem(key)] as const);
  const games = file.history ? mergeGames(readHistory(store).games, file.history.games) : null;
  try {
    if (games !== null) store.setItem(HISTORY_KEY, JSON.stringify({ version: file.history!.version, games }));
    store.setItem(PROGRESS_KEY, JSON.stringify(file.course));
    store.setItem(SCORES_KEY, JSON.stringify(file.firstTries));
    store.setItem(PRACTICE_KEY, JSON.stringify(file.practice));
    return true;
  } catch {
    // Put back what was there: a half-applied import would mix two devices' progress.
    for (const [key, value] of before) {
      try {
        if (value === null) store.removeItem(key);
        else store.setItem(key, value);
      } catch {
        // Nothing more can be done.
      }
    }
    return false;
  }
}
