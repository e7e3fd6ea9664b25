// Exact solver for the play-off (R8, R11, S3): negamax with alpha-beta over rank counts (suits never matter) and a transposition table.
//
// Every combination that exists, as counts of ranks and Jokers, is listed once at module load by asking
// the engine's handPlays, so the solver never decides on its own what a combination is or what beats what.
import { CARDS, BLACK_JOKER_ID, cardId, isJoker, RED_JOKER_ID, toCard } from '../cards.ts';
import { EngineError } from '../errors.ts';
import { beats, handPlays } from '../playoff.ts';
import type { Card, Combo, ComboKind, Pair, PlayerIndex } from '../types.ts';
import { COMBO_KINDS } from '../types.ts';
import { BoundTable, BudgetSpent, probe, store } from './table.ts';

export interface PlayOffProblem {
  readonly hands: Pair<readonly Card[]>;
  readonly toMove: PlayerIndex;
  /** The combination `toMove` must beat or pass, or null when `toMove` leads. */
  readonly toBeat: Combo | null;
  /** Node budget (default 3 million); past it the answer is marked { exact: false }. */
  readonly budget?: number;
  /** Give only one optimal move in `best` (what the computer plays): the others are then not tested. */
  readonly oneBest?: boolean;
}

export type PlayOffMoveChoice = Card[] | 'pass';

export interface PlayOffSolution {
  /** From player 0's side: +10 × player 1's cards left if player 0 goes out first, else −10 × player 0's cards left. */
  readonly value: number;
  /** Every optimal move of the mover (one per distinct set of ranks), the computer's choice first. */
  readonly best: PlayOffMoveChoice[];
  readonly exact: boolean;
  readonly nodes: number;
}

/** A combination as counts: nibble 0 the Jokers, nibble r − 1 the cards of rank r; nibbles 0–6 in `low`, 7–13 in `high`. */
interface Shape {
  readonly low: number;
  readonly high: number;
  readonly size: number;
  /** Class (kind and size) index, see classOf. */
  readonly cls: number;
  readonly rank: number;
  readonly combo: Combo;
  /** Natural ranks used (with repeats) and the number of Jokers. */
  readonly ranks: number[];
  readonly jokers: number;
  readonly index: number;
}

const GUARD = 0x8888888;
const INF = 30000;

function classOf(kind: ComboKind, size: number): number {
  return COMBO_KINDS.indexOf(kind) * 16 + size;
}

function nibbleOf(card: Card): number {
  return isJoker(card) ? 0 : card.rank - 1;
}

/** Counts of a hand as two words of nibbles. */
export function countsOf(cards: readonly Card[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const card of cards) {
    const n = nibbleOf(card);
    if (n < 7) low += 1 << (4 * n);
    else high += 1 << (4 * (n - 7));
  }
  return [low, high];
}

function buildShapes(): Shape[] {
  const found = new Map<string, { cards: Card[]; combo: Combo }>();
  const collect = (hand: Card[], keep: (combo: Combo) => boolean): void => {
    for (const play of handPlays(hand, null)) {
      if (!keep(play.combo)) continue;
      const [low, high] = countsOf(play.cards);
      const key = `${low},${high}`;
      if (!found.has(key)) found.set(key, { cards: play.cards, combo: play.combo });
    }
  };
  const jokers = [CARDS[RED_JOKER_ID], CARDS[BLACK_JOKER_ID]];
  // Singles and sets: four cards of one rank with both Jokers.
  for (let rank = 2; rank <= 14; rank++) collect([0, 1, 2, 3].map((s) => CARDS[s * 13 + rank - 2]).concat(jokers), (c) => c.kind !== 'sequence');
  // Sequences: one card of every rank with both Jokers (a sequence never repeats a rank).
  collect(Array.from({ length: 13 }, (_, i) => CARDS[i]).concat(jokers), (c) => c.kind === 'sequence');
  const shapes = [...found.values()].map(({ cards, combo }) => {
    const [low, high] = countsOf(cards);
    return {
      low, high, size: cards.length, cls: classOf(combo.kind, combo.size), rank: combo.rank, combo,
      ranks: cards.filter((c) => !isJoker(c)).map((c) => (c as { rank: number }).rank), jokers: cards.filter(isJoker).length, index: 0,
    };
  });
  // Lead order: long combinations first (they empty the hand), low ranks first.
  shapes.sort((a, b) => b.size - a.size || a.rank - b.rank || a.low - b.low || a.high - b.high);
  shapes.forEach((s, i) => (s.index = i));
  return shapes;
}

