// The site foundation (every page loading cleanly in both languages: every-page.spec.ts): the language switcher,
// Starlight's interface in Japanese, and a hydrated island.
import { expect, test } from './test';
import { ja } from './slugs';
import { waitForIslands } from './helpers';

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

// On a phone, the pages without a sidebar (home, play) offer the language choice in their site menu: site-menu.spec.ts.

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
  await page
    .getByRole('button', { name: /^Bid B/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Six of diamonds', exact: true }).first().click();
  await expect(status).toHaveAttribute('data-verdict', 'b');
});
