// Judging one decision made without seeing the other's hand (a bid, a take/cede, a Joker keep/exchange): every choice on the same sampled hands.
//
// The estimate is the strongest player's own: the hidden cards are dealt as "hard" reads the other player (infer.ts),
// the legal choices are played on the same dealt hands with the same playout streams (common random numbers; successive
// halving spends most hands on the better choices and the chosen one), and they are compared by their paired differences, so the margin of a cost is that of a difference on the same hands,
// much narrower than the spread of each choice's own value. Only the view is read: two positions that differ in hidden
// cards alone are judged alike.
import { EngineError } from '../errors.ts';
import type { Action, DecisionView } from '../types.ts';
import { isDecisionView } from '../views.ts';
import { copyKernel, Kernel, loadKernel, stepAction } from '../kernel/kernel.ts';
import { Rng } from '../rng.ts';
import { OpponentReader, readEvidence } from './infer.ts';
import { kernelPlayout } from './kernel-playout.ts';
import type { PlayoutOptions } from './kernel-playout.ts';
import { readKnowledge } from './knowledge.ts';
import type { Knowledge } from './knowledge.ts';
import { LEVEL_BUDGETS, playoutCost, playoutOptions } from './levels.ts';
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
  /** Sampled hands this choice was played on (fewer for a choice dropped early as clearly not the best). */
  readonly samples: number;
}

export interface AuctionJudgement {
  readonly chosen: ChoiceEstimate;
  /** The choice with the highest mean (the chosen one when it ties). */
  readonly best: ChoiceEstimate;
  /** Every distinct legal choice: the best first, then those played on the most hands, by mean. */
  readonly choices: readonly ChoiceEstimate[];
  /** best.mean − chosen.mean in deal points, ≥ 0 (the raw figure: see clearlyWorse). */
  readonly cost: number;
  /** The best is better than the chosen by more than the margin of their difference (what practice and the review's verdict use). */
  readonly clearlyWorse: boolean;
  /** Sampled hands the chosen and the best choice were both played on. */
  readonly samples: number;
}

export interface JudgeOptions {
  /** Same view, choice and seed: the same judgement. */
  readonly seed: number;
  /**
   * Effort in the computer players' work units (LEVEL_BUDGETS: a playout from the first auction costs about 400;
   * "hard" spends 640 000 on a decision). Spent by successive halving: every choice on a few hands, the better half
   * (and the chosen one) on twice as many, and so on.
   */
  readonly work: number;
}

/** Fewest hands the first round plays every choice on, and most hands the last round's choices are played on. */
const MIN_SAMPLES = 8;
const MAX_SAMPLES = 1000;
/** Two-sided 95% normal quantile. */
const Z95 = 1.96;

/**
 * Hands each round plays its choices on, cumulative (the last is the judgement's sample size): successive halving keeps the
 * better half of the choices (and always the chosen one) for each next round, which plays them on twice as many hands.
 */
function schedule(choices: number, last: number): number[] {
  const rounds = Math.max(1, Math.ceil(Math.log2(choices)));
  return Array.from({ length: rounds }, (_, r) => Math.max(MIN_SAMPLES, Math.round(last / 2 ** (rounds - 1 - r))));
}

/** Playouts the schedule for `last` hands costs (about: the chosen one may survive beyond its half). */
function schedulePlayouts(choices: number, last: number): number {
  let alive = choices;
  let done = 0;
  let playouts = 0;
  for (const upTo of schedule(choices, last)) {
    playouts += alive * (upTo - done);
    done = upTo;
    alive = Math.ceil(alive / 2);
  }
  return playouts;
}

/** How many hands `work` buys for the best and the chosen choice of this view with `choices` choices (see JudgeOptions.work). */
export function judgeSamples(view: DecisionView, choices: number, work: number): number {
  const playouts = work / playoutCost(view);
  let last = MIN_SAMPLES;
  while (last < MAX_SAMPLES && schedulePlayouts(choices, last + 1) <= playouts) last++;
  return last;
}

/** `chosen` as one of the view's distinct choices, or an `invalid-action` error. */
function chosenIndex(candidates: readonly Action[], chosen: Action): number {
  const key = candidateKey(chosen);
  const index = candidates.findIndex((a) => candidateKey(a) === key);
  if (index < 0) throw new EngineError('invalid-action', `judge: ${key} is not a choice of this view`);
  return index;
}

