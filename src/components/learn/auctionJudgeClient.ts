// The estimate of one of the person's auction decisions, made in the computer's worker pool so the coached deal never waits (on the main thread without workers).
import type { AuctionJudgement } from '../../engine/ai/index.ts';
import type { Action, DecisionView } from '../../engine/index.ts';
import { computer } from '../computer/computer.ts';
import { workerJob, type WorkerJob } from '../computer/pool.ts';
import { testWork } from '../computer/testWork.ts';

/**
 * The coach's effort on one decision, in the computer players' work units: "hard"'s own on a decision (about a
 * second in a worker), so the estimate is as good as the strongest player's, and only a clearly costly choice is remarked on.
 */
export const COACH_JUDGE = { work: 640_000, seed: 1 } as const;

/** Starts the judgement; `cancel` stops it (the promise then never settles). */
export function auctionJudgementInWorker(view: DecisionView, chosen: Action): WorkerJob<AuctionJudgement> {
  // At the coach's budget, or at a browser test's own (`window.galapagosCoachJudgeWork`, set before the page loads).
  const work = testWork('galapagosCoachJudgeWork') ?? COACH_JUDGE.work;
  return workerJob((signal) => computer.call('auction-choice', { view, chosen, seed: COACH_JUDGE.seed, work }, { signal }));
}
