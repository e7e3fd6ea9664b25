// Exact solver for the play-off (R8, R11, S3): negamax with alpha-beta over rank counts (suits never matter) and a transposition table.
//
// Every combination that exists, as counts of ranks and Jokers, is listed once at module load by asking
// the engine's handPlays, so the solver never decides on its own what a combination is or what beats what.
import { CARDS, BLACK_JOKER_ID, cardId, isJoker, RED_JOKER_ID, toCard } from '../cards.ts';
import { EngineError } from '../errors.ts';
import { beats, handPlays } from '../playoff.ts';
import type { Card, Combo, ComboKind, Pair, PlayerIndex } from '../types.ts';
import { COMBO_KINDS } from '../types.ts';
import { BoundTable, BudgetSpent } from './table.ts';

export interface PlayOffProblem {
  readonly hands: Pair<readonly Card[]>;
  readonly toMove: PlayerIndex;
  /** The combination `toMove` must beat or pass, or null when `toMove` leads. */
  readonly toBeat: Combo | null;
  /** Node budget (default 3 million); past it the answer is marked { exact: false }. */
  readonly budget?: number;
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

let sharedTable: BoundTable | null = null;
function table(): BoundTable {
  sharedTable ??= new BoundTable(19, 5);
  return sharedTable;
}

/** Empty the play-off table (benchmarks measure solves from cold). */
export function resetPlayOffTable(): void {
  sharedTable?.clear();
}

/** Negamax search from the mover's side. */
export class PlayOffSearch {
  nodes = 0;
  private readonly tt = table();
  private readonly key = new Int32Array(5);

  private readonly budget: number;

  constructor(budget: number) {
    // Each solve starts from an empty table, so whether it fits its budget never depends on earlier solves
    // (the computer's decision must depend on its view alone).
    this.budget = budget;
    this.tt.clear();
  }

  /**
   * Value for the mover holding (ml, mh) with `nm` cards against (ol, oh) with `no`, facing a
   * combination of class `cls` and rank `rank` (cls −1 on the lead).
   */
  search(ml: number, mh: number, ol: number, oh: number, nm: number, no: number, cls: number, rank: number, alpha: number, beta: number): number {
    if (++this.nodes > this.budget) throw new BudgetSpent();
    const most = 10 * no;
    const least = -10 * nm;
    // Going out now is the best the mover can ever get (the opponent's hand only shrinks).
    const whole = BY_COUNTS.get(ml)?.get(mh);
    if (whole !== undefined && (cls < 0 || (whole.cls === cls && whole.rank > rank))) return most;
    if (most <= alpha) return most;
    if (least >= beta) return least;
    const key = this.key;
    key[0] = ml;
    key[1] = mh;
    key[2] = ol;
    key[3] = oh;
    key[4] = cls * 32 + rank;
    const tt = this.tt;
    let slot = tt.find(key);
    let a = alpha;
    let b = beta;
    let first = -1;
    if (slot >= 0) {
      const lb = tt.lower[slot];
      const ub = tt.upper[slot];
      if (lb >= beta) return lb;
      if (ub <= alpha) return ub;
      if (lb === ub) return lb;
      if (lb > a) a = lb;
      if (ub < b) b = ub;
      first = tt.move[slot];
    }
    let best = -INF;
    let bestMove = -1;
    let lo = a;
    const list = cls < 0 ? SHAPES : BY_CLASS[cls];
    // The table's move first (-2 is the pass), then every shape that fits, then the pass.
    const passAllowed = cls >= 0;
    for (let k = -1; k <= list.length; k++) {
      let v: number;
      let move: number;
      if (k === -1) {
        if (first === -1) continue;
        move = first;
      } else if (k === list.length) {
        if (!passAllowed || first === -2) continue;
        move = -2;
      } else {
        const s = list[k];
        if (s.index === first || (passAllowed && s.rank <= rank)) continue;
        if ((((ml | GUARD) - s.low) & GUARD) !== GUARD || (((mh | GUARD) - s.high) & GUARD) !== GUARD) continue;
        move = s.index;
      }
      if (move === -2) v = -this.search(ol, oh, ml, mh, no, nm, -1, 0, -b, -lo);
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
    key[0] = ml;
    key[1] = mh;
    key[2] = ol;
    key[3] = oh;
    key[4] = cls * 32 + rank;
    slot = tt.claim(key);
    if (best <= a) tt.upper[slot] = Math.min(tt.upper[slot], best);
    else if (best >= b) tt.lower[slot] = Math.max(tt.lower[slot], best);
    else tt.lower[slot] = tt.upper[slot] = best;
    tt.move[slot] = bestMove;
    return best;
  }
}

/** The mover's value by zero-window tests ("at least x?") over the possible values, −10 × own cards to +10 × the other's. */
function bisect(search: PlayOffSearch, ml: number, mh: number, ol: number, oh: number, nm: number, no: number, cls: number, rank: number): number {
  const values: number[] = [];
  for (let k = -nm; k <= no; k++) if (k !== 0) values.push(10 * k);
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (search.search(ml, mh, ol, oh, nm, no, cls, rank, values[mid] - 1, values[mid]) >= values[mid]) low = mid;
    else high = mid - 1;
  }
  return values[low];
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
    const value = bisect(search, ml, mh, ol, oh, nm, no, cls, rank);
    const best: PlayOffMoveChoice[] = [];
    // The mover cannot do better than `value`: a move achieves it if it is not worse.
    for (const m of moves) if (valueOf(m, value - 1, value) >= value) best.push(choice(m));
    return { value: sign * value, best, exact: true, nodes: search.nodes };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { value: 0, best: [choice(moves[0])], exact: false, nodes: search.nodes };
  }
}

/** Value of a play-off from its lead, from player 0's side (the deal solver's leaf), or null past the budget. */
export function playOffLeadValue(hands: Pair<readonly Card[]>, leader: PlayerIndex, budget = 3_000_000): { value: number; exact: boolean; nodes: number } {
  const search = new PlayOffSearch(budget);
  const other = leader === 0 ? 1 : 0;
  const [ml, mh] = countsOf(hands[leader]);
  const [ol, oh] = countsOf(hands[other]);
  try {
    const v = bisect(search, ml, mh, ol, oh, hands[leader].length, hands[other].length, -1, 0);
    return { value: leader === 0 ? v : -v, exact: true, nodes: search.nodes };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { value: 0, exact: false, nodes: search.nodes };
  }
}
