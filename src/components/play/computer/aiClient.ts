// Asks the computer player for a decision: in a Web Worker when the browser has them, else on the main thread.
import type { AiDecision, AiPlayerName } from '../../../engine/ai/index';
import type { PlayerView } from '../../../engine/index';
import type { AiRequest, AiResponse } from './ai.worker';
import type { WorkerJob } from './workerJob';

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

  const post = (request: AiRequest): Promise<AiDecision> => {
    const target = start();
    if (!target) return decideHere(request);
    return new Promise<AiDecision>((resolve, reject) => {
      pending.set(request.id, { resolve, reject, request });
      target.postMessage(request);
    });
  };
  /** What a request stopped with the client answers: nothing, ever. */
  const never = (): Promise<never> => new Promise(() => undefined);
  /** Declaration solves under way for "hard" (stopped with the client, after which none begins). */
  const solving = new Set<WorkerJob<unknown>>();
  let disposed = false;

  return {
    decide(view, player, seed) {
      const request: AiRequest = { id: nextId++, view, player, seed };
      if (player !== 'hard' || broken || !declaresNow(view)) return post(request);
      // "Hard" declares by the exact value of each trump: solved in two workers, half the placements each (its p95 goal is 1 s),
      // then decided from it. If that solve fails, the decision solves it alone. (Its code loads only then: the play
      // page's first load has a budget.)
      return import('./declarationParts')
        .then(({ declarationPartsInWorkers }) => {
          if (disposed) return never();
          // Not on this thread if a part fails: the computer's worker then solves it alone.
          const job = declarationPartsInWorkers({ view }, false);
          solving.add(job);
          const done = (): void => void solving.delete(job);
          job.result.then(done, done);
          return job.result;
        })
        .then(
          (declarationParts) => (disposed ? never() : post({ ...request, declarationParts })),
          () => (disposed ? never() : post(request)),
        );
    },
    dispose() {
      disposed = true;
      worker?.terminate();
      worker = null;
      pending.clear();
      for (const job of solving) job.cancel();
      solving.clear();
    },
  };
}

/** Whether the view is its player's own trump declaration (what "hard" solves in two workers). */
function declaresNow(view: PlayerView): boolean {
  return view.legalActions.some((action) => action.type === 'declare');
}
