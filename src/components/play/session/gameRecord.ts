// The plain-text game record: written from a session (seed, options, every decision) and read back with errors naming the line.
//
//   Galapagos game record v1
//   seed: k3x9q2ab
//   jokers: off
//   target: 1000
//   trick-rule: parlett       (parlett = R7 | summary = R7-S; records made before it existed have none: summary)
//   opponent: medium          (easy | medium | hard | human)
//   undo: on
//   # Deal 1, auction 1: turn-up QS
//   1 P0 bid 7H
//   2 P1 bid KS
//   3 P1 take
//   …
// Lines starting with # are comments (ignored when read). Actions are numbered from 1 without gaps; cards use
// the engine's notation (AS, 10H, TH, Q♦, RJ, BJ); each verb is an engine action type, or `resign`.
import { ACTION_TYPES, formatCard, isSuit, parseCard } from '../../../engine/index.ts';
import type { Card, ErrorCode, GameState, PlayerIndex } from '../../../engine/index.ts';
import { isOpponent, isTarget, isTrickRule, seedProblem, type GameConfig, type Opponent } from '../setup/config.ts';
import { replaySession, type Entry, type Session } from './session.ts';

export const RECORD_TITLE = 'Galapagos game record v1';
/** Records longer than this are refused before reading (a pasted file should never stall the page). */
export const MAX_RECORD_CHARS = 500_000;

export const RECORD_ERRORS = [
  'empty',
  'too-long',
  'title',
  'version',
  'option-line',
  'unknown-option',
  'duplicate-option',
  'bad-option',
  'missing-option',
  'action-line',
  'number',
  'player',
  'verb',
  'card',
  'suit',
  'missing-card',
  'extra',
  'illegal',
  'old-rules',
] as const;
export type RecordErrorCode = (typeof RECORD_ERRORS)[number];

/** A broken record: `line` is 1-based; `token` is the offending text; `engineCode` says why an action was refused. */
export class RecordError extends Error {
  readonly code: RecordErrorCode;
  readonly line: number;
  readonly token: string;
  readonly engineCode: ErrorCode | null;
  constructor(code: RecordErrorCode, line: number, token = '', engineCode: ErrorCode | null = null) {
    super(`line ${line}: ${code}${token ? ` "${token}"` : ''}${engineCode ? ` (${engineCode})` : ''}`);
    this.name = 'RecordError';
    this.code = code;
    this.line = line;
    this.token = token;
    this.engineCode = engineCode;
  }
}

export interface GameRecord {
  readonly config: GameConfig;
  readonly entries: Entry[];
  /** 1-based line of each entry (to name the line of an illegal action). */
  readonly lines: number[];
  /**
   * True for a record without a trick-rule line: it was made before R7, R10 and R15 changed, so it is
   * replayed under R7-S (the rule it was played with) and a move the revised R10/R15 refuse is reported as such.
   */
  readonly olderRules: boolean;
}

/** The trick rule of a record made before the option existed: the site then played the summary's reading. */
export const OLDER_RECORDS_TRICK_RULE = 'summary';

// ─── Writing ────────────────────────────────────────────────────────────────

const VERB_OF: Record<Entry['type'], string> = {
  bid: 'bid',
  take: 'take',
  cede: 'cede',
  'joker-exchange': 'joker-exchange',
  'keep-joker': 'keep-joker',
  declare: 'declare',
  play: 'play',
  'playoff-play': 'playoff-play',
  pass: 'pass',
  'next-deal': 'next-deal',
  resign: 'resign',
};

/** One action as record text, without its number: "P0 bid 7H". */
export function entryText(entry: Entry): string {
  const head = `P${entry.player} ${VERB_OF[entry.type]}`;
  switch (entry.type) {
    case 'bid':
    case 'play':
    case 'joker-exchange':
      return `${head} ${formatCard(entry.card)}`;
    case 'declare':
      return `${head} ${entry.trump}`;
    case 'playoff-play':
      return `${head} ${entry.cards.map(formatCard).join(' ')}`;
    default:
      return head;
  }
}