const SHAPES: readonly Shape[] = buildShapes();
/** Shapes of each class, rank ascending. */
const BY_CLASS: Shape[][] = Array.from({ length: 48 }, () => []);
for (const s of SHAPES) BY_CLASS[s.cls].push(s);
for (const list of BY_CLASS) list.sort((a, b) => a.rank - b.rank);
/** Whole-hand lookup: a hand that is one combination goes out in one play. */
const BY_COUNTS = new Map<number, Map<number, Shape>>();
for (const s of SHAPES) {
  let inner = BY_COUNTS.get(s.low);
  if (!inner) BY_COUNTS.set(s.low, (inner = new Map()));
  inner.set(s.high, s);
}

/** What a hand holds: its shapes (lead order) and, per class, the highest rank it can play (0 if none). */
interface HandInfo {
  readonly shapes: Int16Array;
  readonly top: Int8Array;
  /** Fewest plays that empty the hand (-1 until asked). */
  plays: number;
  /** The shapes, those that keep the fewest plays first (null until asked). */
  ordered: Int16Array | null;
  /** How many shapes at the start of `ordered` keep the fewest plays. */
  keeping: number;
  /** Whether the hand holds a sequence (if not, none of its parts does either). */
  readonly sequences: boolean;
}

/** Hand facts depend on the counts alone, so they are remembered across solves (bounded). */
const HAND_INFO = new Map<number, Map<number, HandInfo>>();
const HAND_INFO_LIMIT = 60_000;
let handInfoCount = 0;

function fits(low: number, high: number, s: Shape): boolean {
  return (((low | GUARD) - s.low) & GUARD) === GUARD && (((high | GUARD) - s.high) & GUARD) === GUARD;
}

function infoOf(low: number, high: number): HandInfo {
  let inner = HAND_INFO.get(low);
  const known = inner?.get(high);
  if (known !== undefined) return known;
  if (handInfoCount >= HAND_INFO_LIMIT) {
    HAND_INFO.clear();
    handInfoCount = 0;
    inner = undefined;
  }
  const list: number[] = [];
  const top = new Int8Array(48);
  let sequences = false;
  for (const s of SHAPES) {
    if (!fits(low, high, s)) continue;
    list.push(s.index);
    if (s.rank > top[s.cls]) top[s.cls] = s.rank;
    if (s.combo.kind === 'sequence') sequences = true;
  }
  const info: HandInfo = { shapes: Int16Array.from(list), top, plays: -1, ordered: null, keeping: 0, sequences };
  if (inner === undefined) HAND_INFO.set(low, (inner = new Map()));
  inner.set(high, info);
  handInfoCount++;
  return info;
}

/** Fewest plays that empty the hand (low, high). */
function playsToEmpty(low: number, high: number, info: HandInfo): number {
  if (info.plays >= 0) return info.plays;
  let fewest = 99;
  if (low === 0 && high === 0) fewest = 0;
  else {
    for (let k = 0; k < info.shapes.length && fewest > 1; k++) {
      const s = SHAPES[info.shapes[k]];
      const rl = low - s.low;
      const rh = high - s.high;
      const rest = 1 + playsToEmpty(rl, rh, infoOf(rl, rh));
      if (rest < fewest) fewest = rest;
    }
  }
  info.plays = fewest;
  return fewest;
}

