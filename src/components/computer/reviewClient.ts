// Reviews a finished deal against perfect play: its declaration solved in parts (or the judgement begun during its tricks), then the rest.
import type { ReviewInput, ReviewWithDeclaration } from '../../engine/solver/index.ts';
import { computer, solveDeclarationInParts } from './computer.ts';
import { earlyDeclaration } from './earlyDeclarations.ts';
import { workerJob, type WorkerJob } from './pool.ts';

/**
 * Reviews a finished deal against perfect play (a review takes seconds: in the worker pool, so the page never
 * freezes), reporting progress: the declaration first, in parts in parallel, then every decision of the deal (and the
 * declaration too, if its solve in parts failed). `cancel` stops it (the promise then never settles).
 */
export function reviewInWorker(input: ReviewInput, onProgress: (done: number, total: number) => void): WorkerJob<ReviewWithDeclaration> {
  return workerJob(async (signal) => {
    // Begun during the deal's tricks (earlyDeclarations.ts), or now.
    const declaration = await (earlyDeclaration(input) ??
      solveDeclarationInParts({ review: input }, { signal }).then(
        (solved) => solved ?? undefined,
        () => undefined,
      ));
    const reported = ({ done, total }: { done: number; total: number }) => onProgress(done, total);
    return computer.call('review', { input, declaration }, { signal, onProgress: reported });
  });
}
