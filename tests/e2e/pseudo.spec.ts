// The pseudo-language build (PSEUDO_LOCALE=1; `npm run build:sub` makes it under the base path /galapagos/, and the
// `pseudo` project of playwright.config.ts runs this file there, in `npm test` and `npm run test:pseudo`): every English
// page has a pseudo-language twin that shows no English sentence of the island dictionaries (a key left untranslated
// would), as built; opened at 390 px, the twins that load a kind of code no twin before them loaded render, show none
// after their islands ran, and fit (every twin in npm run test:deep).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './test.ts';
import { waitForIslands, watchProblems } from './helpers.ts';
import { builtPage, codeOf, pagesWithFreshCode } from './learn-built-pages.ts';
import { DEEP } from '../support/deep.ts';

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
const twin = (path: string) => `/${PSEUDO}${path}`;
/**
 * The twins opened in the browser: those that load a kind of code (a script, an island) no twin before them loaded, the
 * home page first. The others are made of the same islands and of pages generated the same way, and the text of each is
 * read from its built file below. Every twin in npm run test:deep.
 */
const OPENED = DEEP ? PAGES : pagesWithFreshCode(PAGES, (path) => codeOf(builtPage(DIST, twin(path))));

/** The HTML inside each `tag` element of `html` (outermost ones, nesting counted). */
function insideOf(html: string, tag: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (const m of html.matchAll(new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g'))) {
    if (m[1] === '') {
      if (depth++ === 0) start = (m.index ?? 0) + m[0].length;
    } else if (--depth === 0) found.push(html.slice(start, m.index));
  }
  return found;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (ENTITIES[name] ?? whole),
  );

/** A built page's own words as the browser check reads them: main and the navigation, code left out, and main's labels. */
function builtWords(html: string): string {
  const parts = [...insideOf(html, 'main'), ...insideOf(html, 'nav')].map((part) =>
    decode(part.replace(/<(code|pre|script|style|template)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, '')),
  );
  const labels = insideOf(html, 'main').flatMap((part) =>
    [...part.matchAll(/\s(?:aria-label|title)="([^"]*)"/g)].map(([, value]) => decode(value)),
  );
  return [...parts, ...labels].join('\n');
}

test('every English page has its pseudo-language twin, and no twin, as built, shows an English sentence of a dictionary', () => {
  expect(PAGES.length).toBeGreaterThan(20);
  const missing = PAGES.filter((path) => !existsSync(join(DIST, PSEUDO, path, 'index.html')));
  expect(missing).toEqual([]);
  // The check can fail: an English page shows its sentences.
  expect(SENTENCES.filter((sentence) => builtWords(builtPage(DIST, '/play/')).includes(sentence)).length).toBeGreaterThan(0);
  const english = PAGES.flatMap((path) => {
    const words = builtWords(builtPage(DIST, twin(path)));
    return SENTENCES.filter((sentence) => words.includes(sentence)).map((sentence) => `${twin(path)}: ${sentence}`);
  });
  expect(english).toEqual([]);
  // The twins opened in the browser below: the home page and some with islands of their own.
  expect(OPENED[0]).toBe('/');
  expect(OPENED.length).toBeGreaterThan(5);
});

test.use({ viewport: { width: 390, height: 844 } });

/** One twin opened at 390 px: it renders in the pseudo-language, shows no English sentence of a dictionary, and fits. */
async function rendersAndFits(page: Page, url: string): Promise<void> {
  // This page's own problems (a new record for each page: the test's page goes from twin to twin).
  const problems = watchProblems(page);
  // Relative, so that it resolves below the baseURL's base path.
  await page.goto(url.slice(1));
  await waitForIslands(page);
  expect(await page.locator('html').getAttribute('lang'), url).toBe(PSEUDO);
  await expect(page.locator('h1').first(), url).toBeVisible();
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
  expect(
    SENTENCES.filter((sentence) => text.includes(sentence)),
    url,
  ).toEqual([]);
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
  expect(overflow, url).toEqual({ page: [], wide: [] });
  expect(problems.errors, url).toEqual([]);
}

/** The opened twins, a few to a test: each test's page goes from twin to twin. */
const GROUPS = Array.from({ length: Math.ceil(OPENED.length / 6) }, (_, i) => OPENED.slice(i * 6, (i + 1) * 6));

for (const group of GROUPS) {
  test(`${group.map(twin).join(', ')} render in the pseudo-language and fit 390 px`, async ({ page }) => {
    // A hang guard: each twin takes a few seconds.
    test.setTimeout(30_000 * group.length);
    for (const path of group) await rendersAndFits(page, twin(path));
  });
}