/** The hand's shapes, first those after which the hand still empties in the fewest plays (as good players lead). */
function orderedShapes(low: number, high: number, info: HandInfo): Int16Array {
  if (info.ordered !== null) return info.ordered;
  const target = playsToEmpty(low, high, info) - 1;
  const keep: number[] = [];
  const other: number[] = [];
  for (let k = 0; k < info.shapes.length; k++) {
    const s = SHAPES[info.shapes[k]];
    const rl = low - s.low;
    const rh = high - s.high;
    (playsToEmpty(rl, rh, infoOf(rl, rh)) === target ? keep : other).push(s.index);
  }
  info.ordered = Int16Array.from([...keep, ...other]);
  info.keeping = keep.length;
  return info.ordered;
}

/** True if the hand can be led out in plays the other (best play `top` per class) cannot beat, the last one aside. */
function runsOut(low: number, high: number, top: Int8Array, depth: number): boolean {
  if (isWhole(low, high)) return true;
  if (depth <= 1) return false;
  const info = infoOf(low, high);
  if (playsToEmpty(low, high, info) > depth) return false;
  for (let k = 0; k < info.shapes.length; k++) {
    const s = SHAPES[info.shapes[k]];
    if (top[s.cls] < s.rank && runsOut(low - s.low, high - s.high, top, depth - 1)) return true;
  }
  return false;
}

function isWhole(low: number, high: number): boolean {
  return BY_COUNTS.get(low)?.has(high) === true;
}

let sharedTable: BoundTable | null = null;
function table(): BoundTable {
  sharedTable ??= new BoundTable(19, 5);
  return sharedTable;
}

/** Empty the play-off table (benchmarks measure solves from cold). */
export function resetPlayOffTable(): void {
  sharedTable?.clear();
}

const PASS = -2;
/** Room for one node's moves: every shape and the pass. */
const STRIDE = 260;
/** Deepest line: every card played singly with a pass between, on both sides. */
const MAX_PLY = 64;

/** Negamax search from the mover's side. */
export class PlayOffSearch {
  nodes = 0;
  private readonly tt = table();
  private readonly key = new Int32Array(5);
  private readonly moves = new Int16Array(STRIDE * MAX_PLY);
  private ply = 0;

  private readonly budget: number;

  constructor(budget: number) {
    // Each solve starts from an empty table, so whether it fits its budget never depends on earlier solves
    // (the computer's decision must depend on its view alone).
    this.budget = budget;
    this.tt.clear();
  }

  /**
   * The table key of a position: the pattern of counts over the ranks still held. Only the order of
   * those ranks matters (combinations compare ranks; a rank nobody holds changes nothing), and, for
   * sequences, which of them are neighbours, and whether the Two and the Ace are held (the Ace low
   * and the Jokers join a sequence at those ends) while a hand holds a sequence. So positions alike
   * up to rank share one entry.
   */
  private writeKey(ml: number, mh: number, ol: number, oh: number, cls: number, rank: number, sequences: boolean): void {
    const key = this.key;
    key[0] = key[1] = key[2] = 0;
    let count = 0;
    let below = 0;
    let previous = -1;
    for (let n = 1; n <= 13; n++) {
      const cm = n < 7 ? (ml >>> (4 * n)) & 15 : (mh >>> (4 * (n - 7))) & 15;
      const co = n < 7 ? (ol >>> (4 * n)) & 15 : (oh >>> (4 * (n - 7))) & 15;
      if (cm + co === 0) continue;
      // Nibble n holds rank n + 1; the ranks held at or below the rank to beat place it in the pattern.
      if (n + 1 <= rank) below++;
      const code = cm * 5 + co + (sequences && previous === n - 1 ? 25 : 0);
      key[(count / 5) | 0] |= code << (6 * (count % 5));
      count++;
      previous = n;
    }
    const two = sequences && (ml | ol) & 0xf0 ? 1 : 0;
    const ace = sequences && (mh | oh) & 0xf000000 ? 1 : 0;
    key[3] = (ml & 15) | ((ol & 15) << 4) | (two << 8) | (ace << 9);
    key[4] = ((cls + 1) << 8) | below;
  }

