// Search gate: Starlight's search dialog (Pagefind) finds English and Japanese terms on the pages that teach them,
// and each language searches its own pages.
import { expect, test, type Page } from './test';
import { watchProblems } from './helpers';

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

for (const { from, query, expect: wanted } of QUERIES) {
  test(`searching "${query}" from ${from} finds ${wanted.join(' and ')}`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(from);
    await waitForSearchBox(page, problems);
    const opener = page.locator('site-search button[data-open-modal]').first();
    await opener.click();
    const dialog = page.locator('site-search dialog');
    await dialog.locator('input').fill(query);
    const results = dialog.locator('.pagefind-ui__result-link');
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
    const pages = await found();
    const japanese = from.startsWith('/ja/');
    for (const path of pages) expect(path.startsWith('/ja/'), `${path} is in the page's language`).toBe(japanese);
  });
}
