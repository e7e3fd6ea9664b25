// What this browser keeps: one key format per copy of the site, reads checked with errors as values, and every store
// kept by an earlier version (saved game, course, practice, score sheet, history, the friend game) found after the move.
import { describe, expect, it } from 'vitest';
import { practicePosition } from '../support/practice-position.ts';
import { historyGame, readHistory } from '../../src/components/play/history/history.ts';
import { loadPrefs, loadSaved, saveText } from '../../src/components/play/session/storage.ts';
import { currentState, startSession, tryEntry } from '../../src/components/play/session/session.ts';
import { formatRecord } from '../../src/components/play/session/gameRecord.ts';
import { loadSound } from '../../src/components/play/sound/sound.ts';
import { loadFriendSave, readName } from '../../src/components/play/friend/storage.ts';
import { loadSettings } from '../../src/components/play/friend/linkSettings.ts';
import { readProgress } from '../../src/components/learn/progress.ts';
import { readFirstTries } from '../../src/components/learn/scores.ts';
import { readPractice } from '../../src/components/practice/storage.ts';
import { addPositions, EMPTY_STORE } from '../../src/components/practice/schedule.ts';
import { loadSheet } from '../../src/components/tools/scoreSheetStore.ts';
import {
  KEYS,
  migrateOldKeys,
  oldKeys,
  readJson,
  remove,
  storageKey,
  STORE_NAMES,
  writeJson,
  type StorageLike,
  type StoreName,
} from '../../src/storage/storage.ts';

