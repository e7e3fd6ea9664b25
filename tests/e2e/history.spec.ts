// The comforts of the play page: a hint marks what it proposes on the table; a finished game is kept in the browser, listed
// on /play/history/ (after a reload too), carried by the progress file, replayed and deleted. (The Japanese listing and the
// remembered sound setting: the Japanese game in game.spec.ts, which keeps a finished game too.)
import { KEYS } from '../../src/storage/storage.ts';
import { readFile } from 'node:fs/promises';
import { currentState, truncateSession } from '../../src/components/play/session/session.ts';
import { saveText } from '../../src/components/play/session/storage.ts';
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { axeViolations, GAME, openGame, playToEnd, waitForIslands, waitForTurn } from './helpers.ts';
import { entriesBeforeLastDecision, playedDeal } from './games-saved.ts';

const KEPT = '[data-history-game]';

/** Plays the game on screen to its end, then waits until the page has kept it (written after the last screen is drawn). */
async function finishGame(page: Page): Promise<void> {
  await playToEnd(page);
  await page.waitForFunction((key) => (localStorage.getItem(key) ?? '').includes('"games":[{'), KEYS.history);
}

/**
 * A one-deal game against "easy" played to its end in Node by the engine's rules player (games-saved.ts), then cut back
 * to before the person's last decision, saved as the play page saves a game. Playing a whole deal by clicks was most of
 * this test's CPU; what it tests starts when the game ends on the page.
 */
function gameBeforeItsLastMove(): string {
  const session = playedDeal({ seed: 'kept-game', target: 1, opponent: 'easy' });
  expect(currentState(session).phase, 'one deal ends the game').toBe('game-over');
  return saveText(truncateSession(session, entriesBeforeLastDecision(session)));
}

/** Puts the saved game in the browser before the context's first page loads (once: later loads find what the page kept). */
async function resumeFrom(context: BrowserContext, saved: string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('gx-test-saved') !== null) return;
      sessionStorage.setItem('gx-test-saved', '1');
      localStorage.setItem(key, value);
    },
    [KEYS.game, saved] as const,
  );
}

async function keptGames(page: Page, path = '/play/history/'): Promise<number> {
  await page.goto(path);
  await waitForIslands(page);
  await expect(page.locator('[data-history="ready"]')).toBeVisible();
  return page.locator(KEPT).count();
}

test('a hint marks the card it proposes (named so), and the mark goes with the move', async ({ page }) => {
  await openGame(page, '/play/?seed=hint-mark&target=1&opponent=easy&fast=1');
  await waitForTurn(page);
  await page.getByRole('button', { name: /^Hint/ }).click();
  await expect(page.locator('[data-hint="ready"]')).toBeVisible({ timeout: 30_000 });
  const hinted = page.locator('[data-decision] [data-hinted]');
  await expect(hinted).toHaveCount(1);
  await expect(hinted).toHaveAccessibleName(/ \(suggested by the hint\)$/);
  await expect(hinted.locator('.gx-card__hint')).toHaveAttribute('data-face', 'hint');
  // The hint box is in view (brought there if it was not).
  await expect(page.locator('[data-hint="ready"]')).toBeInViewport();
  const count = await page.locator(GAME).getAttribute('data-action-count');
  await hinted.click();
  await page.waitForFunction((c) => document.querySelector('[data-game-phase]')?.getAttribute('data-action-count') !== c, count);
  await expect(page.locator('[data-hinted]')).toHaveCount(0);
});

test('a finished game is kept: listed after a reload, carried by the progress file, replayed, then deleted', async ({ page, context }) => {
  // Resumed one decision before its end: the last move is played on the page, which then keeps the game.
  await resumeFrom(context, gameBeforeItsLastMove());
  await openGame(page, '/play/?fast=1');
  await expect(page.locator(GAME)).not.toHaveAttribute('data-game-phase', 'game-over');
  await finishGame(page);
  expect(await keptGames(page)).toBe(1);
  const game = page.locator(KEPT);
  await expect(game).toContainText('Computer (easy)');
  await expect(game).toContainText('one deal');
  await expect(page.locator('[data-history-level="easy"]')).toHaveAttribute('data-games', '1');
  await page.reload();
  await waitForIslands(page);
  await expect(page.locator(KEPT)).toHaveCount(1);
  expect(await axeViolations(page, '.gx-kept')).toEqual([]);
  const id = await page.locator(KEPT).getAttribute('data-history-game');

  // The progress file (saved on the course page) carries it to a browser that has none.
  await page.goto('/learn/');
  await waitForIslands(page);
  const download = page.waitForEvent('download');
  await page.locator('[data-progress-export]').click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(JSON.parse(text).history.games).toHaveLength(1);
  await page.evaluate(() => localStorage.clear());
  expect(await keptGames(page)).toBe(0);
  await expect(page.locator('[data-history-empty]')).toBeVisible();
  await page.goto('/learn/');
  await waitForIslands(page);
  // A file whose games are damaged is refused whole, with its own message.
  const broken = JSON.parse(text);
  broken.history.games[0].totals = ['many'];
  await page
    .locator('[data-progress-import]')
    .setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await expect(page.locator('[data-progress-import-error="history"]')).toHaveText(/finished games .* damaged.*Nothing was changed/);
  await page
    .locator('[data-progress-import]')
    .setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.locator('[data-progress-imported]')).toBeVisible();
  expect(await keptGames(page)).toBe(1);
  await expect(page.locator(KEPT)).toHaveAttribute('data-history-game', id!);

  // Replay opens the play page's replay of that game.
  await page.locator('[data-history-replay]').click();
  await expect(page.locator('[data-replay]')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  // Delete asks first; "Keep it" keeps it, "Delete it" deletes it.
  expect(await keptGames(page)).toBe(1);
  await page.locator('[data-history-delete]').click();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.locator(KEPT)).toHaveCount(1);
  await page.locator('[data-history-delete]').click();
  await page.locator('[data-history-confirm-yes]').click();
  await expect(page.locator(KEPT)).toHaveCount(0);
  await expect(page.locator('[data-history-notice]')).toHaveText('The game was deleted.');
});
