// One pool of kept-warm Web Workers that run the computer's work by kind (call(kind, args)), with one fallback to this thread and one error path.

/**
 * What a worker can be asked: each kind's handler takes its arguments and a progress callback, and returns its result
 * (the worker's table of handlers, handlers.ts). Arguments, progress and results are plain data (structured clone).
 */
// `never` parameters: any handler's own argument types fit (a handler table is checked against its own kinds by `call`).
export type HandlerTable = Record<string, (args: never, progress: never) => unknown>;
export type Args<H extends HandlerTable, K extends keyof H> = Parameters<H[K]>[0];
export type Result<H extends HandlerTable, K extends keyof H> = ReturnType<H[K]>;
export type Progress<H extends HandlerTable, K extends keyof H> = Parameters<H[K]>[1] extends (progress: infer P) => void ? P : never;

/** Why a call failed: its handler threw, it was cancelled, or it may run only in a worker and none is available. */
export const POOL_ERRORS = ['failed', 'cancelled', 'no-worker'] as const;
export type PoolErrorCode = (typeof POOL_ERRORS)[number];

/** The one error a call rejects with: a code, and the handler's message when it threw. */
export class PoolError extends Error {
  constructor(
    readonly code: PoolErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

/** A message to a worker, and a worker's replies: progress reports, then the result or the handler's error. */
export interface PoolRequest {
  readonly id: number;
  readonly kind: string;
  readonly args: unknown;
}
export type PoolReply =
  | { readonly id: number; readonly progress: unknown }
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

export interface CallOptions<P> {
  readonly onProgress?: (progress: P) => void;
  /** Aborting it rejects the call with 'cancelled' (a worker running it is stopped, and started again when needed). */
  readonly signal?: AbortSignal;
  /**
   * Work nobody waits for (judgements begun early, practice positions): at most `size` such calls run at once, so the
   * calls somebody waits for always find a worker; and never on this thread (without workers it rejects with 'no-worker').
   */
  readonly background?: boolean;
}

export interface PoolOptions<H extends HandlerTable> {
  /** Workers kept warm, and the most background calls at once (the cores the site is measured on). */
  readonly size: number;
  /** The most workers at once (calls beyond wait their turn). */
  readonly limit: number;
  /** Starts a worker (serving the handlers: `serve`); null where workers are unavailable. */
  readonly spawn: (() => Worker) | null;
  /** The same handlers on this thread, loaded only when first needed (without workers, or when a worker failed). */
  readonly here: () => Promise<H>;
}

export interface Pool<H extends HandlerTable> {
  call<K extends keyof H & string>(kind: K, args: Args<H, K>, options?: CallOptions<Progress<H, K>>): Promise<Result<H, K>>;
  /** Starts the `size` kept workers and has each run `kind` once first (a small solve that warms its code); once only. */
  warm<K extends keyof H & string>(kind: K, args: Args<H, K>): void;
  /** Whether calls run in workers (false without them, or once one failed). */
  readonly parallel: boolean;
}

interface Job {
  readonly id: number;
  readonly kind: string;
  readonly args: unknown;
  readonly options: CallOptions<unknown>;
  /** A warm-up is for one worker only. */
  readonly pin: Slot | null;
  resolve(value: unknown): void;
  reject(error: PoolError): void;
}

interface Slot {
  readonly worker: Worker;
  job: Job | null;
}

/** A promise that never settles: what a cancelled job's result waits for. */
export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

export function createPool<H extends HandlerTable>(options: PoolOptions<H>): Pool<H> {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let broken = options.spawn === null;
  let warmed = false;
  let nextId = 1;

  const runHere = (job: Job): void => {
    if (job.options.background) return job.reject(new PoolError('no-worker'));
    options
      .here()
      .then((handlers) => {
        if (job.options.signal?.aborted) return;
        const handler = handlers[job.kind] as (args: unknown, progress: (p: unknown) => void) => unknown;
        job.resolve(handler(job.args, (p) => job.options.onProgress?.(p)));
      })
      .catch((error: unknown) => job.reject(new PoolError('failed', error instanceof Error ? error.message : String(error))));
  };

  /** A worker failed (blocked, or crashed): workers are given up, and every call runs on this thread instead. */
  const fallBack = (): void => {
    broken = true;
    const jobs = [...slots.flatMap((slot) => (slot.job === null ? [] : [slot.job])), ...queue.splice(0)];
    for (const slot of slots.splice(0)) slot.worker.terminate();
    for (const job of jobs) if (job.pin === null) runHere(job);
  };

  const spawn = (): Slot | null => {
    try {
      const slot: Slot = { worker: options.spawn!(), job: null };
      slot.worker.onmessage = (event: MessageEvent<PoolReply>) => {
        const job = slot.job;
        const reply = event.data;
        if (job === null || reply.id !== job.id) return;
        if ('progress' in reply) return job.options.onProgress?.(reply.progress);
        slot.job = null;
        if (reply.ok) job.resolve(reply.value);
        else job.reject(new PoolError('failed', reply.error));
        pump();
      };
      slot.worker.onerror = (event) => {
        event.preventDefault();
        fallBack();
      };
      slots.push(slot);
      return slot;
    } catch {
      fallBack();
      return null;
    }
  };

  /** Gives waiting jobs, in turn, to idle workers (the longest kept first), starting workers up to the limit. */
  const pump = (): void => {
    if (broken) return;
    let background = slots.filter((slot) => slot.job?.options.background).length;
    for (const job of queue.slice()) {
      if (job.options.background && background >= options.size) continue;
      let slot = job.pin ?? slots.find((s) => s.job === null) ?? null;
      if (slot === null && slots.length < options.limit) slot = spawn();
      if (broken) return;
      if (slot === null || slot.job !== null) continue;
      queue.splice(queue.indexOf(job), 1);
      slot.job = job;
      if (job.options.background) background++;
      slot.worker.postMessage({ id: job.id, kind: job.kind, args: job.args } satisfies PoolRequest);
    }
  };

  /** A cancelled job leaves the queue, or stops its worker (a solve cannot be interrupted otherwise). */
  const cancel = (job: Job): void => {
    const waiting = queue.indexOf(job);
    if (waiting >= 0) queue.splice(waiting, 1);
    const slot = slots.find((s) => s.job === job);
    if (slot !== undefined) {
      slot.worker.terminate();
      slots.splice(slots.indexOf(slot), 1);
    }
    job.reject(new PoolError('cancelled'));
    pump();
  };

  const enqueue = (kind: string, args: unknown, callOptions: CallOptions<unknown>, pin: Slot | null): Promise<unknown> => {
    const { signal } = callOptions;
    if (signal?.aborted) return Promise.reject(new PoolError('cancelled'));
    return new Promise((resolve, reject) => {
      const job: Job = { id: nextId++, kind, args, options: callOptions, pin, resolve, reject };
      signal?.addEventListener('abort', () => cancel(job), { once: true });
      if (broken) return runHere(job);
      queue.push(job);
      pump();
    });
  };

  return {
    call(kind, args, callOptions = {}) {
      return enqueue(kind, args, callOptions as CallOptions<unknown>, null) as Promise<Result<H, typeof kind>>;
    },
    warm(kind, args) {
      if (warmed || broken) return;
      warmed = true;
      while (slots.length < options.size && spawn() !== null);
      for (const slot of slots.slice(0, options.size)) enqueue(kind, args, { background: true }, slot).catch(() => undefined);
    },
    get parallel() {
      return !broken;
    },
  };
}

/** Work under way for a page that may leave it: `cancel` stops it, after which `result` never settles (nobody is left to answer). */
export interface WorkerJob<T> {
  readonly result: Promise<T>;
  cancel(): void;
}

/** The calls `start` makes with the signal it is given, as a job. */
export function workerJob<T>(start: (signal: AbortSignal) => Promise<T>): WorkerJob<T> {
  const controller = new AbortController();
  const settle = <U>(settled: () => Promise<U>): Promise<U> => (controller.signal.aborted ? never() : settled());
  const result = start(controller.signal).then(
    (value) => settle(() => Promise.resolve(value)),
    (error: unknown) => settle(() => Promise.reject(error)),
  );
  return { result, cancel: () => controller.abort() };
}

/** The worker's side: answers each request with the handler of its kind (its progress reports first), or the error it threw. */
export function serve(handlers: HandlerTable, scope: { onmessage: unknown; postMessage(reply: PoolReply): void }): void {
  scope.onmessage = (event: MessageEvent<PoolRequest>) => {
    const { id, kind, args } = event.data;
    const post = (reply: PoolReply): void => scope.postMessage(reply);
    try {
      const handler = handlers[kind] as (args: unknown, progress: (p: unknown) => void) => unknown;
      post({ id, ok: true, value: handler(args, (progress) => post({ id, progress })) });
    } catch (error) {
      post({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
}
