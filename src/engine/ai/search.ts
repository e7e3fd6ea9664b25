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
import type { PlayoutOptions } from './kernel-playout.ts';
import { playoutScratch } from './playout-scratch.ts';
import { childRng } from './prng.ts';
import { determinize } from './sample.ts';

/** How much to search, and how each playout plays (its PlayoutOptions). */
export interface SearchBudget extends PlayoutOptions {
  /** Total playouts for the decision (spread over the candidates by successive halving). */
  readonly playouts: number;
  /** Extra utility for winning the deal, on top of the score difference. */
  readonly winWeight: number;
}

export interface SearchResult {
  readonly action: Action;
  /** Mean deal-score difference after the action, over its playouts. */
  readonly expectedDiff: number;
  /** Every candidate with its mean utility, best first (the candidates kept longest first: they have the most playouts). */
  readonly ranking: RankedCandidate[];
}

export interface RankedCandidate {
  readonly action: Action;
  /** Mean utility (score difference plus the win weight), -Infinity if never played out. */
  readonly utility: number;
  /** Playouts spent on this candidate. */
  readonly playouts: number;
  /** Mean deal-score difference after the action (0 if never played out). */
  readonly expectedDiff: number;
  /** Standard error of `utility` (over its playouts; Infinity below two). */
  readonly stdError: number;
  /**
   * In the auction: the share of its playouts in which the searching player won the current auction's bids (after a
   * bid: the bid won; after take or cede: 1). Null outside the auction.
   */
  readonly auctionWon: number | null;
  /**
   * This candidate's utility minus the chosen action's, over the samples both were played out on (the same deals and
   * random streams, so much of the luck cancels), and the standard error of that mean (Infinity below two samples).
   */
  readonly vsChosen: { readonly diff: number; readonly stdError: number };
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
  const squares = new Float64Array(n);
  const won = new Float64Array(n);
  // Candidate i's utility on sample j at i * stride + j: a candidate is played out on the first samples, so any two share theirs.
  const rounds = Math.max(1, Math.ceil(Math.log2(n)));
  const stride = Math.ceil(budget.playouts) + rounds;
  const utilities = new Float64Array(n * stride);
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
  const perRound = budget.playouts / rounds;
  let next = 0;
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const per = Math.max(1, Math.floor(perRound / alive.length));
    for (let t = 0; t < per; t++) {
      const j = next++;
      const { deal, seed } = sample(j);
      for (const i of alive) {
        copyKernel(scratch, deal);
        stepAction(scratch, candidates[i]);
        const diff = kernelPlayout(scratch, me, new Rng(seed), budget);
        const utility = diff + (diff > 0 ? budget.winWeight : diff < 0 ? -budget.winWeight : 0);
        sums[i] += utility;
        squares[i] += utility * utility;
        if (j < stride) utilities[i * stride + j] = utility;
        diffSums[i] += diff;
        counts[i]++;
        if (candidates[i].type !== 'bid' || playoutScratch.firstAuctionWinner === me) won[i]++;
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
  const auction = view.phase === 'auction';
  const paired = (i: number): { diff: number; stdError: number } => {
    const m = Math.min(counts[i], counts[best], stride);
    let sum = 0;
    let square = 0;
    for (let j = 0; j < m; j++) {
      const d = utilities[i * stride + j] - utilities[best * stride + j];
      sum += d;
      square += d * d;
    }
    const mean = m > 0 ? sum / m : 0;
    return { diff: mean, stdError: m > 1 ? Math.sqrt(Math.max(0, (square - m * mean * mean) / (m - 1)) / m) : Infinity };
  };
  const ranked = (i: number): RankedCandidate => {
    const m = counts[i];
    const mean = m > 0 ? sums[i] / m : -Infinity;
    const variance = m > 1 ? Math.max(0, (squares[i] - m * mean * mean) / (m - 1)) : Infinity;
    return {
      action: candidates[i],
      utility: mean,
      playouts: m,
      expectedDiff: m > 0 ? diffSums[i] / m : 0,
      stdError: m > 1 ? Math.sqrt(variance / m) : Infinity,
      auctionWon: auction && m > 0 ? won[i] / m : null,
      vsChosen: paired(i),
    };
  };
  return {
    action: candidates[best],
    expectedDiff: diffSums[best] / Math.max(1, counts[best]),
    ranking: order.map(ranked),
  };
}
