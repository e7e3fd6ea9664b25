// Accessibility gate (axe on every page as loaded, light and dark: every-page.spec.ts): axe finds nothing after each tool
// is used (in every phase of the game and its dialogs: game.spec.ts); focus is always visible (the search dialog's focus:
// search.spec.ts).
import { expect, test, type Page } from './test.ts';
import { TOOLS, axeViolations, waitForIslands } from './helpers.ts';
import { ja } from './slugs.ts';
import { DEEP } from '../support/deep.ts';

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

/**
 * The tools each language's test uses. A tool's two pages render the same component with the same styles, so an ordinary
 * run uses each tool in one language, the two languages taking turns (the Japanese page then has its messages in
 * Japanese); npm run test:deep uses every tool in both.
 */
const toolsFor = (lang: 'en' | 'ja') => TOOLS.filter((_, index) => DEEP || (index % 2 === 0) === (lang === 'en'));

// A language's tools share one test and one page, whose renderer is reused from tool to tool.
for (const lang of ['en', 'ja'] as const) {
  const tools = toolsFor(lang);
  const paths = tools.map((tool) => (lang === 'ja' ? ja(tool.slug) : tool.slug));
  test(`axe finds no violations on ${paths.join(', ')} after each tool has been used`, async ({ page }) => {
    for (const [index, tool] of tools.entries()) {
      await test.step(paths[index], async () => {
        // The tool as first shown is covered by the per-page test; here, its states after use.
        await page.goto(`${paths[index]}${tool.valid}`);
        await waitForIslands(page);
        expect(await useTool(page), 'ways the tool could be used').toBeGreaterThanOrEqual(2);
        expect(await axeViolations(page, '[data-tool]'), 'after picking a card and typing a bad one').toEqual([]);
      });
    }
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

const FOCUS_PAGES = ['/rules/auction/', ja('/tools/melds/'), '/tools/score-sheet/', '/play/'];

// The pages share one test and one page, whose renderer is reused from load to load.
test(`every control on ${FOCUS_PAGES.join(', ')} is reached by Tab and shows its focus`, async ({ page }) => {
  for (const path of FOCUS_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForIslands(page);
      const unseen: string[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const { ok, what } = await focusIsVisible(page);
        if (!ok) unseen.push(what);
      }
      expect(unseen, `controls on ${path} whose keyboard focus cannot be seen`).toEqual([]);
    });
  }
});

// The search dialog keeps focus inside and gives it back: search.spec.ts, in its English page's load.
