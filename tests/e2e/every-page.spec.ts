// Every page of the site in both languages, loaded once: it answers, is in its language and titled, hydrates
// without console errors or failed requests, carries a strict Content-Security-Policy that nothing breaks, sends no
// request off the site, axe finds nothing (colour contrast in light and dark on the English pages), and then what that page in particular must show
// (page-checks.ts: live tools agreeing with the engine, example verdicts, anchors, links). One load per page keeps the
// suite quick: loading and hydrating a page is most of a browser test's CPU.
import { expect, test } from './test';
import { ALL_PAGES, axeViolations, foreignRequests, policyOf, recordRequests, waitForIslands, watchPolicy, watchProblems } from './helpers';
import { checksFor } from './page-checks';
import { friendConnectSources } from '../../src/components/play/friend/relays.mjs';
import { ja } from './slugs';
import { DEEP } from '../support/deep';

// The service worker is blocked here, as in most specs: it registers 3 s after load and then precaches every file,
// background work that would land in some of these tests and not others. Its requests, failures and policy are
// checked once, over the whole precache, in offline.spec.ts.

const UNKNOWN = [
  { path: '/no-such-page/', lang: 'en' as const },
  { path: '/ja/no-such-page/', lang: 'ja' as const },
];

for (const { path, lang } of [...ALL_PAGES, ...UNKNOWN]) {
  const known = !UNKNOWN.some((page) => page.path === path);
  const checks = known ? checksFor(path, lang) : [];
  const own = checks.map((check) => `; ${check.name}`).join('');
  test(`${path}: loads in ${lang}, hydrates cleanly, keeps a strict CSP and stays on the site${known ? '; axe finds nothing' : ''}${own}`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Three checks in one load: axe alone takes half a minute on the longest pages of a loaded two-core machine.
    test.setTimeout(240_000);
    const requests = recordRequests(context);
    const policy = await watchPolicy(page);
    const problems = watchProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(known ? 200 : 404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect((await page.title()).trim().length).toBeGreaterThan(3);
    await expect(page.locator('h1').first()).not.toBeEmpty();
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');

    const csp = await policyOf(page);
    expect(csp.get('script-src')?.filter((v) => !v.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // Only the play pages, which offer a game with a friend on another device, reach its signalling relays.
    const friendPage = path === '/play/' || path === ja('/play/');
    expect(csp.get('worker-src')).toEqual(friendPage ? ["'self'", 'blob:'] : ["'self'"]);
    expect(csp.get('connect-src')).toEqual(friendPage ? ["'self'", ...friendConnectSources()] : ["'self'"]);
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
    // The installable app: every page links its own language's web app manifest (install.spec.ts: Chromium accepts it).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      lang === 'ja' ? '/ja/manifest.webmanifest' : '/manifest.webmanifest',
    );
    expect(await policy.violations()).toEqual([]);
    expect(foreignRequests(requests, baseURL ?? '')).toEqual([]);
    // The unknown address itself answers 404, as it should (the browser logs that as an error too); nothing else may fail.
    const itself = (line: string) => !known && line === `${new URL(path, baseURL).href} 404`;
    expect(problems.errors.filter((text) => known || !/^Failed to load resource: .* 404/.test(text))).toEqual([]);
    expect(problems.failed.filter((line) => !itself(line))).toEqual([]);

    if (!known) return;
    // A page's two languages are built from the same components and styles, so colour contrast, the costliest of axe's
    // rules, is checked on each English page, in the light theme and the dark one (on both languages in npm run
    // test:deep); every other rule on every page.
    const contrast = lang === 'en' || DEEP;
    expect(await axeViolations(page, undefined, undefined, contrast ? [] : ['color-contrast']), 'light theme').toEqual([]);
    if (contrast) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.evaluate(() => {
        localStorage.removeItem('starlight-theme');
        document.documentElement.dataset.theme = 'dark';
      });
      expect(await axeViolations(page, undefined, ['color-contrast']), 'dark theme').toEqual([]);
    }

    // Last, as some go to an anchor or follow a link.
    for (const check of checks) await test.step(check.name, () => check.run(page));
  });
}
