// The review judges every auction decision of a deal (each bid, take/cede and Joker choice) by an estimate with its margin,
// marks each judged decision with its phase and cost, says where the deal was decided, and keeps data-review="done" once
// every decision is judged: here in English with Jokers (the Joker choice is judged too); in Japanese, on the review of
// game.spec.ts's Japanese whole game (the same checks, review-checks.ts, without playing a deal of its own). Then, under the
// costliest judged decisions, the hindsight line that comes later: labelled as hindsight, with a figure in points.
import { isJoker, sameCard } from '../../src/engine/index.ts';
import { HUMAN } from '../../src/components/play/session/session.ts';
import { bySuit } from '../../src/components/cards/handOrder.ts';
import { expect, test } from './test.ts';
import { GAME, playToEnd } from './helpers.ts';
import { expectAuctionJudged } from './review-checks.ts';
import { entriesBeforeLastDecision, openSaved, playedDeal, type Chooser } from './games-saved.ts';

/**
 * The person bids the first card their hand shows (its highest spade, as a reader pressing the first card would), never
 * their Joker (kept for the Joker choice at the melds); the rules player makes their other decisions and all the
 * computer's. Such bids give away high cards, so the judge finds costly ones.
 */
const firstCardBidder: Chooser = (view) => {
  if (view.player !== HUMAN || view.phase !== 'auction') return undefined;
  const [first] = bySuit(view.hand.filter((card) => !isJoker(card)));
  return view.legalActions.find((action) => action.type === 'bid' && first !== undefined && sameCard(action.card, first));
};

test('the review judges every auction decision, with its phase and cost (en)', async ({ page }) => {
  // The judge of a whole deal's auction, beside the page: the default two minutes are short on a loaded machine.
  test.setTimeout(240_000);
  // The deal played in Node (games-saved.ts) and resumed on the page before the person's last decision: what is tested
  // here starts when the deal ends, and the review judges the deal from its record, however it was played. The judge
  // works on the tests' own small budget (./test.ts): enough for a verdict; speed is no verdict here.
  const deal = playedDeal({ seed: 'auction-review-en', target: 1, opponent: 'easy', jokers: true }, firstCardBidder);
  await openSaved(page, '/play/?fast=1', deal, entriesBeforeLastDecision(deal));
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