  /** The move the table holds for a position (a shape index, PASS, or -1 if none): a hint, to be verified. */
  tableMove(ml: number, mh: number, ol: number, oh: number, cls: number, rank: number): number {
    this.writeKey(ml, mh, ol, oh, cls, rank, infoOf(ml, mh).sequences || infoOf(ol, oh).sequences);
    const slot = this.tt.find(this.key);
    return slot < 0 ? -1 : this.tt.move[slot];
  }

  /** The mover's value, at least `threshold`? (a zero-window test from a root position) */
  atLeast(ml: number, mh: number, ol: number, oh: number, nm: number, no: number, cls: number, rank: number, threshold: number): boolean {
    this.ply = 0;
    return this.search(ml, mh, ol, oh, nm, no, cls, rank, threshold - 1, threshold) >= threshold;
  }

  /**
   * Value for the mover holding (ml, mh) with `nm` cards against (ol, oh) with `no`, facing a
   * combination of class `cls` and rank `rank` (cls −1 on the lead).
   */
  search(ml: number, mh: number, ol: number, oh: number, nm: number, no: number, cls: number, rank: number, alpha: number, beta: number): number {
    if (++this.nodes > this.budget) throw new BudgetSpent();
    const most = 10 * no;
    const least = -10 * nm;
    if (most <= alpha) return most;
    const mine = infoOf(ml, mh);
    const theirs = infoOf(ol, oh);
    const shapes = orderedShapes(ml, mh, mine);
    const top = theirs.top;
    // Going out now, or after plays the other cannot beat (they can only pass), is the best the mover
    // can ever get: the other's hand only shrinks.
    let plays = 0;
    const chain = playsToEmpty(ml, mh, mine) <= 3;
    for (let k = 0; k < shapes.length; k++) {
      const s = SHAPES[shapes[k]];
      if (cls >= 0 && (s.cls !== cls || s.rank <= rank)) continue;
      plays++;
      if (s.size === nm) return most;
      if (chain && top[s.cls] < s.rank && runsOut(ml - s.low, mh - s.high, top, 2)) return most;
    }
    if (least >= beta) return least;
    // Nothing beats the table: the pass is forced, and the other leads (no node of its own).
    if (plays === 0 && cls >= 0) return -this.search(ol, oh, ml, mh, no, nm, -1, 0, -beta, -alpha);
    const key = this.key;
    // Once neither hand holds a sequence, neighbours and the ends no longer matter either.
    const sequences = mine.sequences || theirs.sequences;
    this.writeKey(ml, mh, ol, oh, cls, rank, sequences);
    const tt = this.tt;
    if (probe(tt, key, alpha, beta)) return tt.alpha;
    const a = tt.alpha;
    const b = tt.beta;
    let first = tt.bestMove;
    // The entry may come from a like position with other ranks: its move is only a hint, used if it fits.
    if (first >= 0) {
      const s = SHAPES[first];
      if (!fits(ml, mh, s) || (cls >= 0 && (s.cls !== cls || s.rank <= rank))) first = -1;
    }
    // Order: the table's move; plays after which the hand still empties in the fewest plays, those the
    // other cannot beat first (the mover keeps the lead); then the other plays, likewise; the pass last.
    const buf = this.moves;
    const base = this.ply * STRIDE;
    let count = 0;
    if (first !== -1) buf[base + count++] = first;
    const keeping = mine.keeping;
    for (let group = 0; group < 4; group++) {
      for (let k = group < 2 ? 0 : keeping; k < (group < 2 ? keeping : shapes.length); k++) {
        const index = shapes[k];
        const s = SHAPES[index];
        if (index === first || (cls >= 0 && (s.cls !== cls || s.rank <= rank))) continue;
        if ((top[s.cls] < s.rank) === (group % 2 === 0)) buf[base + count++] = index;
      }
    }
    if (cls >= 0 && first !== PASS) buf[base + count++] = PASS;
    this.ply++;
    let best = -INF;
    let bestMove = -1;
    let lo = a;
    for (let k = 0; k < count; k++) {
      const move = buf[base + k];
      let v: number;
      if (move === PASS) v = -this.search(ol, oh, ml, mh, no, nm, -1, 0, -b, -lo);
      else {
        const s = SHAPES[move];
        v = -this.search(ol, oh, ml - s.low, mh - s.high, no, nm - s.size, s.cls, s.rank, -b, -lo);
      }
      if (v > best) {
        best = v;
        bestMove = move;
      }
      if (v > lo) lo = v;
      if (lo >= b) break;
    }
    this.ply--;
    this.writeKey(ml, mh, ol, oh, cls, rank, sequences);
    store(tt, key, best, a, b, bestMove);
    return best;
  }
}

