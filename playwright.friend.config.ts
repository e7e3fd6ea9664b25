// Browser tests of games between two devices (issue 27): run only inside the network namespace scripts/friend-e2e.mjs makes.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

const port = Number(process.env.FRIEND_E2E_PORT ?? 4339);

export default defineConfig({
  ...base,
  testDir: 'tests/friend-e2e',
  workers: 1,
  // A hang guard: the longest test (a whole deal with hints, a reload and the review) took 43 s with a core held busy
  // by another process and 78 s beside other heavy work (29 Nov 2026).
  timeout: 300_000,
  // One relay for the whole run (its address reaches the tests as FRIEND_RELAY).
  globalSetup: './tests/friend-e2e/relay-setup.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...base.webServer,
    command: `node scripts/serve.mjs ${process.env.E2E_DIST ?? 'dist'} ${port}`,
    url: `http://127.0.0.1:${port}/`,
  },
});
