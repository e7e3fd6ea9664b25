// The finished games kept in this browser (against the computer, hot-seat, a friend): stored, checked on every read and
// import (never trusted), merged, deleted, and summed up per opponent. No engine code (its types only): the progress
// file reads it too.
import type { GameResult, TrickRule } from '../../../engine/index.ts';
import { KEYS, readJson, writeJson, type StorageLike } from '../../../storage/storage.ts';

export const HISTORY_KEY = KEYS.history;
export const HISTORY_VERSION = 1;
/** The most games kept: the oldest give way (a long game's record is a few kilobytes; storage is about five megabytes). */
export const HISTORY_LIMIT = 100;
/** A kept record longer than this is refused (as the record loader refuses one). */
export const HISTORY_RECORD_CHARS = 500_000;

export type HistoryOpponent = 'easy' | 'medium' | 'hard' | 'human' | 'friend';
export const HISTORY_OPPONENTS: readonly HistoryOpponent[] = ['easy', 'medium', 'hard', 'human', 'friend'];

export interface HistoryGame {
  /** Derived from the record, so the same game is kept once however often it is seen finished. */
  readonly id: string;
  /** When it was kept (ISO 8601). */
  readonly at: string;
  readonly opponent: HistoryOpponent;
  /** The friend's name when their invitation gave one. */
  readonly name: string | null;
  /** The seat of the person at this browser (null for two people at one device). */
  readonly seat: 0 | 1 | null;
  readonly jokers: boolean;
  readonly target: number;
  readonly trickRule: 'parlett' | 'summary';
  readonly deals: number;
  readonly totals: readonly [number, number];
  readonly winner: 0 | 1;
  /** The game's value: 1 single … 4 quadruple. */
  readonly value: number;
  readonly resigned: boolean;
  /** The game record (the play page's text format), for the replay. */
  readonly record: string;
}

export interface HistoryStore {
  readonly version: typeof HISTORY_VERSION;
  /** Newest first. */
  readonly games: readonly HistoryGame[];
}

export const EMPTY_HISTORY: HistoryStore = { version: HISTORY_VERSION, games: [] };

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** One kept game checked field by field; null if anything is missing, of the wrong kind or out of range. */
export function validGame(value: unknown): HistoryGame | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const g = value as Record<string, unknown>;
  if (typeof g.id !== 'string' || !/^[0-9a-z]{1,16}$/.test(g.id)) return null;
  if (typeof g.at !== 'string' || !DATE_SHAPE.test(g.at) || Number.isNaN(Date.parse(g.at))) return null;
  if (!HISTORY_OPPONENTS.includes(g.opponent as HistoryOpponent)) return null;
  if (g.name !== null && (typeof g.name !== 'string' || g.name.length > 60)) return null;
  if (g.seat !== null && g.seat !== 0 && g.seat !== 1) return null;
  if (typeof g.jokers !== 'boolean' || typeof g.resigned !== 'boolean') return null;
  if (!isInt(g.target, 1, 100_000) || !isInt(g.deals, 1, 10_000) || !isInt(g.value, 1, 4)) return null;
  if (g.trickRule !== 'parlett' && g.trickRule !== 'summary') return null;
  if (g.winner !== 0 && g.winner !== 1) return null;
  if (!Array.isArray(g.totals) || g.totals.length !== 2 || !g.totals.every((n) => isInt(n, -1_000_000, 1_000_000))) return null;
  if (typeof g.record !== 'string' || g.record.length === 0 || g.record.length > HISTORY_RECORD_CHARS) return null;
  if (!g.record.startsWith('Galapagos game record')) return null;
  return {
    id: g.id,
    at: g.at,
    opponent: g.opponent as HistoryOpponent,
    name: g.name,
    seat: g.seat,
    jokers: g.jokers,
    target: g.target,
    trickRule: g.trickRule,
    deals: g.deals,
    totals: [g.totals[0], g.totals[1]],
    winner: g.winner,
    value: g.value,
    resigned: g.resigned,
    record: g.record,
  };
}

