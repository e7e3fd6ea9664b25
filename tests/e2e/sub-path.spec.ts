// The site built for a sub-path (npm run build:sub: BASE_PATH=/galapagos/, SITE_URL=https://example.org) and served
// only under it, as on a project page or in a club website's folder: every page's addresses and links name the base,
// the pages load under a strict CSP without a console error or a request outside the base, search finds a Japanese
// word, the service worker works offline, and a game saved under this copy's key is played to its end. Runs in the `sub-path` project of
// playwright.config.ts, whose baseURL ends in the base path.
import { expect, test, type Page } from './test.ts';
import { addressesOf, builtPage, codeKindsOf, codeOf, pagesWithFreshCode } from './learn-built-pages.ts';
import { DEEP } from '../support/deep.ts';
import { SLUGS, ja } from './slugs.ts';
import { friendConnectSources } from '../../src/components/play/friend/relays.mjs';
import { storageKey } from '../../src/storage/storage.ts';
import { gameNearItsEnd } from './learn-saved-game.ts';
import {
  ALL_PAGES,
  GAME,
  playToEnd,
  policyOf,
  recordRequests,
  waitForIslands,
  waitForPrecacheAndControl,
  watchPolicy,
  watchProblems,
} from './helpers.ts';

/** The address of a site path under the base: relative, so that it resolves against the baseURL's path. */
const at = (path: string) => (path === '/' ? './' : path.slice(1));
/** The origin the sub-path build names in its canonical links (package.json, build:sub). */
const SITE_URL = 'https://example.org';

/** Where the site is: `http://127.0.0.1:4330/galapagos/` and `/galapagos/`. */
function siteOf(baseURL: string | undefined): { root: string; base: string } {
  const url = new URL(baseURL ?? '');
  expect(url.pathname, 'the sub-path project serves the site below a base path').not.toBe('/');
  return { root: url.href, base: url.pathname };
}

/** Every root-relative address in the page (links, scripts, styles, islands, icons) that misses the base path. */
async function addressesMissingBase(page: Page, base: string): Promise<string[]> {
  return page.evaluate((prefix) => {
    const missing: string[] = [];
    for (const el of document.querySelectorAll('[href], [src], [component-url], [renderer-url], [action]')) {
      for (const name of ['href', 'src', 'component-url', 'renderer-url', 'action']) {
        const value = el.getAttribute(name);
        if (value?.startsWith('/') && !value.startsWith(prefix)) missing.push(`<${el.tagName.toLowerCase()} ${name}="${value}">`);
      }
    }
    return missing;
  }, base);
}

const UNKNOWN = [
  { path: '/no-such-page/', lang: 'en' as const },
  { path: '/ja/no-such-page/', lang: 'ja' as const },
];

const SUB_DIST = process.env.E2E_SUB_DIST ?? 'dist-sub';
/** A page of the sub-path build as built (the folder playwright.config.ts serves under the base). */
const built = (path: string): string => builtPage(SUB_DIST, path);

/**
 * The pages loaded in the browser under the base: both home pages, the two unknown addresses, and each page that loads a
 * kind of code (a script, an island) no page before it loaded, in English and Japanese by turns (a language's island
 * entry only hands the same component its dictionary; the base path is in the shared code). Every other page runs only
 * code loaded here already, and its addresses and links are read from its built file (the first test). In npm run
 * test:deep, each page that loads code no page before it loaded in its own language, in both languages.
 */
const LOADED: { path: string; lang: 'en' | 'ja' }[] = (() => {
  if (DEEP) {
    const paths = pagesWithFreshCode(
      ALL_PAGES.map(({ path }) => path),
      (path) => codeOf(built(path)),
    );
    return ALL_PAGES.filter(({ path }) => paths.includes(path) || path === '/' || path === ja('/'));
  }
  const slugs = pagesWithFreshCode(
    SLUGS.filter((slug) => slug !== '/'),
    (slug) => codeKindsOf(built(slug)),
  );
  return [
    { path: '/', lang: 'en' as const },
    { path: ja('/'), lang: 'ja' as const },
    ...slugs.map((slug, i) => (i % 2 === 0 ? { path: ja(slug), lang: 'ja' as const } : { path: slug, lang: 'en' as const })),
  ];
})();

