// The review judges every auction decision of a deal (each bid, take/cede and Joker choice) by an estimate with its margin,
// marks each judged decision with its phase and cost, says where the deal was decided, and keeps data-review="done" once
// every decision is judged; in English with Jokers (the Joker choice is judged too) and in Japanese.
import { expect, test, type Page } from '@playwright/test';
import { GAME, openGame, playToEnd } from './helpers';

/** The judge's work per decision in these tests: a small share of the page's, enough for a verdict (speed is no verdict here). */
const TEST_WORK = 40_000;

async function finishOneDeal(page: Page, path: string): Promise<void> {
  await page.addInitScript((work) => {
    (window as { galapagosAuctionJudgeWork?: number }).galapagosAuctionJudgeWork = work;
  }, TEST_WORK);
  await openGame(page, path);
  await playToEnd(page);
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'game-over');
}

const CASES = [
  {
    lang: 'en',
    path: '/play/?seed=auction-review-en&target=1&opponent=easy&jokers=1&fast=1',
    open: 'Review this deal',
    bid: /^Auction \d+: You bid the .+\. (✓ The best choice found, over \d+ possible hands of the other player\.|✓ As good as the best choice found \(.+\) within the estimate’s margin, over \d+ possible hands of the other player\.|✗ Better was .+: about −\d+ ± \d+ points for you, over \d+ possible hands of the other player\.)/,
    joker: /^Your Joker: You (kept the Joker|exchanged the Joker for the .+)\. /,
    decided:
      /^(This deal was lost in the (auction|melds|tricks|play-off)|You won this deal; most of the points you gave away went in the|None of your decisions was clearly worse)/,
  },
  {
    lang: 'ja',
    path: '/ja/play/?seed=auction-review-ja&target=1&opponent=easy&fast=1',
    open: 'このディールを振り返る',
    bid: /^競り\d+：あなたは.+を入札しました。(✓見つかったなかで最善の選択です|✓見積もりの誤差の範囲で|✗.+のほうがよく、あなたの選択は点差でおよそ−\d+±\d+点でした)/,
    joker: null,
    decided:
      /^(このディールは.+で負けました。|このディールはあなたの勝ちです。|見つかった最善の選択よりはっきり悪い判断はありませんでした。)/,
  },
] as const;

for (const c of CASES) {
  test(`the review judges every auction decision, with its phase and cost (${c.lang})`, async ({ page }, testInfo) => {
    // A whole deal played through the page, then its review: the default two minutes are short on a loaded machine.
    test.setTimeout(240_000);
    await finishOneDeal(page, c.path);
    const review = page.locator('[data-review]').first();
    await review.getByRole('button', { name: c.open }).click();
    await expect(review).toHaveAttribute('data-review', 'done', { timeout: 180_000 });

    // Every bid of the deal is judged (13 auctions, 14 with Jokers), and each take or cede of an auction won.
    const auction = review.locator('[data-review-item][data-review-phase="auction"]');
    const bids = auction.filter({ hasText: c.lang === 'en' ? /^Auction \d+: You bid/ : /^競り\d+：あなたは.+を入札しました。/ });
    await expect(bids).toHaveCount(c.lang === 'en' ? 14 : 13);
    expect(await auction.count()).toBeGreaterThan(await bids.count());
    for (const text of await bids.allTextContents()) expect(text).toMatch(c.bid);

    // Each judged decision has a phase and a cost: 0 for a best one, the points shown for a worse one.
    const items = review.locator('[data-review-item]');
    const marks = await items.evaluateAll((els) =>
      els.map((el) => ({
        phase: el.getAttribute('data-review-phase'),
        best: el.getAttribute('data-review-best'),
        cost: el.getAttribute('data-review-cost'),
        text: el.textContent ?? '',
      })),
    );
    expect(new Set(marks.map((m) => m.phase))).toEqual(
      new Set(c.lang === 'en' ? ['auction', 'melds', 'tricks', 'play-off'] : ['auction', 'tricks', 'play-off']),
    );
    for (const m of marks) {
      expect(m.cost, m.text).toMatch(/^\d+(\.\d+)?$/);
      if (m.best === 'true') expect(m.cost, m.text).toBe('0');
      // A worse auction decision's cost is the figure its line shows (a move the solvers could not settle costs 0).
      if (m.phase === 'auction' && m.best === 'false') {
        expect(Number(m.cost), m.text).toBeGreaterThan(0);
        expect(m.text).toContain(c.lang === 'en' ? `about −${m.cost} ±` : `およそ−${m.cost}±`);
      }
    }
    if (c.joker !== null) await expect(review.locator('[data-review-item][data-review-phase="melds"]')).toContainText(c.joker);

    // The review opens with where the deal was decided, and says the auction's figures are estimates.
    await expect(review.locator('[data-review-decided]')).toHaveText(c.decided);
    await expect(review.locator('[data-review-estimate]')).toBeVisible();
    if (c.lang === 'ja') {
      // The longer lines fit a phone: nothing wider than the screen (and a picture for a look at the layout).
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await review.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(360);
      const shot = testInfo.outputPath('review-auction-360.png');
      await review.screenshot({ path: shot, timeout: 30_000 });
      await testInfo.attach('review at 360 px', { path: shot, contentType: 'image/png' });
    }
  });
}
