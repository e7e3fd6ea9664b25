// The site foundation: every page in both languages, the language switcher, and a hydrated island.
import { expect, test } from '@playwright/test';
import { SLUGS, ja } from './slugs';
import { waitForIslands, watchProblems } from './helpers';

for (const slug of SLUGS) {
  for (const [lang, path] of [
    ['en', slug],
    ['ja', ja(slug)],
  ] as const) {
    test(`${path} loads in ${lang} with a title, no console errors and no failed requests`, async ({ page }) => {
      const problems = watchProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const title = await page.title();
      expect(title.trim().length).toBeGreaterThan(3);
      await expect(page.locator('h1').first()).not.toBeEmpty();
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      expect(problems.errors).toEqual([]);
      expect(problems.failed).toEqual([]);
    });
  }
}

test('the language switcher leads to the same page in the other language and back', async ({ page }) => {
  await page.goto('/rules/auction/');
  const select = page.locator('starlight-lang-select select').first();
  await select.selectOption({ label: '日本語' });
  await page.waitForURL('**/ja/rules/auction/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.locator('starlight-lang-select select').first().selectOption({ label: 'English' });
  await page.waitForURL((url) => url.pathname === '/rules/auction/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("Starlight's own interface is in Japanese on Japanese pages", async ({ page }) => {
  await page.goto(ja('/rules/'));
  // The search button and the theme selector carry Starlight's translated labels.
  await expect(page.locator('site-search button').first()).toContainText('検索');
  await page.goto('/rules/');
  await expect(page.locator('site-search button').first()).toContainText('Search');
});

test('a Preact island hydrates and responds to a click', async ({ page }) => {
  await page.goto('/tools/bid/?turnup=AS&a=5C&b=5D');
  await waitForIslands(page);
  const status = page.locator('[role="status"][data-verdict]').first();
  // Turn-up ♠A, bids ♣5 and ♦5: the Five of clubs wins on colour (R1).
  await expect(status).toHaveAttribute('data-verdict', 'a');
  // Make bid B the Six of diamonds by clicking: a higher rank, so B now wins.
  await page.getByRole('button', { name: /^Bid B/ }).first().click();
  await page.getByRole('button', { name: 'Six of diamonds', exact: true }).first().click();
  await expect(status).toHaveAttribute('data-verdict', 'b');
});