test('under the base: every page, as built, names only addresses under the base, and its canonical link and Japanese twin at SITE_URL', ({
  baseURL,
}) => {
  const { base } = siteOf(baseURL);
  for (const { path } of ALL_PAGES) {
    const html = built(path);
    const missing = addressesOf(html)
      .filter(([, , value]) => !value.startsWith(base))
      .map(([tag, name, value]) => `<${tag} ${name}="${value}">`);
    expect(missing, path).toEqual([]);
    const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
    const hrefOf = (pattern: RegExp) => links.find((tag) => pattern.test(tag))?.match(/\shref="([^"]*)"/)?.[1];
    expect(hrefOf(/\srel="canonical"/), path).toBe(`${SITE_URL}${base}${at(path).replace(/^\.\//, '')}`);
    expect(hrefOf(/\shreflang="ja"/), path).toMatch(new RegExp(`^${SITE_URL}${base}ja/`));
  }
  // The code of the pages was found (else only the home pages would be loaded below), in both languages.
  const others = LOADED.filter(({ path }) => path !== '/' && path !== ja('/'));
  expect(others.length, 'pages with islands of their own').toBeGreaterThan(4);
  expect(new Set(others.map(({ lang }) => lang))).toEqual(new Set(['en', 'ja']));
});

// The pages of each language in one page of the browser, one after the other (what each check reads is that page's own).
for (const lang of ['en', 'ja'] as const) {
  const pages = [...LOADED, ...UNKNOWN].filter((page) => page.lang === lang).map(({ path }) => path);
  test(`under the base: ${pages.join(', ')} load in ${lang} with a strict CSP, no console error and every address under the base`, async ({
    page,
    context,
    baseURL,
  }) => {
    // A hang guard: each page takes a few seconds.
    test.setTimeout(30_000 * pages.length);
    const { root, base } = siteOf(baseURL);
    const requests = recordRequests(context);
    const policy = await watchPolicy(page);
    const problems = watchProblems(page);
    for (const path of pages) {
      const known = !UNKNOWN.some((unknown) => unknown.path === path);
      const [requestsBefore, errorsBefore, failedBefore] = [requests.length, problems.errors.length, problems.failed.length];
      const response = await page.goto(at(path));
      expect(response?.url(), path).toBe(new URL(at(path), root).href);
      expect(response?.status(), path).toBe(known ? 200 : 404);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page.locator('h1').first(), path).not.toBeEmpty();
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');

      const csp = await policyOf(page);
      expect(
        csp.get('script-src')?.filter((v) => !v.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      // The play pages also reach the relays of games between two devices, as in every-page.spec.ts.
      const friendPage = path === '/play/' || path === ja('/play/');
      expect(csp.get('connect-src'), path).toEqual(friendPage ? ["'self'", ...friendConnectSources()] : ["'self'"]);
      expect(await policy.violations(), path).toEqual([]);
      const itself = (line: string) => !known && line === `${new URL(at(path), root).href} 404`;
      const errors = problems.errors.slice(errorsBefore);
      expect(
        errors.filter((text) => known || !/^Failed to load resource: .* 404/.test(text)),
        path,
      ).toEqual([]);
      expect(
        problems.failed.slice(failedBefore).filter((line) => !itself(line)),
        path,
      ).toEqual([]);
      // Nothing is fetched from the origin's root or elsewhere: every request stays below the base.
      expect(
        requests.slice(requestsBefore).filter((url) => !url.startsWith(root) && !/^(data|blob):/.test(url)),
        path,
      ).toEqual([]);
      // Also after its islands ran (what they render is not in the built file).
      expect(await addressesMissingBase(page, base), path).toEqual([]);
    }
  });
}

test('under the base: the sitemap names every page in both languages at SITE_URL under the base, and no 404 page', async ({
  request,
  baseURL,
}) => {
  const { base } = siteOf(baseURL);
  const home = await (await request.get(at('/'))).text();
  expect(home).toContain(`<link rel="sitemap" href="${base}sitemap-index.xml"`);
  const index = await (await request.get(at('/sitemap-index.xml'))).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(parts.length).toBeGreaterThan(0);
  const listed = new Set<string>();
  for (const part of parts) {
    expect(part.startsWith(`${SITE_URL}${base}`), part).toBe(true);
    const xml = await (await request.get(new URL(part).pathname.slice(base.length))).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.add(m[1]);
  }
  for (const slug of SLUGS) {
    expect(listed, slug).toContain(`${SITE_URL}${base}${at(slug).replace(/^\.\//, '')}`);
    expect(listed, ja(slug)).toContain(`${SITE_URL}${base}${at(ja(slug))}`);
  }
  expect([...listed].filter((url) => url.includes('404'))).toEqual([]);
});

test('under the base: searching 切り札 from the Japanese rules finds the Japanese tricks page', async ({ page, baseURL }) => {
  const { base } = siteOf(baseURL);
  const problems = watchProblems(page);
  await page.goto(at('/ja/rules/'));
  await page.locator('#starlight__search input').waitFor({ state: 'attached', timeout: 30_000 });
  await page.locator('site-search button[data-open-modal]').first().click();
  const dialog = page.locator('site-search dialog');
  await dialog.locator('input').fill('切り札');
  const results = dialog.locator('.pagefind-ui__result-link');
  await expect(results.first()).toBeVisible();
  const more = dialog.locator('.pagefind-ui__button');
  const found = async () => {
    if (await more.isVisible()) await more.click();
    return results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  };
  await expect.poll(found, { message: 'results for 切り札' }).toEqual(expect.arrayContaining([`${base}ja/rules/tricks/`]));
  for (const path of await found()) expect(path.startsWith(`${base}ja/`), `${path} is a Japanese page under the base`).toBe(true);
  expect(problems.errors).toEqual([]);
  expect(problems.failed).toEqual([]);
});

test.describe('under the base, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('it installs with the base as its scope, precaches the site and serves it offline', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const { root, base } = siteOf(baseURL);
    const problems = watchProblems(page);
    const policy = await watchPolicy(page);
    await page.goto(at('/'));
    // The page registers the worker 3 s after load; its scope is the base, not the origin's root.
    const active = () =>
      page.evaluate(async () =>
        navigator.serviceWorker.getRegistrations().then((all) => all.filter((r) => r.active?.state === 'activated').map((r) => r.scope)),
      );
    await expect.poll(active, { message: 'the service worker is active', timeout: 30_000 }).toEqual([root]);
    await waitForPrecacheAndControl(page, `${base}sw.js`);
    expect(problems.failed).toEqual([]);
    expect(await policy.violations()).toEqual([]);
    await context.setOffline(true);

    for (const path of ['/rules/auction/', '/ja/rules/tricks/']) {
      const response = await page.goto(at(path));
      expect(response?.status(), path).toBe(200);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    await page.goto(at('/ja/play/?seed=offline&target=1&opponent=easy&fast=1'));
    await waitForIslands(page);
    await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'auction');
    // An unknown address below the base gets the cached 404 page of its language.
    await page.goto(at('/ja/no-such-page/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('h1').first()).toHaveText('ページが見つかりません');
  });
});

