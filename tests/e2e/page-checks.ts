// What particular pages must show (live tools agreeing with the engine, example verdicts, anchors and links, the 404
// page), run by every-page.spec.ts in its one load of each page, after the checks every page gets: a page is loaded and
// hydrated once.
import { expect, type Page } from '@playwright/test';
import { parseCard, parseCards, resolveBid, resolveTrick, scoreMelds, type Suit } from '../../src/engine/index.ts';
import { waitForIslands } from './helpers.ts';
import { ja } from './slugs.ts';

/** One page's own check. It may go to an anchor of the page, or follow a link away as the page's last check. */
export interface PageCheck {
  readonly name: string;
  readonly run: (page: Page) => Promise<void>;
}

type Lang = 'en' | 'ja';
const prefixOf = (lang: Lang) => (lang === 'ja' ? '/ja' : '');

// ─── Teaching pages: their live tools and links ─────────────────────────────

/** Teaching pages (overview, cards, auction, melds, tricks, strategy). */
const TEACHING = ['/rules/', '/rules/cards/', '/rules/auction/', '/rules/melds/', '/rules/tricks/', '/rules/strategy/'];
/** Pages that teach a phase must carry at least one live tool. */
const PHASE_PAGES = new Set(['/rules/auction/', '/rules/melds/', '/rules/tricks/']);

type Island = { name: string; props: Record<string, string> };

/** Every Astro island in an HTML document, parsed in the page without running it: component name and string props. */
async function islandsIn(page: Page, html: string): Promise<Island[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('astro-island')].map((node) => {
      const opts = JSON.parse(node.getAttribute('opts') ?? '{}') as { name?: string };
      const raw = JSON.parse(node.getAttribute('props') ?? '{}') as Record<string, [number, unknown]>;
      const props: Record<string, string> = {};
      for (const [key, [, value]] of Object.entries(raw)) props[key] = String(value);
      return { name: opts.name ?? '', props };
    });
  }, html);
}

/**
 * The pages as the site serves them, fetched once per worker: several pages' checks read the same ones (a teaching
 * page's links, the two languages' tools), and the built site does not change during a run.
 */
const served = new Map<string, Promise<{ status: number; html: string }>>();
function servedPage(page: Page, path: string): Promise<{ status: number; html: string }> {
  let entry = served.get(path);
  if (!entry) {
    entry = page.request.get(path).then(async (response) => ({ status: response.status(), html: await response.text() }));
    served.set(path, entry);
  }
  return entry;
}

/** The islands of the page as its address serves them. */
async function servedIslands(page: Page, path: string): Promise<Island[]> {
  const { status, html } = await servedPage(page, path);
  expect(status, path).toBe(200);
  return islandsIn(page, html);
}

/** The verdict the engine gives for a tool's preset, in the form the tool's data-verdict carries. */
function expectedVerdict({ name, props }: Island): string {
  if (name === 'BidTool') return resolveBid(parseCard(props.turnup), parseCard(props.a), parseCard(props.b)).winner;
  if (name === 'MeldTool') return String(scoreMelds(parseCards(props.hand), props.trump as Suit).total);
  if (name === 'TrickTool') {
    return resolveTrick({
      lead: parseCard(props.lead),
      follow: parseCard(props.follow),
      leaderTrump: props.leader as Suit,
      followerTrump: props.follower as Suit,
      rule: props.rule === 'summary' ? 'summary' : 'parlett',
    }).winner;
  }
  throw new Error(`no expected verdict for ${name}`);
}

const withoutLang = ({ name, props: { lang: _lang, ...rest } }: Island) => ({ name, props: rest });

const sameToolsInBothLanguages = (slug: string): PageCheck => ({
  name: 'the same tools with the same presets in English and Japanese',
  run: async (page) => {
    const en = await servedIslands(page, slug);
    const jp = await servedIslands(page, ja(slug));
    if (PHASE_PAGES.has(slug)) expect(en.length, 'a phase page needs a live tool').toBeGreaterThan(0);
    expect(jp.map(withoutLang)).toEqual(en.map(withoutLang));
    for (const island of en) expect(island.props.lang).toBe('en');
    for (const island of jp) expect(island.props.lang).toBe('ja');
  },
});

