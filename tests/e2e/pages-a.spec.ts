// Teaching pages (overview, cards, auction, melds, tricks, strategy): same tools in both languages, verdicts that
// match the engine, and glossary/ruling/page links that land on anchors that exist.
import { expect, test, type Page } from '@playwright/test';
import { parseCard, parseCards, resolveBid, resolveTrick, scoreMelds, type Suit } from '../../src/engine/index.ts';
import { ja } from './slugs';

const PAGES = ['/rules/', '/rules/cards/', '/rules/auction/', '/rules/melds/', '/rules/tricks/', '/rules/strategy/'];
/** Pages that teach a phase must carry at least one live tool. */
const PHASE_PAGES = new Set(['/rules/auction/', '/rules/melds/', '/rules/tricks/']);

type Island = { name: string; props: Record<string, string> };

/** Reads every Astro island on the page: its component name and its (string) props, as rendered. */
async function islandsOf(page: Page): Promise<Island[]> {
  return page.locator('astro-island').evaluateAll((nodes) =>
    nodes.map((node) => {
      const opts = JSON.parse(node.getAttribute('opts') ?? '{}') as { name?: string };
      const raw = JSON.parse(node.getAttribute('props') ?? '{}') as Record<string, [number, unknown]>;
      const props: Record<string, string> = {};
      for (const [key, [, value]] of Object.entries(raw)) props[key] = String(value);
      return { name: opts.name ?? '', props };
    }),
  );
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

for (const slug of PAGES) {
  test(`${slug} has the same tools with the same presets in English and Japanese`, async ({ page }) => {
    await page.goto(slug);
    const en = await islandsOf(page);
    await page.goto(ja(slug));
    const jp = await islandsOf(page);
    if (PHASE_PAGES.has(slug)) expect(en.length, 'a phase page needs a live tool').toBeGreaterThan(0);
    expect(jp.map(withoutLang)).toEqual(en.map(withoutLang));
    for (const island of en) expect(island.props.lang).toBe('en');
    for (const island of jp) expect(island.props.lang).toBe('ja');
  });
}

for (const slug of [...PHASE_PAGES]) {
  for (const path of [slug, ja(slug)]) {
    test(`${path}: every inline tool shows the engine's verdict for its preset`, async ({ page }) => {
      await page.goto(path);
      const islands = await islandsOf(page);
      const hosts = page.locator('astro-island');
      for (let i = 0; i < islands.length; i++) {
        const host = hosts.nth(i);
        await host.scrollIntoViewIfNeeded(); // client:visible hydrates on sight
        await waitForIslandAt(page, i);
        await expect(host.locator('[role="status"][data-verdict]').first()).toHaveAttribute(
          'data-verdict',
          expectedVerdict(islands[i]),
        );
      }
    });
  }
}

/** Waits until the i-th island has hydrated (Astro drops its `ssr` attribute then). */
async function waitForIslandAt(page: Page, index: number): Promise<void> {
  await page.waitForFunction((i) => !document.querySelectorAll('astro-island')[i]?.hasAttribute('ssr'), index);
}

/** Every id attribute in an HTML document (Astro writes them unescaped). */
const idsIn = (html: string): Set<string> => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

for (const slug of PAGES) {
  for (const [lang, path] of [
    ['en', slug],
    ['ja', ja(slug)],
  ] as const) {
    test(`${path}: glossary, ruling and page links stay in ${lang} and land on existing anchors`, async ({ page }) => {
      await page.goto(path);
      const hrefs = await page
        .locator('.sl-markdown-content a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const unique = [...new Set(hrefs)];
      expect(unique.some((h) => /\/glossary\/#/.test(h)), 'links to the glossary').toBe(true);
      expect(unique.some((h) => /\/rulings\/#r\d+$/.test(h)), 'links to a ruling').toBe(true);

      const pages = new Map<string, Set<string>>();
      const problems: string[] = [];
      for (const href of unique) {
        const [target, rawHash] = href.split('#');
        if (lang === 'ja' && !target.startsWith('/ja/')) problems.push(`${href} leaves the Japanese site`);
        if (lang === 'en' && target.startsWith('/ja/')) problems.push(`${href} leaves the English site`);
        if (!pages.has(target)) {
          const response = await page.request.get(target);
          if (response.status() !== 200) {
            problems.push(`${href} → HTTP ${response.status()}`);
            pages.set(target, new Set());
            continue;
          }
          pages.set(target, idsIn(await response.text()));
        }
        if (rawHash && !pages.get(target)!.has(decodeURIComponent(rawHash))) problems.push(`${href} → no such anchor`);
      }
      expect(problems).toEqual([]);
    });
  }
}

/** The verdict each page's text claims for its trick examples, in page order, and whether a line names the other rule. */
const TRICK_CLAIMS: Record<string, { verdict: string; otherRule: boolean; illegal?: boolean }[]> = {
  // ♠7/♠K under R7 (B), ♦10/♥4 (B, both rules agree), ♠7/♠K under R7-S (A).
  '/rules/tricks/': [
    { verdict: 'follower', otherRule: true },
    { verdict: 'follower', otherRule: false },
    { verdict: 'leader', otherRule: true },
  ],
  // A led Joker followed by ♠A (B under R7, A under R7-S); a Joker played by a follower holding the suit led (illegal).
  '/rules/jokers/': [
    { verdict: 'follower', otherRule: true },
    { verdict: 'follower', otherRule: false, illegal: true },
  ],
};

for (const [slug, claims] of Object.entries(TRICK_CLAIMS)) {
  for (const path of [slug, ja(slug)]) {
    test(`${path}: the trick examples show the verdicts the text claims`, async ({ page }) => {
      await page.goto(path);
      const tools = page.locator('[data-tool="trick"]');
      await expect(tools).toHaveCount(claims.length);
      for (let i = 0; i < claims.length; i++) {
        const tool = tools.nth(i);
        await tool.scrollIntoViewIfNeeded();
        const status = tool.getByRole('status');
        await expect(status).toHaveAttribute('data-verdict', claims[i].verdict);
        const prefix = path.startsWith('/ja/') ? '/ja' : '';
        // The line naming the other rule links to it: R7-S from an R7 verdict, R7 from an R7-S verdict.
        const otherLinks = status.locator(`a[href="${prefix}/rulings/#r7-s"], a[href="${prefix}/rulings/#r7"]`);
        const caseAndOther = await otherLinks.count();
        expect(caseAndOther, `tool ${i}`).toBe(claims[i].otherRule ? 2 : 1);
        await expect(status.locator('.gx-verdict__reason--warning'), `tool ${i}`).toHaveCount(claims[i].illegal ? 1 : 0);
      }
    });
  }
}

for (const path of ['/rules/tricks/', ja('/rules/tricks/')]) {
  test(`${path}: the shared R7-S link for ♦5 / ♦3 opens the resolver with the verdict the text claims`, async ({ page }) => {
    await page.goto(path);
    const link = page.locator('.sl-markdown-content a[href*="rule=summary"]');
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(/lead=5D&follow=3D&leader=S&follower=D&rule=summary/);
    const status = page.locator('[data-tool="trick"]').first().getByRole('status');
    // Under R7-S B's ♦3 is the only trump: the follower wins; the last line names R7's winner (the leader).
    await expect(status).toHaveAttribute('data-verdict', 'follower');
    await expect(status.locator(`a[href="${path.startsWith('/ja/') ? '/ja' : ''}/rulings/#r7"]`)).toHaveCount(1);
  });
}
