// Finds a finished deal's practice positions in its own Web Worker (a review takes seconds). Without workers there are none:
// solving on the page's thread would freeze it, and importing the solvers here would split the play page's scripts (its budget).
import type { ReviewInput } from '../../../engine/solver/index';
import type { PracticeResponse } from '../../play/computer/ai.worker';
import { workerJob, type WorkerJob } from '../../play/computer/workerJob';
import { promiseReview } from '../../play/review/sharedReviews';
import type { PracticePosition } from './types';

/**
 * The practice positions of each input's deal. The reviews the worker makes on the way are offered to the page as each is
 * done (sharedReviews.ts: "Review this deal" then shows one at once); a job stopped or failed withdraws those not done.
 */
export function practiceInWorker(inputs: readonly ReviewInput[]): WorkerJob<PracticePosition[]> {
  const promised = inputs.map(promiseReview);
  const withdrawAll = (): void => promised.forEach((review) => review.withdraw());
  const job = workerJob<PracticePosition[], PracticeResponse>(
    { id: 1, kind: 'practice', inputs },
    (message) => {
      if (message.kind === 'practice-review') {
        promised[message.index]?.keep(message.review);
        return null;
      }
      return message.ok ? { done: message.positions } : { failed: message.error };
    },
    () => Promise.resolve([]),
  );
  job.result.then(withdrawAll, withdrawAll);
  return {
    result: job.result,
    cancel() {
      job.cancel();
      withdrawAll();
    },
  };
}
