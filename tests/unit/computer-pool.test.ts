// The computer's worker pool: calls spread over its workers, a failed worker falls back to this thread, errors reach the caller with a code.
import { describe, expect, it } from 'vitest';
import { createPool, PoolError, serve, type PoolReply } from '../../src/components/computer/pool.ts';

/** A small handler table (the pool is generic over it): an echo, a failure, and progress reports. */
const handlers = {
  echo: ({ n }: { n: number }) => n * 2,
  fail: (_: null): number => {
    throw new Error('no such card');
  },
  count: ({ to }: { to: number }, progress: (k: number) => void) => {
    for (let k = 1; k <= to; k++) progress(k);
    return to;
  },
};

/**
 * A stand-in for a Web Worker serving `handlers` (pool.ts's `serve`, as ai.worker.ts does), which answers a request only
 * when the test releases it, or crashes on its first request when `crash` is set.
 */
class FakeWorker {
  onmessage: ((event: { data: PoolReply }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  terminated = false;
  readonly held: (() => void)[] = [];
  readonly kinds: string[] = [];
  private readonly scope = {
    onmessage: null as unknown,
    postMessage: (reply: PoolReply) => this.onmessage?.({ data: reply }),
  };
  constructor(private readonly crash = false) {
    serve(handlers, this.scope);
  }
  postMessage(request: { kind: string }): void {
    this.kinds.push(request.kind);
    if (this.crash) return queueMicrotask(() => this.onerror?.({ preventDefault: () => undefined }));
    this.held.push(() => (this.scope.onmessage as (event: { data: unknown }) => void)({ data: request }));
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers the oldest request held. */
  release(): void {
    this.held.shift()?.();
  }
}

function poolOf(options: { size?: number; limit?: number; crash?: boolean; workers?: boolean } = {}) {
  const workers: FakeWorker[] = [];
  let hereLoads = 0;
  const pool = createPool<typeof handlers>({
    size: options.size ?? 2,
    limit: options.limit ?? 3,
    spawn:
      options.workers === false
        ? null
        : () => {
            const worker = new FakeWorker(options.crash);
            workers.push(worker);
            return worker as unknown as Worker;
          },
    here: async () => {
      hereLoads++;
      return handlers;
    },
  });
  return { pool, workers, hereLoads: () => hereLoads };
}

/** Lets the pool's promises and the fake workers' microtasks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('computer pool', () => {
  it('runs N calls on N workers at once, and the next when one is free', async () => {
    const { pool, workers } = poolOf({ size: 2, limit: 3 });
    const calls = [1, 2, 3, 4].map((n) => pool.call('echo', { n }));
    await settle();
    expect(workers).toHaveLength(3);
    expect(workers.map((w) => w.held.length)).toEqual([1, 1, 1]);
    workers[1].release();
    await settle();
    // The fourth went to the worker that answered, not to a new one.
    expect(workers).toHaveLength(3);
    expect(workers.map((w) => w.held.length)).toEqual([1, 1, 1]);
    for (const worker of workers) worker.release();
    expect(await Promise.all(calls)).toEqual([2, 4, 6, 8]);
    expect(pool.parallel).toBe(true);
  });

  it('runs at most `size` background calls at once, leaving the other workers to calls somebody waits for', async () => {
    const { pool, workers } = poolOf({ size: 2, limit: 3 });
    const background = [1, 2, 3].map((n) => pool.call('echo', { n }, { background: true }));
    await settle();
    expect(workers.map((w) => w.held.length)).toEqual([1, 1]);
    const now = pool.call('echo', { n: 10 });
    await settle();
    expect(workers.map((w) => w.held.length)).toEqual([1, 1, 1]);
    workers[2].release();
    expect(await now).toBe(20);
    workers[0].release();
    await settle();
    for (const worker of workers) while (worker.held.length > 0) worker.release();
    expect(await Promise.all(background)).toEqual([2, 4, 6]);
  });

  it('reports progress, then the result', async () => {
    const { pool, workers } = poolOf();
    const seen: number[] = [];
    const counted = pool.call('count', { to: 3 }, { onProgress: (k) => seen.push(k) });
    await settle();
    workers[0].release();
    expect(await counted).toBe(3);
    expect(seen).toEqual([1, 2, 3]);
  });

  it("a handler's error reaches the caller as a PoolError with the code 'failed' and its message; the worker stays", async () => {
    const { pool, workers } = poolOf();
    const failed = pool.call('fail', null);
    await settle();
    workers[0].release();
    const error = await failed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PoolError);
    expect((error as PoolError).code).toBe('failed');
    expect((error as PoolError).message).toBe('no such card');
    expect(pool.parallel).toBe(true);
  });

  it('a worker that fails falls back to this thread, for the call under way and every later one', async () => {
    const { pool, workers, hereLoads } = poolOf({ crash: true });
    expect(await pool.call('echo', { n: 21 })).toBe(42);
    expect(workers[0].terminated).toBe(true);
    expect(pool.parallel).toBe(false);
    expect(await pool.call('echo', { n: 1 })).toBe(2);
    expect(workers).toHaveLength(1);
    expect(hereLoads()).toBe(2);
    // Without workers, a background call is not done on this thread (it would freeze the page).
    const background = await pool.call('echo', { n: 1 }, { background: true }).catch((e: unknown) => e);
    expect((background as PoolError).code).toBe('no-worker');
  });

  it('without workers, calls run on this thread, their errors with the same code', async () => {
    const { pool } = poolOf({ workers: false });
    expect(pool.parallel).toBe(false);
    const seen: number[] = [];
    expect(await pool.call('count', { to: 2 }, { onProgress: (k) => seen.push(k) })).toBe(2);
    expect(seen).toEqual([1, 2]);
    const error = await pool.call('fail', null).catch((e: unknown) => e);
    expect((error as PoolError).code).toBe('failed');
  });

  it("a cancelled call rejects with 'cancelled': waiting, it leaves the queue; running, its worker is stopped and replaced", async () => {
    const { pool, workers } = poolOf({ size: 1, limit: 1 });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = pool.call('echo', { n: 1 }, { signal: running.signal });
    const second = pool.call('echo', { n: 2 }, { signal: waiting.signal });
    const third = pool.call('echo', { n: 3 });
    await settle();
    waiting.abort();
    expect(((await second.catch((e: unknown) => e)) as PoolError).code).toBe('cancelled');
    running.abort();
    expect(((await first.catch((e: unknown) => e)) as PoolError).code).toBe('cancelled');
    expect(workers[0].terminated).toBe(true);
    await settle();
    expect(workers).toHaveLength(2);
    workers[1].release();
    expect(await third).toBe(6);
  });

  it('warms its kept workers once each, before their first call', async () => {
    const { pool, workers } = poolOf({ size: 2, limit: 3 });
    pool.warm('echo', { n: 0 });
    pool.warm('echo', { n: 0 });
    const call = pool.call('echo', { n: 5 });
    await settle();
    expect(workers).toHaveLength(3);
    expect(workers.map((w) => w.kinds)).toEqual([['echo'], ['echo'], ['echo']]);
    workers[2].release();
    expect(await call).toBe(10);
  });
});
