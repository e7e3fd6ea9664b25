// The review judges every auction decision of a deal (each bid, take/cede and Joker choice) by an estimate with its margin,
// marks each judged decision with its phase and cost, says where the deal was decided, and keeps data-review="done" once
// every decision is judged: here in English with Jokers (the Joker choice is judged too); in Japanese, on the review of
// game.spec.ts's Japanese whole game (the same checks, review-checks.ts, without playing a deal of its own).
import { expect, test } from './test';
import { GAME, openGame, playToEnd } from './helpers';
import { expectAuctionJudged } from './review-checks';

test('the review judges every auction decision, with its phase and cost (en)', async ({ page }) => {
  // A whole deal played through the page, then its review: the default two minutes are short on a loaded machine.
  test.setTimeout(240_000);
  // The judge works on the tests' own small budget (./test.ts): enough for a verdict; speed is no verdict here.
  await openGame(page, '/play/?seed=auction-review-en&target=1&opponent=easy&jokers=1&fast=1');
  await playToEnd(page);
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'game-over');
  const review = page.locator('[data-review]').first();
  await review.getByRole('button', { name: 'Review this deal' }).click();
  await expectAuctionJudged(review, 'en', true, ['auction', 'melds', 'tricks', 'play-off']);
});
