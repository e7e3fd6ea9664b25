// The estimate of one of the person's auction decisions, made in its own Web Worker so the coached deal never waits (on the main thread without workers).
import type { AuctionJudgement } from '../../engine/ai/index';
import type { Action, DecisionView } from '../../engine/index';
import type { AuctionChoiceResponse } from '../play/computer/ai.worker';
import { workerJob, type WorkerJob } from '../play/computer/workerJob';

/**
 * The coach's effort on one decision, in the computer players' work units: "hard"'s own on a decision (about a
 * second in a worker), so the estimate is as good as the strongest player's, and only a clearly costly choice is remarked on.
 */
export const COACH_JUDGE = { work: 640_000, seed: 1 } as const;

/** Starts the judgement; `cancel` stops it (the promise then never settles). */
export function auctionJudgementInWorker(view: DecisionView, chosen: Action): WorkerJob<AuctionJudgement> {
  return workerJob<AuctionJudgement, AuctionChoiceResponse>(
    { id: 1, kind: 'auction-choice', view, chosen, ...COACH_JUDGE },
    (message) => (message.ok ? { done: message.judgement } : { failed: message.error }),
    async () => {
      const { judgeAuctionDecision } = await import('../../engine/ai/index');
      return judgeAuctionDecision(view, chosen, COACH_JUDGE);
    },
  );
}
