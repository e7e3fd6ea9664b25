// Game options chosen before a game: their defaults, their validation, and reading them from a shared link.
import type { AiLevel } from '../../../engine/ai/index.ts';
import type { TrickRule } from '../../../engine/index.ts';

/** A computer strength, or a second person on the same device ("hot-seat"). */
export type Opponent = AiLevel | 'human';
/** Restated here (not imported as a value) so the computer player's code stays out of the page's bundle. */
export const OPPONENTS: readonly Opponent[] = ['easy', 'medium', 'hard', 'human'];

/** Lengths offered in the options: the full game, a short game, one deal. */
export const TARGET_CHOICES = [1000, 300, 1] as const;
export const MAX_TARGET = 100_000;

export interface GameConfig {
  readonly opponent: Opponent;
  readonly jokers: boolean;
  /** Game target (1000 in the rules; 1 plays one deal). */
  readonly target: number;
  /** The deal's seed: the same seed and options always give the same cards. */
  readonly seed: string;
  /** Whether the human may take back decisions against the computer (see undo.ts). */
  readonly undo: boolean;
  /** Who wins a trick: 'parlett' (R7, the default) or 'summary' (R7-S, a house rule). */
  readonly trickRule: TrickRule;
}

/** Restated from the engine's TRICK_RULES (a type-only import keeps the engine's values out of this module). */
export const TRICK_RULE_CHOICES: readonly TrickRule[] = ['parlett', 'summary'];

export const DEFAULT_CONFIG: Omit<GameConfig, 'seed'> = {
  opponent: 'medium',
  jokers: false,
  target: 1000,
  undo: true,
  trickRule: 'parlett',
};

/** Seeds are short and plain so they fit in a link and on one line of a game record. */
export const SEED_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;
export const MAX_SEED_LENGTH = 32;

export type SeedProblem = 'empty' | 'too-long' | 'bad-chars';

export function seedProblem(seed: string): SeedProblem | null {
  if (seed.length === 0) return 'empty';
  if (Array.from(seed).length > MAX_SEED_LENGTH) return 'too-long';
  return SEED_PATTERN.test(seed) ? null : 'bad-chars';
}

/** A fresh seed of eight base-36 characters (crypto when present; the game itself never uses Math.random). */
export function randomSeed(): string {
  const words = new Uint32Array(2);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(words);
  else for (let i = 0; i < 2; i++) words[i] = Math.floor(Math.random() * 2 ** 32);
  return (words[0].toString(36) + words[1].toString(36)).slice(0, 8).padStart(8, '0');
}

export function isOpponent(value: unknown): value is Opponent {
  return typeof value === 'string' && (OPPONENTS as readonly string[]).includes(value);
}

export function isTrickRule(value: unknown): value is TrickRule {
  return typeof value === 'string' && (TRICK_RULE_CHOICES as readonly string[]).includes(value);
}

export function isTarget(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_TARGET;
}

/** True when the game is against the computer (player 1 is then the computer). */
export function againstComputer(config: GameConfig): boolean {
  return config.opponent !== 'human';
}

// ─── Shared links: ?seed=…&jokers=1&target=1&opponent=easy&rule=summary ─────

export const LINK_PARAMS = ['seed', 'jokers', 'target', 'opponent', 'rule'] as const;
export type LinkParam = (typeof LINK_PARAMS)[number];

export interface LinkProblem {
  readonly param: LinkParam;
  /** The offending value exactly as given (the UI shortens it for display). */
  readonly token: string;
}

export interface LinkReading {
  /** The game the link asks for, or null if the link names no game or has a problem. */
  readonly config: GameConfig | null;
  readonly problems: LinkProblem[];
  /** `?fast=1`: no pause before the computer's moves (for tests and impatient players). */
  readonly fast: boolean;
}

/** Reads a shared deal from the address's query string; values are validated, never trusted. */
export function readLink(search: string, base: Omit<GameConfig, 'seed'>): LinkReading {
  const params = new URLSearchParams(search);
  const fast = params.get('fast') === '1';
  if (!LINK_PARAMS.some((name) => params.has(name))) return { config: null, problems: [], fast };
  const problems: LinkProblem[] = [];
  const seed = params.get('seed') ?? randomSeed();
  if (seedProblem(seed) !== null) problems.push({ param: 'seed', token: seed });
  let jokers = base.jokers;
  const jokerText = params.get('jokers');
  if (jokerText !== null) {
    if (jokerText === '1' || jokerText === '0') jokers = jokerText === '1';
    else problems.push({ param: 'jokers', token: jokerText });
  }
  let target = base.target;
  const targetText = params.get('target');
  if (targetText !== null) {
    const value = /^\d{1,6}$/.test(targetText) ? Number(targetText) : NaN;
    if (isTarget(value)) target = value;
    else problems.push({ param: 'target', token: targetText });
  }
  let opponent = base.opponent;
  const opponentText = params.get('opponent');
  if (opponentText !== null) {
    if (isOpponent(opponentText)) opponent = opponentText;
    else problems.push({ param: 'opponent', token: opponentText });
  }
  let trickRule = base.trickRule;
  const ruleText = params.get('rule');
  if (ruleText !== null) {
    if (isTrickRule(ruleText)) trickRule = ruleText;
    else problems.push({ param: 'rule', token: ruleText });
  }
  if (problems.length > 0) return { config: null, problems, fast };
  return { config: { opponent, jokers, target, seed, undo: base.undo, trickRule }, problems, fast };
}

/** The address of a shared deal (for "copy a link to this deal"). */
export function linkSearch(config: GameConfig): string {
  const params = new URLSearchParams({ seed: config.seed, jokers: config.jokers ? '1' : '0', target: String(config.target) });
  // Only the house rule is named, so links made before the option existed still mean the default.
  if (config.trickRule !== 'parlett') params.set('rule', config.trickRule);
  return `?${params.toString()}`;
}
