// Finds a finished deal's practice positions in its own Web Worker (a review takes seconds). Without workers there are none:
// solving on the page's thread would freeze it, and importing the solvers here would split the play page's scripts (its budget).
import type { ReviewInput } from '../../../engine/solver/index';
import type { PracticeResponse } from '../../play/computer/ai.worker';
import type { PracticePosition } from './types';

export function practiceInWorker(inputs: readonly ReviewInput[]): { result: Promise<PracticePosition[]>; cancel(): void } {
  let worker: Worker | null = null;
  let cancelled = false;
  const here = async (): Promise<PracticePosition[]> => [];
  const result = new Promise<PracticePosition[]>((resolve, reject) => {
    if (typeof Worker === 'undefined') {
      here().then(resolve, reject);
      return;
    }
    try {
      worker = new Worker(new URL('../../play/computer/ai.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      here().then(resolve, reject);
      return;
    }
    worker.onmessage = (event: MessageEvent<PracticeResponse>) => {
      const message = event.data;
      worker?.terminate();
      if (cancelled) return;
      if (message.ok) resolve(message.positions);
      else reject(new Error(message.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      if (!cancelled) here().then(resolve, reject);
    };
    worker.postMessage({ id: 1, kind: 'practice', inputs });
  });
  return {
    result,
    cancel() {
      cancelled = true;
      worker?.terminate();
    },
  };
}
