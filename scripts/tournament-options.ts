// The tournament's testable parts: its command-line options, the win rate's confidence interval, and the check that two checkouts' views agree in format.
import { resolve } from 'node:path';
import { AI_PLAYERS } from '../src/engine/ai/index.ts';
import type { AiPlayerName } from '../src/engine/ai/index.ts';

export interface Options {
  a: AiPlayerName;
  /** B's player name; with bFrom it is checked against that checkout's players instead of this one's. */
  b: string;
  /** Absolute path of the checkout whose computer player plays B, or null for this checkout. */
  bFrom: string | null;
  deals: number;
  seed: number;
  jokers: boolean;
  workers: number;
  cpu: boolean;
  regret: boolean;
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    a: 'hard',
    b: 'random',
    bFrom: null,
    deals: 200,
    seed: 1,
    jokers: false,
    workers: 1,
    cpu: false,
    regret: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`missing value after ${arg}`);
      return v;
    };
    if (arg === '--a') options.a = playerName(value(), AI_PLAYERS);
    else if (arg === '--b') options.b = value();
    else if (arg === '--b-from') options.bFrom = resolve(value());
    else if (arg === '--deals') options.deals = positiveInt(value(), arg);
    else if (arg === '--seed') options.seed = Number(value());
    else if (arg === '--workers') options.workers = positiveInt(value(), arg);
    else if (arg === '--jokers') options.jokers = true;
    else if (arg === '--cpu') options.cpu = true;
    else if (arg === '--regret') options.regret = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isFinite(options.seed)) throw new Error('--seed must be a number');
  // B from another checkout is checked once that checkout's list of players is loaded.
  if (options.bFrom === null) playerName(options.b, AI_PLAYERS);
  return options;
}

/** `name` if it is one of `players`, else an error naming the accepted ones. */
export function playerName<T extends string>(name: string, players: readonly T[], where = ''): T {
  if (!(players as readonly string[]).includes(name)) throw new Error(`unknown player "${name}"${where} (accepted: ${players.join(', ')})`);
  return name as T;
}

function positiveInt(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

/**
 * The 95% Wilson score interval for a proportion of `wins` in `n` trials, rounded to three places.
 * (Over duplicate pairs the trials are not quite independent: the two deals of a pair share their cards,
 * which makes their results agree more often than chance, so read the interval as a guide, not a test.)
 */
export function wilsonInterval(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = wins / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n))) / (1 + z2n);
  const round = (x: number): number => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
  return [round(centre - half), round(centre + half)];
}

/**
 * Where two plain JSON values differ in format (object keys, value types, array elements' formats), as a path
 * like `view.legalActions[0].type`, or null when they agree. Values themselves may differ.
 */
export function formatDifference(a: unknown, b: unknown, path = 'view'): string | null {
  const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (kind(a) !== kind(b)) return `${path}: ${kind(a)} here, ${kind(b)} in B's checkout`;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = formatDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (kind(a) !== 'object') return null;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = (r: Record<string, unknown>): string[] => Object.keys(r).filter((k) => r[k] !== undefined);
  const onlyHere = keys(ra).filter((k) => !(k in rb) || rb[k] === undefined);
  const onlyThere = keys(rb).filter((k) => !(k in ra) || ra[k] === undefined);
  if (onlyHere.length > 0 || onlyThere.length > 0)
    return `${path}: fields only here [${onlyHere.join(', ')}], only in B's checkout [${onlyThere.join(', ')}]`;
  for (const k of keys(ra)) {
    const d = formatDifference(ra[k], rb[k], `${path}.${k}`);
    if (d !== null) return d;
  }
  return null;
}
