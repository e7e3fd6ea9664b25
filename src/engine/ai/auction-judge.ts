// Judging one decision made without seeing the other's hand (a bid, a take/cede, a Joker keep/exchange): every choice on the same sampled hands.
//
// The estimate is the strongest player's own: the hidden cards are dealt as "hard" reads the other player (infer.ts),
// every legal choice is played on each dealt sample with the same playout stream (common random numbers), and the
// choices are compared by their paired differences, so the margin of a cost is that of a difference on the same hands,
// much narrower than the spread of each choice's own value. Only the view is read: two positions that differ in hidden
// cards alone are judged alike.
import { EngineError } from '../errors.ts';
import type { Action, DecisionView } from '../types.ts';
import { isDecisionView } from '../views.ts';
import { copyKernel, Kernel, loadKernel, stepAction } from '../kernel/index.ts';
import { Rng } from '../rng.ts';
import { OpponentReader, readEvidence } from './infer.ts';
import { kernelPlayout } from './kernel-playout.ts';
import { readKnowledge } from './knowledge.ts';
import { LEVEL_BUDGETS, playoutCost } from './levels.ts';
import { childRng, decisionRng } from './prng.ts';
import { determinize } from './sample.ts';
import { candidateKey, distinctCandidates } from './search.ts';

export interface ChoiceEstimate {
  readonly action: Action;
  /** Expected deal points of the judged player minus the other's after this choice, over the sampled hands. */
  readonly mean: number;
  /**
   * 95% half-width of `best.mean − mean`, from the paired differences on the same hands (what a cost is uncertain by).
   * For the best choice itself, which has nothing to be compared with, the 95% half-width of its own mean.
   */
  readonly margin: number;
  /** Sampled hands this choice was played on. */
  readonly samples: number;
}

export interface AuctionJudgement {
  readonly chosen: ChoiceEstimate;
  /** The choice with the highest mean (the chosen one when it ties). */
  readonly best: ChoiceEstimate;
  /** Every distinct legal choice, best first. */
  readonly choices: readonly ChoiceEstimate[];
  /** best.mean − chosen.mean in deal points, ≥ 0 (the raw figure: see clearlyWorse). */
  readonly cost: number;
  /** The best is better than the chosen by more than the margin of their difference (what practice and the review's verdict use). */
  readonly clearlyWorse: boolean;
  /** Sampled hands (each choice was played on every one). */
  readonly samples: number;
}

export interface JudgeOptions {
  /** Same view, choice and seed: the same judgement. */
  readonly seed: number;
  /**
   * Effort in the computer players' work units (LEVEL_BUDGETS: a playout from the first auction costs about 400;
   * "hard" spends 640 000 on a decision). Spread over every choice on each sample.
   */
  readonly work: number;
}

/** Fewest and most sampled hands, whatever the work (fewer than 8 gives no useful margin). */
const MIN_SAMPLES = 8;
const MAX_SAMPLES = 4000;
/** Two-sided 95% normal quantile. */
const Z95 = 1.96;

/** How many hands `work` buys for this view with `choices` choices each. */
export function judgeSamples(view: DecisionView, choices: number, work: number): number {
  return Math.max(MIN_SAMPLES, Math.min(MAX_SAMPLES, Math.round(work / (playoutCost(view) * Math.max(1, choices)))));
}

/** `chosen` as one of the view's distinct choices, or an `invalid-action` error. */
function chosenIndex(candidates: readonly Action[], chosen: Action): number {
  const key = candidateKey(chosen);
  const index = candidates.findIndex((a) => candidateKey(a) === key);
  if (index < 0) throw new EngineError('invalid-action', `judge: ${key} is not a choice of this view`);
  return index;
}

/**
 * Judges `chosen` against every other legal choice of `view.player` at `view`, from the view alone. The view must be
 * the player's to act (`legalActions` not empty); any decision view is accepted, though the estimate is meant for the
 * auction and the Joker choice (after them the exact solvers judge the tricks and the play-off).
 */
export function judgeAuctionDecision(view: DecisionView, chosen: Action, options: JudgeOptions): AuctionJudgement {
  if (!isDecisionView(view) || view.legalActions.length === 0) throw new EngineError('invalid-argument', 'judge: nothing to decide');
  const candidates = distinctCandidates(view.legalActions);
  const chosenAt = chosenIndex(candidates, chosen);
  const n = candidates.length;
  const samples = judgeSamples(view, n, options.work);
  const values = sampleValues(view, candidates, samples, decisionRng(view, options.seed, 'judge'));
  const mean = (i: number): number => {
    let s = 0;
    for (let j = 0; j < samples; j++) s += values[j * n + i];
    return s / samples;
  };
  const means = Array.from({ length: n }, (_, i) => mean(i));
  // Ties go to the chosen choice, then to the earlier one: a best choice costs nothing.
  let bestAt = chosenAt;
  for (let i = 0; i < n; i++) if (means[i] > means[bestAt]) bestAt = i;
  const halfWidth = (of: (j: number) => number): number => {
    if (samples < 2) return Infinity;
    let s = 0;
    let s2 = 0;
    for (let j = 0; j < samples; j++) {
      const x = of(j);
      s += x;
      s2 += x * x;
    }
    const variance = Math.max(0, (s2 - (s * s) / samples) / (samples - 1));
    return (Z95 * Math.sqrt(variance)) / Math.sqrt(samples);
  };
  const estimates: ChoiceEstimate[] = candidates.map((action, i) => ({
    action,
    mean: means[i],
    margin: i === bestAt ? halfWidth((j) => values[j * n + i]) : halfWidth((j) => values[j * n + bestAt] - values[j * n + i]),
    samples,
  }));
  const order = estimates.map((_, i) => i).sort((x, y) => (x === bestAt ? -1 : y === bestAt ? 1 : means[y] - means[x] || x - y));
  const cost = means[bestAt] - means[chosenAt];
  return {
    chosen: estimates[chosenAt],
    best: estimates[bestAt],
    choices: order.map((i) => estimates[i]),
    cost,
    clearlyWorse: bestAt !== chosenAt && cost > estimates[chosenAt].margin,
    samples,
  };
}

/**
 * Deal points (the player's minus the other's) of every candidate on every sampled hand: row j, column i is candidate i
 * on hand j. The hands are dealt as "hard" reads the other player in the auction (infer.ts), uniformly otherwise.
 */
function sampleValues(view: DecisionView, candidates: readonly Action[], samples: number, rng: Rng): Float64Array {
  const n = candidates.length;
  const knowledge = readKnowledge(view);
  const evidence = readEvidence(view, knowledge);
  const reader = evidence === null ? null : new OpponentReader(knowledge, evidence, childRng(rng));
  const options = { epsilon: LEVEL_BUDGETS.hard.epsilon };
  const values = new Float64Array(samples * n);
  const deal = new Kernel();
  const scratch = new Kernel();
  for (let j = 0; j < samples; j++) {
    const r = childRng(rng);
    loadKernel(deal, determinize(view, reader === null ? knowledge : reader.next(), r));
    const seed: [number, number, number, number] = [r.next(), r.next(), r.next(), r.next() | 1];
    for (let i = 0; i < n; i++) {
      copyKernel(scratch, deal);
      stepAction(scratch, candidates[i]);
      values[j * n + i] = kernelPlayout(scratch, view.player, new Rng(seed), options);
    }
  }
  return values;
}
