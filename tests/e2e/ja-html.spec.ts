// Japanese pages carry no English Starlight UI text: the heading anchor label is read in Japanese.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './test.ts';

const DIST = process.env.E2E_DIST ?? 'dist';
const ENGLISH_ANCHOR_LABEL = 'Section titled';

/** Every built HTML file under dist/ja/. */
function japaneseHtmlFiles(): string[] {
  const root = join(DIST, 'ja');
  return (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).map((f) => join(root, f));
}

test('no built Japanese page contains the English heading anchor label', () => {
  const files = japaneseHtmlFiles();
  expect(files.length).toBeGreaterThan(20);
  const english = files.filter((f) => readFileSync(f, 'utf8').includes(ENGLISH_ANCHOR_LABEL)).map((f) => relative(DIST, f));
  expect(english).toEqual([]);
  // The label is really there, in Japanese (the rules pages have headings with anchors).
  expect(readFileSync(join(DIST, 'ja', 'rules', 'scoring', 'index.html'), 'utf8')).toContain('の見出しへのリンク');
});

// A heading's anchor link announced in each page's language: every-page.spec.ts (/rules/scoring/).

test('on a phone a player name stays on one line in the Japanese rules tables, and the tables fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The pages with the widest tables: the names in the first two, long code in the developers' page's list of functions.
  for (const path of ['/ja/rules/tricks/', '/ja/rules/auction/', '/ja/rules/scoring/', '/ja/rules/play-off/', '/ja/engine/']) {
    await page.goto(path);
    if (path.includes('tricks') || path.includes('auction')) {
      const names = page.locator('.sl-markdown-content table .gx-name');
      expect(await names.count()).toBeGreaterThan(5);
      const lines = await names.evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
      expect(lines.every((n) => n === 1)).toBe(true);
    }
    const overflow = await page
      .locator('.sl-markdown-content table')
      .evaluateAll((tables) => tables.map((table) => table.scrollWidth - table.clientWidth));
    expect(overflow, path).toEqual(overflow.map(() => 0));
  }
});
