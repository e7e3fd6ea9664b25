// The course's saved progress: versioned, validated, reset (and reported) when damaged, never a crash.
import { describe, expect, it } from 'vitest';
import { firstUnfinished, isCourseExercise, LESSONS } from '../../src/components/learn/lessons.ts';
import { markDone, PROGRESS_KEY, readProgress } from '../../src/components/learn/progress.ts';
import type { StorageLike } from '../../src/storage/storage.ts';

function memory(initial?: string): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(PROGRESS_KEY, initial);
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('learn progress', () => {
  it('starts empty and records done exercises once', () => {
    const store = memory();
    expect(readProgress(store)).toEqual({ progress: { version: 1, done: [] }, damaged: false });
    expect(markDone(store, 'cards-1')).toBe(true);
    expect(markDone(store, 'cards-1')).toBe(true);
    expect(readProgress(store, isCourseExercise).progress.done).toEqual(['cards-1']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 2, done: [] })],
    ['ids that are not strings', JSON.stringify({ version: 1, done: [1, 2] })],
    ['an unknown exercise', JSON.stringify({ version: 1, done: ['cards-99'] })],
    ['markup', JSON.stringify({ version: 1, done: ['<img src=x>'] })],
    ['an array', '[]'],
  ])('resets a record with %s and reports it', (_, raw) => {
    const store = memory(raw);
    expect(readProgress(store, isCourseExercise)).toEqual({ progress: { version: 1, done: [] }, damaged: true });
    expect(store.data.has(PROGRESS_KEY)).toBe(false);
  });

  it('works without storage, and refuses ids of the wrong shape', () => {
    expect(readProgress(null).damaged).toBe(false);
    expect(markDone(null, 'cards-1')).toBe(false);
    expect(markDone(memory(), '../evil')).toBe(false);
  });

  it('a storage that throws is treated as no storage', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(readProgress(throwing).progress.done).toEqual([]);
    expect(markDone(throwing, 'cards-1')).toBe(false);
  });

  it('Start goes to the first lesson with an exercise not done', () => {
    expect(firstUnfinished({ version: 1, done: [] })?.slug).toBe(LESSONS[0].slug);
    const firstDone = LESSONS[0].exercises.map((e) => e.id);
    expect(firstUnfinished({ version: 1, done: firstDone })?.slug).toBe(LESSONS[1].slug);
    expect(firstUnfinished({ version: 1, done: LESSONS.flatMap((l) => l.exercises.map((e) => e.id)) })).toBeNull();
  });
});
