// Accessibility gate: axe finds nothing on any page (both languages, light and dark), after each tool is used,
// and in every phase of the game; focus is always visible; the search dialog traps and returns focus.
import { expect, test, type Page } from '@playwright/test';
import { ALL_PAGES, TOOLS, axeViolations, hydrateAll } from './gates';
import { ja } from './slugs';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const { path } of ALL_PAGES) {
      test(`axe finds no violations on ${path} (${colorScheme})`, async ({ page }) => {
        await page.goto(path);
        await hydrateAll(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

/** Uses a tool the way a reader would: picks a card, then types something wrong so a message shows. */
async function useTool(page: Page): Promise<void> {
  const tool = page.locator('[data-tool]').first();
  const card = tool.locator('.gx-picker button:not([aria-disabled="true"])').first();
  if ((await card.count()) > 0) await card.click();
  const typed = tool.locator('input[type="text"]').first();
  if ((await typed.count()) > 0) await typed.fill('ZZ 1X');
  const numbers = tool.locator('input[type="number"], input[inputmode="numeric"]');
  for (let i = 0; i < (await numbers.count()); i++) await numbers.nth(i).fill(String(10 * (i + 1)));
  const submit = tool.locator('button[type="submit"]').first();
  if ((await submit.count()) > 0) await submit.click();
}

for (const tool of TOOLS) {
  for (const path of [tool.slug, ja(tool.slug)]) {
    test(`axe finds no violations on ${path} after the tool has been used`, async ({ page }) => {
      await page.goto(`${path}${tool.valid}`);
      await hydrateAll(page);
      expect(await axeViolations(page, '[data-tool]'), 'with a shared link loaded').toEqual([]);
      await useTool(page);
      expect(await axeViolations(page, '[data-tool]'), 'after picking a card and typing a bad one').toEqual([]);
    });
  }
}

/** The game's phases, as the play page reports them on its root element. */
const PHASES = ['auction', 'melds', 'tricks', 'play-off', 'deal-over', 'game-over'] as const;

for (const path of ['/play/', ja('/play/')]) {
  test(`axe finds no violations in every phase of the game on ${path}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${path}?seed=7&target=deal&fast=1`);
    await hydrateAll(page);
    const root = page.locator('[data-game-phase]').first();
    await expect(root).toBeVisible();
    const checked = new Set<string>();
    for (let step = 0; step < 400; step++) {
      const phase = (await root.getAttribute('data-game-phase')) ?? '';
      if (!checked.has(phase)) {
        checked.add(phase);
        expect(await axeViolations(page), `phase ${phase}`).toEqual([]);
      }
      if (phase === 'game-over') break;
      // Take the first action the game offers: a primary button, else any enabled card or choice.
      const action = root.locator('button.gx-button--primary:not([disabled]), button:not([disabled]):not([aria-disabled="true"])').first();
      await action.click();
      await page.waitForTimeout(20);
    }
    expect([...checked].sort()).toEqual([...PHASES].sort());
  });
}

/** True if the focused element draws a visible focus indicator (outline or box-shadow). */
async function focusIsVisible(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: true, what: 'body' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    return { ok: outline || shadow, what };
  });
}

for (const path of ['/rules/auction/', ja('/tools/melds/'), '/tools/score-sheet/', '/play/']) {
  test(`every control on ${path} is reached by Tab and shows its focus`, async ({ page }) => {
    await page.goto(path);
    await hydrateAll(page);
    const unseen: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const { ok, what } = await focusIsVisible(page);
      if (!ok) unseen.push(what);
    }
    expect(unseen, 'controls whose keyboard focus cannot be seen').toEqual([]);
  });
}

test('the search dialog keeps focus inside while open and gives it back when closed', async ({ page }) => {
  await page.goto('/rules/');
  const opener = page.locator('site-search button[data-open-modal]').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('site-search dialog');
  await expect(dialog).toHaveAttribute('open', '');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).not.toHaveAttribute('open', '');
  await expect(opener).toBeFocused();
});
