// A game being played on this page: its options, every decision so far, and the engine state after each one.
import { EngineError, newGame, playersToAct, tryApplyAction, tryResign } from '../../../engine/index.ts';
import type { Action, ActionResult, EngineFailure, EngineResult, GameState, PlayerIndex, Result } from '../../../engine/index.ts';
import { againstComputer, type GameConfig } from '../setup/config.ts';

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
  return {
    // Between two people undo is never offered (S9): the game's options (and so its record) say so, whatever was asked.
    config: !againstComputer(config) && config.undo ? { ...config, undo: false } : config,
    entries: [],
    history: [newGame({ seed: config.seed, jokers: config.jokers, target: config.target, trickRule: config.trickRule })],
  };
}

/** The state after one more entry, or the engine's reason for refusing it (its code says why). */
export function nextState(state: GameState, entry: Entry): ActionResult {
  return entry.type === 'resign' ? tryResign(state, entry.player) : tryApplyAction(state, entry);
}

/** The session after one more entry, or why the engine refused it: an illegal move is an expected outcome here. */
export type EntryResult = EngineResult<Session>;

export function tryEntry(session: Session, entry: Entry): EntryResult {
  const next = nextState(currentState(session), entry);
  if (!next.ok) return next;
  return { ok: true, value: { config: session.config, entries: [...session.entries, entry], history: [...session.history, next.value] } };
}

/** The session after one more entry that must be legal (tests, replays of checked moves); throws the engine's error if it is not. */
export function applyEntry(session: Session, entry: Entry): Session {
  const result = tryEntry(session, entry);
  if (!result.ok) throw new EngineError(result.error.code, result.error.detail);
  return result.value;
}

/** A replay's outcome: the session, or the 0-based entry the engine refused and why. */
export type ReplayResult = Result<Session, { readonly index: number; readonly failure: EngineFailure }>;

/** Re-applies every entry through the engine (saved games and records are re-played, never trusted). */
export function replaySession(config: GameConfig, entries: readonly Entry[]): ReplayResult {
  let session = startSession(config);
  for (let index = 0; index < entries.length; index++) {
    const result = tryEntry(session, entries[index]);
    if (!result.ok) return { ok: false, error: { index, failure: result.error } };
    session = result.value;
  }
  return { ok: true, value: session };
}

/** The session cut back to its first `count` entries (undo). */
export function truncateSession(session: Session, count: number): Session {
  return { config: session.config, entries: session.entries.slice(0, count), history: session.history.slice(0, count + 1) };
}

/**
 * The tricks of the deal `states` ends in, once that deal has reached them (its tricks, play-off or end), else undefined:
 * the state the review's judges and hindsight start from, however the page got there (played, resumed after a reload in
 * the play-off or after the deal, or stepped to in a replay).
 */
export function dealTricks(states: readonly GameState[]): GameState | undefined {
  const now = states[states.length - 1];
  return now === undefined ? undefined : states.findLast((s) => s.phase === 'tricks' && s.game.dealNumber === now.game.dealNumber);
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
