// Finds a finished deal's practice positions in its own Web Worker (a review takes seconds). Without workers there are none:
// solving on the page's thread would freeze it, and importing the solvers here would split the play page's scripts (its budget).
import type { ReviewInput } from '../../../engine/solver/index';
import type { PracticeResponse } from '../../play/computer/ai.worker';
import { workerJob, type WorkerJob } from '../../play/computer/workerJob';
import type { PracticePosition } from './types';

export function practiceInWorker(inputs: readonly ReviewInput[]): WorkerJob<PracticePosition[]> {
  return workerJob<PracticePosition[], PracticeResponse>(
    { id: 1, kind: 'practice', inputs },
    (message) => (message.ok ? { done: message.positions } : { failed: message.error }),
    () => Promise.resolve([]),
  );
}
