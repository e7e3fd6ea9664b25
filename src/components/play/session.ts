// A game being played on this page: its options, every decision so far, and the engine state after each one.
import { applyAction, EngineError, newGame, playersToAct, resign } from '../../engine/index';
import type { Action, GameState, PlayerIndex } from '../../engine/types';
import { againstComputer, type GameConfig } from './config';

/** Resigning is not an engine Action (it is always open), so the session records it as its own entry. */
export interface ResignEntry {
  readonly type: 'resign';
  readonly player: PlayerIndex;
}
export type Entry = Action | ResignEntry;

export interface Session {
  readonly config: GameConfig;
  readonly entries: readonly Entry[];
  /** history[k] is the state after the first k entries; history[0] is the new game. */
  readonly history: readonly GameState[];
}

/** Against the computer the person plays seat 0 and the computer seat 1. */
export const HUMAN: PlayerIndex = 0;
export const COMPUTER: PlayerIndex = 1;

export function currentState(session: Session): GameState {
  return session.history[session.history.length - 1];
}

export function startSession(config: GameConfig): Session {
  return { config, entries: [], history: [newGame({ seed: config.seed, jokers: config.jokers, target: config.target, trickRule: config.trickRule })] };
}

/** The state after one more entry; the engine refuses anything illegal with an EngineError (its code says why). */
export function nextState(state: GameState, entry: Entry): GameState {
  if (entry.type === 'resign') return resign(state, entry.player);
  return applyAction(state, entry);
}

/** The session after one more entry; throws the engine's error if the entry is not legal now. */
export function applyEntry(session: Session, entry: Entry): Session {
  const state = nextState(currentState(session), entry);
  return { config: session.config, entries: [...session.entries, entry], history: [...session.history, state] };
}

/** Thrown when a list of entries cannot be replayed: `index` is the 0-based entry that failed. */
export class ReplayError extends Error {
  readonly index: number;
  readonly code: string;
  constructor(index: number, code: string) {
    super(`entry ${index + 1}: ${code}`);
    this.name = 'ReplayError';
    this.index = index;
    this.code = code;
  }
}

/** Re-applies every entry through the engine (saved games and records are re-played, never trusted). */
export function replaySession(config: GameConfig, entries: readonly Entry[]): Session {
  let session = startSession(config);
  entries.forEach((entry, index) => {
    try {
      session = applyEntry(session, entry);
    } catch (error) {
      throw new ReplayError(index, error instanceof EngineError ? error.code : 'invalid-action');
    }
  });
  return session;
}

/** The session cut back to its first `count` entries (undo). */
export function truncateSession(session: Session, count: number): Session {
  return { config: session.config, entries: session.entries.slice(0, count), history: session.history.slice(0, count + 1) };
}

/** The seats played by people on this device. */
export function humanSeats(config: GameConfig): PlayerIndex[] {
  return againstComputer(config) ? [HUMAN] : [0, 1];
}

/** Whether the computer has a decision to make now (never in deal-over: a person presses "Next deal"). */
export function computerToAct(config: GameConfig, state: GameState): boolean {
  if (!againstComputer(config) || state.phase === 'deal-over' || state.phase === 'game-over') return false;
  return playersToAct(state).includes(COMPUTER);
}

/**
 * A repeatable 32-bit seed for one computer decision, from the game's seed and the move number, so
 * that a replayed or resumed game gets the same computer moves.
 */
export function decisionSeed(seed: string, actionCount: number, salt = 0): number {
  let hash = 2166136261 ^ salt;
  const text = `${seed}#${actionCount}`;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}
