// Two browsers that cannot reach each other (each in a network namespace of its own) play a whole deal through the relay,
// and a game whose direct connection is cut mid-deal goes on through the relay: the same totals on both pages.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForIslands } from '../e2e/helpers';
import { invite, phase, playBoth, relayUrl, TABLE } from './helpers';
import { separatedNetworks, type SeparatedNetworks } from './netns';

let networks: SeparatedNetworks | undefined;
let browsers: Browser[] = [];

test.beforeAll(async ({ playwright, launchOptions }) => {
  const site = Number(process.env.FRIEND_E2E_PORT ?? 4339);
  networks = await separatedNetworks([site, Number(new URL(relayUrl()).port)], playwright.chromium, launchOptions);
  browsers = [await networks.launch(0), await networks.launch(1)];
});
test.afterAll(async () => {
  await networks?.close();
});

/** A page in each browser (one per namespace), as the run's other tests make them. */
async function twoPages(baseURL: string | undefined): Promise<[Page, Page]> {
  const pages = await Promise.all(
    browsers.map(async (browser) => (await browser.newContext({ baseURL, serviceWorkers: 'block', reducedMotion: 'reduce' })).newPage()),
  );
  return [pages[0], pages[1]];
}

/** The friend opens the invitation and joins; resolves with the time from Join to both tables dealt. */
async function joinTimed(inviter: Page, friend: Page, href: string): Promise<number> {
  await friend.goto(href);
  await waitForIslands(friend);
  const pressed = Date.now();
  await friend.locator('[data-join]').click();
  await expect(inviter.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 60_000 });
  await expect(friend.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 60_000 });
  return Date.now() - pressed;
}

/** Both pages say the game travels this way (in words, and as data-link-path). */
async function travels(pages: readonly Page[], path: 'direct' | 'relay', words: string): Promise<void> {
  for (const page of pages) {
    const status = page.locator(`[data-link-status="connected"][data-link-path="${path}"]`);
    await expect(status).toBeVisible({ timeout: 60_000 });
    await expect(status).toContainText(words);
  }
}

/**
 * Both pages show the game over with the same totals, every deal checked by both (the audit replays the true deal move by
 * move: a move lost or applied twice on one side would fail it), and no stop.
 */
async function sameTotals(a: Page, b: Page): Promise<void> {
  const totals = (await a.locator(TABLE).getAttribute('data-totals')) ?? '';
  expect(totals).toMatch(/^\d+,\d+$/);
  await expect(b.locator(TABLE)).toHaveAttribute('data-totals', totals);
  const deals = (await a.locator(TABLE).getAttribute('data-deals-ended')) ?? '';
  expect(Number(deals)).toBeGreaterThanOrEqual(1);
  for (const page of [a, b]) {
    await expect(page.locator(TABLE)).toHaveAttribute('data-game-phase', 'game-over');
    await expect(page.locator(TABLE)).toHaveAttribute('data-audited-deals', deals);
    await expect(page.locator('[data-peer-failure]')).toHaveCount(0);
  }
}

test('en: two browsers that cannot reach each other play a whole deal through the relay, to the same totals', async ({ baseURL }) => {
  networks?.forward(false);
  const [a, b] = await twoPages(baseURL);
  const requests: string[] = [];
  for (const p of [a, b]) p.on('request', (r) => requests.push(r.url()));
  const href = await invite(a, 'en');
  const ms = await joinTimed(a, b, href);
  console.log(`join-to-dealt through the relay (en): ${ms} ms`);
  await travels([a, b], 'relay', 'through the relay');
  await playBoth(a, b);
  await sameTotals(a, b);
  // Only the site and the relay were contacted.
  expect(requests.filter((u) => !u.startsWith('http://127.0.0.1:') && !u.startsWith(relayUrl()) && !/^(blob|data):/.test(u))).toEqual([]);
  await Promise.all([a.context().close(), b.context().close()]);
});

test('ja: a game whose direct connection is cut mid-deal goes on through the relay to the same totals', async ({ baseURL }) => {
  networks?.forward(true);
  const [a, b] = await twoPages(baseURL);
  const href = await invite(a, 'ja');
  const ms = await joinTimed(a, b, href);
  console.log(`join-to-dealt direct (ja): ${ms} ms`);
  await travels([a, b], 'direct', '直接');
  await playBoth(a, b, async () => (await phase(a)) === 'tricks');
  // The connection between the two namespaces is cut: only the relay (in the run's namespace) can still be reached.
  networks?.forward(false);
  const cut = Date.now();
  const before = await a.locator(TABLE).getAttribute('data-action-count');
  await playBoth(
    a,
    b,
    async () => (await a.locator('[data-link-path="relay"]').count()) > 0 && (await b.locator('[data-link-path="relay"]').count()) > 0,
  );
  await travels([a, b], 'relay', '中継サーバーを通って');
  console.log(`cut to both pages through the relay (ja): ${Date.now() - cut} ms`);
  await playBoth(a, b);
  // Moves went through after the cut, and the deal ended the same on both pages.
  expect(Number(await a.locator(TABLE).getAttribute('data-action-count'))).toBeGreaterThan(Number(before));
  await sameTotals(a, b);
  await Promise.all([a.context().close(), b.context().close()]);
});
