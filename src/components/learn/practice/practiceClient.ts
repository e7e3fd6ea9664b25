// Finds a finished deal's practice positions in its own Web Worker (a review takes seconds). Without workers there are none:
// solving on the page's thread would freeze it, and importing the solvers here would split the play page's scripts (its budget).
import type { DeclarationPart, ReviewInput } from '../../../engine/solver/index';
import { declarationPartsInWorkers } from '../../play/computer/declarationParts';
import { earlyDeclaration } from '../../play/computer/earlyDeclarations';
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
  let cancelled = false;
  let running: WorkerJob<unknown> | null = null;
  /** Each input's declaration, solved in two workers, one input after the other; undefined where that failed. */
  const declarations = async (): Promise<((DeclarationPart | null)[] | undefined)[]> => {
    const out: ((DeclarationPart | null)[] | undefined)[] = [];
    for (const input of inputs) {
      if (cancelled || typeof Worker === 'undefined') break;
      // Begun during the deal's tricks (earlyDeclarations.ts), or now.
      const early = earlyDeclaration(input);
      if (early !== undefined) {
        out.push(await early);
        continue;
      }
      const job = declarationPartsInWorkers({ review: input }, false);
      running = job;
      out.push(
        await job.result.then(
          (parts) => parts,
          () => undefined,
        ),
      );
    }
    return out;
  };
  const result = declarations().then((solved) => {
    if (cancelled) return new Promise<PracticePosition[]>(() => undefined);
    const job = workerJob<PracticePosition[], PracticeResponse>(
      { id: 1, kind: 'practice', inputs, declarationParts: solved },
      (message) => {
        if (message.kind === 'practice-review') {
          promised[message.index]?.keep(message.review);
          return null;
        }
        return message.ok ? { done: message.positions } : { failed: message.error };
      },
      () => Promise.resolve([]),
    );
    running = job;
    return job.result;
  });
  result.then(withdrawAll, withdrawAll);
  return {
    result,
    cancel() {
      cancelled = true;
      running?.cancel();
      withdrawAll();
    },
  };
}
