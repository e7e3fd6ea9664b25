// Security and privacy gate (each page's own policy and requests: every-page.spec.ts; search with the service worker:
// offline.spec.ts): hostile links or stored data are shown as text, never run or inserted as markup.
import { expect, test } from './test.ts';
import { MAX_RECORD_CHARS } from '../../src/components/play/session/gameRecord.ts';
import { PREFS_KEY, SAVE_KEY } from '../../src/components/play/session/storage.ts';
import { STORAGE_KEY } from '../../src/components/tools/scoreSheetStore.ts';
import { HOSTILE, TOOLS, plantTrap, sprung, waitForIslands, waitForReady, watchPolicy } from './helpers.ts';
import { ja } from './slugs.ts';
import { DEEP } from '../support/deep.ts';

// Searching with the service worker allowed, as for a reader, stays on the site and within the policy: offline.spec.ts,
// in the visit that installs the worker. A game against the computer, its worker included, stays on the site and within
// the policy: game.spec.ts checks the requests and the policy over a whole game.

/** A shared link to `slug` with every parameter of the tool set to `value`. */
const hostileLink = (slug: string, params: readonly string[], value: string) =>
  `${slug}?${params.map((name) => `${name}=${encodeURIComponent(value)}`).join('&')}`;

type Hostile = keyof typeof HOSTILE;
const EVERY_HOSTILE = Object.keys(HOSTILE) as Hostile[];
const MARKUP: Hostile[] = ['script', 'image', 'svg'];
const ODD: Hostile[] = ['long', 'unicode'];

/**
 * The hostile values a tool's page is tried with, each a page load of its own. A tool's two pages render the same
 * component from the same link parser, so what a value does (shown as text, named, no verdict) does not depend on the
 * language: in an ordinary run the English page of each tool gets one markup value and one odd one (huge or awkward
 * Unicode), the tools taking turns so that every value is tried on some tool, and the Japanese page the script (its
 * message in Japanese, and text, not elements); npm run test:deep tries every value on every tool in both languages.
 */
const toolValues = (toolIndex: number, lang: 'en' | 'ja'): Hostile[] =>
  DEEP ? EVERY_HOSTILE : lang === 'en' ? [MARKUP[toolIndex % MARKUP.length], ODD[toolIndex % ODD.length]] : ['script'];

const LINKED_TOOLS = TOOLS.filter((t) => t.params.length > 0);

// A language's tool pages share one test and one page, whose renderer is reused from load to load.
for (const lang of ['en', 'ja'] as const) {
  const paths = LINKED_TOOLS.map((tool) => (lang === 'ja' ? ja(tool.slug) : tool.slug));
  test(`${paths.join(', ')}: links carrying markup, a huge value or awkward Unicode are shown as text, with a message`, async ({
    page,
  }) => {
    await plantTrap(page);
    const policy = await watchPolicy(page);
    for (const [index, tool] of LINKED_TOOLS.entries()) {
      for (const kind of toolValues(index, lang)) {
        await test.step(`${paths[index]} ${kind}`, async () => {
          await page.goto(hostileLink(paths[index], tool.params, HOSTILE[kind]));
          await waitForIslands(page);
          const root = page.locator('[data-tool]').first();
          await expect(root, kind).toBeVisible();
          // The tool names what is wrong in words (an inline problem message), gives no verdict, and did not fall over.
          await expect(root.locator('.gx-problem, [role="alert"]').first(), kind).toBeVisible();
          await expect(root.locator('[role="status"][data-verdict]').first(), kind).toHaveAttribute('data-verdict', '');
          await expect(root.locator('.gx-picker .gx-card').first(), kind).toBeVisible();
          expect(await sprung(page), `hostile markup (${kind}) ran or became elements`).toBe(false);
          if (kind === 'script') await expect(root).toContainText('<script');
        });
      }
    }
    expect(policy.consoleErrors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
    expect(await policy.violations()).toEqual([]);
  });
}

// The score sheet's two pages read storage with the same code: the English one gets hostile names and damaged storage,
// the Japanese one damaged storage (its message in Japanese), and both everything in npm run test:deep. One page for both.
test('/tools/score-sheet/ and its Japanese page: hostile stored names are text, and damaged storage gets a message', async ({ page }) => {
  await plantTrap(page);
  const root = page.locator('[data-tool="score-sheet"]');
  for (const path of ['/tools/score-sheet/', ja('/tools/score-sheet/')]) {
    await test.step(path, async () => {
      await page.goto(path);
      // Written only once the island has read storage and saved what it shows: it cannot overwrite the test's data.
      await waitForReady(root);
      if (path === '/tools/score-sheet/' || DEEP) {
        const names = [HOSTILE.image, HOSTILE.unicode];
        await page.evaluate(
          ([key, stored]) => localStorage.setItem(key, stored),
          [STORAGE_KEY, JSON.stringify({ version: 1, names, deals: [] })],
        );
        await page.reload();
        await waitForReady(root);
        await expect(root.locator('input[type="text"]').first()).toHaveValue(HOSTILE.image);
        expect(await sprung(page)).toBe(false);
      }

      await page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [STORAGE_KEY, `${HOSTILE.script}${'Q'.repeat(200_000)}`]);
      await page.reload();
      await waitForReady(root);
      await expect(root.locator('.gx-problem, [role="alert"], .gx-notice').first()).toBeVisible();
      expect(await sprung(page)).toBe(false);
      // The next page starts from empty storage, as a reader's first visit would.
      await page.evaluate(() => localStorage.clear());
    });
  }
});

