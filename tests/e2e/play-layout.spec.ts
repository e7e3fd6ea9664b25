// The play page as one screen: starting a deal leaves the table in view below the header, the hand fits 360 px, cards
// move, and no animation at all runs under prefers-reduced-motion. (Every decision of a whole deal in view at 390×844 and
// 1280×720, with screenshots of each phase: the whole-deal tests in game.spec.ts.)
import { expect, test, type Page } from './test.ts';
import { expectBoxesInView, GAME, placement, waitForIslands, waitForTurn, type Placement } from './helpers.ts';
import { DEEP } from '../support/deep.ts';

/**
 * Whether every [data-decision] and [data-table] element is wholly inside the viewport and below the page's sticky header,
 * read where the page stands (scrolled or not).
 */
async function tableUncovered(page: Page): Promise<{ header: number; viewport: [number, number]; boxes: Placement['boxes'] }> {
  const at = await placement(page);
  const header = await page.evaluate(() => Math.ceil(document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0));
  return { header, viewport: at.viewport, boxes: at.boxes };
}

function expectUncovered(at: Awaited<ReturnType<typeof tableUncovered>>, where: string): void {
  expect(at.header, `${where}: the page's header`).toBeGreaterThan(0);
  expectBoxesInView(at, where, { y: at.header, name: 'the header' });
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
] as const;

// The start button sits low in the options form: a real click scrolls it into view first, and the keyboard's focus does too.
// Whichever way it was pressed, the new deal's turn-up, bids and hand must then be in view, not under the sticky header.
// Each language's form has its own length (its own words), so both are started at both sizes; how the button is pressed
// scrolls the same way in either language, so the keyboard's way is tried on the English page (on both in npm run
// test:deep).
for (const { width, height } of SIZES) {
  for (const [lang, base] of [
    ['en', '/play/'],
    ['ja', '/ja/play/'],
  ] as const) {
    for (const how of lang === 'en' || DEEP ? (['click', 'keyboard'] as const) : (['click'] as const)) {
      test(`starting a deal with a real ${how} at ${width}×${height} (${lang}) leaves the table in view`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(`${base}?fast=1`);
        await waitForIslands(page);
        const start = page.locator('.gx-lobby button[type="submit"]');
        if (how === 'click') {
          await start.click();
        } else {
          // Focusing the button scrolls the page to it, as tabbing to it would.
          await start.focus();
          await page.keyboard.press('Enter');
        }
        await page.locator(GAME).waitFor();
        await waitForTurn(page);
        expectUncovered(await tableUncovered(page), `after pressing start (${how})`);
      });
    }
  }
}

test('the hand fits a 360 px screen: every card in view, no sideways scrolling, sorted by suit as stated', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/play/?seed=layout-narrow&target=1&opponent=easy&fast=1');
  await waitForIslands(page);
  await waitForTurn(page);
  const hand = await page.evaluate(() => {
    const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-decision] [data-choice]'));
    return {
      pageWidth: document.documentElement.scrollWidth,
      rights: cards.map((c) => c.getBoundingClientRect().right),
      lefts: cards.map((c) => c.getBoundingClientRect().left),
      names: cards.map((c) => c.getAttribute('aria-label') ?? ''),
      note: document.querySelector('[data-decision] .gx-hand__sort')?.textContent ?? '',
    };
  });
  expect(hand.names.length).toBeGreaterThan(10);
  expect(hand.pageWidth).toBeLessThanOrEqual(360);
  expect(Math.max(...hand.rights)).toBeLessThanOrEqual(360);
  expect(Math.min(...hand.lefts)).toBeGreaterThanOrEqual(0);
  expect(hand.note).toMatch(/By suit \(♠ ♥ ♣ ♦\), high to low/);
  // The order stated: spades, hearts, clubs, diamonds, each from high to low.
  const suitOrder = ['spades', 'hearts', 'clubs', 'diamonds'];
  const suits = hand.names.map((name) => suitOrder.findIndex((suit) => name.endsWith(suit)));
  expect(suits).toEqual([...suits].sort((a, b) => a - b));
});

/** Makes one decision and reports the animations running right after the page answered it (all, and card moves). */
async function animationsAfterDecision(page: Page): Promise<{ all: number; moves: number }> {
  await waitForTurn(page);
  // Click and read the animations in the page, on the first frame after the game moved on.
  return page.evaluate(async () => {
    const root = document.querySelector('[data-game-phase]') as HTMLElement;
    const count = root.dataset.actionCount;
    (document.querySelector('[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])') as HTMLElement).click();
    for (let frame = 0; frame < 600 && root.dataset.actionCount === count; frame++) await new Promise(requestAnimationFrame);
    const running = document.getAnimations().filter((a) => a.playState === 'running' || a.pending);
    return { all: running.length, moves: running.filter((a) => a.id === 'gx-move').length };
  });
}

test('cards move from the hand to the table (and the page never waits for the motion)', async ({ page }) => {
  // Every other test runs with reduced motion (playwright.config.ts); this one is about the motion itself.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/play/?seed=motion&target=1&opponent=easy&fast=1');
  await waitForIslands(page);
  // The first bid: the card flies from the hand to its slot on the table.
  expect((await animationsAfterDecision(page)).moves).toBeGreaterThan(0);
  // Motion never blocks input: the next decision is offered while cards may still be moving.
  await waitForTurn(page);
  await expect(page.locator('[data-decision] [data-choice]').first()).toBeEnabled();
});

test('with prefers-reduced-motion no animation or transition runs', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/play/?seed=motion&target=1&opponent=easy&fast=1');
  await waitForIslands(page);
  for (let i = 0; i < 6; i++) expect(await animationsAfterDecision(page)).toEqual({ all: 0, moves: 0 });
  const durations = await page.evaluate(() =>
    Array.from(document.querySelectorAll('button.gx-card')).map((card) => getComputedStyle(card).transitionDuration),
  );
  expect(durations.length).toBeGreaterThan(0);
  expect(new Set(durations)).toEqual(new Set(['0s']));
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});