/**
 * The mover's value by zero-window tests ("at least x?"): first whether the mover goes out first, then
 * one step (10 points) further, since close play-offs are the common case, then by bisection.
 */
function valueBySteps(
  search: PlayOffSearch, ml: number, mh: number, ol: number, oh: number, nm: number, no: number, cls: number, rank: number, onProof?: () => void,
): number {
  const test = (t: number): boolean => {
    const ok = search.atLeast(ml, mh, ol, oh, nm, no, cls, rank, t);
    if (ok && onProof !== undefined) onProof();
    return ok;
  };
  // The value lies in [low, high], both multiples of 10 and never 0.
  let low: number;
  let high: number;
  if (test(10)) {
    if (no === 1 || !test(20)) return 10;
    low = 20;
    high = 10 * no;
  } else {
    if (nm === 1 || test(-10)) return -10;
    low = -10 * nm;
    high = -20;
  }
  while (low < high) {
    const mid = low + 10 * Math.ceil((high - low) / 20);
    if (test(mid)) low = mid;
    else high = mid - 10;
  }
  return low;
}

function isCombo(value: unknown): value is Combo {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, size, rank } = value as { kind?: unknown; size?: unknown; rank?: unknown };
  return (COMBO_KINDS as readonly unknown[]).includes(kind) && Number.isInteger(size) && Number.isInteger(rank) && (size as number) >= 1 && (rank as number) >= 1 && (rank as number) <= 15;
}

function checkHands(hands: unknown): Pair<Card[]> {
  if (!Array.isArray(hands) || hands.length !== 2 || !Array.isArray(hands[0]) || !Array.isArray(hands[1])) {
    throw new EngineError('invalid-argument', 'hands must be two arrays of cards');
  }
  const seen = new Set<number>();
  const out: Pair<Card[]> = [[], []];
  for (const p of [0, 1] as const) {
    for (let i = 0; i < hands[p].length; i++) {
      const card = toCard(hands[p][i]);
      if (card === null) throw new EngineError('invalid-card', `hands[${p}][${i}]`);
      if (seen.has(cardId(card))) throw new EngineError('duplicate-card', `hands[${p}][${i}]`);
      seen.add(cardId(card));
      out[p].push(card);
    }
    if (out[p].length === 0) throw new EngineError('invalid-argument', 'a play-off hand is empty: the deal is over');
  }
  return out;
}

/** The cards of `hand` that make shape `s` (lowest card ids of each rank). */
function cardsFor(hand: readonly Card[], s: Shape): Card[] {
  const pool = hand.slice().sort((x, y) => cardId(x) - cardId(y));
  const used = new Set<number>();
  const out: Card[] = [];
  const take = (match: (c: Card) => boolean): void => {
    const card = pool.find((c) => !used.has(cardId(c)) && match(c));
    if (card === undefined) throw new Error('solver: shape not in hand');
    used.add(cardId(card));
    out.push(card);
  };
  for (const r of s.ranks) take((c) => !isJoker(c) && c.rank === r);
  for (let j = 0; j < s.jokers; j++) take(isJoker);
  return out;
}

/**
 * Solve the play-off exactly: the value from player 0's side with both playing perfectly, and every
 * optimal move of `toMove` (as cards of their hand, or 'pass').
 */
