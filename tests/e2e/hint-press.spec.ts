// A hint comes from a worker, perhaps while the person presses a card: the page is not moved under the press (the card
// pressed is the card played), and the hint is brought into view when no press is under way.
import { expect, test, type Page } from './test.ts';
import { GAME, gameAttr, openGame, scrollY, twoFrames, waitForTurn, watchProblems } from './helpers.ts';

/** A phone held sideways: the hint's place, under the hand, is below the fold. */
const LANDSCAPE = { width: 844, height: 390 };

/** How far the hint's box reaches below the window's bottom edge (0 or less: its bottom is in view). */
const hintBelowFold = (page: Page) =>
  page.locator('[data-hint="ready"]').evaluate((box) => box.getBoundingClientRect().bottom - window.innerHeight);

test('a hint that arrives while a card is pressed leaves the page where it is, and the card pressed is bid; asked with nothing pressed, it is brought into view', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize(LANDSCAPE);
  await openGame(page, '/play/?seed=press-hint&target=1&opponent=easy&fast=1');
  expect(await waitForTurn(page)).toBe('auction');
  // The hand's last card (no card overlaps it) at the bottom of the window.
  const card = page.locator('[data-choice-group="active"] [data-choice]').last();
  const key = await card.getAttribute('data-card-key');
  await card.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const before = { scrolled: await scrollY(page), count: Number(await gameAttr(page, 'data-action-count')) };
  await card.hover();
  await page.mouse.down();
  await expect(card).toBeFocused();
  // The hint, asked for by its key with the button still down, arrives below the fold: the page stays put.
  await page.keyboard.press('h');
  await expect(page.locator('[data-hint="ready"]')).toBeVisible();
  await twoFrames(page);
  expect(await hintBelowFold(page), 'the hint arrived below the fold').toBeGreaterThan(0);
  expect(await scrollY(page)).toBe(before.scrolled);
  // Released on the card it was pressed on: that card is bid (it leaves the hand).
  await page.mouse.up();
  await expect(page.locator(GAME)).not.toHaveAttribute('data-action-count', String(before.count));
  await expect(page.locator(`.gx-hand [data-card-key="${key}"]`)).toHaveCount(0);

  // At the next decision, asked with nothing pressed: the hint is brought into view at once.
  expect(await waitForTurn(page)).toBe('auction');
  await page.keyboard.press('h');
  await expect(page.locator('[data-hint="ready"]')).toBeVisible();
  await expect.poll(() => hintBelowFold(page)).toBeLessThanOrEqual(0.5);
  expect(problems.errors).toEqual([]);
});
