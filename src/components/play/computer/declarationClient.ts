// The exact value of each trump the viewer may declare, solved in its own Web Worker so the page never waits (on the main thread without workers).
import type { DeclarationSolution } from '../../../engine/solver/index';
import type { PlayerView } from '../../../engine/index';
import type { DeclarationResponse } from './ai.worker';
import { workerJob, type WorkerJob } from './workerJob';

/** Starts the solve; `cancel` stops it (the promise then never settles). Null when nothing is to be declared by the viewer. */
export function declarationInWorker(view: PlayerView): WorkerJob<DeclarationSolution | null> {
  return workerJob<DeclarationSolution | null, DeclarationResponse>(
    { id: 1, kind: 'declaration', view },
    (message) => (message.ok ? { done: message.solution } : { failed: message.error }),
    async () => {
      const { declarationFromView } = await import('../../../engine/ai/index');
      return declarationFromView(view);
    },
  );
}
