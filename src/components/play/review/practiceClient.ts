// Finds a finished deal's practice positions in the computer's worker pool, in the background (a review takes seconds).
// Without workers there are none: solving on the page's thread would freeze it.
import type { AuctionReviewItem } from '../../../engine/ai/index.ts';
import type { DeclarationSolution, ReviewInput, ReviewWithDeclaration } from '../../../engine/solver/index.ts';
import { auctionJudgement } from '../../computer/auctionJudgements.ts';
import { computer, solveDeclarationInParts } from '../../computer/computer.ts';
import { earlyDeclaration } from '../../computer/earlyDeclarations.ts';
import { PoolError, workerJob, type WorkerJob } from '../../computer/pool.ts';
import { promiseReview } from './sharedReviews.ts';
import type { PracticePosition } from '../../practice/types.ts';

/** No positions where no worker runs them (a call's 'no-worker'); any other failure is the job's. */
const noneWithoutWorkers = (error: unknown): Promise<never[]> =>
  error instanceof PoolError && error.code === 'no-worker' ? Promise.resolve([]) : Promise.reject(error);

/**
 * The review's judgement of each input's auction (auctionJudgements.ts: begun during the deal's tricks, or now in the
 * background), which practice takes its auction positions from: each deal's auction is judged once. Empty where it
 * failed or no worker runs it (the review, opened, judges it again).
 */
function judgedAuctions(inputs: readonly ReviewInput[]): Promise<(readonly AuctionReviewItem[])[]> {
  return Promise.all(inputs.map((input) => auctionJudgement(input, { background: true }).result.catch(() => [])));
}

/**
 * The practice positions of each input's deal, the auction's first (in the order of play). The reviews the worker makes
 * on the way are offered to the page as each is done (sharedReviews.ts: "Review this deal" then shows one at once); a
 * job stopped or failed withdraws those not done.
 */
export function practiceInWorker(inputs: readonly ReviewInput[]): WorkerJob<PracticePosition[]> {
  const promised = inputs.map(promiseReview);
  const withdrawAll = (): void => promised.forEach((review) => review.withdraw());
  const job = workerJob(async (signal) => {
    // Waited for beside the tricks' review, which need not wait for it.
    const auctions = computer.parallel ? judgedAuctions(inputs) : Promise.resolve(inputs.map(() => []));
    /** Each input's declaration, solved in parts, one input after the other (begun during its tricks, or now); undefined where that failed. */
    const declarations: (DeclarationSolution | undefined)[] = [];
    for (const input of inputs) {
      const solved = earlyDeclaration(input) ?? solveDeclarationInParts({ review: input }, { signal, background: true });
      declarations.push((await solved.catch(() => null)) ?? undefined);
    }
    const onProgress = ({ index, review }: { index: number; review: ReviewWithDeclaration }) => promised[index]?.keep(review);
    const fromPlay = await computer
      .call('practice', { inputs, declarations }, { signal, background: true, onProgress })
      .catch(noneWithoutWorkers);
    const judged = (await auctions).map((items, index) => ({ input: inputs[index], items }));
    const fromAuction = await computer.call('practice-auction', { judged }, { signal, background: true }).catch(noneWithoutWorkers);
    return inputs.flatMap((_, index) => [...(fromAuction[index] ?? []), ...(fromPlay[index] ?? [])]);
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
