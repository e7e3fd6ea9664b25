// The practice schedule: a simple spaced repetition counted in answers, not days (pure; no clock).
//
// A new position is due at once. Answered right first time, its wait doubles; two right in a row retire it.
// Missed, its wait halves (down to one answer) and its streak starts again, so a position missed again comes back sooner.
import type { PracticePosition, Theme } from './types.ts';
import { THEMES } from './types.ts';

export interface PracticeEntry {
  readonly position: PracticePosition;
  /** The answer count (the store's `turn`) at which it is due again. */
  readonly due: number;
  /** Answers to wait after the next right answer (doubles when right, halves when missed). */
  readonly wait: number;
  /** Right answers in a row. */
  readonly streak: number;
  /** Whether the very first attempt was right (null: not tried yet). */
  readonly firstTry: boolean | null;
  readonly retired: boolean;
}

export interface PracticeStore {
  readonly version: 1;
  /** Answers given so far: the schedule's clock. */
  readonly turn: number;
  readonly entries: readonly PracticeEntry[];
}

export const FIRST_WAIT = 2;
/** Right answers in a row that retire a position. */
export const RETIRE_STREAK = 2;
/** The most positions kept: past it the oldest retired go first, then the oldest. */
export const MAX_ENTRIES = 300;

export const EMPTY_STORE: PracticeStore = { version: 1, turn: 0, entries: [] };

/** The store with new positions added, due now (a position already kept is left as it is). */
export function addPositions(store: PracticeStore, positions: readonly PracticePosition[]): PracticeStore {
  const known = new Set(store.entries.map((e) => e.position.id));
  const added: PracticeEntry[] = [];
  for (const position of positions) {
    if (known.has(position.id)) continue;
    known.add(position.id);
    added.push({ position, due: store.turn, wait: FIRST_WAIT, streak: 0, firstTry: null, retired: false });
  }
  let entries = [...store.entries, ...added];
  if (entries.length > MAX_ENTRIES) {
    const drop = entries.length - MAX_ENTRIES;
    const retired = entries
      .filter((e) => e.retired)
      .slice(0, drop)
      .map((e) => e.position.id);
    const gone = new Set(retired);
    entries = entries.filter((e) => !gone.has(e.position.id));
    entries = entries.slice(Math.max(0, entries.length - MAX_ENTRIES));
  }
  return { ...store, entries };
}

/** The store after an answer to position `id`: `right` is whether it was answered right before any miss this time. */
export function recordAnswer(store: PracticeStore, id: string, right: boolean): PracticeStore {
  const turn = store.turn + 1;
  const entries = store.entries.map((e): PracticeEntry => {
    if (e.position.id !== id) return e;
    const firstTry = e.firstTry ?? right;
    if (right) {
      const streak = e.streak + 1;
      return { ...e, firstTry, streak, wait: e.wait * 2, due: turn + e.wait, retired: streak >= RETIRE_STREAK };
    }
    const wait = Math.max(1, Math.floor(e.wait / 2));
    return { ...e, firstTry, streak: 0, wait, due: turn + wait, retired: false };
  });
  return { ...store, turn, entries };
}

/** Positions still practised, the due ones first (then by when they are due, then in the order kept). */
export function activeEntries(store: PracticeStore): PracticeEntry[] {
  return store.entries
    .filter((e) => !e.retired)
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.due - b.e.due || a.i - b.i)
    .map(({ e }) => e);
}

export function isDue(store: PracticeStore, entry: PracticeEntry): boolean {
  return !entry.retired && entry.due <= store.turn;
}

export interface ThemeStats {
  readonly theme: Theme;
  /** Positions kept of this theme (retired included), those tried, and those right at the first try. */
  readonly total: number;
  readonly tried: number;
  readonly firstRight: number;
  readonly retired: number;
}

/** First-try accuracy and counts for each theme. */
export function themeStats(store: PracticeStore): ThemeStats[] {
  return THEMES.map((theme) => {
    const of = store.entries.filter((e) => e.position.theme === theme);
    return {
      theme,
      total: of.length,
      tried: of.filter((e) => e.firstTry !== null).length,
      firstRight: of.filter((e) => e.firstTry === true).length,
      retired: of.filter((e) => e.retired).length,
    };
  });
}