/** The whole store checked: the right version and every game valid (one bad game refuses all: nothing half-trusted). */
export function validHistory(value: unknown): HistoryStore | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (v.version !== HISTORY_VERSION || !Array.isArray(v.games) || v.games.length > HISTORY_LIMIT) return null;
  const games: HistoryGame[] = [];
  for (const item of v.games) {
    const game = validGame(item);
    if (game === null) return null;
    if (!games.some((g) => g.id === game.id)) games.push(game);
  }
  return { version: HISTORY_VERSION, games };
}

/** The kept games; a damaged store reads as empty (and is left for the next save to replace). */
export function readHistory(store: StorageLike | null): HistoryStore {
  const read = readJson(store, HISTORY_KEY, validHistory);
  return read.ok ? read.value : EMPTY_HISTORY;
}

function writeHistory(store: StorageLike | null, games: readonly HistoryGame[]): boolean {
  return writeJson(store, HISTORY_KEY, { version: HISTORY_VERSION, games: games.slice(0, HISTORY_LIMIT) });
}

/** Two lists as one, newest first, each game once (by id); the newest HISTORY_LIMIT are kept. */
export function mergeGames(a: readonly HistoryGame[], b: readonly HistoryGame[]): HistoryGame[] {
  const byId = new Map<string, HistoryGame>();
  for (const game of [...a, ...b]) if (!byId.has(game.id)) byId.set(game.id, game);
  return [...byId.values()].sort((x, y) => y.at.localeCompare(x.at)).slice(0, HISTORY_LIMIT);
}

/** Keeps a finished game (once: a game already kept is left as it is); false if the browser refused. */
export function keepGame(store: StorageLike | null, game: HistoryGame): boolean {
  const { games } = readHistory(store);
  if (games.some((g) => g.id === game.id)) return true;
  return writeHistory(store, mergeGames([game], games));
}

/** Adds the games of an imported file to those kept here (none is lost; a game in both is kept once). */
export function importGames(store: StorageLike | null, games: readonly HistoryGame[]): boolean {
  return writeHistory(store, mergeGames(readHistory(store).games, games));
}

export function deleteGame(store: StorageLike | null, id: string): boolean {
  return writeHistory(
    store,
    readHistory(store).games.filter((g) => g.id !== id),
  );
}

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

/** A short, stable id of a record (FNV-1a, 32 bits, twice with two seeds: 13 base-36 digits). */
export function recordId(record: string): string {
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < record.length; i++) h = Math.imul(h ^ record.charCodeAt(i), 16777619) >>> 0;
    return h.toString(36).padStart(7, '0');
  };
  return `${hash(2166136261)}${hash(0x9e3779b9)}`.slice(0, 14);
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

/** What one opponent's games add up to, from the person's side (hot-seat games have no side: counted only). */
export interface OpponentSummary {
  readonly opponent: HistoryOpponent;
  readonly games: number;
  /** Null for two people at one device (nobody's side to count). */
  readonly wins: number | null;
  /** The person's mean final total per game (null for hot-seat). */
  readonly meanTotal: number | null;
  /** The person's mean points per deal (null for hot-seat). */
  readonly meanPerDeal: number | null;
  /** Mean deals per game (for how long a game lasts). */
  readonly meanDeals: number;
}

export function summarize(games: readonly HistoryGame[]): OpponentSummary[] {
  const out: OpponentSummary[] = [];
  for (const opponent of HISTORY_OPPONENTS) {
    const mine = games.filter((g) => g.opponent === opponent);
    if (mine.length === 0) continue;
    const sided = mine.filter((g) => g.seat !== null);
    const total = sided.reduce((sum, g) => sum + g.totals[g.seat!], 0);
    const deals = sided.reduce((sum, g) => sum + g.deals, 0);
    out.push({
      opponent,
      games: mine.length,
      wins: sided.length === 0 ? null : sided.filter((g) => g.winner === g.seat).length,
      meanTotal: sided.length === 0 ? null : Math.round(total / sided.length),
      meanPerDeal: deals === 0 ? null : Math.round(total / deals),
      meanDeals: mine.reduce((sum, g) => sum + g.deals, 0) / mine.length,
    });
  }
  return out;
}
