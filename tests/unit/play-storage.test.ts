// Saved games: stored as a record, loaded by replaying it; corrupt, older and newer data are reported, never thrown or lost.
import { describe, expect, it } from 'vitest';
import { linkSearch, readLink } from '../../src/components/play/setup/config.ts';
import { formatRecord } from '../../src/components/play/session/gameRecord.ts';
import { currentState } from '../../src/components/play/session/session.ts';
import {
  clearSaved,
  DEFAULT_PREFS,
  loadPrefs,
  loadSaved,
  PREFS_KEY,
  SAVE_APP,
  SAVE_KEY,
  saveSession,
  savePrefs,
} from '../../src/components/play/session/storage.ts';
import type { StorageLike } from '../../src/storage/storage.ts';
import { newRandomGame } from '../support/unit.ts';

function memoryStore(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('saving and loading a game', () => {
  it('loads back exactly the saved game, mid-deal', () => {
    const session = newRandomGame({ seed: 'save-1', jokers: true }, 3, (s) => s.entries.length === 70);
    const store = memoryStore();
    expect(saveSession(store, session)).toBe(true);
    const loaded = loadSaved(store);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    expect(loaded.session.config).toEqual(session.config);
    expect(JSON.stringify(currentState(loaded.session))).toBe(JSON.stringify(currentState(session)));
  });

  it('stores the plain-text record (so a change of state shape cannot break it)', () => {
    const session = newRandomGame({ seed: 'save-2' }, 4, (s) => s.entries.length === 10);
    const store = memoryStore();
    saveSession(store, session);
    const stored = JSON.parse(store.data.get(SAVE_KEY)!);
    expect(stored).toEqual({ app: SAVE_APP, version: 1, record: formatRecord(session) });
  });

  it('nothing stored is simply empty', () => {
    expect(loadSaved(memoryStore()).kind).toBe('empty');
  });

  const problems: [string, string, string][] = [
    ['not JSON', '{"app": "galapagos-play", "version": 1, "rec', 'corrupt'],
    ['JSON of the wrong shape', '[1, 2, 3]', 'corrupt'],
    ['another application', JSON.stringify({ app: 'other', version: 1, record: '' }), 'corrupt'],
    ['no version', JSON.stringify({ app: SAVE_APP, record: '' }), 'corrupt'],
    ['an older version', JSON.stringify({ app: SAVE_APP, version: 0, state: {} }), 'old-version'],
    ['a newer version', JSON.stringify({ app: SAVE_APP, version: 2, record: '' }), 'new-version'],
    ['a record that is not text', JSON.stringify({ app: SAVE_APP, version: 1, record: 42 }), 'corrupt'],
    ['a record that does not read', JSON.stringify({ app: SAVE_APP, version: 1, record: 'hello' }), 'corrupt'],
  ];
  for (const [name, raw, problem] of problems) {
    it(`${name}: reported as ${problem}, with the raw data kept for download`, () => {
      const store = memoryStore({ [SAVE_KEY]: raw });
      const loaded = loadSaved(store);
      expect(loaded.kind).toBe('problem');
      if (loaded.kind !== 'problem') return;
      expect(loaded.problem).toBe(problem);
      expect(loaded.raw).toBe(raw);
      // Loading never deletes anything: the data is still there until the person chooses.
      expect(store.data.get(SAVE_KEY)).toBe(raw);
    });
  }

  it('a record with an illegal action is corrupt, and says which line', () => {
    const session = newRandomGame({ seed: 'save-3' }, 5, (s) => s.entries.length === 6);
    const record = formatRecord(session).replace(/\n3 P(\d) (\w+)/, '\n3 P$1 pass');
    const loaded = loadSaved(memoryStore({ [SAVE_KEY]: JSON.stringify({ app: SAVE_APP, version: 1, record }) }));
    expect(loaded.kind === 'problem' && loaded.problem).toBe('corrupt');
    expect(loaded.kind === 'problem' && loaded.error?.code).toBe('illegal');
    expect(loaded.kind === 'problem' && loaded.error?.token.startsWith('3 P')).toBe(true);
  });

  it('a browser that refuses to store is reported, not thrown', () => {
    const store: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(
      saveSession(
        store,
        newRandomGame({}, 1, (s) => s.entries.length === 2),
      ),
    ).toBe(false);
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => {
        throw new Error('x');
      },
    };
    expect(loadSaved(throwing).kind).toBe('empty');
    expect(() => clearSaved(throwing)).not.toThrow();
  });

  it('clearing removes the saved game only', () => {
    const store = memoryStore({ [SAVE_KEY]: 'x', [PREFS_KEY]: '{"fourColour":true}' });
    clearSaved(store);
    expect(store.data.has(SAVE_KEY)).toBe(false);
    expect(loadPrefs(store)).toEqual({ fourColour: true });
  });

  it('preferences fall back to the defaults when unreadable', () => {
    expect(loadPrefs(memoryStore({ [PREFS_KEY]: '{bad' }))).toEqual(DEFAULT_PREFS);
    expect(loadPrefs(memoryStore({ [PREFS_KEY]: '{"fourColour":"yes"}' }))).toEqual(DEFAULT_PREFS);
    expect(loadPrefs(null)).toEqual(DEFAULT_PREFS);
    const store = memoryStore();
    savePrefs(store, { fourColour: true });
    expect(loadPrefs(store)).toEqual({ fourColour: true });
  });
});

describe('shared links', () => {
  const base = { opponent: 'medium', jokers: false, target: 1000, undo: true, trickRule: 'parlett' } as const;
  it('reads a deal from ?seed=…&jokers=1', () => {
    expect(readLink('?seed=abc&jokers=1', base)).toEqual({ config: { ...base, seed: 'abc', jokers: true }, problems: [], fast: false });
    expect(readLink('?seed=abc&target=1&opponent=human&fast=1', base).config).toEqual({
      ...base,
      seed: 'abc',
      target: 1,
      opponent: 'human',
    });
  });
  it('no deal parameters: no deal', () => {
    expect(readLink('?fast=1', base)).toEqual({ config: null, problems: [], fast: true });
    expect(readLink('', base).config).toBeNull();
  });
  it('names every bad value and starts nothing', () => {
    const reading = readLink('?seed=<b>x</b>&jokers=yes&target=0&opponent=god', base);
    expect(reading.config).toBeNull();
    expect(reading.problems).toEqual([
      { param: 'seed', token: '<b>x</b>' },
      { param: 'jokers', token: 'yes' },
      { param: 'target', token: '0' },
      { param: 'opponent', token: 'god' },
    ]);
  });
  it('R7-S: ?rule=summary plays the house rule; a bad rule is named; links carry only the house rule', () => {
    expect(readLink('?seed=abc&rule=summary', base).config).toEqual({ ...base, seed: 'abc', trickRule: 'summary' });
    expect(readLink('?seed=abc&rule=parlett', base).config?.trickRule).toBe('parlett');
    expect(readLink('?seed=abc&rule=japan', base).problems).toEqual([{ param: 'rule', token: 'japan' }]);
    expect(linkSearch({ ...base, seed: 'abc', trickRule: 'summary' })).toBe('?seed=abc&jokers=0&target=1000&rule=summary');
    expect(linkSearch({ ...base, seed: 'abc' })).toBe('?seed=abc&jokers=0&target=1000');
  });
  it('a link without a seed gets a fresh one', () => {
    const reading = readLink('?jokers=1', base);
    expect(reading.config?.jokers).toBe(true);
    expect(reading.config?.seed).toMatch(/^[a-z0-9]{8}$/);
  });
});