/** Comment lines that help a person follow the record: deals, turn-ups, phases, the result. */
function commentsBefore(before: GameState, previous: GameState | null): string[] {
  const lines: string[] = [];
  const newDeal = previous === null || previous.game.dealNumber !== before.game.dealNumber;
  if (newDeal) lines.push(`# Deal ${before.game.dealNumber} (dealer P${before.game.dealer})`);
  if (before.phase === 'auction') {
    const fresh = newDeal || previous?.phase !== 'auction' || previous.auction.number !== before.auction.number;
    if (fresh) lines.push(`# Auction ${before.auction.number}: turn-up ${formatCard(before.auction.turnUp)}`);
  } else if (previous !== null && previous.phase !== before.phase) {
    const title: Record<string, string> = { melds: 'Melds', tricks: 'Tricks', 'play-off': 'Play-off', 'deal-over': 'Deal over' };
    if (title[before.phase]) lines.push(`# ${title[before.phase]}`);
  }
  return lines;
}

export function formatRecord(session: Session): string {
  const { config, entries, history } = session;
  const lines = [
    RECORD_TITLE,
    `seed: ${config.seed}`,
    `jokers: ${config.jokers ? 'on' : 'off'}`,
    `target: ${config.target}`,
    `trick-rule: ${config.trickRule}`,
    `opponent: ${config.opponent}`,
    `undo: ${config.undo ? 'on' : 'off'}`,
    config.opponent === 'human' ? '# P0 and P1 are two people on one device' : '# P0 is the person, P1 the computer',
  ];
  entries.forEach((entry, i) => {
    lines.push(...commentsBefore(history[i], i === 0 ? null : history[i - 1]));
    lines.push(`${i + 1} ${entryText(entry)}`);
  });
  const last = history[history.length - 1];
  if (last.phase === 'game-over') {
    const { winner, totals, value, reason } = last.result;
    lines.push(`# Result: P${winner} wins ${totals[0]}-${totals[1]}, game value ${value}${reason === 'resign' ? ' (resignation)' : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

// ─── Reading ────────────────────────────────────────────────────────────────

const OPTION_KEYS = ['seed', 'jokers', 'target', 'trick-rule', 'opponent', 'undo'] as const;
type OptionKey = (typeof OPTION_KEYS)[number];

function readOnOff(value: string, line: number): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new RecordError('bad-option', line, value);
}

function readOption(key: OptionKey, value: string, line: number): string | boolean | number {
  switch (key) {
    case 'seed':
      if (seedProblem(value) !== null) throw new RecordError('bad-option', line, value);
      return value;
    case 'jokers':
    case 'undo':
      return readOnOff(value, line);
    case 'target': {
      const target = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      if (!isTarget(target)) throw new RecordError('bad-option', line, value);
      return target;
    }
    case 'opponent':
      if (!isOpponent(value)) throw new RecordError('bad-option', line, value);
      return value;
    case 'trick-rule':
      if (!isTrickRule(value)) throw new RecordError('bad-option', line, value);
      return value;
  }
}

function readCard(token: string | undefined, line: number): Card {
  if (token === undefined) throw new RecordError('missing-card', line);
  try {
    return parseCard(token);
  } catch {
    throw new RecordError('card', line, token);
  }
}

function readAction(tokens: string[], line: number, expected: number): Entry {
  const [numberText, playerText, verb, ...rest] = tokens;
  if (numberText !== String(expected)) throw new RecordError('number', line, numberText);
  if (playerText !== 'P0' && playerText !== 'P1') throw new RecordError('player', line, playerText ?? '');
  const player: PlayerIndex = playerText === 'P0' ? 0 : 1;
  if (verb === undefined || !(verb === 'resign' || (ACTION_TYPES as readonly string[]).includes(verb))) {
    throw new RecordError('verb', line, verb ?? '');
  }
  const type = verb as Entry['type'];
  const noMore = (count: number) => {
    if (rest.length > count) throw new RecordError('extra', line, rest[count]);
  };
  switch (type) {
    case 'bid':
    case 'play':
    case 'joker-exchange':
      noMore(1);
      return { type, player, card: readCard(rest[0], line) };
    case 'declare': {
      noMore(1);
      const trump = rest[0];
      if (!isSuit(trump)) throw new RecordError('suit', line, trump ?? '');
      return { type, player, trump };
    }
    case 'playoff-play':
      if (rest.length === 0) throw new RecordError('missing-card', line);
      return { type, player, cards: rest.map((token) => readCard(token, line)) };
    default:
      noMore(0);
      return { type, player };
  }
}

/** Reads a record's text (options and actions); does not check that the actions are legal (see loadRecord). */
export function parseRecord(text: string): GameRecord {
  if (text.length > MAX_RECORD_CHARS) throw new RecordError('too-long', 1);
  const rawLines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const meaningful = rawLines.map((raw, i) => ({ text: raw.trim(), line: i + 1 })).filter((l) => l.text !== '' && !l.text.startsWith('#'));
  if (meaningful.length === 0) throw new RecordError('empty', 1);
  const [title, ...body] = meaningful;
  if (title.text !== RECORD_TITLE) {
    const version = /^Galapagos game record v(\S+)$/.exec(title.text);
    throw new RecordError(version ? 'version' : 'title', title.line, version ? `v${version[1]}` : title.text);
  }
  const options = new Map<OptionKey, string | boolean | number>();
  let at = 0;
  for (; at < body.length && !/^\d/.test(body[at].text); at++) {
    const { text: optionText, line } = body[at];
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(optionText);
    if (!match) throw new RecordError('option-line', line, optionText);
    const key = match[1].toLowerCase();
    if (!(OPTION_KEYS as readonly string[]).includes(key)) throw new RecordError('unknown-option', line, match[1]);
    if (options.has(key as OptionKey)) throw new RecordError('duplicate-option', line, match[1]);
    options.set(key as OptionKey, readOption(key as OptionKey, match[2].trim(), line));
  }
  for (const key of ['seed', 'jokers', 'target'] as const) {
    if (!options.has(key)) throw new RecordError('missing-option', body[at]?.line ?? title.line, key);
  }
  const config: GameConfig = {
    seed: options.get('seed') as string,
    jokers: options.get('jokers') as boolean,
    target: options.get('target') as number,
    opponent: (options.get('opponent') as Opponent | undefined) ?? 'human',
    undo: (options.get('undo') as boolean | undefined) ?? true,
    trickRule: (options.get('trick-rule') as GameConfig['trickRule'] | undefined) ?? OLDER_RECORDS_TRICK_RULE,
  };
  const olderRules = !options.has('trick-rule');
  const entries: Entry[] = [];
  const lines: number[] = [];
  for (; at < body.length; at++) {
    const { text: actionText, line } = body[at];
    const tokens = actionText.split(/\s+/);
    if (!/^\d+$/.test(tokens[0])) throw new RecordError('action-line', line, actionText);
    entries.push(readAction(tokens, line, entries.length + 1));
    lines.push(line);
  }
  return { config, entries, lines, olderRules };
}

/**
 * Reads a record and replays it through the engine; an illegal action is reported with its line and the
 * engine's code ('old-rules' when the record predates the revised rules, so the person knows why).
 */
export function loadRecord(text: string): { record: GameRecord; session: Session } {
  const record = parseRecord(text);
  const replay = replaySession(record.config, record.entries);
  if (replay.ok) return { record, session: replay.value };
  const { index, failure } = replay.error;
  const code = record.olderRules ? 'old-rules' : 'illegal';
  throw new RecordError(code, record.lines[index], `${index + 1} ${entryText(record.entries[index])}`, failure.code);
}
