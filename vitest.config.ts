// Unit, property and island-logic tests; browser tests live in tests/e2e and run under Playwright.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Islands read their words from a shelf their page's entry fills; tests render both languages, so shelve both.
    setupFiles: ['src/i18n/shelve-all.ts'],
    testTimeout: 60_000,
  },
});
