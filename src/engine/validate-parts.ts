// The pieces validateState checks a saved game with: record shapes, the card census, small typed checks.
import { cardFromId, cardId, formatCard, toCard } from './cards.ts';
import { EngineError } from './errors.ts';
import { TRICKS_PER_DEAL } from './scoring.ts';
import type { Card, Pair } from './types.ts';
import { BID_REASONS, COMBO_KINDS, SUITS, TAKE_CHOICES, TRICK_REASONS } from './types.ts';

export type Fields = Record<string, unknown>;

// ─── The cards: each exactly once ───────────────────────────────────────────

export class CardPlaces {
  private readonly seen = new Set<number>();
  private readonly deckSize: number;

  constructor(jokers: boolean) {
    this.deckSize = jokers ? 54 : 52;
  }

  add(value: unknown, path: string): Card {
    const c = card(value, path);
    const id = cardId(c);
    if (id >= this.deckSize) fail(path, `unexpected-card ${formatCard(c)}`);
    if (this.seen.has(id)) fail(path, `duplicate-card ${formatCard(c)}`);
    this.seen.add(id);
    return c;
  }

  addAll(value: unknown, path: string): Card[] {
    const cards = list(value, path);
    const out: Card[] = new Array(cards.length);
    for (let i = 0; i < cards.length; i++) out[i] = this.add(cards[i], `${path}.${i}`);
    return out;
  }

  /** Every card of the pack was found (not required after a resignation in mid-deal). */
  checkComplete(someMayBeMissing: boolean): void {
    if (someMayBeMissing || this.seen.size === this.deckSize) return;
    for (let id = 0; id < this.deckSize; id++) {
      if (!this.seen.has(id)) fail('cards', `missing-card ${formatCard(cardFromId(id))}`);
    }
  }
}

// ─── Records of the deal and of past deals ───────────────────────────────────

/** Settled auctions of the deal (their cards are elsewhere now: only their shape is checked). */
export function checkAuctions(value: unknown, at: string): void {
  list(value, at).forEach((a, i) => {
    const path = `${at}.${i}`;
    const auction = record(a, path);
    if (auction.number !== i + 1) fail(`${path}.number`, 'inconsistent');
    card(auction.turnUp, `${path}.turnUp`);
    const bids = list(auction.bids, `${path}.bids`);
    if (bids.length !== 2) fail(`${path}.bids`, 'bad-value');
    bids.forEach((bid, p) => card(bid, `${path}.bids.${p}`));
    for (const key of ['winner', 'turnUpTo', 'unseenTo'] as const) player(auction[key], `${path}.${key}`);
    if (auction.turnUpTo === auction.unseenTo) fail(`${path}.unseenTo`, 'inconsistent');
    if (!(BID_REASONS as readonly unknown[]).includes(auction.reason)) fail(`${path}.reason`, 'bad-value');
    if (!(TAKE_CHOICES as readonly unknown[]).includes(auction.choice)) fail(`${path}.choice`, 'bad-value');
    card(auction.unseen, `${path}.unseen`);
  });
}

/** Completed tricks: numbered 1, 2…; their cards (counted in `places`, if given); tricksWon counts them. */
export function checkTricks(value: unknown, tricksWonValue: unknown, prefix: string, places: CardPlaces | null): void {
  const tricks = list(value, `${prefix}tricks`);
  if (tricks.length > TRICKS_PER_DEAL) fail(`${prefix}tricks`, 'bad-value');
  const won: [number, number] = [0, 0];
  tricks.forEach((t, i) => {
    const path = `${prefix}tricks.${i}`;
    const trick = record(t, path);
    if (trick.number !== i + 1) fail(`${path}.number`, 'inconsistent');
    player(trick.leader, `${path}.leader`);
    won[player(trick.winner, `${path}.winner`)]++;
    if (!(TRICK_REASONS as readonly unknown[]).includes(trick.reason)) fail(`${path}.reason`, 'bad-value');
    cardIn(places, trick.lead, `${path}.lead`);
    cardIn(places, trick.follow, `${path}.follow`);
  });
  const tricksWon = pairOfCounts(tricksWonValue, `${prefix}tricksWon`);
  if (tricksWon[0] !== won[0] || tricksWon[1] !== won[1]) fail(`${prefix}tricksWon`, 'inconsistent');
}

/** Finished play-off rounds. */
export function checkRounds(value: unknown, at: string, places: CardPlaces | null): void {
  list(value, at).forEach((r, i) => {
    const round = record(r, `${at}.${i}`);
    player(round.leader, `${at}.${i}.leader`);
    player(round.winner, `${at}.${i}.winner`);
    if (round.end !== 'pass' && round.end !== 'out') fail(`${at}.${i}.end`, 'bad-value');
    checkMoves(round.moves, `${at}.${i}.moves`, places);
  });
}

