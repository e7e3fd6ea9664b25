// Every page of the site in both languages, loaded once: it answers, is in its language and titled, hydrates
// without console errors or failed requests, carries a strict Content-Security-Policy that nothing breaks, sends no
// request off the site, and then what that page in particular must show (page-checks.ts: live tools agreeing with the
// engine, example verdicts, anchors, links); axe finds nothing, in the light theme and the dark one, on one page of each
// layout and island (every page in both languages in npm run test:deep). One load per page keeps the suite quick.
import { expect, test, type Page } from './test.ts';
import { axeViolations, foreignRequests, policyOf, recordRequests, waitForIslands, watchPolicy, watchProblems } from './helpers.ts';
import { checksFor, notFoundChecks, notFoundLang } from './page-checks.ts';
import { friendConnectSources } from '../../src/components/play/friend/relays.mjs';
import { SLUGS, ja } from './slugs.ts';
import { DEEP } from '../support/deep.ts';

// The service worker is blocked here, as in most specs: it registers 3 s after load and then precaches every file,
// background work that would land in some of these tests and not others. Its requests, failures and policy are
// checked once, over the whole precache, in offline.spec.ts.

/**
 * The pages axe checks in an ordinary run, one of each kind, the two languages taking turns (`dark`: colour contrast in
 * the dark theme too). axe was most of this suite's CPU (a whole run of it on a long page costs several page loads),
 * and what it finds comes from the layouts, the components and the styles, which these pages hold between them: the
 * splash of the home page, a rules page with each of the four inline tools, tables, the glossary's terms in both
 * languages, link cards, code blocks, and the play and history pages' own layouts and islands. The standalone tools are
 * checked, after use, in a11y.spec.ts; the course in learn.spec.ts; the game's every phase in game.spec.ts. npm run
 * test:deep checks every page in both languages, light and dark.
 */
const AXE_SAMPLE = new Map<string, { dark: boolean }>([
  ['/', { dark: true }],
  [ja('/rules/jokers/'), { dark: true }],
  ['/rules/scoring/', { dark: false }],
  [ja('/glossary/'), { dark: false }],
  ['/tools/', { dark: false }],
  ['/engine/', { dark: false }],
  ['/play/', { dark: true }],
  [ja('/play/history/'), { dark: false }],
]);
const axeFor = (path: string): { dark: boolean } | undefined => (DEEP ? { dark: true } : AXE_SAMPLE.get(path));

const UNKNOWN = ['/no-such-page/', ja('/no-such-page/')];

/** What one page's load is checked for: the two languages of a slug, or the unknown addresses, share a test and a page. */
interface Load {
  readonly path: string;
  readonly lang: 'en' | 'ja';
  readonly known: boolean;
}

/** The watchers of a test's one page; each load empties them, as a load may only be blamed for its own problems. */
interface Watchers {
  readonly requests: string[];
  readonly policy: Awaited<ReturnType<typeof watchPolicy>>;
  readonly problems: ReturnType<typeof watchProblems>;
}

/** Loads one page and checks what every page must do: answer, language, title, islands, policy, requests, problems. */
async function checkLoad(page: Page, { path, lang, known }: Load, watched: Watchers, baseURL: string): Promise<void> {
  for (const list of [watched.requests, watched.policy.consoleErrors, watched.problems.errors, watched.problems.failed]) list.length = 0;
  const response = await page.goto(path);
  expect(response?.status()).toBe(known ? 200 : 404);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  expect((await page.title()).trim().length).toBeGreaterThan(3);
  await expect(page.locator('h1').first()).not.toBeEmpty();
  // Starlight's own interface speaks the page's language: its search button carries its translated label.
  await expect(page.locator('site-search button').first()).toContainText(lang === 'ja' ? '検索' : 'Search');
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
  // The installable app: every page links its own language's web app manifest (offline.spec.ts: Chromium accepts it).
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    lang === 'ja' ? '/ja/manifest.webmanifest' : '/manifest.webmanifest',
  );
  expect(await watched.policy.violations()).toEqual([]);
  expect(foreignRequests(watched.requests, baseURL)).toEqual([]);
  // The unknown address itself answers 404, as it should (the browser logs that as an error too); nothing else may fail.
  const itself = (line: string) => !known && line === `${new URL(path, baseURL).href} 404`;
  expect(watched.problems.errors.filter((text) => known || !/^Failed to load resource: .* 404/.test(text))).toEqual([]);
  expect(watched.problems.failed.filter((line) => !itself(line))).toEqual([]);
}

