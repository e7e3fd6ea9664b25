// Transposition table of the tricks search: two-word keys, bounds and move packed in 16 bytes, buckets of four in one cache line, the entry with the fewest cards replaced first.
//
// The shared BoundTable (table.ts) keeps each field in its own array, so one probe touches five cache lines;
// the tricks search probes at every trick start and spent about 40% of its time there (measured with
// --cpu-prof on 40 bench positions). Same probe and store semantics as table.ts.
import { NO_LOWER, NO_UPPER, PackedTable } from './table.ts';
import { popcount } from './tricks-tables.ts';

/** The low 27 bits of each key word hold a hand's cards (see TrickSearch.writeKey). */
const CARD_BITS = 0x7ffffff;

/** Per slot, four words: key word 0, key word 1, generation << 8 | (move + 1), lower << 16 | (upper & 0xffff). */
export class TrickTable extends PackedTable {
  constructor(bits: number) {
    super(bits, 4);
  }

  /** Forget every entry (a new problem). */
  clear(): void {
    if (++this.generation >= 1 << 23) {
      this.data.fill(0);
      this.generation = 1;
    }
  }

  private bucket(k0: number, k1: number): number {
    let h = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1), 0x85ebca77);
    h ^= h >>> 15;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 13;
    return (h & this.bucketMask) << 4;
  }

  /** The data offset of the slot holding the key, or -1. */
  find(k0: number, k1: number): number {
    const d = this.data;
    const b = this.bucket(k0, k1);
    for (let s = b; s < b + 16; s += 4) if (d[s] === k0 && d[s + 1] === k1 && d[s + 2] >>> 8 === this.generation) return s;
    return -1;
  }

  /** The move stored with the key (-1 if none). */
  move(k0: number, k1: number): number {
    const s = this.find(k0, k1);
    return s < 0 ? -1 : (this.data[s + 2] & 0xff) - 1;
  }

  /**
   * True if the stored bounds decide the node within (alpha, beta), the answer then in `alpha`; otherwise
   * `alpha`/`beta` hold the window narrowed by the stored bounds and `bestMove` the stored move.
   */
  probe(k0: number, k1: number, alpha: number, beta: number): boolean {
    const s = this.find(k0, k1);
    if (s < 0) return this.miss(alpha, beta);
    const bounds = this.data[s + 3];
    return this.narrow(bounds >> 16, (bounds << 16) >> 16, alpha, beta, (this.data[s + 2] & 0xff) - 1);
  }

  /** Store what a search of window (alpha, beta) found: an upper bound, a lower bound or the exact value. */
  store(k0: number, k1: number, best: number, alpha: number, beta: number, move: number): void {
    const d = this.data;
    let s = this.find(k0, k1);
    let lb = NO_LOWER;
    let ub = NO_UPPER;
    if (s >= 0) {
      lb = d[s + 3] >> 16;
      ub = (d[s + 3] << 16) >> 16;
    } else {
      // A free slot of the bucket, else the one with the fewest cards (the cheapest to search again).
      const b = this.bucket(k0, k1);
      let fewest = 99;
      for (let t = b; t < b + 16; t += 4) {
        if (d[t + 2] >>> 8 !== this.generation) {
          s = t;
          break;
        }
        const cards = popcount(d[t] & CARD_BITS) + popcount(d[t + 1] & CARD_BITS);
        if (cards < fewest) {
          fewest = cards;
          s = t;
        }
      }
      d[s] = k0;
      d[s + 1] = k1;
    }
    if (best <= alpha) ub = Math.min(ub, best);
    else if (best >= beta) lb = Math.max(lb, best);
    else lb = ub = best;
    d[s + 2] = (this.generation << 8) | (move + 1);
    d[s + 3] = (lb << 16) | (ub & 0xffff);
  }
}
