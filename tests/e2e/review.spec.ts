// Issue 11: "Review this deal" after a game and in the replay of a loaded record, in English and Japanese, by keyboard, at 360 px; the solved hint after the auction.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { GAME, openGame, playOneDecision, playToEnd, waitForTurn, watchProblems } from './helpers';

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
  await expect(items.first()).toContainText(
    /^Trick 1: You (led|played) the .+\. (✓ Best move: with perfect play from here you end with \d+ tricks?\.|✗ (Leading|Playing) the .+ was best, \d+ points more: with perfect play from here .+)$/,
  );
  // The sentence gives the trick count of the perfect line the engine found.
  await expectTrickCounts(review, 'en');
  const lostTricks = Number(await summary.getAttribute('data-lost-tricks'));
  const worse = review.locator('[data-review-item][data-review-best="false"]');
  if (lostTricks > 0) await expect(worse.first()).toContainText(/was best, \d+ points more: with perfect play from here/);

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
  await expect(review.locator('[data-review-item]').first()).toContainText(
    /^トリック1：あなたは.+を(リードしました|出しました)。(✓最善手です。ここから2人とも最善を尽くすと、あなたは\d+トリック取れます。|✗.+(をリードする|を出す)のが最善で、あと\d+点取れました。ここから2人とも最善を尽くすと、.+)$/,
  );
  await expectTrickCounts(review, 'ja');
  // Nothing wider than the screen.
  const width = await review.evaluate((el) => el.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  // For a look at the layout: kept in the test's output folder and attached to the report.
  const shot = test.info().outputPath('review-360.png');
  await review.screenshot({ path: shot });
  await test.info().attach('review at 360 px', { path: shot, contentType: 'image/png' });
  expect(problems.errors).toEqual([]);
});

/** The first best trick and the first worse one (if any) state the trick counts of their perfect lines. */
async function expectTrickCounts(review: Locator, lang: 'en' | 'ja'): Promise<void> {
  const best = review.locator('[data-review-item][data-review-best="true"][data-tricks-best]').first();
  if ((await best.count()) > 0) {
    const n = await best.getAttribute('data-tricks-best');
    await expect(best).toContainText(lang === 'en' ? new RegExp(`you end with ${n} tricks?\\.$`) : `あなたは${n}トリック取れます。`);
  }
  const worse = review.locator('[data-review-item][data-review-best="false"][data-tricks-best]').first();
  if ((await worse.count()) > 0) {
    const [b, p] = [await worse.getAttribute('data-tricks-best'), await worse.getAttribute('data-tricks-played')];
    const en = new RegExp(b === p ? `you end with ${b} tricks? either way` : `gives you ${b} tricks?, against ${p} after the `);
    const ja = b === p ? `どちらでもあなたは${b}トリック取れますが` : `なら${b}トリック、`;
    await expect(worse).toContainText(lang === 'en' ? en : ja);
  }
}

/** Plays the person's decisions until it is their turn in the tricks (the auction and melds are over). */
async function playToTricks(page: Page): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await waitForTurn(page)) === 'tricks') return;
    await playOneDecision(page);
  }
  throw new Error('the tricks never came');
}

test('the hint (H) after the auction names the solver\'s best card and the deal\'s value with perfect play', async ({ page }) => {
  const problems = watchProblems(page);
  await openGame(page, '/play/?seed=e2e-hint-solved&target=1&opponent=easy&fast=1');
  await playToTricks(page);
  await page.keyboard.press('h');
  const hint = page.locator('[data-hint="ready"]');
  await expect(hint).toContainText(/^The computer would play the .+\./, { timeout: 60_000 });
  const solved = hint.locator('[data-hint-solved]');
  await expect(solved).toHaveText(/^Perfect play by both players from here: this deal ends (\+\d+|−\d+|0) for you \(your deal score minus the other’s\)\.$/);
  // The sentence shows the value the solver gave (a multiple of 5: every score in a deal is).
  const value = Number(await solved.getAttribute('data-hint-solved'));
  expect(Math.abs(value) % 5).toBe(0);
  expect(await solved.textContent()).toContain(value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');
  expect(problems.errors).toEqual([]);
});

test('Japanese: the solved hint after the auction', async ({ page }) => {
  const problems = watchProblems(page);
  await openGame(page, '/ja/play/?seed=e2e-hint-solved-ja&target=1&opponent=easy&fast=1');
  await playToTricks(page);
  await page.keyboard.press('h');
  const hintJa = page.locator('[data-hint="ready"]');
  await expect(hintJa).toContainText(/^コンピューターならこうします：.+を出す。/, { timeout: 60_000 });
  await expect(hintJa.locator('[data-hint-solved]')).toHaveText(/^ここから2人とも最善を尽くすと、このディールの得点差はあなたから見て(\+\d+|−\d+|0)点です。$/);
  expect(problems.errors).toEqual([]);
});
