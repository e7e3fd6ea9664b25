// The pseudo-language build (PSEUDO_LOCALE=1; `npm run build:sub` makes it under the base path /galapagos/, and the
// `pseudo` project of playwright.config.ts runs this file there, in `npm test` and `npm run test:pseudo`): every English
// page has a pseudo-language twin that renders, shows no English sentence of the island dictionaries (a key left
// untranslated would), and fits 390 px.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './test';
import { waitForIslands, watchProblems } from './helpers';

const DIST = process.env.E2E_SUB_DIST ?? 'dist-sub';
const PSEUDO = 'qps';
const NOT_PAGES = new Set(['ja', PSEUDO, '_astro', 'pagefind', '404']);

/** The English pages of the build, as paths ('/', '/rules/cards/'). */
function englishPages(dir = DIST, path = '/'): string[] {
  const here = existsSync(join(dir, 'index.html')) ? [path] : [];
  const below = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(path === '/' && NOT_PAGES.has(entry.name)))
    .flatMap((entry) => englishPages(join(dir, entry.name), `${path}${entry.name}/`));
  return [...here, ...below];
}

/** English sentences of the dictionaries (two words of three letters or more, outside placeholders), which a pseudo page must not show. */
function englishSentences(): string[] {
  const dir = 'src/i18n';
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('-en.ts'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const m of source.matchAll(/^\s*'[^']+':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)/gm)) {
      const text = (m[1] ?? m[2] ?? m[3]).replace(/\\(.)/g, '$1');
      for (const run of text.split(/\{\w+\}/)) if ((run.match(/(?<![\w-])[A-Za-z]{3,}(?![\w-])/g) ?? []).length >= 2) found.add(run.trim());
    }
  }
  return [...found];
}

const PAGES = englishPages();
const SENTENCES = englishSentences();

test('every English page has its pseudo-language twin', () => {
  expect(PAGES.length).toBeGreaterThan(20);
  const missing = PAGES.filter((path) => !existsSync(join(DIST, PSEUDO, path, 'index.html')));
  expect(missing).toEqual([]);
});

test.use({ viewport: { width: 390, height: 844 } });

for (const path of PAGES) {
  const url = `/${PSEUDO}${path}`;
  test(`${url} renders in the pseudo-language and fits 390 px`, async ({ page }) => {
    const problems = watchProblems(page);
    // Relative, so that it resolves below the baseURL's base path.
    await page.goto(url.slice(1));
    await waitForIslands(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(PSEUDO);
    await expect(page.locator('h1').first()).toBeVisible();
    // The page's own words (main and sidebar, code samples left out): no English sentence of a dictionary, i.e. no key
    // missing its translation.
    const text = await page.evaluate(() => {
      const parts = [...document.querySelectorAll('main, nav')].map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('code, pre, script, style').forEach((code) => code.remove());
        return copy.textContent ?? '';
      });
      const labels = [...document.querySelectorAll('main [aria-label], main [title]')].map(
        (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
      );
      return [...parts, ...labels].join('\n');
    });
    expect(SENTENCES.filter((sentence) => text.includes(sentence))).toEqual([]);
    // Nothing wider than the screen: the page, its tables and its cards (a table may scroll inside its own box).
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('main table, main .gx-card, main [class*="gx-"]')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 || el.getBoundingClientRect().left < -1)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      return {
        page: document.documentElement.scrollWidth > width ? [`page ${document.documentElement.scrollWidth}px`] : [],
        wide: [...new Set(wide)],
      };
    });
    expect(overflow).toEqual({ page: [], wide: [] });
    expect(problems.errors).toEqual([]);
  });
}