export function solvePlayOff(problem: PlayOffProblem): PlayOffSolution {
  if (typeof problem !== 'object' || problem === null) throw new EngineError('invalid-argument', 'a play-off problem must be an object');
  const hands = checkHands(problem.hands);
  const toMove = problem.toMove;
  if (toMove !== 0 && toMove !== 1) throw new EngineError('invalid-argument', 'toMove must be 0 or 1');
  const toBeat = problem.toBeat ?? null;
  if (toBeat !== null && !isCombo(toBeat)) throw new EngineError('invalid-argument', 'toBeat must be a combination or null');
  const search = new PlayOffSearch(problem.budget ?? 3_000_000);
  const other = toMove === 0 ? 1 : 0;
  const [ml, mh] = countsOf(hands[toMove]);
  const [ol, oh] = countsOf(hands[other]);
  const nm = hands[toMove].length;
  const no = hands[other].length;
  const cls = toBeat === null ? -1 : classOf(toBeat.kind, toBeat.size);
  const rank = toBeat === null ? 0 : toBeat.rank;
  const sign = toMove === 0 ? 1 : -1;
  const moves: (Shape | 'pass')[] = [];
  for (const s of SHAPES) {
    if (toBeat !== null && !beats(s.combo, toBeat)) continue;
    if ((((ml | GUARD) - s.low) & GUARD) !== GUARD || (((mh | GUARD) - s.high) & GUARD) !== GUARD) continue;
    moves.push(s);
  }
  if (toBeat !== null) moves.push('pass');
  const valueOf = (m: Shape | 'pass', alpha: number, beta: number): number => {
    if (m === 'pass') return -search.search(ol, oh, ml, mh, no, nm, -1, 0, -beta, -alpha);
    if (m.size === nm) return 10 * no;
    return -search.search(ol, oh, ml - m.low, mh - m.high, no, nm - m.size, m.cls, m.rank, -beta, -alpha);
  };
  const choice = (m: Shape | 'pass'): PlayOffMoveChoice => (m === 'pass' ? 'pass' : cardsFor(hands[toMove], m));
  try {
    // With oneBest, the root's table move after the last proof (the test at the value) is tested first.
    let hint = -1;
    const onProof = problem.oneBest === true ? () => (hint = search.tableMove(ml, mh, ol, oh, cls, rank)) : undefined;
    const value = valueBySteps(search, ml, mh, ol, oh, nm, no, cls, rank, onProof);
    const best: PlayOffMoveChoice[] = [];
    const hinted = moves.findIndex((m) => (m === 'pass' ? hint === PASS : hint === m.index));
    const order = hinted > 0 ? [moves[hinted], ...moves.filter((_, k) => k !== hinted)] : moves;
    // The mover cannot do better than `value`: a move achieves it if it is not worse.
    for (const m of order) {
      if (problem.oneBest === true && best.length > 0) break;
      if (valueOf(m, value - 1, value) >= value) best.push(choice(m));
    }
    return { value: sign * value, best, exact: true, nodes: search.nodes };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { value: 0, best: [choice(moves[0])], exact: false, nodes: search.nodes };
  }
}

/**
 * Values of a play-off from its lead, from player 0's side, when player 0 leads and when player 1 leads
 * (the deal solver's leaves). One table serves both: they meet in many positions.
 */
export function playOffLeadValues(hands: Pair<readonly Card[]>, budget = 3_000_000): { values: Pair<number>; exact: boolean; nodes: number } {
  const search = new PlayOffSearch(budget);
  const [l0, h0] = countsOf(hands[0]);
  const [l1, h1] = countsOf(hands[1]);
  const n0 = hands[0].length;
  const n1 = hands[1].length;
  try {
    const lead0 = valueBySteps(search, l0, h0, l1, h1, n0, n1, -1, 0);
    const lead1 = valueBySteps(search, l1, h1, l0, h0, n1, n0, -1, 0);
    return { values: [lead0, -lead1], exact: true, nodes: search.nodes };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { values: [0, 0], exact: false, nodes: search.nodes };
  }
}
