// Search gate: Starlight's search dialog (Pagefind) finds English and Japanese terms on the pages that teach them,
// each language searches its own pages, and the dialog keeps focus inside while open and gives it back when closed.
import { expect, test, type Page } from './test.ts';
import { watchProblems } from './helpers.ts';

/**
 * Waits until Starlight has built its search box: it does so at the first idle moment after the page has loaded (a
 * dynamic import), and until then the dialog opens empty. If the box never comes, the error says what the page reported
 * (a fresh-clone run once waited a whole minute for it after opening the dialog, with nothing else to go on).
 */
async function waitForSearchBox(page: Page, problems: { errors: string[]; failed: string[] }): Promise<void> {
  try {
    await page.locator('#starlight__search input').waitFor({ state: 'attached', timeout: 30_000 });
  } catch (error) {
    throw new Error(
      `Starlight never built its search box on ${page.url()}; console errors: ${JSON.stringify(problems.errors)}; failed requests: ${JSON.stringify(problems.failed)}; ${String(error)}`,
      { cause: error },
    );
  }
}

const QUERIES = [
  { from: '/rules/', query: 'personal trump', expect: ['/rules/tricks/', '/glossary/'] },
  { from: '/rules/', query: 'tie-break', expect: ['/rules/auction/', '/glossary/'] },
  { from: '/ja/rules/', query: '切り札', expect: ['/ja/rules/tricks/'] },
  { from: '/ja/rules/', query: '競り', expect: ['/ja/rules/auction/'] },
  { from: '/ja/rules/', query: '大富豪', expect: ['/ja/rules/play-off/'] },
];

/**
 * The modal <dialog> keeps focus inside while open and gives it back to its opener when closed: the page behind it is
 * inert, so Tab cycles through the dialog (and the browser's own controls, when focus briefly leaves the document).
 */
async function expectFocusTrapped(page: Page): Promise<void> {
  const opener = page.locator('site-search button[data-open-modal]').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('site-search dialog');
  await expect(dialog).toHaveAttribute('open', '');
  await expect(dialog.locator('input').first()).toBeVisible();
  const places = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const place = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'outside the document';
      return el.closest('dialog[open]') ? 'dialog' : `page: ${el.outerHTML.slice(0, 80)}`;
    });
    places.add(place);
  }
  expect([...places].filter((place) => place.startsWith('page'))).toEqual([]);
  expect(places).toContain('dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).not.toHaveAttribute('open', '');
  await expect(opener).toBeFocused();
}

// Each language's searches share one page and its search box: loading Pagefind is most of a search's cost.
for (const from of [...new Set(QUERIES.map((q) => q.from))]) {
  const queries = QUERIES.filter((q) => q.from === from);
  const english = !from.startsWith('/ja/');
  const searches = queries.map((q) => `"${q.query}" finds ${q.expect.join(' and ')}`).join(', ');
  test(`searching from ${from}: ${searches}, all in the page's language${english ? '; the dialog keeps focus inside and gives it back' : ''}`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto(from);
    await waitForSearchBox(page, problems);
    if (english) await test.step('focus', () => expectFocusTrapped(page));
    await page.locator('site-search button[data-open-modal]').first().click();
    const dialog = page.locator('site-search dialog');
    const input = dialog.locator('input');
    const results = dialog.locator('.pagefind-ui__result-link');
    for (const { query, expect: wanted } of queries) {
      await test.step(query, async () => {
        // The previous query's results go first, so that none of them is taken for this one's.
        await input.fill('');
        await expect(results).toHaveCount(0);
        await input.fill(query);
        await expect(results.first()).toBeVisible();
        // Pagefind fills the results in as their fragments load, five at a time (the course pages share many words
        // with the rules pages): wait until the expected pages are among them, asking for more while there are more.
        const more = dialog.locator('.pagefind-ui__button');
        const found = async () =>
          (await results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).map((path) =>
            path.replace(/index\.html$/, ''),
          );
        const foundAll = async () => {
          if (await more.isVisible()) await more.click();
          return found();
        };
        await expect.poll(foundAll, { message: `results for "${query}"` }).toEqual(expect.arrayContaining(wanted));
        for (const path of await found()) expect(path.startsWith('/ja/'), `${path} is in the page's language`).toBe(!english);
      });
    }
  });
}
