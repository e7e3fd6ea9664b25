// The browser tests' `test`: Playwright's, with the review's auction judge (which practice takes its auction positions from) on a test's small work budget in every page.
import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page, Worker } from '@playwright/test';

/**
 * The auction judge's work per decision in the browser tests: a small share of the page's (the engine's
 * AUCTION_REVIEW_WORK), enough for a verdict with its margin. Every game against the computer that reaches its tricks
 * judges the person's auction in two workers in the background (hot-seat: both seats'), whatever the test checks; at the
 * page's own budget that work was a large share of the suite's CPU. What the judge finds at its full budget is the
 * engine's to test (tests/engine), not the page's: the page is tested for showing a verdict, its margin and its phase.
 * The practice collector takes its auction positions from the same judgement (which of its choices become positions
 * is tests/unit's to test; the page's, that they are kept, shown and graded by the estimate stored with them).
 */
export const TEST_JUDGE_WORK = 40_000;

/**
 * `context` with the test's budget set in every page it opens, before any page script (src/components/computer/testWork.ts
 * reads it when a judgement starts). The coach's judge keeps its own budget: its verdict on the coached deal's ♣3, which
 * the tests show, holds at the page's budget and not at smaller ones.
 */
export async function withTestBudget(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript((auction) => {
    (window as { galapagosAuctionJudgeWork?: number }).galapagosAuctionJudgeWork = auction;
  }, TEST_JUDGE_WORK);
  return context;
}

// The context every test's page opens in (a test that opens no page starts no browser for this).
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await withTestBudget(context));
  },
});