function memoryStore(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A game ended at once by a resignation: a real record for the saved game and the history. */
function resignedGame() {
  const session = startSession({ seed: 'storage-move', opponent: 'medium', jokers: false, target: 1, trickRule: 'parlett', undo: true });
  const ended = tryEntry(session, { type: 'resign', player: 0 });
  if (!ended.ok) throw new Error('resign refused');
  const state = currentState(ended.value);
  if (state.phase !== 'game-over') throw new Error('not over');
  const record = formatRecord(ended.value);
  const finished = {
    opponent: 'medium',
    name: null,
    seat: 0,
    options: state.options,
    dealNumber: 1,
    result: state.result,
    record,
  } as const;
  return { session, game: historyGame(finished, new Date('2026-01-02T03:04:05.000Z')) };
}

const position = practicePosition('p1');

/** What an earlier version kept at the site's root, under each old key, and how this version reads each back. */
const { session, game } = resignedGame();
const OLD: Record<StoreName, { readonly raw: string; readonly readBack: (store: StorageLike) => unknown; readonly expected: unknown }> = {
  game: {
    raw: saveText(session),
    readBack: (s) => {
      const loaded = loadSaved(s);
      return loaded.kind === 'ok' ? formatRecord(loaded.session) : loaded.kind;
    },
    expected: formatRecord(session),
  },
  prefs: { raw: '{"fourColour":true}', readBack: (s) => loadPrefs(s), expected: { fourColour: true } },
  sound: { raw: 'on', readBack: (s) => loadSound(s), expected: true },
  history: {
    raw: JSON.stringify({ version: 1, games: [game] }),
    readBack: (s) => readHistory(s).games.map((g) => g.id),
    expected: [game.id],
  },
  progress: {
    raw: '{"version":1,"done":["cards-1","melds-2"]}',
    readBack: (s) => readProgress(s),
    expected: { progress: { version: 1, done: ['cards-1', 'melds-2'] }, damaged: false },
  },
  firstTries: {
    raw: '{"version":1,"results":{"cards-1":true}}',
    readBack: (s) => readFirstTries(s).results,
    expected: { 'cards-1': true },
  },
  practice: {
    raw: JSON.stringify(addPositions(EMPTY_STORE, [position])),
    readBack: (s) => readPractice(s).practice.entries.map((e) => e.position.id),
    expected: ['p1'],
  },
  scoreSheet: {
    raw: '{"version":1,"names":["Ann","Ben"],"deals":[{"melds":[45,30],"tricks":[7,6],"cardsLeft":[0,4]}]}',
    readBack: (s) => loadSheet(s),
    expected: { kind: 'ok', sheet: { version: 1, names: ['Ann', 'Ben'], deals: [{ melds: [45, 30], tricks: [7, 6], cardsLeft: [0, 4] }] } },
  },
  scoreSheetDamaged: {
    raw: '{"version":1,"names":["a"',
    readBack: (s) => s.getItem(KEYS.scoreSheetDamaged),
    expected: '{"version":1,"names":["a"',
  },
  friendGame: {
    raw: '{"room":"abcdefghjk","seat":1,"options":null,"relay":null,"opponentName":"Ken","journal":null}',
    readBack: (s) => loadFriendSave(s)?.opponentName,
    expected: 'Ken',
  },
  friendSettings: {
    raw: '{"relays":["wss://relay.example.org/mqtt"],"iceServers":[]}',
    readBack: (s) => loadSettings(s),
    expected: { relays: ['wss://relay.example.org/mqtt'], iceServers: [] },
  },
  friendName: { raw: 'Ken', readBack: (s) => readName(s), expected: 'Ken' },
};

describe('the storage keys', () => {
  it('are one format, namespaced by the base path however it is written', () => {
    expect(storageKey('game', '/')).toBe('galapagos:/game');
    expect(storageKey('game', '')).toBe('galapagos:/game');
    expect(storageKey('game', '/galapagos')).toBe('galapagos:/galapagos/game');
    expect(storageKey('game', '/galapagos/')).toBe('galapagos:/galapagos/game');
    expect(storageKey('game', '/galapagos-beta/')).not.toBe(storageKey('game', '/galapagos/'));
    expect(new Set(STORE_NAMES.map((name) => KEYS[name])).size).toBe(STORE_NAMES.length);
  });
});

describe("moving an earlier version's keys", () => {
  for (const name of STORE_NAMES) {
    it(`finds the ${name} kept under its old key, once, and removes the old key`, () => {
      const [old] = oldKeys(name, '/');
      const store = memoryStore({ [old]: OLD[name].raw });
      migrateOldKeys(store, '/');
      expect(Object.fromEntries(store.data)).toEqual({ [KEYS[name]]: OLD[name].raw });
      expect(OLD[name].readBack(store)).toEqual(OLD[name].expected);
      migrateOldKeys(store, '/');
      expect(Object.fromEntries(store.data)).toEqual({ [KEYS[name]]: OLD[name].raw });
    });
  }

  it("moves a copy under a base path from its own old keys, and leaves the root copy's keys to the root", () => {
    const store = memoryStore({ 'galapagos.learn@/galapagos/': '{"version":1,"done":["cards-1"]}', 'galapagos.learn': 'root' });
    migrateOldKeys(store, '/galapagos/');
    expect(Object.fromEntries(store.data)).toEqual({
      [storageKey('progress', '/galapagos/')]: '{"version":1,"done":["cards-1"]}',
      'galapagos.learn': 'root',
    });
  });

  it('gives the friend game kept before copies had their own keys to the first copy that opens, and only to it', () => {
    const store = memoryStore({ 'galapagos-friend-game': '{"room":"old"}', 'galapagos-friend-name': 'Ken' });
    migrateOldKeys(store, '/galapagos/');
    migrateOldKeys(store, '/galapagos-beta/');
    expect(Object.fromEntries(store.data)).toEqual({
      [storageKey('friendGame', '/galapagos/')]: '{"room":"old"}',
      [storageKey('friendName', '/galapagos/')]: 'Ken',
    });
  });

  it('never overwrites what is kept under the new key', () => {
    const store = memoryStore({ 'galapagos.play.game': 'old', [storageKey('game', '/')]: 'new' });
    migrateOldKeys(store, '/');
    expect(Object.fromEntries(store.data)).toEqual({ [storageKey('game', '/')]: 'new' });
  });

  it('keeps the old copy when the browser refuses the new one, and does nothing when storage is blocked', () => {
    const full = {
      ...memoryStore({ 'galapagos.learn': 'x' }),
      setItem: () => {
        throw new Error('quota');
      },
    };
    migrateOldKeys(full, '/');
    expect(Object.fromEntries(full.data)).toEqual({ 'galapagos.learn': 'x' });
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(() => migrateOldKeys(blocked, '/')).not.toThrow();
    expect(() => migrateOldKeys(null, '/')).not.toThrow();
  });
});

describe('reading and writing', () => {
  const isCount = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

  it("reads back what was written, checked by the caller's validator", () => {
    const store = memoryStore();
    expect(writeJson(store, 'k', 3)).toBe(true);
    expect(readJson(store, 'k', isCount)).toEqual({ ok: true, value: 3 });
    remove(store, 'k');
    expect(readJson(store, 'k', isCount)).toEqual({ ok: false, code: 'missing' });
  });

  it('says what is wrong instead of throwing: not JSON, not valid, storage blocked or full', () => {
    expect(readJson(memoryStore({ k: '{' }), 'k', isCount)).toEqual({ ok: false, code: 'not-json', raw: '{' });
    expect(readJson(memoryStore({ k: '"3"' }), 'k', isCount)).toEqual({ ok: false, code: 'invalid', raw: '"3"' });
    expect(readJson(null, 'k', isCount)).toEqual({ ok: false, code: 'blocked' });
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readJson(throwing, 'k', isCount)).toEqual({ ok: false, code: 'blocked' });
    expect(writeJson(throwing, 'k', 1)).toBe(false);
    expect(writeJson(null, 'k', 1)).toBe(false);
    expect(() => remove(throwing, 'k')).not.toThrow();
  });
});