/** axe on the page as loaded, in the light theme and, when asked, the colour contrast in the dark one (then back to light). */
async function checkAxe(page: Page, { dark }: { dark: boolean }): Promise<void> {
  expect(await axeViolations(page), 'light theme').toEqual([]);
  if (!dark) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => {
    localStorage.removeItem('starlight-theme');
    document.documentElement.dataset.theme = 'dark';
  });
  expect(await axeViolations(page, undefined, ['color-contrast']), 'dark theme').toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

const loadsOf = (slug: string): Load[] => [
  { path: slug, lang: 'en', known: true },
  { path: ja(slug), lang: 'ja', known: true },
];
/**
 * The site's pages by section, each page in English and Japanese. A section shares one test and one page: the page's
 * renderer is reused from load to load, where a test of its own for each page would start a context and a renderer
 * afresh (a third of a simple page's cost). The sections are of a size to keep both workers busy to the end.
 */
const SECTIONS: { name: string; slugs: string[] }[] = [
  { name: 'the home and about pages', slugs: ['/', '/about/'] },
  { name: 'the rules pages up to the tricks', slugs: ['/rules/', '/rules/cards/', '/rules/auction/', '/rules/melds/', '/rules/tricks/'] },
  { name: 'the rules pages from the play-off', slugs: ['/rules/play-off/', '/rules/scoring/', '/rules/jokers/', '/rules/strategy/'] },
  { name: 'the rulings, glossary and developer pages', slugs: ['/rulings/', '/glossary/', '/engine/', '/engine/peer-protocol/'] },
  { name: 'the tools pages', slugs: SLUGS.filter((slug) => slug.startsWith('/tools/')) },
  { name: 'the play and history pages', slugs: ['/play/', '/play/history/'] },
];

const GROUPS: { name: string; loads: Load[] }[] = [
  ...SECTIONS.map(({ name, slugs }) => ({ name: `${name} in English and Japanese`, loads: slugs.flatMap(loadsOf) })),
  { name: 'an unknown address in English and Japanese', loads: UNKNOWN.map((path) => ({ path, lang: notFoundLang(path), known: false })) },
];

test('the sections name every page of the site once', () => {
  expect(SECTIONS.flatMap((section) => section.slugs).sort()).toEqual([...SLUGS].sort());
});

for (const { name, loads } of GROUPS) {
  const parts = loads.map((load) => {
    const checks = load.known ? checksFor(load.path, load.lang) : notFoundChecks(load.lang);
    const axe = load.known ? axeFor(load.path) : undefined;
    return { load, checks, axe };
  });
  const axeNames = parts.filter((p) => p.axe).map((p) => `axe finds nothing on ${p.load.path}${p.axe!.dark ? ' in light and dark' : ''}`);
  const own = [...new Set(parts.flatMap((p) => p.checks.map((check) => check.name)))];
  test(`${name}: loads, hydrates cleanly, keeps a strict CSP and stays on the site${[...axeNames, ...own].map((n) => `; ${n}`).join('')}`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Several checks in each of up to a dozen loads: axe alone takes half a minute on the longest pages of a loaded
    // two-core machine.
    test.setTimeout(480_000);
    const watched: Watchers = { requests: recordRequests(context), policy: await watchPolicy(page), problems: watchProblems(page) };
    for (const [index, { load, checks, axe }] of parts.entries()) {
      await test.step(load.path, async () => {
        await checkLoad(page, load, watched, baseURL ?? '');
        if (axe) await test.step('axe', () => checkAxe(page, axe));
        // Last, as some go to an anchor or follow a link.
        for (const check of checks) await test.step(check.name, () => check.run(page));
        // Whatever a check opened has loaded before the next load, which then meets none of its requests.
        if (index < parts.length - 1) await page.waitForLoadState('networkidle');
      });
    }
  });
}
