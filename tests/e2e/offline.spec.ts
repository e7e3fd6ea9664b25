// The service worker, in one reader's visit (one install and precache of every file serves all of it): Chromium finds
// the site installable in English and Japanese, each home page linking its own language's manifest (start page, scope,
// name) with icons the worker stores; the precache and search stay on the site and within the policy; and then, with the
// browser offline, the rules pages, the tools, the game with its computer player and the 404 page all work.
import { expect, test, type Page, type Worker } from './test.ts';
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
} from './helpers.ts';

// What this file is about (the suite blocks service workers elsewhere).
test.use({ serviceWorkers: 'allow' });

const APPS = [
  { page: '/', manifest: '/manifest.webmanifest', start: '/play/', scope: '/', lang: 'en', name: 'Galapagos' },
  { page: '/ja/', manifest: '/ja/manifest.webmanifest', start: '/ja/play/', scope: '/ja/', lang: 'ja', name: 'ガラパゴス' },
] as const;

/** What the worker has stored, as paths. */
const storedPaths = (page: Page) =>
  page.evaluate(async () => {
    const stored: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) stored.push(new URL(request.url).pathname);
    return stored;
  });

/**
 * Chromium's own installability check on the page as loaded (the worker active): no manifest or installability errors,
 * the app of the page's language, and the icons it names served as PNGs, one of them maskable. Returns the icons' paths.
 */
async function expectInstallable(page: Page, app: (typeof APPS)[number], baseURL: string): Promise<string[]> {
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', app.manifest);
  // A toolbar colour for each theme.
  const themes = await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('media')));
  expect(themes.sort()).toEqual(['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toBe(`${baseURL}${app.manifest}`);
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({ start_url: app.start, scope: app.scope, short_name: app.name, lang: app.lang, display: 'standalone' });
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
  const icons = data.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain('image/png');
  }
  return icons.map((icon) => icon.src);
}

test('the site installs as an app in both languages, and after one visit the rules, tools, game and computer player work offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const requests = recordRequests(context);
  const problems = watchProblems(page);
  const policy = await watchPolicy(page);
  const [en, jp] = APPS;

  await test.step('installable in English; every file precached', async () => {
    await page.goto(en.page);
    // The worker is registered a few seconds after load; installability asks for it.
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
    const icons = await expectInstallable(page, en, origin);
    await waitForPrecacheAndControl(page, '/sw.js');
    // The worker stores the manifests and the icons with the pages, so the installed app opens offline.
    expect(await storedPaths(page)).toEqual(expect.arrayContaining([en.manifest, jp.manifest, ...icons]));
  });

  await test.step('installable in Japanese', async () => {
    await page.goto(jp.page);
    await expectInstallable(page, jp, origin);
  });

  await test.step('searching and the search index stay on the site', async () => {
    await page.goto('/ja/rules/');
    await page.locator('site-search button[data-open-modal]').first().click();
    await page.locator('site-search dialog input').fill('切り札');
    await expect(page.locator('site-search dialog a[href*="/ja/"]').first()).toBeVisible();
  });

  // The worker's precache of every page and asset (the same on every page of the site) and the search stay on the site,
  // within the policy, and nothing they fetch fails.
  expect(foreignRequests(requests, origin)).toEqual([]);
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

  await test.step('rules pages offline', async () => {
    for (const path of ['/rules/auction/', '/ja/rules/tricks/', '/rulings/', '/ja/glossary/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect(page.locator('main h1').first()).toBeVisible();
      await waitForIslands(page);
    }
  });

  await test.step('a tool from a shared link offline: it hydrates, answers like the engine, and reacts to a click', async () => {
    for (const path of ['/tools/bid/', '/ja/tools/bid/']) {
      await page.goto(`${path}?turnup=10S&a=3H&b=3D`);
      await waitForIslands(page);
      const verdict = page.locator('[data-tool] [role="status"][data-verdict]').first();
      const expected = resolveBid(parseCard('10S'), parseCard('3H'), parseCard('3D')).winner;
      await expect(verdict).toHaveAttribute('data-verdict', expected);
      await page.locator('[data-tool] .gx-picker button:not([aria-disabled="true"])').first().click();
      await expect(page.locator('[data-tool]').first()).toBeVisible();
    }
  });

  await test.step('the game from a shared link offline, its computer player answering', async () => {
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    for (const path of ['/play/', '/ja/play/']) {
      await page.goto(`${path}?seed=offline&target=1&opponent=easy&fast=1`);
      await waitForIslands(page);
      await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'auction');
    }
    // A few decisions: each time the computer answers, so its worker script came from the cache and runs.
    const before = Number(await page.locator(GAME).getAttribute('data-action-count'));
    for (let i = 0; i < 4; i++) await playOneDecision(page);
    await waitForTurn(page);
    expect(Number(await page.locator(GAME).getAttribute('data-action-count'))).toBeGreaterThan(before + 4);
    expect(workers.length, "the computer player's worker started").toBeGreaterThan(0);
    // The newest is this page's (an earlier page's went with it).
    expect(await workers[workers.length - 1].evaluate(() => typeof postMessage)).toBe('function');
  });

  await test.step('an unknown address gets the 404 page of its language offline', async () => {
    await page.goto('/ja/no-such-page/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
  expect(policy.consoleErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(text))).toEqual([]);
});
