// Transposition table for the solvers: open addressing over typed arrays, keyed by a few 32-bit words, holding value bounds and a best move.
//
// Entries carry a generation stamp, so starting a new solve empties the table in O(1) without reallocating.

/** Lower/upper bound marker for "no bound" (values are far smaller in magnitude). */
export const NO_LOWER = -32768;
export const NO_UPPER = 32767;

export class BoundTable {
  readonly words: number;
  private readonly mask: number;
  private readonly keys: Int32Array;
  private readonly stamps: Int32Array;
  readonly lower: Int16Array;
  readonly upper: Int16Array;
  readonly move: Int16Array;
  private generation = 0;
  /** After a probe that did not cut: the narrowed window and the stored best move (-1 if none). */
  alpha = 0;
  beta = 0;
  bestMove = -1;

  constructor(bits: number, words: number) {
    const size = 1 << bits;
    this.words = words;
    this.mask = size - 1;
    this.keys = new Int32Array(size * words);
    this.stamps = new Int32Array(size);
    this.lower = new Int16Array(size);
    this.upper = new Int16Array(size);
    this.move = new Int16Array(size);
  }

  /** Forget every entry (a new problem). */
  clear(): void {
    this.generation++;
  }

  private hash(key: Int32Array): number {
    let h = 0x2545f491;
    for (let i = 0; i < this.words; i++) h = Math.imul(h ^ key[i], 0x9e3779b1) ^ (h >>> 15);
    h ^= h >>> 13;
    return Math.imul(h, 0x85ebca77) >>> 0;
  }

  private matches(slot: number, key: Int32Array): boolean {
    const base = slot * this.words;
    for (let i = 0; i < this.words; i++) if (this.keys[base + i] !== key[i]) return false;
    return true;
  }

  /** The slot holding `key`, or -1. */
  find(key: Int32Array): number {
    let slot = this.hash(key) & this.mask;
    for (let probe = 0; probe < 4; probe++) {
      if (this.stamps[slot] !== this.generation) return -1;
      if (this.matches(slot, key)) return slot;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }

  /** The slot for `key`, claiming a free (or, when the neighbourhood is full, the last probed) slot. */
  claim(key: Int32Array): number {
    let slot = this.hash(key) & this.mask;
    for (let probe = 0; probe < 4; probe++) {
      if (this.stamps[slot] !== this.generation) break;
      if (this.matches(slot, key)) return slot;
      if (probe < 3) slot = (slot + 1) & this.mask;
    }
    this.stamps[slot] = this.generation;
    const base = slot * this.words;
    for (let i = 0; i < this.words; i++) this.keys[base + i] = key[i];
    this.lower[slot] = NO_LOWER;
    this.upper[slot] = NO_UPPER;
    this.move[slot] = -1;
    return slot;
  }
}

/**
 * The one probe both solvers use: true if the stored bounds decide the node within (alpha, beta), the
 * answer then in `alpha`; otherwise `alpha`/`beta` hold the window narrowed by the stored bounds and
 * `bestMove` the stored move. Read the fields before the next probe.
 */
export function probe(tt: BoundTable, key: Int32Array, alpha: number, beta: number): boolean {
  tt.alpha = alpha;
  tt.beta = beta;
  tt.bestMove = -1;
  const slot = tt.find(key);
  if (slot < 0) return false;
  const lb = tt.lower[slot];
  const ub = tt.upper[slot];
  if (lb >= beta || lb === ub) {
    tt.alpha = lb;
    return true;
  }
  if (ub <= alpha) {
    tt.alpha = ub;
    return true;
  }
  if (lb > alpha) tt.alpha = lb;
  if (ub < beta) tt.beta = ub;
  tt.bestMove = tt.move[slot];
  return false;
}

/** Store what a search of window (alpha, beta) found: an upper bound, a lower bound or the exact value. */
export function store(tt: BoundTable, key: Int32Array, best: number, alpha: number, beta: number, move: number): void {
  const slot = tt.claim(key);
  if (best <= alpha) tt.upper[slot] = Math.min(tt.upper[slot], best);
  else if (best >= beta) tt.lower[slot] = Math.max(tt.lower[slot], best);
  else tt.lower[slot] = tt.upper[slot] = best;
  tt.move[slot] = move;
}

/** Thrown inside a search when its node budget is spent; the solver reports { exact: false }. */
export class BudgetSpent extends Error {}
