// The review judges every auction decision of a deal (each bid, take/cede and Joker choice) by an estimate with its margin,
// marks each judged decision with its phase and cost, says where the deal was decided, and keeps data-review="done" once
// every decision is judged: here in English with Jokers (the Joker choice is judged too); in Japanese, on the review of
// game.spec.ts's Japanese whole game (the same checks, review-checks.ts, without playing a deal of its own). Then, under the
// costliest judged decisions, the hindsight line that comes later: labelled as hindsight, with a figure in points.
import { expect, test } from './test.ts';
import { GAME, openGame, playToEnd } from './helpers.ts';
import { expectAuctionJudged } from './review-checks.ts';

test('the review judges every auction decision, with its phase and cost (en)', async ({ page }) => {
  // A whole deal played through the page, then its review: the default two minutes are short on a loaded machine.
  test.setTimeout(240_000);
  // The judge works on the tests' own small budget (./test.ts): enough for a verdict; speed is no verdict here.
  await openGame(page, '/play/?seed=auction-review-en&target=1&opponent=easy&jokers=1&fast=1');
  await playToEnd(page);
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'game-over');
  const review = page.locator('[data-review]').first();
  await review.getByRole('button', { name: 'Review this deal' }).click();
  // Begun in the workers at the deal's first trick, not when the review was opened.
  await expect(review).toHaveAttribute('data-review-auction-begun', 'tricks');
  await expectAuctionJudged(review, 'en', true, ['auction', 'melds', 'tricks', 'play-off']);

  // The hindsight line comes after the estimates (the game's own state knows the other's cards), under a costly decision.
  const costly = review.locator('[data-review-item][data-review-best="false"]').filter({ has: page.locator('[data-review-hindsight]') });
  await expect(costly.first()).toBeVisible({ timeout: 60_000 });
  expect(await costly.count()).toBeLessThanOrEqual(2);
  const hindsight = costly.locator('[data-review-hindsight]');
  for (const line of await hindsight.all()) {
    const text = (await line.textContent()) ?? '';
    expect(text).toMatch(/^In hindsight: With the cards as they lay, .+ about \d+ ± \d+ points\b.*so this too is an estimate\.$/);
    expect(text).not.toMatch(/exact/i);
    await expect(line.locator('strong')).toHaveText('In hindsight');
    // The figure shown is the one the line's hook carries.
    const gain = Number(await line.getAttribute('data-hindsight-gain'));
    expect(text).toContain(`about ${Math.abs(gain)} ±`);
  }
  const phases = await costly.evaluateAll((els) => els.map((el) => el.getAttribute('data-review-phase')));
  for (const phase of phases) expect(['auction', 'melds']).toContain(phase);
});
