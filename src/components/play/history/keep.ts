// Keeping a game in this browser's history the moment it is finished (a game against the computer, hot-seat or a friend).
import { useEffect } from 'preact/hooks';
import type { GameResult, TrickRule } from '../../../engine/index';
import type { StorageLike } from '../session/storage';
import { keepGame, recordId, type HistoryGame, type HistoryOpponent } from './history';

/** A finished game as the table knows it: who played, the options, the result and the record. */
export interface FinishedGame {
  readonly opponent: HistoryOpponent;
  readonly name: string | null;
  readonly seat: 0 | 1 | null;
  readonly options: { readonly jokers: boolean; readonly target: number; readonly trickRule: TrickRule };
  readonly dealNumber: number;
  readonly result: GameResult;
  readonly record: string;
}

export function historyGame(game: FinishedGame, at: Date): HistoryGame {
  return {
    id: recordId(game.record),
    at: at.toISOString(),
    opponent: game.opponent,
    name: game.name === null ? null : game.name.slice(0, 60),
    seat: game.seat,
    jokers: game.options.jokers,
    target: game.options.target,
    trickRule: game.options.trickRule,
    deals: Math.max(1, game.dealNumber),
    totals: [game.result.totals[0], game.result.totals[1]],
    winner: game.result.winner,
    value: game.result.value,
    resigned: game.result.reason === 'resign',
    record: game.record,
  };
}

/**
 * Keeps the game once it is finished: `finished` is null until then, else builds the game (called once per `key`, the
 * record's length, so a resumed finished game is not written again; keeping is idempotent anyway).
 */
export function useKeepGame(store: StorageLike | null, finished: (() => FinishedGame) | null, key: string): void {
  useEffect(() => {
    if (finished === null || store === null) return;
    keepGame(store, historyGame(finished(), new Date()));
  }, [finished === null, key]);
}
