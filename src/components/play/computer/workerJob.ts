// One job for the computer's worker (a deal's review, a declaration's solve, a deal's practice positions): a worker of its own, or this thread.

/** A job under way: its result, and `cancel`, after which the promise never settles. */
export interface WorkerJob<T> {
  result: Promise<T>;
  cancel(): void;
}

/** What a reply of the worker means for the job: its result, its failure, or nothing yet (a progress report). */
export type JobReply<T> = { done: T } | { failed: string } | null;

/**
 * Posts `request` to a new ai.worker and settles with the reply `read` finds final. Without workers, or when the worker
 * fails to start or crashes, `here` does the job on this thread instead (loading what it needs only then).
 */
export function workerJob<T, Reply>(request: object, read: (reply: Reply) => JobReply<T>, here: () => Promise<T>): WorkerJob<T> {
  let worker: Worker | null = null;
  let cancelled = false;
  const result = new Promise<T>((resolve, reject) => {
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
    worker.onmessage = (event: MessageEvent<Reply>) => {
      if (cancelled) return;
      const reply = read(event.data);
      if (reply === null) return;
      worker?.terminate();
      if ('done' in reply) resolve(reply.done);
      else reject(new Error(reply.failed));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      if (!cancelled) here().then(resolve, reject);
    };
    worker.postMessage(request);
  });
  return {
    result,
    cancel() {
      cancelled = true;
      worker?.terminate();
    },
  };
}
