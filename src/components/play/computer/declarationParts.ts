// A declaration's exact values solved in two Web Workers, half the placements each (issue 25); the worker that decides or reviews by them joins the parts.
import type { DeclarationPart } from '../../../engine/solver/index';
import type { DeclarationPartResponse } from './ai.worker';
import type { DeclarationSource } from './declarationPart';
import { workerJob, type WorkerJob } from './workerJob';

/** Parts a solve is split into: one worker each (the machine the site's speed is measured on has two cores). */
export const DECLARATION_PARTS = 2;

/**
 * Starts the solve, a new worker for each part; `cancel` stops both (the promise then never settles). Without workers
 * (or when one fails) a part is solved on this thread, unless `onThisThread` is false: it then fails.
 */
export function declarationPartsInWorkers(source: DeclarationSource, onThisThread = true): WorkerJob<(DeclarationPart | null)[]> {
  const jobs = Array.from({ length: DECLARATION_PARTS }, (_, part) =>
    workerJob<DeclarationPart | null, DeclarationPartResponse>(
      { id: 1, kind: 'declaration-part', source, part, parts: DECLARATION_PARTS },
      (message) => (message.ok ? { done: message.part } : { failed: message.error }),
      async () => {
        if (!onThisThread) throw new Error('no worker for the declaration');
        const { declarationPart } = await import('./declarationPart');
        return declarationPart(source, part, DECLARATION_PARTS);
      },
    ),
  );
  return {
    result: Promise.all(jobs.map((job) => job.result)),
    cancel: () => jobs.forEach((job) => job.cancel()),
  };
}
