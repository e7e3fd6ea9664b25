// Accessibility gate (axe on every page as loaded, light and dark: every-page.spec.ts): axe finds nothing after each tool
// is used and in every phase of the game; focus is always visible; the search dialog traps and returns focus.
import { expect, test, type Page } from '@playwright/test';
import { SAVE_KEY } from '../../src/components/play/storage';
import { GAME, TOOLS, axeViolations, playOneDecision, waitForIslands, waitForTurn } from './helpers';
import { ja } from './slugs';

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
      expect(await axeViolations(page, '[data-tool]'), 'after picking a card and typing a bad one').toEqual([]);
    });
  }
}

/** Every phase of the game, as the play page reports it on its root element. */
const PHASES = ['auction', 'melds', 'tricks', 'play-off', 'deal-over', 'game-over'] as const;

for (const base of ['/play/', ja('/play/')]) {
  test(`axe finds no violations on ${base} in every phase of a game and in its dialogs`, async ({ page }) => {
    test.setTimeout(180_000);
    const found = new Map<string, string[]>();
    // The page around the game is checked by the per-page test above; here only the game island, each screen once.
    const check = async (label: string) => {
      if (!found.has(label)) found.set(label, await axeViolations(page, 'astro-island'));
    };
    // A seeded one-deal game against the computer, played to the end with an axe run in each new phase.
    await page.goto(`${base}?seed=a11y&target=1&opponent=easy&fast=1`);
    await waitForIslands(page);
    for (let step = 0; step < 400; step++) {
      const phase = await waitForTurn(page);
      await check(phase);
      if (phase === 'game-over') break;
      await playOneDecision(page);
    }
    // Its dialogs: the exported record, and loading a record that is refused.
    await page.locator('.gx-log__tools button').first().click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await check('export dialog');
    await page.keyboard.press('Escape');
    await page.locator('.gx-log__tools button').last().click();
    await page.locator('dialog[open] textarea').fill('Galapagos game record v1\nseed: x\n1 P0 bid ZZ');
    await page.locator('dialog[open] .gx-btn--primary').click();
    await expect(page.locator('dialog[open] [data-record-error]')).not.toBeEmpty();
    await check('load dialog with an error');
    await page.keyboard.press('Escape');
    // The same deal in a longer game stops at the deal summary instead: resume it from the saved game.
    const saved = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY)) ?? '{}') as { record?: string };
    expect(saved.record, 'the finished game was saved').toMatch(/^target: 1$/m);
    saved.record = saved.record?.replace(/^target: 1$/m, 'target: 1000');
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, JSON.stringify(saved)]);
    await page.goto(base);
    await waitForIslands(page);
    await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'deal-over');
    await check('deal-over');
    // The other screens: a shared link while a game is in progress, a hand-off between two people at one
    // device, a damaged saved game.
    await page.goto(`${base}?seed=a11y&target=1&opponent=human&fast=1`);
    await waitForIslands(page);
    await expect(page.locator('dialog[open]')).toBeVisible();
    await check('shared link over a game in progress');
    await page.locator('dialog[open] .gx-modal__actions button').last().click();
    await expect(page.locator('[data-handoff]')).toBeVisible();
    await check('hot-seat hand-off');
    await page.evaluate((key) => localStorage.setItem(key, '{"app":"galapagos-play","version":1,"record":"nonsense"}'), SAVE_KEY);
    await page.goto(base);
    await waitForIslands(page);
    await expect(page.locator('[data-stored-problem]')).toBeVisible();
    await check('damaged saved game');
    // The lobby (no saved game) is the page as first loaded: axe checks it in every-page.spec.ts.

    expect([...found.keys()]).toEqual(expect.arrayContaining([...PHASES]));
    const violations = Object.fromEntries([...found].filter(([, list]) => list.length > 0));
    expect(violations, 'axe violations by screen').toEqual({});
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

test('the search dialog keeps focus inside while open and gives it back when closed', async ({ page }) => {
  await page.goto('/rules/');
  const opener = page.locator('site-search button[data-open-modal]').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('site-search dialog');
  await expect(dialog).toHaveAttribute('open', '');
  // The page behind a modal <dialog> is inert: Tab cycles through the dialog (and the browser's own controls,
  // when focus briefly leaves the document), never onto the page.
  const places = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const place = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'outside the document';
      return el.closest('dialog[open]') ? 'dialog' : `page: ${el.outerHTML.slice(0, 80)}`;
    });
    places.add(place);
  }
  expect([...places].filter((place) => place.startsWith('page'))).toEqual([]);
  expect(places).toContain('dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).not.toHaveAttribute('open', '');
  await expect(opener).toBeFocused();
});
