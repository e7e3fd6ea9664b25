// Finished games kept in the browser: kept once, read back checked, deleted, summed up per opponent, carried by the
// progress file (merged, never lost) and refused whole when damaged; a kept record opens in the replay.
import { describe, expect, it } from 'vitest';
import {
  deleteGame,
  HISTORY_KEY,
  historyGame,
  recordId,
  keepGame,
  readHistory,
  summarize,
  validHistory,
  type HistoryGame,
} from '../../src/components/play/history/history.ts';
import { gameLength, keptLengths, LEADER_POINTS_PER_DEAL, MINUTES_PER_DEAL } from '../../src/components/play/setup/length.ts';
import { keptSession } from '../../src/components/play/history/replayKept.ts';
import { applyProgressFile, exportProgress, parseProgressFile } from '../../src/components/learn/practice/transfer.ts';
import { formatRecord } from '../../src/components/play/session/gameRecord.ts';
import { currentState, startSession, tryEntry } from '../../src/components/play/session/session.ts';
import type { StorageLike } from '../../src/storage/storage.ts';
import type { Opponent } from '../../src/components/play/setup/config.ts';

function memoryStore(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A finished game: seat 0 resigns at once (the quickest real end), kept as the table keeps it. */
function finished(seed: string, opponent: Opponent = 'medium', at = '2026-01-02T03:04:05.000Z'): HistoryGame {
  const session = startSession({ seed, opponent, jokers: false, target: 1, trickRule: 'parlett', undo: true });
  const ended = tryEntry(session, { type: 'resign', player: 0 });
  if (!ended.ok) throw new Error('resign refused');
  const state = currentState(ended.value);
  if (state.phase !== 'game-over') throw new Error('not over');
  return historyGame(
    {
      opponent,
      name: null,
      seat: opponent === 'human' ? null : 0,
      options: state.options,
      dealNumber: state.game.dealNumber,
      result: state.result,
      record: formatRecord(ended.value),
    },
    new Date(at),
  );
}

describe('the kept games', () => {
  it('keeps a finished game once, reads it back and deletes it', () => {
    const store = memoryStore();
    const game = finished('hist-a');
    expect(game).toMatchObject({ opponent: 'medium', seat: 0, winner: 1, resigned: true, deals: 1, target: 1 });
    expect(game.id).toBe(recordId(game.record));
    expect(keepGame(store, game)).toBe(true);
    expect(keepGame(store, { ...game, at: '2026-02-02T00:00:00.000Z' })).toBe(true);
    expect(readHistory(store).games).toEqual([game]);
    expect(deleteGame(store, game.id)).toBe(true);
    expect(readHistory(store).games).toEqual([]);
  });

  it('lists the newest first and sums up wins and points per opponent', () => {
    const store = memoryStore();
    keepGame(store, finished('hist-1', 'easy', '2026-01-01T00:00:00.000Z'));
    keepGame(store, finished('hist-2', 'easy', '2026-01-03T00:00:00.000Z'));
    keepGame(store, finished('hist-3', 'human', '2026-01-02T00:00:00.000Z'));
    const { games } = readHistory(store);
    expect(games.map((g) => g.at.slice(0, 10))).toEqual(['2026-01-03', '2026-01-02', '2026-01-01']);
    const rows = summarize(games);
    expect(rows.map((r) => r.opponent)).toEqual(['easy', 'human']);
    expect(rows[0]).toMatchObject({ games: 2, wins: 0, meanTotal: 0, meanPerDeal: 0, meanDeals: 1 });
    expect(rows[1]).toMatchObject({ games: 1, wins: null, meanTotal: null });
  });

  it('reads damaged or foreign data as no games, never as an error', () => {
    const good = finished('hist-b');
    const bad: unknown[] = [
      'not json',
      { version: 2, games: [] },
      { version: 1, games: [{ ...good, value: 5 }] },
      { version: 1, games: [{ ...good, id: '<script>' }] },
      { version: 1, games: [{ ...good, record: 42 }] },
      { version: 1, games: [{ ...good, record: 'hello' }] },
      { version: 1, games: [{ ...good, totals: [1] }] },
      { version: 1, games: [{ ...good, at: 'yesterday' }] },
      { version: 1, games: [{ ...good, opponent: 'god' }] },
    ];
    for (const value of bad) {
      const store = memoryStore({ [HISTORY_KEY]: typeof value === 'string' ? value : JSON.stringify(value) });
      expect(readHistory(store).games).toEqual([]);
      if (typeof value !== 'string') expect(validHistory(value)).toBeNull();
    }
  });

  it('opens a kept game in the replay, and says so when it is not kept', async () => {
    const store = memoryStore();
    const game = finished('hist-c');
    keepGame(store, game);
    const session = await keptSession(store, game.id);
    expect(session && currentState(session).phase).toBe('game-over');
    expect(await keptSession(store, 'nope')).toBeNull();
  });
});

describe('the progress file carries the kept games', () => {
  it('exports them and adds them to the games on the other device', () => {
    const here = memoryStore();
    const there = memoryStore();
    keepGame(here, finished('hist-d'));
    keepGame(there, finished('hist-e'));
    const parsed = parseProgressFile(exportProgress(here));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(applyProgressFile(there, parsed.value)).toBe(true);
    expect(
      readHistory(there)
        .games.map((g) => g.id)
        .sort(),
    ).toEqual([finished('hist-d').id, finished('hist-e').id].sort());
  });

  it('refuses a file with damaged games (nothing changes); a file from before games were kept leaves them alone', () => {
    const good = JSON.parse(exportProgress(memoryStore()));
    const broken = { ...good, history: { version: 1, games: [{ ...finished('hist-f'), winner: 7 }] } };
    expect(parseProgressFile(JSON.stringify(broken))).toEqual({ ok: false, error: 'history' });
    const store = memoryStore();
    keepGame(store, finished('hist-g'));
    const before = store.getItem(HISTORY_KEY);
    const old = { ...good };
    delete old.history;
    const parsed = parseProgressFile(JSON.stringify(old));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(applyProgressFile(store, parsed.value)).toBe(true);
    expect(store.getItem(HISTORY_KEY)).toBe(before);
  });
});

describe('how long a game lasts', () => {
  it('is estimated from deal scores, then measured from three or more finished games to the same target', () => {
    expect(gameLength(1)).toEqual({ deals: 1, minutes: MINUTES_PER_DEAL, measured: false });
    expect(gameLength(1000).deals).toBe(Math.round(1000 / LEADER_POINTS_PER_DEAL));
    expect(gameLength(300).deals).toBe(2);
    const game = (deals: number, target = 300): HistoryGame => ({ ...finished(`len-${deals}-${target}`), target, deals, resigned: false });
    expect(gameLength(300, [game(4), game(5)]).measured).toBe(false);
    expect(gameLength(300, [game(4), game(5), game(6), game(9, 1000)])).toEqual({
      deals: 5,
      minutes: 5 * MINUTES_PER_DEAL,
      measured: true,
    });
  });

  it("reads the kept games' lengths without the history's checks, passing over what is not a length", () => {
    const kept = [4, 5, 6].map((deals) => ({ ...finished(`len-read-${deals}`), target: 300, deals, resigned: false }));
    const store = memoryStore({ [HISTORY_KEY]: JSON.stringify({ version: 1, games: [...kept, null, { target: 300, deals: 'many' }] }) });
    expect(keptLengths(store).map((g) => g.deals)).toEqual([4, 5, 6]);
    expect(gameLength(300, keptLengths(store))).toMatchObject({ deals: 5, measured: true });
    expect(keptLengths(memoryStore({ [HISTORY_KEY]: '{not json' }))).toEqual([]);
    expect(keptLengths(memoryStore())).toEqual([]);
    expect(keptLengths(null)).toEqual([]);
  });
});
