// JavaScript budgets measured in the browser, as a check on scripts/budget.mjs (which reads the build): what a
// rules page's tool really adds when it hydrates, and what /play/ really loads before the computer's worker.
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './test.ts';
import { PLAY_BUDGET, islandBudgetFor, measurePage } from '../../scripts/budget.mjs';

// Measured without the service worker, so every script is a real network response.
test.use({ serviceWorkers: 'block' });

const dist = process.env.E2E_DIST ?? 'dist';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Records the gzip size of every script the page (not a worker) fetches, by path. The sizes are read as the bodies
 * arrive, after the response event: the returned function waits for every read begun so far, so a body still being
 * read on a loaded machine is counted, not missed.
 */
function recordScripts(page: Page): () => Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const workers = new Set<string>();
  const reads: Promise<void>[] = [];
  page.on('worker', (worker) => workers.add(new URL(worker.url()).pathname));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || workers.has(url.pathname)) return;
    reads.push(
      response.body().then(
        (body) => void sizes.set(url.pathname, gzipSync(body, { level: 9 }).length),
        () => undefined, // a response without a body (redirect, aborted) costs nothing
      ),
    );
  });
  return async () => {
    await Promise.all(reads);
    return sizes;
  };
}

/**
 * What the build says about a page (scripts/budget.mjs): its own scripts without islands; Starlight's search
 * UI, preloaded on every page once the browser is idle (reported apart); the computer player's worker and
 * what it imports.
 */
function fromBuild(htmlFile: string): { base: Set<string>; idle: Set<string>; worker: Set<string> } {
  const m = measurePage(dist, htmlFile) as { baseFiles: string[]; idleFiles: string[]; workerFiles: string[] };
  return { base: new Set(m.baseFiles), idle: new Set(m.idleFiles), worker: new Set(m.workerFiles) };
}

const total = (sizes: Map<string, number>, except: Set<string> = new Set()) =>
  [...sizes].filter(([path]) => !except.has(path)).reduce((sum, [, bytes]) => sum + bytes, 0);

for (const path of ['/rules/auction/', '/ja/rules/tricks/']) {
  test(`${path}: its first tool adds at most ${kb(islandBudgetFor(path))} of JavaScript when it hydrates`, async ({ page }) => {
    const recorded = recordScripts(page);
    await page.goto(path);
    const island = page.locator('astro-island[client="visible"]').first();
    await island.evaluate((node) => (node.firstElementChild ?? node).scrollIntoView());
    await expect(island).not.toHaveAttribute('ssr', '');
    await page.waitForLoadState('networkidle');
    const sizes = await recorded();
    const { base, idle } = fromBuild(`${path.slice(1)}index.html`);
    const added = total(sizes, new Set([...base, ...idle]));
    test.info().annotations.push({ type: 'budget', description: `${path}: a tool adds ${kb(added)} (gzip)` });
    console.log(`budget: the first tool on ${path} adds ${kb(added)} of JavaScript (gzip)`);
    expect(added, `JavaScript a tool adds to ${path}`).toBeLessThanOrEqual(islandBudgetFor(path));
    expect(added, 'the tool loaded some JavaScript of its own').toBeGreaterThan(0);
  });
}

/**
 * Records the site's scripts (not the worker's, not Pagefind's) whose text matches `pattern`: the play page fetches its
 * own words (a dynamic import by language), so the build check (scripts/budget.mjs, static imports only) is completed
 * with what the browser really loads. The returned function waits for every read begun so far.
 */
function recordLeaks(page: Page, pattern: RegExp): () => Promise<string[]> {
  const leaks: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || url.pathname.includes('ai.worker') || url.pathname.includes('pagefind')) return;
    reads.push(
      response.text().then(
        // Starlight's own search UI carries its translations; only the site's islands are held to one language.
        (body) => void (pattern.test(body) && !/clear_search|placeholder:/.test(body) && leaks.push(url.pathname)),
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(reads);
    return leaks;
  };
}

const JAPANESE_WORDS = /[\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff]/;
const ENGLISH_WORDS = /Galapagos game table|Choose your bid-card/;

// The Japanese game's load is measured against the budget and read for English words at once.
for (const [path, htmlFile, other] of [
  ['/play/', 'play/index.html', undefined],
  ['/ja/play/?seed=budget&target=1&opponent=easy', 'ja/play/index.html', { name: 'English', pattern: ENGLISH_WORDS }],
] as const) {
  test(`${path} loads at most ${kb(PLAY_BUDGET)} of JavaScript before the computer player's worker${other ? `, and no script holding ${other.name} words` : ''}`, async ({
    page,
  }) => {
    const recorded = recordScripts(page);
    const leaks = other && recordLeaks(page, other.pattern);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-game-phase], [data-screen="lobby"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = await recorded();
    const { idle, worker } = fromBuild(htmlFile);
    expect(worker.size, "the build names the computer player's worker").toBeGreaterThan(0);
    const loaded = total(sizes, new Set([...idle, ...worker]));
    const search = total(sizes) - total(sizes, idle);
    test.info().annotations.push({ type: 'budget', description: `${path}: ${kb(loaded)} (gzip), + ${kb(search)} search UI at idle` });
    console.log(`budget: ${path} loads ${kb(loaded)} of JavaScript (gzip) before its worker, + ${kb(search)} of search UI at idle`);
    expect(loaded, `JavaScript ${path} loads before its worker`).toBeLessThanOrEqual(PLAY_BUDGET);
    if (other) {
      await expect(page.locator('[data-game-phase]')).toBeVisible();
      expect(await leaks!(), `scripts with ${other.name} words`).toEqual([]);
    }
  });
}

// One language per page, as loaded (the Japanese game: above, with its budget).
test('/play/ loads no script holding Japanese words', async ({ page }) => {
  const leaks = recordLeaks(page, JAPANESE_WORDS);
  await page.goto('/play/?seed=lang&target=1&opponent=easy');
  await expect(page.locator('[data-game-phase]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await leaks(), 'scripts with Japanese words').toEqual([]);
});
