// Offline gate: after one visit, the rules pages, the tools and the game work with the browser offline
// (served by the service worker in public/sw.js from its precache).
import { expect, test, type Page, type Worker } from './test';
import { parseCard, resolveBid } from '../../src/engine/index.ts';
import {
  GAME,
  foreignRequests,
  playOneDecision,
  recordRequests,
  waitForIslands,
  waitForTurn,
  waitForPrecacheAndControl,
  watchPolicy,
  watchProblems,
} from './helpers';

// What this file is about (the suite blocks service workers elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Waits until the service worker is active and every file of its precache list is stored, then reloads
 * until a navigation goes through the worker, as the reader's next visit would.
 */
async function waitForOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
  await waitForPrecacheAndControl(page, '/sw.js');
}

test('after one visit to the home page, rules pages, tools and the game work offline', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const requests = recordRequests(context);
  const problems = watchProblems(page);
  const policy = await watchPolicy(page);
  await page.goto('/');
  await waitForOfflineReady(page);
  // The worker's precache of every page and asset (the same on every page of the site) stays on the site, within
  // the policy, and nothing it fetches fails.
  expect(foreignRequests(requests, baseURL ?? '')).toEqual([]);
  expect(problems.failed).toEqual([]);
  expect(await policy.violations()).toEqual([]);
  expect(policy.consoleErrors).toEqual([]);
  await context.setOffline(true);

  // The network really is gone: a file the worker never stored cannot be fetched.
  const uncached = await page.evaluate(() =>
    fetch('/sitemap-index.xml').then(
      (r) => r.status,
      () => 'failed',
    ),
  );
  expect(uncached).toBe('failed');

  for (const path of ['/rules/auction/', '/ja/rules/tricks/', '/rulings/', '/ja/glossary/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page.locator('main h1').first()).toBeVisible();
    await waitForIslands(page);
  }

  // A tool from a shared link, offline: it hydrates, answers like the engine, and reacts to a click.
  for (const path of ['/tools/bid/', '/ja/tools/bid/']) {
    await page.goto(`${path}?turnup=10S&a=3H&b=3D`);
    await waitForIslands(page);
    const verdict = page.locator('[data-tool] [role="status"][data-verdict]').first();
    const expected = resolveBid(parseCard('10S'), parseCard('3H'), parseCard('3D')).winner;
    await expect(verdict).toHaveAttribute('data-verdict', expected);
    await page.locator('[data-tool] .gx-picker button:not([aria-disabled="true"])').first().click();
    await expect(page.locator('[data-tool]').first()).toBeVisible();
  }

  // The game from a shared link: the page and its island load from the cache and deal the cards.
  for (const path of ['/play/', '/ja/play/']) {
    await page.goto(`${path}?seed=offline&target=1&opponent=easy&fast=1`);
    await waitForIslands(page);
    await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'auction');
  }

  // An address that does not exist gets the 404 page of its language, offline too.
  await page.goto('/ja/no-such-page/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(policy.consoleErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(text))).toEqual([]);
});

test('the game and its computer player work offline after one visit to the play page', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/play/?seed=offline&target=1&opponent=easy&fast=1');
  await waitForIslands(page);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  await page.reload();
  await waitForIslands(page);
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'auction');
  // A few decisions: each time the computer answers, so its worker script came from the cache and runs.
  const before = Number(await page.locator(GAME).getAttribute('data-action-count'));
  for (let i = 0; i < 4; i++) await playOneDecision(page);
  await waitForTurn(page);
  expect(Number(await page.locator(GAME).getAttribute('data-action-count'))).toBeGreaterThan(before + 4);
  expect(workers.length, "the computer player's worker started").toBeGreaterThan(0);
  expect(await workers[0].evaluate(() => typeof postMessage)).toBe('function');
});
