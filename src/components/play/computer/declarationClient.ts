// The exact value of each trump the viewer may declare (issue 25), solved in its own Web Worker so the page never waits (on the main thread without workers).
import type { DeclarationSolution } from '../../../engine/solver/index';
import type { PlayerView } from '../../../engine/index';
import type { DeclarationResponse } from './ai.worker';

/** Starts the solve; `cancel` stops it (the promise then never settles). Null when nothing is to be declared by the viewer. */
export function declarationInWorker(view: PlayerView): { result: Promise<DeclarationSolution | null>; cancel(): void } {
  let worker: Worker | null = null;
  let cancelled = false;
  const here = async (): Promise<DeclarationSolution | null> => {
    const { declarationFromView } = await import('../../../engine/ai/index');
    return declarationFromView(view);
  };
  const result = new Promise<DeclarationSolution | null>((resolve, reject) => {
    if (typeof Worker === 'undefined') {
      here().then(resolve, reject);
      return;
    }
    try {
      worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      here().then(resolve, reject);
      return;
    }
    worker.onmessage = (event: MessageEvent<DeclarationResponse>) => {
      const message = event.data;
      worker?.terminate();
      if (cancelled) return;
      if (message.ok) resolve(message.solution);
      else reject(new Error(message.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      if (!cancelled) here().then(resolve, reject);
    };
    worker.postMessage({ id: 1, kind: 'declaration', view });
  });
  return {
    result,
    cancel() {
      cancelled = true;
      worker?.terminate();
    },
  };
}
