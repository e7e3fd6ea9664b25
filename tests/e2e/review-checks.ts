// The review's judgement of the person's auction, checked where a spec has a finished deal's review open (review-auction.spec.ts
// in English with Jokers, game.spec.ts's Japanese game): each bid judged with its margin, each judged decision with its phase
// and cost, where the deal was decided, and data-review="done" once every decision is judged.
import { expect, type Locator } from '@playwright/test';

/** The review's words checked, per language. */
export const AUCTION_REVIEW_WORDS = {
  en: {
    bid: /^Auction \d+: You bid the .+\. (✓ The best choice found, over \d+ possible hands of the other player\.|✓ As good as the best choice found \(.+\) within the estimate’s margin, over \d+ possible hands of the other player\.|✗ Better was .+: about −\d+ ± \d+ points for you, over \d+ possible hands of the other player\.)/,
    bidStart: /^Auction \d+: You bid/,
    joker: /^Your Joker: You (kept the Joker|exchanged the Joker for the .+)\. /,
    decided:
      /^(This deal was lost in the (auction|melds|tricks|play-off)|You won this deal; most of the points you gave away went in the|None of your decisions was clearly worse)/,
    cost: (cost: string) => `about −${cost} ±`,
  },
  ja: {
    bid: /^競り\d+：あなたは.+を入札しました。(✓見つかったなかで最善の選択です|✓見積もりの誤差の範囲で|✗.+のほうがよく、あなたの選択は点差でおよそ−\d+±\d+点でした)/,
    bidStart: /^競り\d+：あなたは.+を入札しました。/,
    joker: null,
    decided:
      /^(このディールは.+で負けました。|このディールはあなたの勝ちです。|見つかった最善の選択よりはっきり悪い判断はありませんでした。)/,
    cost: (cost: string) => `およそ−${cost}±`,
  },
} as const;

/**
 * Waits until the open review has judged every decision, then checks the auction's judgement: every bid of the deal (13
 * auctions, 14 with Jokers), each take or cede of an auction won, the phases judged (`phases`: the deal's own), a cost on
 * every judged decision, the Joker choice when `jokers`, and the opening line on where the deal was decided.
 */
export async function expectAuctionJudged(review: Locator, lang: 'en' | 'ja', jokers: boolean, phases: readonly string[]): Promise<void> {
  const words = AUCTION_REVIEW_WORDS[lang];
  await expect(review).toHaveAttribute('data-review', 'done', { timeout: 180_000 });
  const auction = review.locator('[data-review-item][data-review-phase="auction"]');
  const bids = auction.filter({ hasText: words.bidStart });
  await expect(bids).toHaveCount(jokers ? 14 : 13);
  expect(await auction.count()).toBeGreaterThan(await bids.count());
  for (const text of await bids.allTextContents()) expect(text).toMatch(words.bid);

  // Each judged decision has a phase and a cost: 0 for a best one, the points shown for a worse one.
  const marks = await review.locator('[data-review-item]').evaluateAll((els) =>
    els.map((el) => ({
      phase: el.getAttribute('data-review-phase'),
      best: el.getAttribute('data-review-best'),
      cost: el.getAttribute('data-review-cost'),
      text: el.textContent ?? '',
    })),
  );
  expect(new Set(marks.map((m) => m.phase))).toEqual(new Set(phases));
  for (const m of marks) {
    expect(m.cost, m.text).toMatch(/^\d+(\.\d+)?$/);
    if (m.best === 'true') expect(m.cost, m.text).toBe('0');
    // A worse auction decision's cost is the figure its line shows (a move the solvers could not settle costs 0).
    if (m.phase === 'auction' && m.best === 'false') {
      expect(Number(m.cost), m.text).toBeGreaterThan(0);
      expect(m.text).toContain(words.cost(m.cost ?? ''));
    }
  }
  if (jokers && words.joker) await expect(review.locator('[data-review-item][data-review-phase="melds"]')).toContainText(words.joker);

  // The review opens with where the deal was decided, and says the auction's figures are estimates.
  await expect(review.locator('[data-review-decided]')).toHaveText(words.decided);
  await expect(review.locator('[data-review-estimate]')).toBeVisible();
}
