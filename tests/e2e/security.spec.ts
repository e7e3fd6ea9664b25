// Security and privacy gate: every page carries the Content-Security-Policy and breaks none of it, no request
// leaves the site, and hostile links or stored data are shown as text, never run or inserted as markup.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEY } from '../../src/components/tools/scoreSheetStore';
import { ALL_PAGES, HOSTILE, TOOLS, hydrateAll, plantTrap, sprung, watchPolicy } from './gates';
import { ja } from './slugs';

/** Records every request the browser makes for this context (pages, workers, service worker). */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The requests that went anywhere but the site itself. */
function foreign(urls: string[], origin: string): string[] {
  return urls.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
}

/** The policy of the page, as the browser sees it, directive by directive. */
async function policyOf(page: Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(content, 'a Content-Security-Policy meta tag').toBeTruthy();
  return new Map(
    (content ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

for (const { path } of [...ALL_PAGES, { path: '/no-such-page/' }, { path: '/ja/no-such-page/' }]) {
  test(`${path}: strict CSP, no violations, no request leaves the site`, async ({ page, context, baseURL }) => {
    const requests = recordRequests(context);
    const policy = await watchPolicy(page);
    await page.goto(path);
    await hydrateAll(page);
    await page.waitForLoadState('networkidle');

    const csp = await policyOf(page);
    expect(csp.get('script-src')?.filter((v) => !v.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // The policy must come before any script, or the browser would not apply it to them.
    const first = await page.evaluate(() => {
      const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
      const script = document.querySelector('script');
      return Boolean(meta && (!script || meta.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_FOLLOWING));
    });
    expect(first, 'the CSP meta tag precedes every script').toBe(true);

    expect(await policy.violations()).toEqual([]);
    expect(foreign(requests, baseURL ?? '')).toEqual([]);
  });
}

test('searching and the search index stay on the site and within the policy', async ({ page, context, baseURL }) => {
  const requests = recordRequests(context);
  const policy = await watchPolicy(page);
  await page.goto(ja('/rules/'));
  await page.locator('site-search button[data-open-modal]').first().click();
  await page.locator('site-search dialog input').fill('切り札');
  await expect(page.locator('site-search dialog a[href*="/ja/"]').first()).toBeVisible();
  expect(await policy.violations()).toEqual([]);
  expect(foreign(requests, baseURL ?? '')).toEqual([]);
});

/** A shared link to `slug` with every parameter of the tool set to `value`. */
const hostileLink = (slug: string, params: readonly string[], value: string) =>
  `${slug}?${params.map((name) => `${name}=${encodeURIComponent(value)}`).join('&')}`;

for (const tool of TOOLS.filter((t) => t.params.length > 0)) {
  for (const [kind, value] of Object.entries(HOSTILE)) {
    for (const path of [tool.slug, ja(tool.slug)]) {
      test(`${path}: a link carrying ${kind} input is shown as text, with a message`, async ({ page }) => {
        await plantTrap(page);
        const policy = await watchPolicy(page);
        await page.goto(hostileLink(path, tool.params, value));
        await hydrateAll(page);
        const root = page.locator('[data-tool]').first();
        await expect(root).toBeVisible();
        // The tool names what is wrong in words (an inline problem message), and did not fall over.
        await expect(root.locator('.gx-problem, [role="alert"]').first()).toBeVisible();
        expect(await sprung(page), 'hostile markup ran or became elements').toBe(false);
        if (kind === 'script') await expect(root).toContainText('<script');
        expect(policy.consoleErrors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
        expect(await policy.violations()).toEqual([]);
      });
    }
  }
}

for (const path of ['/tools/score-sheet/', ja('/tools/score-sheet/')]) {
  test(`${path}: hostile stored names are text, and damaged storage gets a message`, async ({ page }) => {
    await plantTrap(page);
    await page.goto(path);
    const names = [HOSTILE.image, HOSTILE.unicode];
    await page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [STORAGE_KEY, JSON.stringify({ version: 1, names, deals: [] })]);
    await page.reload();
    await hydrateAll(page);
    const root = page.locator('[data-tool]').first();
    await expect(root.locator('input[type="text"]').first()).toHaveValue(HOSTILE.image);
    expect(await sprung(page)).toBe(false);

    await page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [STORAGE_KEY, `${HOSTILE.script}${'Q'.repeat(200_000)}`]);
    await page.reload();
    await hydrateAll(page);
    await expect(root.locator('.gx-problem, [role="alert"], .gx-notice').first()).toBeVisible();
    expect(await sprung(page)).toBe(false);
  });
}
