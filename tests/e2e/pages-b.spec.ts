// Reference pages: rulings and glossary anchors exist in both languages, and the home page's actions lead somewhere real.
import { expect, test } from '@playwright/test';

const LANGS = [
  { lang: 'en', prefix: '' },
  { lang: 'ja', prefix: '/ja' },
] as const;

/** The glossary anchors other pages link to (team brief), plus the ones the glossary adds. */
const GLOSSARY_ANCHORS = [
  'turn-up', 'bid-card', 'bid-pile', 'sealed-bid', 'tie-break', 'take', 'cede', 'unseen-card', 'stock', 'meld',
  'set', 'sequence', 'proposed-trump', 'personal-trump', 'trick', 'lead', 'follow-suit', 'odd-trick', 'play-off',
  'combination', 'beat', 'pass', 'round', 'going-out', 'hand-score', 'bonus', 'game-value', 'colour', 'parity',
  'joker', 'deal', 'dealer', 'auction', 'daifugo', 'game',
];

for (const { lang, prefix } of LANGS) {
  test(`${lang}: every ruling R1–R15 has its anchor on its own heading, and R7-S its own under R7`, async ({ page }) => {
    await page.goto(`${prefix}/rulings/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (let n = 1; n <= 15; n++) {
      const heading = page.locator(`h2:has(#r${n})`);
      await expect(heading, `#r${n}`).toHaveCount(1);
      await expect(heading).toContainText(new RegExp(`^R${n}[:：]`));
    }
    const houseRule = page.locator('h3:has(#r7-s)');
    await expect(houseRule).toHaveCount(1);
    await expect(houseRule).toContainText(/^R7-S[:：]/);
    // R7-S sits between R7 and R8.
    const order = await page.evaluate(() =>
      ['r7', 'r7-s', 'r8'].map((id) => [...document.querySelectorAll('h2, h3')].findIndex((h) => h.querySelector(`#${id}`) !== null)),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // A link to an anchor lands on that ruling's heading.
    await page.goto(`${prefix}/rulings/#r7`);
    await expect(page.locator('h2:has(#r7)')).toBeInViewport();
    await page.goto(`${prefix}/rulings/#r7-s`);
    await expect(houseRule).toBeInViewport();
  });

  test(`${lang}: S2 is marked as replaced by R15 and links to it`, async ({ page }) => {
    await page.goto(`${prefix}/rulings/`);
    await expect(page.locator('h3:has(#s2)')).toContainText('R15');
    const replaced = page.locator('.sl-heading-wrapper:has(#s2) + p, h3:has(#s2) + p').first();
    await expect(replaced.locator('a[href="#r15"]')).toHaveCount(1);
  });

  test(`${lang}: the further rulings S1–S9 follow R15 under their own section, linked from the intro`, async ({ page }) => {
    await page.goto(`${prefix}/rulings/`);
    const section = page.locator('h2:has(#further)');
    await expect(section).toHaveCount(1);
    // The intro's first paragraph links to the section.
    await expect(page.locator('.sl-markdown-content > p').first().locator('a[href="#further"]')).toHaveCount(1);
    const order = await page.evaluate(() => {
      const ids = ['r14', 'r15', 'further', ...Array.from({ length: 9 }, (_, i) => `s${i + 1}`)];
      const headings = [...document.querySelectorAll('h2, h3')];
      return ids.map((id) => headings.findIndex((h) => h.querySelector(`#${id}`) !== null));
    });
    // Every anchor is on a heading, and they come in order: R14, R15, the section, then S1 … S9.
    for (const index of order) expect(index).toBeGreaterThanOrEqual(0);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (let n = 1; n <= 9; n++) {
      const heading = page.locator(`h3:has(#s${n})`);
      await expect(heading, `#s${n}`).toHaveCount(1);
      await expect(heading).toContainText(new RegExp(`^S${n}[:：]`));
    }
    await page.goto(`${prefix}/rulings/#s6`);
    await expect(page.locator('h3:has(#s6)')).toBeInViewport();
  });

  test(`${lang}: every glossary anchor exists, names both languages and links to a page`, async ({ page }) => {
    await page.goto(`${prefix}/glossary/`);
    const other = lang === 'en' ? 'ja' : 'en';
    const entries = await page.evaluate((anchors) => {
      return anchors.map((anchor) => {
        const heading = document.getElementById(anchor)?.closest('h3');
        // Starlight wraps each heading (with its anchor link); the definition is the next paragraph.
        const definition = (heading?.closest('.sl-heading-wrapper') ?? heading)?.nextElementSibling;
        const links = [...(definition?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href') ?? '');
        return { anchor, heading: Boolean(heading), otherLang: heading?.querySelector('[lang]')?.getAttribute('lang'), links };
      });
    }, GLOSSARY_ANCHORS);
    for (const entry of entries) {
      expect(entry.heading, `#${entry.anchor} is a term heading`).toBe(true);
      // The term in the other language, marked with its language for screen readers.
      expect(entry.otherLang, `#${entry.anchor}`).toBe(other);
      // The definition links to a page that explains it, in the page's own language.
      expect(entry.links.length, `#${entry.anchor} links somewhere`).toBeGreaterThan(0);
      for (const href of entry.links) expect(href).toMatch(lang === 'ja' ? /^\/ja\// : /^\/(?!ja\/)/);
    }
  });

  test(`${lang}: the home page's actions lead to existing pages`, async ({ page, request }) => {
    await page.goto(`${prefix}/`);
    const actions = page.locator('.hero .actions a, .hero .sl-link-button');
    const hrefs = [...new Set(await actions.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))];
    expect(hrefs.sort()).toEqual([`${prefix}/play/`, `${prefix}/rules/`, `${prefix}/tools/bid/`].sort());
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await actions.first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/rules/$`));
    await expect(page.locator('h1')).toBeVisible();
  });

  test(`${lang}: the developer page shows the four example files`, async ({ page }) => {
    await page.goto(`${prefix}/engine/`);
    const blocks = page.locator('.expressive-code');
    await expect(blocks).toHaveCount(4);
    for (const file of ['parse-cards', 'score-melds', 'resolve-trick', 'seeded-game']) {
      await expect(page.locator('.expressive-code', { hasText: `examples/engine/${file}.ts` })).toContainText('export function main');
    }
  });
}
