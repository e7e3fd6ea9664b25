// The browser tests' `test`: Playwright's, with the review's auction judge and the practice collector on a test's small work budgets in every page.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page, Worker } from '@playwright/test';

/**
 * The auction judge's work per decision in the browser tests: a small share of the page's (the engine's
 * AUCTION_REVIEW_WORK), enough for a verdict with its margin. Every game against the computer that reaches its tricks
 * judges the person's auction in two workers in the background (hot-seat: both seats'), whatever the test checks; at the
 * page's own budget that work was a large share of the suite's CPU. What the judge finds at its full budget is the
 * engine's to test (tests/engine), not the page's: the page is tested for showing a verdict, its margin and its phase.
 */
export const TEST_JUDGE_WORK = 40_000;

/**
 * The practice collector's estimate of each auction decision in the browser tests: a quarter of the page's
 * (PRACTICE_JUDGE_WORK). Every deal against the computer that ends on a page is searched for practice positions in the
 * background; which of its auction choices become positions is the engine's to test (tests/unit), the page's that they
 * are kept, shown and graded by the estimate stored with them.
 */
export const TEST_PRACTICE_WORK = 40_000;

// The context every test's page opens in (a test that opens no page starts no browser for this).
export const test = base.extend({
  context: async ({ context }, use) => {
    // Before any page script, in every page of the context (src/components/computer/testWork.ts reads them when a
    // judgement starts). The coach's judge keeps its own budget: its verdict on the coached deal's ♠9, which the
    // tests show, holds at the page's budget and not at smaller ones.
    await context.addInitScript(
      ([auction, practice]) => {
        const own = window as { galapagosAuctionJudgeWork?: number; galapagosPracticeJudgeWork?: number };
        own.galapagosAuctionJudgeWork = auction;
        own.galapagosPracticeJudgeWork = practice;
      },
      [TEST_JUDGE_WORK, TEST_PRACTICE_WORK] as const,
    );
    await use(context);
  },
});
