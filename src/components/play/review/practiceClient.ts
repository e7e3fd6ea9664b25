// Finds a finished deal's practice positions in the computer's worker pool, in the background (a review takes seconds).
// Without workers there are none: solving on the page's thread would freeze it.
import type { DeclarationSolution, ReviewInput, ReviewWithDeclaration } from '../../../engine/solver/index.ts';
import { computer, solveDeclarationInParts } from '../../computer/computer.ts';
import { earlyDeclaration } from '../../computer/earlyDeclarations.ts';
import { PoolError, workerJob, type WorkerJob } from '../../computer/pool.ts';
import { testWork } from '../../computer/testWork.ts';
import { promiseReview } from './sharedReviews.ts';
import type { PracticePosition } from '../../practice/types.ts';

/**
 * The practice positions of each input's deal. The reviews the worker makes on the way are offered to the page as each is
 * done (sharedReviews.ts: "Review this deal" then shows one at once); a job stopped or failed withdraws those not done.
 */
export function practiceInWorker(inputs: readonly ReviewInput[]): WorkerJob<PracticePosition[]> {
  const promised = inputs.map(promiseReview);
  const withdrawAll = (): void => promised.forEach((review) => review.withdraw());
  const job = workerJob(async (signal) => {
    /** Each input's declaration, solved in parts, one input after the other (begun during its tricks, or now); undefined where that failed. */
    const declarations: (DeclarationSolution | undefined)[] = [];
    for (const input of inputs) {
      const solved = earlyDeclaration(input) ?? solveDeclarationInParts({ review: input }, { signal, background: true });
      declarations.push((await solved.catch(() => null)) ?? undefined);
    }
    const onProgress = ({ index, review }: { index: number; review: ReviewWithDeclaration }) => promised[index]?.keep(review);
    return (
      computer
        // The auction's estimates at the page's budget, or at a browser test's own (`window.galapagosPracticeJudgeWork`).
        .call('practice', { inputs, declarations, work: testWork('galapagosPracticeJudgeWork') }, { signal, background: true, onProgress })
        .catch((error: unknown) => (error instanceof PoolError && error.code === 'no-worker' ? [] : Promise.reject(error)))
    );
  });
  job.result.then(withdrawAll, withdrawAll);
  return {
    result: job.result,
    cancel() {
      job.cancel();
      withdrawAll();
    },
  };
}
