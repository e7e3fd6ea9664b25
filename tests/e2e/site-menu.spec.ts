// The site menu on a phone for the pages without a sidebar (home, play, in both languages): it opens by mouse or keyboard,
// leads to the course, the play page, the tools and the rules, switches theme and language, closes on Escape with focus
// back on its button, passes axe; on a wide screen it stays out of the way of Starlight's own header.
import { expect, test, type Page } from './test.ts';
import { axeViolations } from './helpers.ts';
import { DEEP } from '../support/deep.ts';

const PHONE = { width: 390, height: 844 };

const PAGES = [
  { path: '/', prefix: '', other: '日本語', otherPath: '/ja/' },
  { path: '/play/', prefix: '', other: '日本語', otherPath: '/ja/play/' },
  { path: '/ja/', prefix: '/ja', other: 'English', otherPath: '/' },
  { path: '/ja/play/', prefix: '/ja', other: 'English', otherPath: '/play/' },
] as const;

const menuButton = (page: Page) => page.locator('button[data-site-menu]');
const panel = (page: Page) => page.locator('#gx-site-menu');

/**
 * How much of the menu each page's visit tries. The four pages render one component: an ordinary run tries all of it on
 * the English home page and the Japanese play page, and on the other two what differs from page to page (the button,
 * the title beside it, the links of its language, and following one); npm run test:deep tries all of it on all four.
 */
const fullOn = (path: string): boolean => DEEP || path === '/' || path === '/ja/play/';

/** The menu's button and title on a phone, and its links once open, in the page's language. */
async function opensWithLinks(page: Page, prefix: string) {
  const button = menuButton(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toBeHidden();
  // The site's title is not clipped by the button.
  const title = page.locator('.header .title-wrapper').first();
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const links = panel(page).getByRole('navigation').getByRole('link');
  await expect(links).toHaveCount(4);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
    ['/learn/', '/play/', '/tools/', '/rules/'].map((p) => `${prefix}${p}`),
  );
  for (const link of await links.all()) await expect(link).toBeVisible();
  return { button, links };
}

/** All of the menu: its panel's place, axe, Escape and the keyboard, the theme, a click elsewhere, and the language. */
async function everyChoice(page: Page, { prefix, other, otherPath }: (typeof PAGES)[number]) {
  const { button, links } = await opensWithLinks(page, prefix);
  // The panel spans the screen below the header (the play table's own menu styles do not reach it).
  const box = await panel(page).boundingBox();
  expect(box && [box.x, box.width]).toEqual([0, PHONE.width]);
  expect(await axeViolations(page, 'header')).toEqual([]);

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toBeHidden();
  await expect(button).toBeFocused();

  // By keyboard: Enter opens it, Tab reaches its first link.
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();

  // The theme choice works from the menu.
  await button.click();
  await panel(page).locator('starlight-theme-select select').selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await panel(page).locator('starlight-theme-select select').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // A click elsewhere (below the open panel, at the page's edge) closes it.
  await page.mouse.click(2, PHONE.height - 4);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // The language choice leads to the same page in the other language.
  await button.click();
  await panel(page).locator('starlight-lang-select select').selectOption({ label: other });
  await page.waitForURL((url) => url.pathname === otherPath);
}

// The four pages share one test and one page, whose renderer is reused from load to load.
test(`at 390 px the site menu opens the sections and the theme and language choices (${PAGES.map((p) => p.path).join(', ')}), and its links lead to their pages`, async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const target of PAGES) {
    await test.step(target.path, async () => {
      await page.goto(target.path);
      if (fullOn(target.path)) return everyChoice(page, target);
      const { links } = await opensWithLinks(page, target.prefix);
      // A link in the menu leads to its page (the course).
      await links.first().click();
      await page.waitForURL((url) => url.pathname === `${target.prefix}/learn/`);
    });
  }
});

test('at 1280 px the menu button is hidden and Starlight’s own header choices are shown, on the home and play pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/', '/play/', '/ja/']) {
    await page.goto(path);
    await expect(menuButton(page)).toBeHidden();
    await expect(page.locator('header starlight-theme-select').first()).toBeVisible();
    await expect(page.locator('header starlight-lang-select').first()).toBeVisible();
    const title = page.locator('.header .title-wrapper').first();
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  // Pages with a sidebar keep Starlight's own menu on a phone: no second one.
  await page.setViewportSize(PHONE);
  await page.goto('/rules/');
  await expect(menuButton(page)).toHaveCount(0);
  await expect(page.locator('button.sl-menu-button')).toBeVisible();
});
