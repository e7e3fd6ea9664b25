// Accessibility gate (axe on every page as loaded, light and dark: every-page.spec.ts): axe finds nothing after each tool
// is used (in every phase of the game and its dialogs: game.spec.ts); focus is always visible (the search dialog's focus:
// search.spec.ts).
import { expect, test, type Page } from './test';
import { TOOLS, axeViolations, waitForIslands } from './helpers';
import { ja } from './slugs';
import { DEEP } from '../support/deep';

/**
 * Uses a tool the way a reader would: picks a card, types something wrong so a message shows, fills in
 * numbers and submits (the score sheet). Returns how many of these the tool offered.
 */
async function useTool(page: Page): Promise<number> {
  const tool = page.locator('[data-tool]').first();
  let done = 0;
  const card = tool.locator('.gx-picker button:not([aria-disabled="true"])').first();
  if ((await card.count()) > 0) {
    await card.click();
    done++;
  }
  const typed = tool.locator('input[type="text"]').first();
  if ((await typed.count()) > 0) {
    await typed.fill('ZZ 1X');
    done++;
  }
  const numbers = tool.locator('input[type="number"], input[inputmode="numeric"]');
  for (let i = 0; i < (await numbers.count()); i++) await numbers.nth(i).fill(String(10 * (i + 1)));
  const submit = tool.locator('button[type="submit"]').first();
  if ((await submit.count()) > 0) {
    await submit.click();
    done++;
  }
  return done;
}

for (const tool of TOOLS) {
  for (const path of [tool.slug, ja(tool.slug)]) {
    test(`axe finds no violations on ${path} after the tool has been used`, async ({ page }) => {
      // The tool as first shown is covered by the per-page test; here, its states after use.
      await page.goto(`${path}${tool.valid}`);
      await waitForIslands(page);
      expect(await useTool(page), 'ways the tool could be used').toBeGreaterThanOrEqual(2);
      // Colour contrast, axe's costliest rule, on the English page: the Japanese one has the same styles (both in npm run
      // test:deep), as in every-page.spec.ts; every other rule on both.
      const contrast = !path.startsWith('/ja/') || DEEP;
      expect(
        await axeViolations(page, '[data-tool]', undefined, contrast ? [] : ['color-contrast']),
        'after picking a card and typing a bad one',
      ).toEqual([]);
    });
  }
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
    await waitForIslands(page);
    const unseen: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const { ok, what } = await focusIsVisible(page);
      if (!ok) unseen.push(what);
    }
    expect(unseen, 'controls whose keyboard focus cannot be seen').toEqual([]);
  });
}

// The search dialog keeps focus inside and gives it back: search.spec.ts, in its English page's load.