/** Joker decisions before meld scoring. */
export function checkJokerChoices(value: unknown, at: string): void {
  list(value, at).forEach((c, i) => {
    const choice = record(c, `${at}.${i}`);
    player(choice.player, `${at}.${i}.player`);
    if (typeof choice.exchanged !== 'boolean') fail(`${at}.${i}.exchanged`, 'bad-value');
    if (choice.card !== null) card(choice.card, `${at}.${i}.card`);
  });
}

/** Trump declarations with their announced melds (the UI words them: their shape matters). */
export function checkDeclarations(value: unknown, at: string): void {
  const declarations = list(value, at);
  if (declarations.length > 2) fail(at, 'bad-value');
  declarations.forEach((d, i) => {
    const path = `${at}.${i}`;
    const declaration = record(d, path);
    player(declaration.player, `${path}.player`);
    suit(declaration.trump, `${path}.trump`);
    if (!isInt(declaration.total, 0)) fail(`${path}.total`, 'bad-value');
    list(declaration.melds, `${path}.melds`).forEach((m, k) => {
      const meld = record(m, `${path}.melds.${k}`);
      if (meld.kind !== 'set' && meld.kind !== 'sequence') fail(`${path}.melds.${k}.kind`, 'bad-value');
      list(meld.cards, `${path}.melds.${k}.cards`).forEach((c, n) => card(c, `${path}.melds.${k}.cards.${n}`));
      if (!isInt(meld.points, 0)) fail(`${path}.melds.${k}.points`, 'bad-value');
      const a = record(meld.announcement, `${path}.melds.${k}.announcement`);
      const ok =
        meld.kind === 'set'
          ? a.kind === 'set' && isInt(a.count, 3, 4) && isInt(a.rank, 2, 14)
          : a.kind === 'sequence' && isInt(a.length, 3, 13) && (SUITS as readonly unknown[]).includes(a.suit);
      if (!ok) fail(`${path}.melds.${k}.announcement`, 'bad-value');
    });
  });
}

/** Play-off moves: plays (their cards, counted in `places` if given, and combination) and passes. */
export function checkMoves(value: unknown, path: string, places: CardPlaces | null): void {
  list(value, path).forEach((m, i) => {
    const move = record(m, `${path}.${i}`);
    player(move.player, `${path}.${i}.player`);
    if (move.type === 'pass') return;
    if (move.type !== 'play') fail(`${path}.${i}.type`, 'bad-value');
    const cards = list(move.cards, `${path}.${i}.cards`);
    if (cards.length === 0) fail(`${path}.${i}.cards`, 'bad-value');
    cards.forEach((c, k) => cardIn(places, c, `${path}.${i}.cards.${k}`));
    combo(move.combo, `${path}.${i}.combo`);
  });
}

/** The running deal score at `at` (e.g. `deal.score`); returns how many phases it has scored. */
export function checkScore(value: unknown, at: string): number {
  const score = record(value, at);
  const phases = list(score.phases, `${at}.phases`);
  if (phases.length > 3) fail(`${at}.phases`, 'bad-value');
  phases.forEach((points, i) => pairOfCounts(points, `${at}.phases.${i}`));
  pairOfCounts(score.bonus, `${at}.bonus`);
  if (!(score.bonusPhase === null || isInt(score.bonusPhase, 1, 3))) fail(`${at}.bonusPhase`, 'bad-value');
  if (typeof score.bonusVoid !== 'boolean') fail(`${at}.bonusVoid`, 'bad-value');
  return phases.length;
}

// ─── Small checks ───────────────────────────────────────────────────────────

export function fail(path: string, problem: string): never {
  throw new EngineError('invalid-state', `${path}: ${problem}`);
}

export function isInt(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export function record(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'bad-value');
  return value as Fields;
}

export function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, 'bad-value');
  return value;
}

export function player(value: unknown, path: string): 0 | 1 {
  if (value !== 0 && value !== 1) fail(path, 'bad-value');
  return value;
}

export function suit(value: unknown, path: string): void {
  if (!(SUITS as readonly unknown[]).includes(value)) fail(path, 'bad-value');
}

export function card(value: unknown, path: string): Card {
  const c = toCard(value);
  if (c === null) fail(path, 'not-a-card');
  return c;
}

/** A card, counted in `places` if given. */
export function cardIn(places: CardPlaces | null, value: unknown, path: string): void {
  if (places === null) card(value, path);
  else places.add(value, path);
}

export function combo(value: unknown, path: string): void {
  const c = record(value, path);
  if (!(COMBO_KINDS as readonly unknown[]).includes(c.kind) || !isInt(c.size, 1) || !isInt(c.rank, 1, 15)) fail(path, 'bad-value');
}

export function pairOfCounts(value: unknown, path: string): Pair<number> {
  const pair = list(value, path);
  if (pair.length !== 2 || !isInt(pair[0], 0) || !isInt(pair[1], 0)) fail(path, 'bad-value');
  return [pair[0], pair[1]];
}

/** Entry `p` of a pair (hands, bid piles). */
export function pairEntry(value: unknown, path: string, p: 0 | 1): unknown {
  const pair = list(value, path);
  if (pair.length !== 2) fail(path, 'bad-value');
  return pair[p];
}
