// The browser tests' `test`: Playwright's, with the review's auction judge on a test's small work budget in every page.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page, Worker } from '@playwright/test';

/**
 * The auction judge's work per decision in the browser tests: a small share of the page's (the engine's
 * AUCTION_REVIEW_WORK), enough for a verdict with its margin. Every game against the computer that reaches its tricks
 * judges the person's auction in two workers in the background (hot-seat: both seats'), whatever the test checks; at the
 * page's own budget that work was a large share of the suite's CPU. What the judge finds at its full budget is the
 * engine's to test (tests/engine), not the page's: the page is tested for showing a verdict, its margin and its phase.
 */
export const TEST_JUDGE_WORK = 40_000;

// The context every test's page opens in (a test that opens no page starts no browser for this).
export const test = base.extend({
  context: async ({ context }, use) => {
    // Before any page script, in every page of the context (src/components/play/computer/auctionJudgements.ts reads it
    // when it starts a judgement).
    await context.addInitScript((work) => {
      (window as { galapagosAuctionJudgeWork?: number }).galapagosAuctionJudgeWork = work;
    }, TEST_JUDGE_WORK);
    await use(context);
  },
});
