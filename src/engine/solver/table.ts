// What the solvers' transposition tables share: the "no bound" markers, how stored bounds narrow a search window, the packed table's size and generation, and the budget signal.
//
// Each solver keeps its own slot layout (tricks-table.ts, playoff-table.ts: one cache line per probe); the
// rule for using stored bounds and the table's sizing are written once here.

/** Lower/upper bound marker for "no bound" (values are far smaller in magnitude). */
export const NO_LOWER = -32768;
export const NO_UPPER = 32767;

/** The result of a probe: the window narrowed by stored bounds, or the value they decide. */
export class BoundWindow {
  /** After a probe that did not cut: the narrowed window and the stored best move (-1 if none). */
  alpha = 0;
  beta = 0;
  bestMove = -1;

  /** A probe that found nothing (or none made): the window stays as asked. */
  miss(alpha: number, beta: number): false {
    this.alpha = alpha;
    this.beta = beta;
    this.bestMove = -1;
    return false;
  }

  /**
   * Applies stored bounds [lb, ub] to the window (alpha, beta): true if they decide the position (the answer then in
   * `alpha`); otherwise `alpha`/`beta` hold the narrowed window and `bestMove` the stored move.
   */
  protected narrow(lb: number, ub: number, alpha: number, beta: number, move: number): boolean {
    this.beta = beta;
    if (lb >= beta || lb === ub) {
      this.alpha = lb;
      return true;
    }
    if (ub <= alpha) {
      this.alpha = ub;
      return true;
    }
    this.alpha = lb > alpha ? lb : alpha;
    if (ub < beta) this.beta = ub;
    this.bestMove = move;
    return false;
  }
}

/**
 * A table of 2^bits slots of `words` 32-bit words each, in buckets of four slots (one cache line in both solvers' layouts),
 * and the generation stamp whose bump empties it. The layout of a slot is the subclass's.
 */
export class PackedTable extends BoundWindow {
  protected readonly data: Int32Array;
  protected readonly bucketMask: number;
  protected generation = 1;

  constructor(bits: number, words: number) {
    super();
    this.data = new Int32Array((1 << bits) * words);
    this.bucketMask = (1 << (bits - 2)) - 1;
  }
}

/** Thrown inside a search when its node budget is spent; the solver reports { exact: false }. */
export class BudgetSpent extends Error {}
