// The play-off solver's transposition table: one 32-byte record per entry (key, stamp, bounds, move), so a probe reads one cache line.
//
// Record words: 0–3 the position key, 4 the generation stamp, 5 the lower bound, 6 the upper bound,
// 7 the best move (low 16 bits, signed) and the cards left in the position (high bits, the replacement
// priority: a position with more cards stood for more search). A bucket is 4 records (128 bytes).
// Starting a new solve bumps the generation, which empties the table in O(1).

import { NO_LOWER, NO_UPPER, PackedTable } from './table.ts';

const RECORD = 8;
const BUCKET = 4;

export class PlayOffTable extends PackedTable {
  constructor(bits: number) {
    super(bits, RECORD);
  }

  /** Forget every entry (a new problem). */
  clear(): void {
    this.generation++;
  }

  private bucketOf(k0: number, k1: number, k2: number, k3: number): number {
    let h = Math.imul(k0 ^ 0x2545f491, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15) ^ k1, 0x85ebca77);
    h = Math.imul(h ^ (h >>> 13) ^ k2, 0xc2b2ae3d);
    h = Math.imul(h ^ (h >>> 16) ^ k3, 0x27d4eb2f);
    h ^= h >>> 15;
    return (h & this.bucketMask) * BUCKET * RECORD;
  }

  /** The record (word offset) holding the key, or -1. */
  find(k0: number, k1: number, k2: number, k3: number): number {
    const data = this.data;
    const bucket = this.bucketOf(k0, k1, k2, k3);
    for (let at = bucket; at < bucket + BUCKET * RECORD; at += RECORD) {
      if (data[at + 4] === this.generation && data[at] === k0 && data[at + 1] === k1 && data[at + 2] === k2 && data[at + 3] === k3)
        return at;
    }
    return -1;
  }

  /** The stored upper bound of a position's value for its mover (NO_UPPER if none). */
  upperOf(k0: number, k1: number, k2: number, k3: number): number {
    const at = this.find(k0, k1, k2, k3);
    return at < 0 ? NO_UPPER : this.data[at + 6];
  }

  /** The stored move of a position (-1 if none). */
  moveOf(k0: number, k1: number, k2: number, k3: number): number {
    const at = this.find(k0, k1, k2, k3);
    return at < 0 ? -1 : (this.data[at + 7] << 16) >> 16;
  }

  /**
   * True if the stored bounds decide the position within (alpha, beta), the answer then in `alpha`;
   * otherwise `alpha`/`beta` hold the window narrowed by the stored bounds and `bestMove` the stored move.
   */
  probe(k0: number, k1: number, k2: number, k3: number, alpha: number, beta: number): boolean {
    const at = this.find(k0, k1, k2, k3);
    if (at < 0) return this.miss(alpha, beta);
    const data = this.data;
    return this.narrow(data[at + 5], data[at + 6], alpha, beta, (data[at + 7] << 16) >> 16);
  }

  /** Store what a search of window (alpha, beta) found: an upper bound, a lower bound or the exact value. */
  store(k0: number, k1: number, k2: number, k3: number, cards: number, best: number, alpha: number, beta: number, move: number): void {
    const data = this.data;
    const bucket = this.bucketOf(k0, k1, k2, k3);
    let at = -1;
    let victim = bucket;
    let victimCards = 1 << 30;
    for (let slot = bucket; slot < bucket + BUCKET * RECORD; slot += RECORD) {
      if (data[slot + 4] !== this.generation) {
        if (victimCards >= 0) {
          victim = slot;
          victimCards = -1;
        }
        continue;
      }
      if (data[slot] === k0 && data[slot + 1] === k1 && data[slot + 2] === k2 && data[slot + 3] === k3) {
        at = slot;
        break;
      }
      const held = data[slot + 7] >>> 16;
      if (held < victimCards) {
        victim = slot;
        victimCards = held;
      }
    }
    if (at < 0) {
      at = victim;
      data[at] = k0;
      data[at + 1] = k1;
      data[at + 2] = k2;
      data[at + 3] = k3;
      data[at + 4] = this.generation;
      data[at + 5] = NO_LOWER;
      data[at + 6] = NO_UPPER;
    }
    if (best <= alpha) data[at + 6] = Math.min(data[at + 6], best);
    else if (best >= beta) data[at + 5] = Math.max(data[at + 5], best);
    else data[at + 5] = data[at + 6] = best;
    data[at + 7] = (cards << 16) | (move & 0xffff);
  }
}
