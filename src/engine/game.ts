// The game driver's entry points: new game, game over, totals, resignation.
import { startDeal } from './deal.ts';
import { EngineError, unknownPhase } from './errors.ts';
import { seedRng } from './rng.ts';
import { DEFAULT_TARGET, gameValue } from './scoring.ts';
import { other } from './state.ts';
import type { GameOptions, StateBase, GameOverState, GameState, Pair, PlayerIndex, TrickRule } from './types.ts';
import { PHASES, STATE_VERSION, TRICK_RULES } from './types.ts';

const PHASE_SET: ReadonlySet<unknown> = new Set(PHASES);

export interface NewGameOptions {
  /** Any number or string; the same seed (and options) always gives the same game. */
  readonly seed: number | string;
  /** Play with the optional Jokers (RULINGS §7). Default false. */
  readonly jokers?: boolean;
  /** Game target, a positive integer; 1000 by default. */
  readonly target?: number;
  /** Who wins a trick: 'parlett' (R7, default) or 'summary' (R7-S, a house rule). */
  readonly trickRule?: TrickRule;
}

/**
 * A new game at the first auction of the first deal.
 * Ruling: player 0 deals first (the sources do not say; nothing depends on the dealer).
 */
export function newGame(options: NewGameOptions): GameState {
  if (typeof options !== 'object' || options === null) throw new EngineError('invalid-argument', 'options must be an object');
  const seed = options.seed;
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))) {
    throw new EngineError('invalid-argument', 'seed must be a string or a finite number');
  }
  const target = options.target ?? DEFAULT_TARGET;
  if (!Number.isInteger(target) || target < 1) throw new EngineError('invalid-argument', 'target must be a positive integer');
  const jokers = options.jokers ?? false;
  if (typeof jokers !== 'boolean') throw new EngineError('invalid-argument', 'jokers must be a boolean');
  const trickRule = options.trickRule ?? 'parlett';
  if (!(TRICK_RULES as readonly unknown[]).includes(trickRule))
    throw new EngineError('invalid-argument', 'trickRule must be parlett or summary');
  const gameOptions: GameOptions = { seed, jokers, target, trickRule };
  const start: Omit<StateBase, 'game'> = { version: STATE_VERSION, options: gameOptions, rng: seedRng(seed), actionCount: 0 };
  return startDeal(start, { totals: [0, 0], deals: [] }, 1, 0);
}

export function isGameOver(state: GameState): boolean {
  return state.phase === 'game-over';
}

/** Game totals including every finished deal (the deal in progress is not in them yet). */
export function gameTotals(state: GameState): Pair<number> {
  return [state.game.totals[0], state.game.totals[1]];
}

/**
 * `player` resigns: the game is over and the other player wins. Not an Action (it is always open to
 * both players, so it is kept out of legalActions).
 * Ruling: a resigned game is valued by the resigner's game total as it stands (§8 thresholds); the
 * deal in progress does not count.
 */
export function resign(state: GameState, player: PlayerIndex): GameOverState {
  if (!PHASE_SET.has(state?.phase)) unknownPhase(state as never);
  if (state.phase === 'game-over') throw new EngineError('game-over');
  if (player !== 0 && player !== 1) throw new EngineError('invalid-action', 'player must be 0 or 1');
  const winner = other(player);
  const totals = state.game.totals;
  return {
    version: state.version,
    options: state.options,
    rng: state.rng,
    actionCount: state.actionCount + 1,
    game: state.game,
    deal: state.deal,
    phase: 'game-over',
    result: { winner, value: gameValue(totals[player], state.options.target), totals, reason: 'resign' },
  };
}