test('under the base: a game resumes from its own key, not the one a copy at the origin’s root uses, is played to its end from a few moves before, and leaves the root copy’s game alone', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { root, base } = siteOf(baseURL);
  const problems = watchProblems(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // This copy's game a few of the person's moves before its end; under the root copy's key, another game.
  const near = gameNearItsEnd('sub-path', 3);
  const otherGame = gameNearItsEnd('root-copy', 1);
  expect(otherGame.actionCount, 'the two games can be told apart on the page').not.toBe(near.actionCount);
  const other = otherGame.saved;
  const mine = storageKey('game', base);
  const theirs = storageKey('game', '/');
  await context.addInitScript(
    ([keys, values]) => {
      if (sessionStorage.getItem('gx-test-saved') !== null) return;
      sessionStorage.setItem('gx-test-saved', '1');
      localStorage.setItem(keys[0], values[0]);
      localStorage.setItem(keys[1], values[1]);
    },
    [
      [mine, theirs],
      [near.saved, other],
    ] as const,
  );
  await page.goto(at('/play/?fast=1'));
  await waitForIslands(page);
  await expect(page.locator(GAME)).toHaveAttribute('data-action-count', String(near.actionCount));
  await playToEnd(page);
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'game-over');
  // The computer player's worker came from below the base.
  expect(workers.length, "the computer player's worker started").toBeGreaterThan(0);
  for (const url of workers) expect(url.startsWith(root), url).toBe(true);
  // The rulings link of the setup and trick panels, like every link, is under the base (checked on every page above);
  // the finished game is kept in this copy's history, and the root copy's game and history are as they were.
  await page.waitForFunction((key) => (localStorage.getItem(key) ?? '').includes('"games":[{'), storageKey('history', base));
  const stored = await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [theirs, storageKey('history', '/')]);
  expect(stored).toEqual([other, null]);
  expect(problems.errors).toEqual([]);
  expect(problems.failed).toEqual([]);
});
