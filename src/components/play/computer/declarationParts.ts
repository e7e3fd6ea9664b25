// A declaration's exact values solved in two Web Workers, half the placements each (to answer within a second), kept warm for the page; the worker that decides or reviews by them joins the parts.
import type { DeclarationPart } from '../../../engine/solver/index';
import type { DeclarationPartRequest, DeclarationPartResponse } from './ai.worker';
import type { DeclarationSource } from './declarationPart';
import type { WorkerJob } from './workerJob';

/** Parts a solve is split into: one worker each (the machine the site's speed is measured on has two cores). */
export const DECLARATION_PARTS = 2;

/**
 * One of the page's declaration workers. They are kept once started, and warmed: in Chrome a new worker's first solve
 * paid about half a second more for loading and compiling the solvers (27 Nov 2026: 1.1 s against 0.6 s warm, for a
 * solve of 1.2 s in one worker). Its requests run one after the other.
 */
interface Slot {
  worker: Worker | null;
  /** The last request given to it: the next one waits for it. */
  tail: Promise<unknown>;
  /** Whether a warm-up was asked of its worker. */
  warmed: boolean;
}
const slots: Slot[] = [];

/** Slot `k`, made on first use. */
function slotOf(k: number): Slot {
  return (slots[k] ??= { worker: null, tail: Promise.resolve(), warmed: false });
}

/** Slot `k`'s worker, started if it is not (null: workers are unavailable or refused to start). */
function workerOf(k: number): Worker | null {
  const slot = slotOf(k);
  if (slot.worker === null && typeof Worker !== 'undefined') {
    try {
      slot.worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return null;
    }
  }
  return slot.worker;
}

/** Runs `request` in slot `k` once its earlier requests are done; a worker that fails is dropped (the next request starts another). */
function inSlot(
  k: number,
  request: DeclarationPartRequest | { readonly kind: 'warm-up' },
  cancelled: () => boolean,
): Promise<DeclarationPart | null> {
  const slot = slotOf(k);
  const run = (): Promise<DeclarationPart | null> =>
    new Promise((resolve, reject) => {
      if (cancelled()) return reject(new Error('cancelled'));
      const worker = workerOf(k);
      if (worker === null) return reject(new Error('no worker for the declaration'));
      const drop = (): void => {
        worker.terminate();
        if (slot.worker === worker) {
          slot.worker = null;
          slot.warmed = false;
        }
      };
      worker.onmessage = (event: MessageEvent<DeclarationPartResponse | { kind: 'warm-up' }>) => {
        const reply = event.data;
        if (reply.kind === 'warm-up') resolve(null);
        else if (reply.ok) resolve(reply.part);
        else reject(new Error(reply.error));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        drop();
        reject(new Error('the declaration worker failed'));
      };
      worker.postMessage(request);
    });
  const result = slot.tail.then(run, run);
  slot.tail = result.catch(() => undefined);
  return result;
}

/** Start the page's declaration workers and warm them (a small solve each, during the auction), before the first declaration needs them. */
export function warmDeclarationWorkers(): void {
  if (typeof Worker === 'undefined') return;
  for (let k = 0; k < DECLARATION_PARTS; k++) {
    const slot = slotOf(k);
    if (slot.warmed) continue;
    slot.warmed = true;
    void inSlot(k, { kind: 'warm-up' }, () => false).catch(() => undefined);
  }
}

/**
 * Starts the solve, a part in each of the page's declaration workers; `cancel` stops it (the promise then never
 * settles; a part already being solved is finished, keeping its worker warm). Without workers (or when one fails) a
 * part is solved on this thread, unless `onThisThread` is false: it then fails.
 */
export function declarationPartsInWorkers(source: DeclarationSource, onThisThread = true): WorkerJob<(DeclarationPart | null)[]> {
  let cancelled = false;
  const here = async (part: number): Promise<DeclarationPart | null> => {
    if (!onThisThread) throw new Error('no worker for the declaration');
    const { declarationPart } = await import('./declarationPart');
    return declarationPart(source, part, DECLARATION_PARTS);
  };
  const parts = Array.from({ length: DECLARATION_PARTS }, (_, part) =>
    inSlot(part, { id: 1, kind: 'declaration-part', source, part, parts: DECLARATION_PARTS }, () => cancelled).catch((error: unknown) =>
      cancelled ? Promise.reject(error) : here(part),
    ),
  );
  const never = (): Promise<never> => new Promise(() => undefined);
  return {
    result: Promise.all(parts).then(
      (solved) => (cancelled ? never() : solved),
      (error: unknown) => (cancelled ? never() : Promise.reject(error)),
    ),
    cancel: () => {
      cancelled = true;
    },
  };
}
