// The coached deal keeps the coach, the table and the choices in view at each decision, but never moves the page under a
// press, and leaves it where the reader scrolled it until their next decision.
import { expect, test, type Page } from './test.ts';
import { scrollY, twoFrames, watchProblems } from './helpers.ts';

const PHONE = { width: 390, height: 844 };

/** Whether the island has placed the page: the coach, the table and the choices wholly on screen below the page's
 * header, or (when they do not all fit) the coach just under it. */
const placed = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header.header')!.getBoundingClientRect().bottom;
    const coach = document.querySelector('aside[data-coach]')!.getBoundingClientRect();
    const inView = Array.from(document.querySelectorAll('aside[data-coach], [data-table], [data-decision]')).every((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= header - 0.5 && box.bottom <= window.innerHeight + 0.5;
    });
    return inView || Math.abs(coach.top - header) <= 3;
  });

/** The coached deal on a phone at the person's first bid, placed by the island; where the page then is. */
async function firstBid(page: Page): Promise<number> {
  await page.setViewportSize(PHONE);
  await page.goto('/learn/first-deal/');
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { polling: 50 });
  await expect(page.locator('[data-game-phase]')).toHaveAttribute('data-turn', 'human');
  // The computer's sealed bid is in (nothing changes the table after it until the person bids).
  await expect(page.locator('[data-bid-slot="1"] .gx-card--back')).toHaveCount(1);
  await expect.poll(() => placed(page)).toBe(true);
  return scrollY(page);
}

test('a press on a card is never moved: the page stays put while the button is down, and the bid is made', async ({ page }) => {
  const problems = watchProblems(page);
  await firstBid(page);
  // Moved by a script (not by the reader), the card in the middle of the screen and the coach above it, so the island
  // would place the page again at the next change.
  const card = page.locator('[data-choice-group="active"] [data-card-key="3C"]');
  await card.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const pressedAt = await scrollY(page);
  expect(await placed(page)).toBe(false);
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The press focuses the card, which changes the page: with the button down, the page is not moved.
  await expect(card).toBeFocused();
  await twoFrames(page);
  expect(await scrollY(page)).toBe(pressedAt);
  await page.mouse.up();
  await expect(page.locator('[data-bid-slot="0"] [data-card-key="3C"]')).toHaveCount(1);
  // Once the button is up, the island places the page again.
  await expect.poll(() => placed(page)).toBe(true);
  expect(problems.errors).toEqual([]);
});

test('a page the reader scrolled (wheel or keys) stays where they left it until their next decision; a script scroll does not count', async ({
  page,
}) => {
  const problems = watchProblems(page);
  // The change of the page: the coach's first note opened whole (a press, after which the island looks again).
  const openNote = async () => {
    await page.locator('aside[data-coach] [data-coach-more]').click();
    await expect(page.locator('aside[data-coach] [data-coach-more]')).toHaveAttribute('aria-expanded', 'true');
    await twoFrames(page);
  };
  await firstBid(page);
  // A script's scroll: placed again at the next change.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await placed(page)).toBe(false);
  await openNote();
  await expect.poll(() => placed(page)).toBe(true);
  // The reader's wheel: the page stays where they took it.
  await page.reload();
  const again = await firstBid(page);
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, -again);
  await expect.poll(() => scrollY(page)).toBe(0);
  await openNote();
  expect(await scrollY(page)).toBe(0);
  // The reader's keys: the same.
  await page.reload();
  await firstBid(page);
  await page.keyboard.press('Home');
  await expect.poll(() => scrollY(page)).toBe(0);
  await openNote();
  expect(await scrollY(page)).toBe(0);
  expect(problems.errors).toEqual([]);
});
