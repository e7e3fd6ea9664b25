// Browser tests in the system Chromium against the built site (built once by `npm run test:e2e`), served by scripts/serve.mjs.
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { findTestBrowser } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4329);
const dist = process.env.E2E_DIST ?? 'dist';
// The same site built for a sub-path (`npm run build:sub`, BASE_PATH=/galapagos/), served under that path only: one spec
// file (sub-path.spec.ts) runs its smoke checks there. `npm run test:e2e` always builds it; when only dist/ was built by
// hand, that project is left out (and says so) so that single root specs can still be run.
const subPort = Number(process.env.E2E_SUB_PORT ?? 4330);
const subDist = process.env.E2E_SUB_DIST ?? 'dist-sub';
const SUB_BASE = '/galapagos/';
const withSub = existsSync(join(subDist, 'index.html'));
if (!withSub) console.warn(`playwright: no ${subDist}/ (npm run build:sub), so the sub-path checks (sub-path.spec.ts) are left out.`);
const SUB_SPEC = /sub-path\.spec\.ts$/;
// The pseudo-language build (`npm run test:pseudo`: PSEUDO_LOCALE=1 into dist-pseudo/) runs its one spec alone.
const PSEUDO_SPEC = /pseudo\.spec\.ts$/;
const pseudo = dist === 'dist-pseudo';
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
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
      ],
    },
  },
  projects: pseudo
    ? [{ name: 'pseudo', testMatch: PSEUDO_SPEC }]
    : [
        { name: 'root', testIgnore: [SUB_SPEC, PSEUDO_SPEC] },
        ...(withSub ? [{ name: 'sub-path', testMatch: SUB_SPEC, use: { baseURL: `http://127.0.0.1:${subPort}${SUB_BASE}` } }] : []),
      ],
  webServer: [
    {
      command: `node scripts/serve.mjs ${dist} ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(withSub && !pseudo
      ? [
          {
            command: `node scripts/serve.mjs ${subDist} ${subPort} ${SUB_BASE}`,
            url: `http://127.0.0.1:${subPort}${SUB_BASE}`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
