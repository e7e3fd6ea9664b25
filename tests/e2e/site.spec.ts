// The site foundation (every page loading cleanly in both languages, Starlight's interface in each page's language, and
// an island answering a click: every-page.spec.ts): the language switcher.
import { expect, test } from './test.ts';

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

// Starlight's interface in each page's language, and an island answering a click: every-page.spec.ts.
