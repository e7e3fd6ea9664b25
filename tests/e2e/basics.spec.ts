// Site basics: a title and description for every page in its own language, no made-up origin without SITE_URL, and
// rules pages that print without the site's navigation.
import { expect, test } from './test.ts';
import { ALL_PAGES } from './helpers.ts';
import { ja } from './slugs.ts';

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** The text of the first match of `pattern` in `html`, with entities for quotes and ampersands decoded. */
function pick(html: string, pattern: RegExp): string {
  const raw = pattern.exec(html)?.[1] ?? '';
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

test('every page has its own title and description, in its own language', async ({ request }) => {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { path, lang } of ALL_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = pick(html, /<title>([^<]*)<\/title>/);
    const description = pick(html, /<meta name="description" content="([^"]*)"/);
    if (pick(html, /<html[^>]*\slang="([^"]+)"/) !== lang) problems.push(`${path}: <html lang> is not ${lang}`);
    if (title.length < 4) problems.push(`${path}: no title`);
    if (description.length < 30) problems.push(`${path}: no real description ("${description}")`);
    for (const [what, text] of [
      ['title', title],
      ['description', description],
    ]) {
      if (lang === 'ja' && !JAPANESE.test(text)) problems.push(`${path}: the ${what} is not in Japanese ("${text}")`);
      if (lang === 'en' && JAPANESE.test(text)) problems.push(`${path}: the ${what} is not in English ("${text}")`);
    }
    for (const [what, text] of [
      ['title', title],
      ['description', description],
    ]) {
      const other = seen.get(`${what}:${text}`);
      if (other) problems.push(`${path} has the same ${what} as ${other}`);
      seen.set(`${what}:${text}`, path);
    }
  }
  expect(problems).toEqual([]);
});

// An unknown address's 404 page in each language: every-page.spec.ts.

// The sitemap, canonical URLs and language alternates need the public origin (SITE_URL): sub-path.spec.ts checks them in a
// build that has one. This build has none, and names no made-up domain instead.
test('built without SITE_URL, no page names an origin: no canonical URL, language alternates or sitemap', async ({ request }) => {
  for (const path of ['/', ja('/rules/tricks/')]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<h1');
    expect(html, path).not.toMatch(/rel="(canonical|alternate|sitemap)"|hreflang=|og:url|galapagos\.example/);
  }
  expect((await request.get('/sitemap-index.xml')).status()).toBe(404);
});

const PRINTED = ['/rules/auction/', ja('/rules/tricks/'), '/tools/score-sheet/'];

// The pages share one test and one page, whose renderer is reused from load to load.
test(`${PRINTED.join(', ')} print without the site's navigation`, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of PRINTED) {
    await test.step(path, async () => {
      await page.emulateMedia({ media: 'screen' });
      await page.goto(path);
      await expect(page.locator('.sidebar-pane, nav.sidebar, #starlight__sidebar').first()).toBeAttached();
      await page.emulateMedia({ media: 'print' });
      for (const selector of [
        'header.header',
        '#starlight__sidebar',
        'starlight-toc',
        'mobile-starlight-toc',
        '.pagination-links',
        'site-search',
        'starlight-theme-select',
        'starlight-lang-select',
        '.sl-skip-link',
      ]) {
        const found = page.locator(selector);
        for (let i = 0; i < (await found.count()); i++) await expect(found.nth(i), `${selector} in print`).toBeHidden();
      }
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main .sl-markdown-content').first()).toBeVisible();
    });
  }
});