/**
 * What the play page of a language is tried with. Records pasted into the dialog cost no page load: every value in
 * English, the script in Japanese (its message in Japanese). A record longer than any may be, and each saved game (a page
 * load of its own): the English page gets the longest record and a saved game with markup and one with awkward Unicode,
 * the Japanese page one with the script; npm run test:deep gives both languages everything.
 */
const recordValues = (lang: 'en' | 'ja'): Hostile[] => (DEEP || lang === 'en' ? EVERY_HOSTILE : ['script']);
const savedValues = (lang: 'en' | 'ja'): Hostile[] =>
  DEEP ? ['script', 'image', 'unicode'] : lang === 'en' ? ['image', 'unicode'] : ['script'];
const tooLongRecord = (lang: 'en' | 'ja'): boolean => DEEP || lang === 'en';

/** A game record whose every field carries `value`, one way or another. */
const hostileRecord = (value: string) =>
  ['Galapagos game record v1', `seed: ${value}`, 'jokers: off', 'target: 1', `1 P0 bid ${value}`, `2 ${value}`].join('\n');

for (const [base, lang] of [
  ['/play/', 'en'],
  [ja('/play/'), 'ja'],
] as const) {
  test(`${base}: hostile shared links, loaded records and saved games are named as text, never run`, async ({ page }) => {
    test.setTimeout(180_000);
    await plantTrap(page);
    const policy = await watchPolicy(page);

    // A shared link: every parameter hostile. Nothing starts; the problem is named.
    const link = `?seed=${encodeURIComponent(HOSTILE.script)}&target=${encodeURIComponent(HOSTILE.image)}&opponent=${encodeURIComponent(HOSTILE.svg)}&jokers=${encodeURIComponent(HOSTILE.unicode)}`;
    await page.goto(`${base}${link}`);
    await waitForIslands(page);
    const linkProblem = page.locator('[data-link-problem]');
    await expect(linkProblem).toBeVisible();
    await expect(linkProblem).toContainText('<script>');
    expect(await sprung(page)).toBe(false);

    // Records pasted into "Load a record": refused with a message, whatever they hold.
    await page.locator('[data-screen="lobby"] .gx-linkbtn').click();
    const dialog = page.locator('dialog[open]');
    for (const value of recordValues(lang).map((kind) => HOSTILE[kind])) {
      await dialog.locator('textarea').fill(hostileRecord(value));
      await dialog.locator('.gx-modal__actions button').last().click();
      await expect(dialog.locator('[data-record-error]')).not.toBeEmpty();
      expect(await sprung(page), `a record carrying ${value.slice(0, 20)}`).toBe(false);
    }
    if (tooLongRecord(lang)) {
      // Longer than any record may be (typed in one go: filling half a megabyte key by key would take minutes).
      await dialog.locator('textarea').evaluate(
        (area, text) => {
          (area as HTMLTextAreaElement).value = text;
          area.dispatchEvent(new Event('input', { bubbles: true }));
        },
        `${hostileRecord(HOSTILE.script)}\n${'9 P0 bid QQ\n'.repeat(Math.ceil(MAX_RECORD_CHARS / 12) + 10)}`,
      );
      await dialog.locator('.gx-modal__actions button').last().click();
      await expect(dialog.locator('[data-record-error]')).not.toBeEmpty();
    }
    await page.keyboard.press('Escape');

    // A saved game and saved preferences that were tampered with: a clear message, no markup (each a page load).
    for (const value of savedValues(lang).map((kind) => HOSTILE[kind])) {
      await page.evaluate(
        ([saveKey, prefsKey, save, prefs]) => {
          localStorage.setItem(saveKey, save);
          localStorage.setItem(prefsKey, prefs);
        },
        [
          SAVE_KEY,
          PREFS_KEY,
          JSON.stringify({ app: 'galapagos-play', version: 1, record: hostileRecord(value) }),
          `{"fourColour":"${value.replace(/"/g, '')}"}`,
        ],
      );
      await page.goto(base);
      await waitForIslands(page);
      await expect(page.locator('[data-stored-problem]')).toBeVisible();
      expect(await sprung(page)).toBe(false);
    }
    expect(policy.consoleErrors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
    expect(await policy.violations()).toEqual([]);
  });
}
