// Determinized Monte Carlo search: sample hidden cards from the view, try each candidate action on every sample, finish with playouts.
//
// Candidates share samples and playout random streams (common random numbers), so they are compared
// on the same deals; successive halving spends most playouts on the best few candidates.
import { isJoker } from '../cards.ts';
import { Rng } from '../rng.ts';
import type { Action, DecisionView } from '../types.ts';
import { actionKey } from './actions.ts';
import { readKnowledge } from './knowledge.ts';
import type { Knowledge } from './knowledge.ts';
import { copyKernel, Kernel, loadKernel, stepAction } from '../kernel/kernel.ts';
import { kernelPlayout } from './kernel-playout.ts';
import { childRng } from './prng.ts';
import { determinize } from './sample.ts';

export interface SearchBudget {
  /** Total playouts for the decision (spread over the candidates by successive halving). */
  readonly playouts: number;
  /** Playout exploration (see PlayoutOptions.epsilon). */
  readonly epsilon: number;
  /** Extra utility for winning the deal, on top of the score difference. */
  readonly winWeight: number;
}

export interface SearchResult {
  readonly action: Action;
  /** Mean deal-score difference after the action, over its playouts. */
  readonly expectedDiff: number;
  /** Every candidate with its mean utility, best first. */
  readonly ranking: { action: Action; utility: number }[];
}

/**
 * Play-off plays that differ only in suits are the same move (suits play no part in the play-off):
 * keep one of each.
 */
export function candidateKey(a: Action): string {
  return a.type === 'playoff-play'
    ? `po:${a.cards
        .map((c) => (isJoker(c) ? 0 : c.rank))
        .sort((x, y) => x - y)
        .join(',')}`
    : actionKey(a);
}

export function distinctCandidates(actions: readonly Action[]): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const a of actions) {
    const key = candidateKey(a);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}

/**
 * `dealFrom`, if given, supplies the knowledge each sample is dealt from (hard's opponent reading,
 * infer.ts); by default every sample deals the hidden pool uniformly.
 */
export function searchBest(
  view: DecisionView,
  candidates: readonly Action[],
  budget: SearchBudget,
  rng: Rng,
  knowledge = readKnowledge(view),
  dealFrom: (() => Knowledge) | null = null,
): SearchResult {
  const me = view.player;
  const n = candidates.length;
  const sums = new Float64Array(n);
  const diffSums = new Float64Array(n);
  const counts = new Float64Array(n);
  const samples: { deal: Kernel; seed: [number, number, number, number] }[] = [];
  const sample = (j: number) => {
    while (samples.length <= j) {
      const r = childRng(rng);
      const deal = loadKernel(new Kernel(), determinize(view, dealFrom === null ? knowledge : dealFrom(), r));
      samples.push({ deal, seed: [r.next(), r.next(), r.next(), r.next() | 1] });
    }
    return samples[j];
  };
  // Each candidate plays on a copy of the sample's kernel: no game state is built per playout.
  const scratch = new Kernel();
  let alive = Array.from({ length: n }, (_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(n)));
  const perRound = budget.playouts / rounds;
  let next = 0;
  const options = { epsilon: budget.epsilon };
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const per = Math.max(1, Math.floor(perRound / alive.length));
    for (let t = 0; t < per; t++) {
      const { deal, seed } = sample(next++);
      for (const i of alive) {
        copyKernel(scratch, deal);
        stepAction(scratch, candidates[i]);
        const diff = kernelPlayout(scratch, me, new Rng(seed), options);
        sums[i] += diff + (diff > 0 ? budget.winWeight : diff < 0 ? -budget.winWeight : 0);
        diffSums[i] += diff;
        counts[i]++;
      }
    }
    const mean = (i: number) => sums[i] / counts[i];
    alive = alive.slice().sort((x, y) => mean(y) - mean(x) || x - y);
    if (round < rounds - 1) alive = alive.slice(0, Math.ceil(alive.length / 2));
  }
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => counts[y] - counts[x] || sums[y] / counts[y] - sums[x] / counts[x] || x - y,
  );
  const best = alive[0];
  return {
    action: candidates[best],
    expectedDiff: diffSums[best] / Math.max(1, counts[best]),
    ranking: order.map((i) => ({ action: candidates[i], utility: counts[i] ? sums[i] / counts[i] : -Infinity })),
  };
}
