// Seeded pseudo-random numbers (sfc32) whose state is plain data kept in the game state.
import type { RngState } from './types.ts';

/** Hash a string seed to four 32-bit words (cyrb128). */
function hashString(text: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Initial generator state for a seed. Numbers and strings are distinct seeds (7 ≠ '7'). */
export function seedRng(seed: number | string): RngState {
  const state = hashString(typeof seed === 'number' ? `#${seed}` : `$${seed}`);
  // Warm up so that similar seeds diverge.
  const rng = new Rng(state);
  for (let i = 0; i < 15; i++) rng.next();
  return rng.state();
}

/**
 * A mutable cursor over an RngState, used only inside one engine step: the step reads the
 * state out with `state()` and stores the copy in the new game state, so inputs are untouched.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    this.a = state[0] >>> 0;
    this.b = state[1] >>> 0;
    this.c = state[2] >>> 0;
    this.d = state[3] >>> 0;
  }

  /** Next unsigned 32-bit integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1) from one 32-bit draw. */
  private fraction(): number {
    return this.next() / 4294967296;
  }

  /** Integer in [0, n) for small n (bias below 2^-26 for n ≤ 54, irrelevant here). */
  below(n: number): number {
    return Math.floor(this.fraction() * n);
  }

  /** True with probability `p` (one draw, whatever `p`: the stream advances the same way every time). */
  chance(p: number): boolean {
    return this.fraction() < p;
  }

  /** A shuffled copy of `items` (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }

  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}
