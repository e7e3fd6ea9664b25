// Issue 11: "Review this deal" after a game and in the replay of a loaded record, in English and Japanese, by keyboard, at 360 px.
import { expect, test } from '@playwright/test';
import { GAME, openGame, playToEnd, watchProblems } from './helpers';

test('English: the review marks each move best or names the better one, with a summary per phase, and works in a replay', async ({ page }) => {
  const problems = watchProblems(page);
  await openGame(page, '/play/?seed=e2e-review&target=1&opponent=easy&fast=1');
  await playToEnd(page);
  const review = page.locator('[data-review]').first();
  const open = review.getByRole('button', { name: 'Review this deal' });
  // Keyboard: focus the button and press Enter.
  await open.focus();
  await page.keyboard.press('Enter');
  const summary = review.locator('[data-review-summary]');
  await expect(summary).toBeVisible({ timeout: 120_000 });
  await expect(summary).toContainText(/Points lost to perfect play: \d+ in the tricks, \d+ in the play-off\.|Every move you made was a best move\./);
  const items = review.locator('[data-review-item]');
  // 13 tricks, then at least one play-off move.
  expect(await items.count()).toBeGreaterThan(13);
  await expect(items.first()).toContainText(/^Trick 1: You (led|played) .+\. (✓ Best move\.|✗ Best was .+: \d+ points more\.)$/);
  const lostTricks = Number(await summary.getAttribute('data-lost-tricks'));
  const worse = review.locator('[data-review-item][data-review-best="false"]');
  if (lostTricks > 0) await expect(worse.first()).toContainText(/Best was .+: \d+ points more\./);

  // The same review in the replay of the exported record.
  await page.locator('.gx-log__tools').getByRole('button', { name: 'Export record' }).click();
  const record = await page.locator('[data-record]').inputValue();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.locator('.gx-log__tools').getByRole('button', { name: 'Load a record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load a game record' });
  await dialog.getByLabel('Record').fill(record);
  await dialog.getByRole('button', { name: 'Replay it' }).click();
  await page.getByRole('button', { name: 'Last' }).click();
  await expect(page.locator('[data-replay]')).toHaveAttribute('data-game-phase', 'game-over');
  const replayReview = page.locator('.gx-replay [data-review]');
  await replayReview.getByRole('button', { name: 'Review this deal' }).click();
  await expect(replayReview.locator('[data-review-summary]')).toHaveAttribute('data-lost-tricks', String(lostTricks), { timeout: 120_000 });
  expect(problems.errors).toEqual([]);
});

test('Japanese at 360 px: the review reads in Japanese and fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const problems = watchProblems(page);
  await openGame(page, '/ja/play/?seed=e2e-review-ja&target=1&opponent=easy&fast=1');
  await playToEnd(page);
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'game-over');
  const review = page.locator('[data-review]').first();
  await review.getByRole('button', { name: 'このディールを振り返る' }).click();
  const summary = review.locator('[data-review-summary]');
  await expect(summary).toBeVisible({ timeout: 120_000 });
  await expect(summary).toContainText(/最善手と比べて失った点：トリックで\d+点、プレイオフで\d+点。|すべての手が最善手でした。/);
  await expect(review.locator('[data-review-item]').first()).toContainText(/^トリック1：あなたは.+を(リードしました|出しました)。(✓最善手です。|✗最善手は.+で、あと\d+点取れました。)$/);
  // Nothing wider than the screen.
  const width = await review.evaluate((el) => el.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  expect(problems.errors).toEqual([]);
});
