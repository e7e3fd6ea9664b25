// The play-off search: negamax with alpha-beta over rank counts (suits never matter) and a transposition table, and the value by zero-window tests.
import { fits, infoOf, orderedShapes, playsToEmpty, runsOut, SHAPES } from './playoff-shapes.ts';
import { PlayOffTable } from './playoff-table.ts';
import { BudgetSpent } from './table.ts';

const INF = 30000;

let sharedTable: PlayOffTable | null = null;
function table(): PlayOffTable {
  sharedTable ??= new PlayOffTable(19);
  return sharedTable;
}

/** Empty the play-off table (benchmarks measure solves from cold). */
export function resetPlayOffTable(): void {
  sharedTable?.clear();
}

export const PASS = -2;
/** Room for one node's moves: every shape and the pass. */
const STRIDE = 260;
/** Deepest line: every card played singly with a pass between, on both sides. */
const MAX_PLY = 64;

/** Negamax search from the mover's side. */
export class PlayOffSearch {
  nodes = 0;
  private readonly tt = table();
  private k0 = 0;
  private k1 = 0;
  private k2 = 0;
  private k3 = 0;
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
    let k0 = 0;
    let k1 = 0;
    let k2 = 0;
    let count = 0;
    let below = 0;
    let previous = -1;
    for (let n = 1; n <= 13; n++) {
      const cm = n < 7 ? (ml >>> (4 * n)) & 15 : (mh >>> (4 * (n - 7))) & 15;
      const co = n < 7 ? (ol >>> (4 * n)) & 15 : (oh >>> (4 * (n - 7))) & 15;
      if (cm + co === 0) continue;
      // Nibble n holds rank n + 1; the ranks held at or below the rank to beat place it in the pattern.
      if (n + 1 <= rank) below++;
      const code = (cm * 5 + co + (sequences && previous === n - 1 ? 25 : 0)) << (6 * (count % 5));
      if (count < 5) k0 |= code;
      else if (count < 10) k1 |= code;
      else k2 |= code;
      count++;
      previous = n;
    }
    const two = sequences && (ml | ol) & 0xf0 ? 1 : 0;
    const ace = sequences && (mh | oh) & 0xf000000 ? 1 : 0;
    this.k0 = k0;
    this.k1 = k1;
    this.k2 = k2;
    this.k3 = (ml & 15) | ((ol & 15) << 4) | (two << 8) | (ace << 9) | (below << 10) | ((cls + 1) << 14);
  }

  /** The move the table holds for a position (a shape index, PASS, or -1 if none): a hint, to be verified. */
  tableMove(ml: number, mh: number, ol: number, oh: number, cls: number, rank: number): number {
    this.writeKey(ml, mh, ol, oh, cls, rank, infoOf(ml, mh).sequences || infoOf(ol, oh).sequences);
    return this.tt.moveOf(this.k0, this.k1, this.k2, this.k3);
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
    // Once neither hand holds a sequence, neighbours and the ends no longer matter either.
    const sequences = mine.sequences || theirs.sequences;
    this.writeKey(ml, mh, ol, oh, cls, rank, sequences);
    const tt = this.tt;
    if (tt.probe(this.k0, this.k1, this.k2, this.k3, alpha, beta)) return tt.alpha;
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
    tt.store(this.k0, this.k1, this.k2, this.k3, nm + no, best, a, b, bestMove);
    return best;
  }
}

/**
 * The mover's value by zero-window tests ("at least x?"): first whether the mover goes out first, then
 * one step (10 points) further, since close play-offs are the common case, then by bisection.
 */
export function valueBySteps(
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
