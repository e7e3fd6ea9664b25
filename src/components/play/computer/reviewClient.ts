// Reviews a finished deal against perfect play: its declaration in two workers (or the judgement begun during its tricks), then the rest in a worker of its own.
import type { DeclarationPart, ReviewInput, ReviewWithDeclaration } from '../../../engine/solver/index';
import type { ReviewResponse } from './ai.worker';
import { declarationPartsInWorkers } from './declarationParts';
import { earlyDeclaration } from './earlyDeclarations';
import { workerJob, type WorkerJob } from './workerJob';

/**
 * Reviews a finished deal against perfect play (a review takes seconds: it must not hold up the computer's moves),
 * reporting progress: the declaration first, in two workers (declarationParts.ts), then the rest in a worker of its own;
 * on the main thread when workers are unavailable. `cancel` stops it (the promise then never settles).
 */
export function reviewInWorker(input: ReviewInput, onProgress: (done: number, total: number) => void): WorkerJob<ReviewWithDeclaration> {
  // Begun during the deal's tricks (earlyDeclarations.ts), or now.
  const early = earlyDeclaration(input);
  const declaration = early === undefined ? declarationPartsInWorkers({ review: input }) : null;
  let rest: WorkerJob<ReviewWithDeclaration> | null = null;
  let cancelled = false;
  // A declaration the parts could not solve is solved with the rest.
  const solved =
    early ??
    declaration!.result.then(
      (parts) => parts,
      () => undefined,
    );
  const result = solved.then((found) => {
    if (cancelled) return new Promise<ReviewWithDeclaration>(() => undefined);
    rest = reviewRestInWorker(input, onProgress, found);
    return rest.result;
  });
  return {
    result,
    cancel() {
      cancelled = true;
      declaration?.cancel();
      rest?.cancel();
    },
  };
}

/** The review's worker: every decision of the deal, and the declaration too unless `declarationParts` solve it already. */
function reviewRestInWorker(
  input: ReviewInput,
  onProgress: (done: number, total: number) => void,
  declarationParts: readonly (DeclarationPart | null)[] | undefined,
): WorkerJob<ReviewWithDeclaration> {
  return workerJob<ReviewWithDeclaration, ReviewResponse>(
    { id: 1, kind: 'review', input, declarationParts },
    (message) => {
      if (message.kind === 'review-progress') {
        onProgress(message.done, message.total);
        return null;
      }
      return message.ok ? { done: message.review } : { failed: message.error };
    },
    async () => {
      const [{ reviewWithDeclaration }, { joinedParts }] = await Promise.all([
        import('../../../engine/solver/index'),
        import('./declarationPart'),
      ]);
      return reviewWithDeclaration(input, onProgress, joinedParts(declarationParts));
    },
  );
}
