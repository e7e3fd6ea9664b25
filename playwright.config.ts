// Browser tests in the system Chromium against the built sites (built by `npm run test:e2e` or `npm test`), served by scripts/serve.mjs.
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { findTestBrowser } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4329);
const dist = process.env.E2E_DIST ?? 'dist';
// The site built for a sub-path with the pseudo-language added (`npm run build:sub`: BASE_PATH=/galapagos/,
// PSEUDO_LOCALE=1, into dist-sub/), served under that path only: sub-path.spec.ts runs its checks of the base path there
// and pseudo.spec.ts its checks of the pseudo-language (one build for both). When only dist/ was built by hand, those
// two projects are left out (and say so) so that single root specs can still be run.
const subPort = Number(process.env.E2E_SUB_PORT ?? 4330);
const subDist = process.env.E2E_SUB_DIST ?? 'dist-sub';
const SUB_BASE = '/galapagos/';
const SUB_SPEC = /sub-path\.spec\.ts$/;
const PSEUDO_SPEC = /pseudo\.spec\.ts$/;
// E2E_SITES=root or E2E_SITES=sub runs only the projects of that build, with only its server: `npm test` (scripts/test.mjs)
// starts the root site's tests as soon as dist/ is built and the others once dist-sub/ is, in a second run.
const sites = process.env.E2E_SITES ?? 'all';
const withRoot = sites !== 'sub';
const withSub = sites !== 'root' && existsSync(join(subDist, 'index.html'));
if (sites !== 'root' && !withSub)
  console.warn(`playwright: no ${subDist}/ (npm run build:sub), so the sub-path and pseudo-language checks are left out.`);
const subURL = `http://127.0.0.1:${subPort}${SUB_BASE}`;
// Chromium's headless shell when there is one (scripts/chromium.mjs says why), else the full Chromium.
const executablePath: string | undefined = findTestBrowser();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers on two cores (1.5 per core; E2E_WORKERS overrides). One per core leaves the cores idle while tests wait;
  // more than that keeps them busy but every worker then runs slower and polls longer. In the headless shell the whole
  // suite (175 tests) took 256.6 s and 493 CPU-s on 3 workers, against 264 s on 4 (measured 2026-11-23, quiet machine).
  workers: Number(process.env.E2E_WORKERS) || Math.ceil(1.5 * availableParallelism()),
  // Never retried, in CI or locally: a test that passes only on a second try is a flake to fix, not to hide.
  retries: 0,
  // Hang guards, not verdicts: a test waits for states, and these bound the wait. Set with room for a loaded machine (the
  // longest default-timeout test took about 20 s with a core held busy by another process, 29 Nov 2026); tests that play
  // whole games set their own.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The site registers a service worker that precaches every page a few seconds after load: background work that
    // only the specs about it need (every-page, offline, security allow it with test.use).
    serviceWorkers: 'block',
    // Reduced motion: the site then skips its card flights and transitions (src/components/play/table/motion.ts, cards.css,
    // table.css), compositor work that only play-layout.spec.ts is about; it asks for full motion with test.use.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 without its helper threads (GC and compilation on the thread that needs them): the two workers' browsers
        // already keep both cores busy, and the helper threads' work there cost more than it saved. The root browser tests took
        // 419 and 425 CPU-s with it, against 441 and 451 without (A, B, A, B, quiet, 30 Nov 2026); the wall time is the same.
        '--js-flags=--single-threaded',
      ],
    },
  },
  // Each run of its own (scripts/test.mjs runs two at once, and the two-device tests beside them) keeps its own output.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  projects: [
    ...(withRoot ? [{ name: 'root', testIgnore: [SUB_SPEC, PSEUDO_SPEC] }] : []),
    ...(withSub
      ? [
          { name: 'sub-path', testMatch: SUB_SPEC, use: { baseURL: subURL } },
          { name: 'pseudo', testMatch: PSEUDO_SPEC, use: { baseURL: subURL } },
        ]
      : []),
  ],
  webServer: [
    ...(withRoot
      ? [
          {
            command: `node scripts/serve.mjs ${dist} ${port}`,
            url: `http://127.0.0.1:${port}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...(withSub
      ? [
          {
            command: `node scripts/serve.mjs ${subDist} ${subPort} ${SUB_BASE}`,
            url: subURL,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