const inlineToolsAgreeWithEngine = (path: string): PageCheck => ({
  name: "every inline tool shows the engine's verdict for its preset",
  run: async (page) => {
    const islands = await servedIslands(page, path);
    const hosts = page.locator('astro-island');
    await expect(hosts).toHaveCount(islands.length);
    for (let i = 0; i < islands.length; i++) {
      await expect(hosts.nth(i).locator('[role="status"][data-verdict]').first(), `tool ${i}`).toHaveAttribute(
        'data-verdict',
        expectedVerdict(islands[i]),
      );
    }
  },
});

/** Every id attribute in an HTML document (Astro writes them unescaped). */
const idsIn = (html: string): Set<string> => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

const linksLandOnAnchors = (lang: Lang): PageCheck => ({
  name: `glossary, ruling and page links stay in ${lang} and land on existing anchors`,
  run: async (page) => {
    const hrefs = await page
      .locator('.sl-markdown-content a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const unique = [...new Set(hrefs)];
    expect(
      unique.some((h) => /\/glossary\/#/.test(h)),
      'links to the glossary',
    ).toBe(true);
    expect(
      unique.some((h) => /\/rulings\/#r\d+$/.test(h)),
      'links to a ruling',
    ).toBe(true);
    const pages = new Map<string, Set<string>>();
    const problems: string[] = [];
    for (const href of unique) {
      const [target, rawHash] = href.split('#');
      if (lang === 'ja' && !target.startsWith('/ja/')) problems.push(`${href} leaves the Japanese site`);
      if (lang === 'en' && target.startsWith('/ja/')) problems.push(`${href} leaves the English site`);
      if (!pages.has(target)) {
        const { status, html } = await servedPage(page, target);
        if (status !== 200) {
          problems.push(`${href} → HTTP ${status}`);
          pages.set(target, new Set());
          continue;
        }
        pages.set(target, idsIn(html));
      }
      if (rawHash && !pages.get(target)!.has(decodeURIComponent(rawHash))) problems.push(`${href} → no such anchor`);
    }
    expect(problems).toEqual([]);
  },
});

/** The verdict each page's text claims for its trick examples, in page order, and whether a line names the other rule. */
const TRICK_CLAIMS: Record<string, { verdict: string; otherRule: boolean; illegal?: boolean }[]> = {
  // ♠7/♠K under R7 (B), ♦10/♥4 (B, both rules agree), ♠7/♠K under R7-S (A).
  '/rules/tricks/': [
    { verdict: 'follower', otherRule: true },
    { verdict: 'follower', otherRule: false },
    { verdict: 'leader', otherRule: true },
  ],
  // A led Joker followed by ♠A (B under R7, A under R7-S); a Joker played by a follower holding the suit led (illegal: no winner).
  '/rules/jokers/': [
    { verdict: 'follower', otherRule: true },
    { verdict: 'illegal', otherRule: false, illegal: true },
  ],
};

const trickExamplesAsClaimed = (slug: string, lang: Lang): PageCheck => ({
  name: 'the trick examples show the verdicts the text claims',
  run: async (page) => {
    const claims = TRICK_CLAIMS[slug];
    const tools = page.locator('[data-tool="trick"]');
    await expect(tools).toHaveCount(claims.length);
    for (let i = 0; i < claims.length; i++) {
      const status = tools.nth(i).getByRole('status');
      await expect(status, `tool ${i}`).toHaveAttribute('data-verdict', claims[i].verdict);
      // The line naming the other rule links to it: R7-S from an R7 verdict, R7 from an R7-S verdict.
      const prefix = prefixOf(lang);
      const otherLinks = status.locator(`a[href="${prefix}/rulings/#r7-s"], a[href="${prefix}/rulings/#r7"]`);
      // An illegal follow has no winner, so no rule's winner is named at all.
      expect(await otherLinks.count(), `tool ${i}`).toBe(claims[i].verdict === 'illegal' ? 0 : claims[i].otherRule ? 2 : 1);
      await expect(status.locator('.gx-verdict__reason--warning'), `tool ${i}`).toHaveCount(claims[i].illegal ? 1 : 0);
    }
  },
});

const sharedSummaryLink = (lang: Lang): PageCheck => ({
  name: 'the shared R7-S link for ♦5 / ♦3 opens the resolver with the verdict the text claims',
  run: async (page) => {
    const link = page.locator('.sl-markdown-content a[href*="rule=summary"]');
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(/lead=5D&follow=3D&leader=S&follower=D&rule=summary/);
    const status = page.locator('[data-tool="trick"]').first().getByRole('status');
    // Under R7-S B's ♦3 is the only trump: the follower wins; the last line names R7's winner (the leader).
    await expect(status).toHaveAttribute('data-verdict', 'follower');
    await expect(status.locator(`a[href="${prefixOf(lang)}/rulings/#r7"]`)).toHaveCount(1);
  },
});

// ─── Reference pages: rulings, glossary, home, developer page ───────────────

const rulingAnchors = (lang: Lang): PageCheck => ({
  name: 'every ruling R1–R15 has its anchor on its own heading, and R7-S its own under R7',
  run: async (page) => {
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
    await page.goto(`${prefixOf(lang)}/rulings/#r7`);
    await expect(page.locator('h2:has(#r7)')).toBeInViewport();
    await page.goto(`${prefixOf(lang)}/rulings/#r7-s`);
    await expect(houseRule).toBeInViewport();
  },
});

const s2ReplacedByR15: PageCheck = {
  name: 'S2 is marked as replaced by R15 and links to it',
  run: async (page) => {
    await expect(page.locator('h3:has(#s2)')).toContainText('R15');
    const replaced = page.locator('.sl-heading-wrapper:has(#s2) + p, h3:has(#s2) + p').first();
    await expect(replaced.locator('a[href="#r15"]')).toHaveCount(1);
  },
};

const furtherRulings = (lang: Lang): PageCheck => ({
  name: 'the further rulings S1–S9 follow R15 under their own section, linked from the intro',
  run: async (page) => {
    await expect(page.locator('h2:has(#further)')).toHaveCount(1);
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
    await page.goto(`${prefixOf(lang)}/rulings/#s6`);
    await expect(page.locator('h3:has(#s6)')).toBeInViewport();
  },
});

/** The glossary anchors other pages link to (team brief), plus the ones the glossary adds. */
const GLOSSARY_ANCHORS = [
  'turn-up',
  'bid-card',
  'bid-pile',
  'sealed-bid',
  'tie-break',
  'take',
  'cede',
  'unseen-card',
  'stock',
  'meld',
  'set',
  'sequence',
  'proposed-trump',
  'personal-trump',
  'trick',
  'lead',
  'follow-suit',
  'odd-trick',
  'play-off',
  'combination',
  'beat',
  'pass',
  'round',
  'going-out',
  'hand-score',
  'bonus',
  'game-value',
  'colour',
  'parity',
  'joker',
  'deal',
  'dealer',
  'auction',
  'daifugo',
  'game',
];

const glossaryAnchors = (lang: Lang): PageCheck => ({
  name: 'every glossary anchor exists, names both languages and links to a page',
  run: async (page) => {
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
  },
});

const homeActions = (lang: Lang): PageCheck => ({
  name: "the home page's actions lead to existing pages",
  run: async (page) => {
    const prefix = prefixOf(lang);
    const actions = page.locator('.hero .actions a, .hero .sl-link-button');
    const hrefs = [...new Set(await actions.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))];
    expect(hrefs.sort()).toEqual([`${prefix}/learn/`, `${prefix}/play/`, `${prefix}/rules/`, `${prefix}/tools/`].sort());
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
    // The main action leads a newcomer to the course (its index starts or resumes the first lesson), not the reference text.
    await actions.first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/learn/$`));
    await expect(page.locator('h1')).toBeVisible();
  },
});

const toolsIndex = (lang: Lang): PageCheck => ({
  name: 'the tools page links each of the five tools',
  run: async (page) => {
    const prefix = prefixOf(lang);
    const hrefs = await page.locator('main .sl-link-card a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(['bid', 'melds', 'trick', 'play-off', 'score-sheet'].map((tool) => `${prefix}/tools/${tool}/`));
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
  },
});

const developerExamples: PageCheck = {
  name: 'the developer page shows the four example files',
  run: async (page) => {
    await expect(page.locator('.expressive-code')).toHaveCount(4);
    for (const file of ['parse-cards', 'score-melds', 'resolve-trick', 'seeded-game']) {
      await expect(page.locator('.expressive-code', { hasText: `examples/engine/${file}.ts` })).toContainText('export function main');
    }
  },
};

const headingAnchorsInLanguage = (lang: Lang): PageCheck => ({
  name: `a heading's anchor link is announced in ${lang === 'ja' ? 'Japanese' : 'English'}`,
  run: async (page) => {
    const anchor = page.locator('.sl-markdown-content .sl-anchor-link').first();
    await expect(anchor).toHaveAccessibleName(lang === 'ja' ? /^「.+」の見出しへのリンク$/ : /^Section titled/);
  },
});

const toolAnswersClicks: PageCheck = {
  name: 'a shared link fills the tool in, and a click changes its verdict',
  run: async (page) => {
    await page.goto('/tools/bid/?turnup=AS&a=5C&b=5D');
    await waitForIslands(page);
    const status = page.locator('[role="status"][data-verdict]').first();
    // Turn-up ♠A, bids ♣5 and ♦5: the Five of clubs wins on colour (R1).
    await expect(status).toHaveAttribute('data-verdict', 'a');
    // Make bid B the Six of diamonds by clicking: a higher rank, so B now wins.
    await page
      .getByRole('button', { name: /^Bid B/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Six of diamonds', exact: true }).first().click();
    await expect(status).toHaveAttribute('data-verdict', 'b');
  },
};

/** The language of an unknown address's 404 page: Japanese below /ja/. */
export const notFoundLang = (path: string): Lang => (path.startsWith('/ja/') ? 'ja' : 'en');

/** The checks of the 404 page an unknown address gets: its heading and title in its language, and a way back to the rules. */
export function notFoundChecks(lang: Lang): PageCheck[] {
  const heading = lang === 'ja' ? 'ページが見つかりません' : 'Page not found';
  return [
    {
      name: 'the 404 page of its language says so and leads back to the rules',
      run: async (page) => {
        await expect(page.locator('h1').first()).toHaveText(heading);
        expect(await page.title()).toContain(heading);
        await expect(page.locator(`main a[href="${prefixOf(lang)}/rules/"]`).first()).toBeVisible();
      },
    },
  ];
}

// ─── Which page gets which checks ───────────────────────────────────────────

/** The checks of one page of the site (by its path), in the order they run. */
export function checksFor(path: string, lang: Lang): PageCheck[] {
  const slug = lang === 'ja' ? path.slice(3) : path;
  const checks: PageCheck[] = [];
  if (TEACHING.includes(slug)) {
    if (lang === 'en') checks.push(sameToolsInBothLanguages(slug));
    if (PHASE_PAGES.has(slug)) checks.push(inlineToolsAgreeWithEngine(path));
  }
  if (slug in TRICK_CLAIMS) checks.push(trickExamplesAsClaimed(slug, lang));
  if (TEACHING.includes(slug)) checks.push(linksLandOnAnchors(lang));
  if (slug === '/rules/tricks/') checks.push(sharedSummaryLink(lang));
  if (slug === '/rulings/') checks.push(s2ReplacedByR15, furtherRulings(lang), rulingAnchors(lang));
  if (slug === '/glossary/') checks.push(glossaryAnchors(lang));
  if (slug === '/engine/') checks.push(developerExamples);
  if (slug === '/') checks.push(homeActions(lang));
  if (slug === '/tools/') checks.push(toolsIndex(lang));
  if (slug === '/rules/scoring/') checks.push(headingAnchorsInLanguage(lang));
  if (path === '/tools/bid/') checks.push(toolAnswersClicks);
  return checks;
}