/** 95% half-width of the mean of `count` values. */
export function halfWidth(count: number, of: (j: number) => number): number {
  if (count < 2) return Infinity;
  let s = 0;
  let s2 = 0;
  for (let j = 0; j < count; j++) {
    const x = of(j);
    s += x;
    s2 += x * x;
  }
  const variance = Math.max(0, (s2 - (s * s) / count) / (count - 1));
  return (Z95 * Math.sqrt(variance)) / Math.sqrt(count);
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
  const hands = new HandSampler(view, decisionRng(view, options.seed, 'judge'));
  const values: number[][] = candidates.map(() => []);
  let alive = candidates.map((_, i) => i);
  const rounds = schedule(n, judgeSamples(view, n, options.work));
  const meanOf = (i: number): number => values[i].reduce((a, b) => a + b, 0) / values[i].length;
  rounds.forEach((upTo, r) => {
    for (let j = values[alive[0]].length; j < upTo; j++) hands.play(j, alive, candidates, values);
    if (r === rounds.length - 1) return;
    // The better half goes on, and the chosen choice always (it is what is judged).
    const ranked = alive.slice().sort((x, y) => meanOf(y) - meanOf(x) || x - y);
    const kept = ranked.slice(0, Math.ceil(ranked.length / 2));
    alive = kept.includes(chosenAt) ? kept : [...kept, chosenAt];
    alive.sort((x, y) => x - y);
  });
  const samples = values[chosenAt].length;
  // The best among the choices played on every hand; ties go to the chosen one (a best choice costs nothing).
  let bestAt = chosenAt;
  for (const i of alive) if (meanOf(i) > meanOf(bestAt)) bestAt = i;
  const best = values[bestAt];
  const estimates: ChoiceEstimate[] = candidates.map((action, i) => ({
    action,
    mean: meanOf(i),
    margin: i === bestAt ? halfWidth(samples, (j) => best[j]) : halfWidth(values[i].length, (j) => best[j] - values[i][j]),
    samples: values[i].length,
  }));
  // Best first, then by how far each choice went, then by mean.
  const order = estimates
    .map((_, i) => i)
    .sort((x, y) => (x === bestAt ? -1 : y === bestAt ? 1 : values[y].length - values[x].length || meanOf(y) - meanOf(x) || x - y));
  const cost = meanOf(bestAt) - meanOf(chosenAt);
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
 * The sampled hands, dealt once each and kept: hand j is dealt as "hard" reads the other player in the auction
 * (infer.ts), uniformly otherwise, and every choice is played on it with the same playout stream.
 */
class HandSampler {
  private readonly view: DecisionView;
  private readonly rng: Rng;
  private readonly knowledge: Knowledge;
  private readonly reader: OpponentReader | null;
  private readonly hands: { deal: Kernel; seed: [number, number, number, number] }[] = [];
  private readonly scratch = new Kernel();
  // Hard's own playouts: the Joker exchange (without it a kept Joker is worth only a weak trump to them), the leaf model.
  private readonly options: PlayoutOptions;

  constructor(view: DecisionView, rng: Rng) {
    this.view = view;
    this.rng = rng;
    this.knowledge = readKnowledge(view);
    this.options = playoutOptions(LEVEL_BUDGETS.hard, view);
    const evidence = readEvidence(view, this.knowledge);
    this.reader = evidence === null ? null : new OpponentReader(this.knowledge, evidence, childRng(rng));
  }

  private hand(j: number): { deal: Kernel; seed: [number, number, number, number] } {
    while (this.hands.length <= j) {
      const r = childRng(this.rng);
      const deal = loadKernel(new Kernel(), determinize(this.view, this.reader === null ? this.knowledge : this.reader.next(), r));
      this.hands.push({ deal, seed: [r.next(), r.next(), r.next(), r.next() | 1] });
    }
    return this.hands[j];
  }

  /** Plays each of `which` on hand j, appending the player's deal points minus the other's to its values. */
  play(j: number, which: readonly number[], candidates: readonly Action[], values: number[][]): void {
    const { deal, seed } = this.hand(j);
    for (const i of which) {
      copyKernel(this.scratch, deal);
      stepAction(this.scratch, candidates[i]);
      values[i].push(kernelPlayout(this.scratch, this.view.player, new Rng(seed), this.options));
    }
  }
}
