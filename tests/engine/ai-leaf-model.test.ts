// The auction's leaf model: its inputs ignore the suits' names, its shipped weights load, and it judges a finished auction better than a playout.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../src/engine/cards.ts';
import { newGame } from '../../src/engine/index.ts';
import type { PlayerIndex } from '../../src/engine/index.ts';
import { Kernel, loadKernel } from '../../src/engine/kernel/kernel.ts';
import { kernelAuctionOut, kernelPlayout } from '../../src/engine/ai/kernel-playout.ts';
import { LEAF_INPUTS, leafInputs } from '../../src/engine/ai/leaf-model.ts';
import { kernelLeafValue } from '../../src/engine/ai/leaf-value.ts';
import { decodeLeafNetwork, encodeLeafNetwork } from '../../src/engine/ai/leaf-weights-codec.ts';
import { LEAF_WEIGHTS } from '../../src/engine/ai/leaf-weights.ts';
import { copyKernel } from '../../src/engine/kernel/scratch.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { forgetSolutions, solveBestDeclaration } from '../../src/engine/solver/index.ts';

/** A deal of `seed` whose auction the rules of thumb played: the kernel at the first declaration. */
function afterAuction(seed: string): Kernel {
  const k = loadKernel(new Kernel(), newGame({ seed, jokers: false, target: 1 }));
  kernelAuctionOut(k, new Rng(seedRng(seed)), 0.1);
  return k;
}

const ids = (list: Uint8Array, p: number, n: number) => Array.from(list.subarray(p * 16, p * 16 + n));

/** The four card groups of `k` in leafInputs' order, each card's suit renamed by `rename` (a permutation of 0..3). */
function groups(k: Kernel, rename: readonly number[]) {
  const first = k.firstPlayer;
  const second = 1 - first;
  const lists = [
    ids(k.hands, first, k.handLength[first]),
    ids(k.hands, second, k.handLength[second]),
    ids(k.piles, first, k.pileLength[first]),
    ids(k.piles, second, k.pileLength[second]),
  ].map((list) => Uint8Array.from(list.map((id) => rename[Math.floor(id / 13)] * 13 + (id % 13))));
  return { lists, offsets: [0, 0, 0, 0], lengths: lists.map((l) => l.length) };
}

describe('the leaf model', () => {
  it('sees the same inputs whatever the suits are called (the value after the auction does not depend on their names)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
        (seed, rename) => {
          const k = afterAuction(`leaf-suits:${seed}`);
          const plain = leafInputs(groups(k, [0, 1, 2, 3]), new Float32Array(LEAF_INPUTS));
          const renamed = leafInputs(groups(k, rename), new Float32Array(LEAF_INPUTS));
          expect(Array.from(renamed)).toEqual(Array.from(plain));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('ships weights that decode to the network and encode back to the same text', () => {
    const network = decodeLeafNetwork(LEAF_WEIGHTS);
    expect(encodeLeafNetwork(network)).toBe(LEAF_WEIGHTS);
    expect(() => decodeLeafNetwork(LEAF_WEIGHTS.slice(0, 400))).toThrow(/wrong size/);
  });

  it('ends a playout at the first declaration with its value, the same for both players but of opposite sign', () => {
    const k = afterAuction('leaf-playout');
    const copy = new Kernel();
    for (const me of [0, 1] as const) {
      copyKernel(copy, k);
      const value = kernelPlayout(copy, me, new Rng(seedRng(1)), { epsilon: 0.1, leafModel: true });
      expect(value).toBe(kernelLeafValue(k, me));
    }
    expect(kernelLeafValue(k, 0)).toBeCloseTo(-kernelLeafValue(k, 1), 3);
  });

  it('values a finished auction nearer the exact solve than a rules-of-thumb playout of the rest of the deal does', () => {
    let modelError = 0;
    let playoutError = 0;
    const copy = new Kernel();
    for (let i = 0; i < 12; i++) {
      const k = afterAuction(`leaf-judge:${i}`);
      const first = k.firstPlayer as PlayerIndex;
      const cards = (list: Uint8Array, p: number, n: number) => ids(list, p, n).map((id) => CARDS[id]);
      forgetSolutions();
      const solved = solveBestDeclaration(
        {
          layouts: [
            {
              hands: [cards(k.hands, 0, k.handLength[0]), cards(k.hands, 1, k.handLength[1])],
              playOffHands: [cards(k.piles, 0, k.pileLength[0]), cards(k.piles, 1, k.pileLength[1])],
            },
          ],
          firstPlayer: first,
          player: first,
          otherTrump: null,
        },
        [],
      );
      expect(solved.exact).toBe(true);
      const exact = solved.values[solved.best]!;
      modelError += Math.abs(kernelLeafValue(k, first) - exact);
      copyKernel(copy, k);
      playoutError += Math.abs(kernelPlayout(copy, first, new Rng(seedRng(i)), { epsilon: 0.1 }) - exact);
    }
    expect(modelError).toBeLessThan(playoutError);
  });
});
