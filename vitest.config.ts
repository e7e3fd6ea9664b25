// Unit, property and island-logic tests; browser tests live in tests/e2e and run under Playwright.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Islands read their words from a shelf their page's entry fills; tests render both languages, so shelve both.
    setupFiles: ['src/i18n/shelve-all.ts'],
    // A hang guard only: every test's verdict is decided by the work it does, never by time. The slowest test took about
    // 40 s beside the browser tests with a core held busy by another process (2-core machine, 29 Nov 2026): five times that.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Vitest's default on a two-core machine is one worker (cores − 1): the AI files alone then run one after
    // another. The tests compute rather than wait, so one worker per core (VITEST_WORKERS overrides, e.g. on a
    // shared machine).
    maxWorkers: Number(process.env.VITEST_WORKERS) || availableParallelism(),
    // Reuse each worker across files instead of a fresh one per file (~0.2 s of startup each, 40 files): the tests
    // keep no global state (no mocks, stubs or globals; every module's state is set up by the test that reads it).
    isolate: false,
  },
});
