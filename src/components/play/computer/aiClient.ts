// Asks the computer player for a decision: in a Web Worker when the browser has them, else on the main thread.
import type { AiDecision, AiPlayerName } from '../../../engine/ai/index';
import type { PlayerView } from '../../../engine/index';
import type { ReviewInput, ReviewWithDeclaration } from '../../../engine/solver/index';
import type { AiRequest, AiResponse, ReviewResponse } from './ai.worker';
import { workerJob, type WorkerJob } from './workerJob';

export interface AiClient {
  decide(view: PlayerView, player: AiPlayerName, seed: number): Promise<AiDecision>;
  dispose(): void;
}

type Pending = { resolve: (decision: AiDecision) => void; reject: (error: Error) => void; request: AiRequest };

/** The computer player's code is loaded only when first needed (it is not part of the page's first load). */
async function decideHere(request: AiRequest): Promise<AiDecision> {
  const { decide } = await import('../../../engine/ai/index');
  return decide(request.view, request.player, request.seed);
}

export function createAiClient(): AiClient {
  let worker: Worker | null = null;
  let broken = typeof Worker === 'undefined';
  let nextId = 1;
  const pending = new Map<number, Pending>();

  /** If the worker fails (blocked, crashed), every waiting request is answered on the main thread instead. */
  const fallBack = () => {
    broken = true;
    worker?.terminate();
    worker = null;
    for (const [id, entry] of pending) {
      pending.delete(id);
      decideHere(entry.request).then(entry.resolve, entry.reject);
    }
  };

  const start = (): Worker | null => {
    if (broken) return null;
    if (worker) return worker;
    try {
      worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      fallBack();
      return null;
    }
    worker.onmessage = (event: MessageEvent<AiResponse>) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      if (event.data.ok) entry.resolve(event.data.decision);
      else entry.reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fallBack();
    };
    return worker;
  };

  return {
    decide(view, player, seed) {
      const request: AiRequest = { id: nextId++, view, player, seed };
      const target = start();
      if (!target) return decideHere(request);
      return new Promise<AiDecision>((resolve, reject) => {
        pending.set(request.id, { resolve, reject, request });
        target.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}

/**
 * Reviews a finished deal against perfect play in its own worker (a review takes seconds: it must not hold up
 * the computer's moves), reporting progress; on the main thread, in slices, when workers are unavailable.
 * `cancel` stops it (the promise then never settles).
 */
export function reviewInWorker(input: ReviewInput, onProgress: (done: number, total: number) => void): WorkerJob<ReviewWithDeclaration> {
  return workerJob<ReviewWithDeclaration, ReviewResponse>(
    { id: 1, kind: 'review', input },
    (message) => {
      if (message.kind === 'review-progress') {
        onProgress(message.done, message.total);
        return null;
      }
      return message.ok ? { done: message.review } : { failed: message.error };
    },
    async () => {
      const { reviewWithDeclaration } = await import('../../../engine/solver/index');
      return reviewWithDeclaration(input, onProgress);
    },
  );
}
