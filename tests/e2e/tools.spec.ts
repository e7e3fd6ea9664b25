// The five table tools in the browser: clicks, links, keys, names, bad input, and the score sheet's storage, in English;
// in Japanese (the same islands with the other dictionary) one visit to each tool shows its words, names and links (every
// test in both languages in npm run test:deep).
import { words } from '../../src/i18n/books.ts';
import { KEYS } from '../../src/storage/storage.ts';
import { expect, test, type Locator, type Page } from './test.ts';
import {
  beats,
  classifyCombo,
  formatCard,
  gameValue,
  parseCard,
  parseCards,
  resolveBid,
  resolveTrick,
  scoreDeal,
  scoreMelds,
} from '../../src/engine/index.ts';
import type { Card } from '../../src/engine/index.ts';
import '../../src/i18n/shelve-all.ts';
import { cardName } from '../../src/i18n/cards.ts';
import { waitForIslands, waitForReady, watchProblems } from './helpers.ts';
import { DEEP } from '../support/deep.ts';

type Lang = 'en' | 'ja';
const LANGS: Lang[] = ['en', 'ja'];
/** The languages every test runs in: English, and Japanese too in npm run test:deep (else the Japanese tour below). */
const FULL: Lang[] = DEEP ? LANGS : ['en'];
const prefix = (lang: Lang) => (lang === 'ja' ? '/ja' : '');

/** Opens a tool page and waits until its island has hydrated. */
async function openTool(page: Page, lang: Lang, slug: string, search = ''): Promise<Locator> {
  await page.goto(`${prefix(lang)}/tools/${slug}/${search}`);
  const tool = page.locator('.gx-tool').first();
  await tool.scrollIntoViewIfNeeded();
  await waitForIslands(page);
  return tool;
}

const status = (tool: Locator) => tool.getByRole('status');
const card = (tool: Locator, c: Card | string, lang: Lang) =>
  tool.locator('.gx-picker').getByRole('button', { name: cardName(typeof c === 'string' ? parseCard(c) : c, lang), exact: true });

function bidVerdict(turnup: string, a: string, b: string): string {
  return resolveBid(parseCard(turnup), parseCard(a), parseCard(b)).winner;
}

for (const lang of FULL) {
  test.describe(`tools in ${lang}`, () => {
    test('bid tool: keys (Tab to the picker, arrows, Enter, Space) fill the bids, then three clicks fill the turn-up and both bids; the verdict is the engine’s and goes into the link', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const tool = await openTool(page, lang, 'bid', '?turnup=AS&a=5C&b=5D');
      await tool.getByRole('button', { name: lang === 'en' ? 'Bid A' : 'Aさんの入札札', exact: true }).focus();
      await page.keyboard.press('Enter');
      let onCard = false;
      for (let i = 0; i < 20 && !onCard; i++) {
        await page.keyboard.press('Tab');
        onCard = await page.evaluate(() => document.activeElement?.classList.contains('gx-card') ?? false);
      }
      expect(onCard).toBe(true);
      // The roving position starts on the Ace of spades (the turn-up, unavailable for a bid): move down to hearts.
      await page.keyboard.press('ArrowDown');
      await expect(page.locator(':focus')).toHaveAccessibleName(cardName(parseCard('AH'), lang));
      await page.keyboard.press('Enter');
      await expect(status(tool)).toHaveAttribute('data-verdict', bidVerdict('AS', 'AH', '5D'));
      // Bid B is now the slot being filled; Space presses the King of hearts.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await expect(status(tool)).toHaveAttribute('data-verdict', bidVerdict('AS', 'AH', 'KH'));
      // Then by clicks: the turn-up slot, and the three cards in turn.
      await tool.getByRole('button', { name: lang === 'en' ? 'Turn-up' : 'めくり札', exact: true }).click();
      for (const c of ['10S', '3H', '3D']) await card(tool, c, lang).click();
      await expect(status(tool)).toHaveAttribute('data-verdict', bidVerdict('10S', '3H', '3D'));
      await expect(status(tool).getByRole('link', { name: 'R1' })).toHaveAttribute('href', `${prefix(lang)}/rulings/#r1`);
      await expect(page).toHaveURL(/\?turnup=10S&a=3H&b=3D$/);
      expect(problems.errors).toEqual([]);
    });

    // The verdict is read once, without waiting: it is in place as soon as the island has hydrated. Nothing in that is in
    // words (the same island sets the attribute from the same link in both languages).
    test('bid tool: a link’s verdict is in place as soon as the island has hydrated; typing changes the cards; a bad token is named inline', async ({
      page,
    }) => {
      // The page's presets (AS, 5C, 5D) give 'a'; this link gives the other answer.
      const tool = await openTool(page, lang, 'bid', '?turnup=AS&a=5D&b=5C');
      expect(await status(tool).getAttribute('data-verdict')).toBe(bidVerdict('AS', '5D', '5C'));
      const bInput = tool.getByLabel(lang === 'en' ? 'Bid B: type' : 'Bさんの入札札（入力）');
      await bInput.fill('kh');
      await expect(status(tool)).toHaveAttribute('data-verdict', bidVerdict('AS', '5D', 'KH'));
      await expect(page).toHaveURL(/b=KH/);
      await bInput.fill('ZZ');
      await expect(tool.getByText(lang === 'en' ? '“ZZ” is not a card.' : '「ZZ」はカードとして読めません。')).toBeVisible();
      await expect(status(tool)).toHaveAttribute('data-verdict', '');
    });

    // A bad card in a link (every parameter of every tool, with hostile values: a message, no verdict, the picker still
    // there) is in security.spec.ts; the test above names a bad card typed into the tool, word for word.

    test('meld scorer: a link gives the engine’s total for the trump; clicks change the hand', async ({ page }) => {
      const hand = 'AH,2H,3H,4H,QC,KC,AC,KS,KD,7S,7D,7C,9D';
      const tool = await openTool(page, lang, 'melds', `?hand=${hand}&trump=S`);
      await expect(status(tool)).toHaveAttribute('data-verdict', String(scoreMelds(parseCards(hand), 'S').total));
      await expect(tool.getByText(lang === 'en' ? 'Three Kings' : 'Kが3枚')).toBeVisible();
      await tool
        .locator('.gx-trumps')
        .getByRole('button', { name: lang === 'en' ? /^♥? ?hearts/ : /^♥? ?ハート/ })
        .click();
      await expect(status(tool)).toHaveAttribute('data-verdict', String(scoreMelds(parseCards(hand), 'H').total));
      await expect(page).toHaveURL(/trump=H/);
      // The star marks the most meld points in words (not "best trump": the tricks and the play-off weigh too), and the
      // note sends the reader to where the whole deal is judged.
      const most = tool.locator('.gx-trumps').getByRole('button', { name: words('tools-melds', lang)['meld.best'] });
      await expect(most).toHaveCount(1);
      await expect(most).not.toHaveAccessibleName(/★/);
      const note = tool.locator('[data-meld-trump-note]');
      await expect(note.getByRole('link', { name: words('tools-melds', lang)['meld.playLink'] })).toHaveAttribute(
        'href',
        `${prefix(lang)}/play/`,
      );
      await expect(note.getByRole('link', { name: words('tools-melds', lang)['meld.practiceLink'] })).toHaveAttribute(
        'href',
        `${prefix(lang)}/learn/practice/`,
      );
      // Removing a card: 12 cards are still scored, with a warning.
      await card(tool, 'KD', lang).click();
      const twelve = parseCards(hand).filter((c) => formatCard(c) !== 'KD');
      await expect(status(tool)).toHaveAttribute('data-verdict', String(scoreMelds(twelve, 'H').total));
      await expect(tool.getByText(lang === 'en' ? /this one has 12\./ : /12枚です/)).toBeVisible();
      await expect(card(tool, 'KD', lang)).toHaveAttribute('aria-pressed', 'false');
    });

    test('trick resolver: the link’s verdict is R7’s, with its case and one line naming R7-S’s other winner', async ({ page }) => {
      const tool = await openTool(page, lang, 'trick', '?lead=7S&follow=KS&leader=S&follower=H');
      const expected = resolveTrick({ lead: parseCard('7S'), follow: parseCard('KS'), leaderTrump: 'S', followerTrump: 'H' });
      await expect(status(tool)).toHaveAttribute('data-verdict', expected.winner);
      expect(expected.winner).toBe('follower');
      await expect(status(tool).getByRole('link', { name: lang === 'en' ? 'R7, case 1' : 'R7・第1項' })).toHaveAttribute(
        'href',
        `${prefix(lang)}/rulings/#r7`,
      );
      const other = status(tool).getByText(lang === 'en' ? /^Under the house rule/ : /^ハウスルール（/);
      await expect(other).toHaveCount(1);
      await expect(other).toContainText(cardName(parseCard('7S'), lang));
      await expect(other.getByRole('link', { name: 'R7-S' })).toHaveAttribute('href', `${prefix(lang)}/rulings/#r7-s`);
      // The rule buttons show R7 in force.
      const rules = tool.getByRole('group', { name: words('tools-trick', lang)['trick.rule.label'] });
      await expect(rules.getByRole('button', { pressed: true })).toContainText(words('tools-trick', lang)['trick.rule.parlett']);
    });

    test('trick resolver: &rule=summary judges under R7-S, the line names R7’s winner, and the button switches back', async ({ page }) => {
      const tool = await openTool(page, lang, 'trick', '?lead=5D&follow=3D&leader=S&follower=D&rule=summary');
      const summary = resolveTrick({
        lead: parseCard('5D'),
        follow: parseCard('3D'),
        leaderTrump: 'S',
        followerTrump: 'D',
        rule: 'summary',
      });
      const parlett = resolveTrick({ lead: parseCard('5D'), follow: parseCard('3D'), leaderTrump: 'S', followerTrump: 'D' });
      expect(summary.winner).not.toBe(parlett.winner);
      await expect(status(tool)).toHaveAttribute('data-verdict', summary.winner);
      await expect(status(tool).getByRole('link', { name: lang === 'en' ? 'R7-S, case 1' : 'R7-S・第1項' })).toHaveAttribute(
        'href',
        `${prefix(lang)}/rulings/#r7-s`,
      );
      const other = status(tool).getByText(lang === 'en' ? /^Under Parlett’s text/ : /^英語の原文どおり/);
      await expect(other).toContainText(cardName(parseCard('5D'), lang));
      const rules = tool.getByRole('group', { name: words('tools-trick', lang)['trick.rule.label'] });
      await rules.getByRole('button', { name: words('tools-trick', lang)['trick.rule.parlett'], exact: true }).click();
      await expect(status(tool)).toHaveAttribute('data-verdict', parlett.winner);
      await expect(page).not.toHaveURL(/rule=/);
      await rules.getByRole('button', { name: /R7-S/ }).click();
      await expect(status(tool)).toHaveAttribute('data-verdict', summary.winner);
      await expect(page).toHaveURL(/&rule=summary/);
    });

    test('trick resolver: a bad rule in the link is named in words and no verdict is given', async ({ page }) => {
      const problems = watchProblems(page);
      const tool = await openTool(page, lang, 'trick', '?lead=7S&follow=KS&leader=S&follower=H&rule=japanese');
      await expect(status(tool)).toHaveAttribute('data-verdict', '');
      await expect(
        tool.getByText(lang === 'en' ? '“japanese” is not a trick rule' : '「japanese」はトリックのルールではありません'),
      ).toBeVisible();
      const rules = tool.getByRole('group', { name: words('tools-trick', lang)['trick.rule.label'] });
      await expect(rules.getByRole('button', { pressed: true })).toHaveCount(0);
      expect(problems.errors).toEqual([]);
    });

    test('trick resolver: a Joker from a follower who could follow suit is called illegal (R10)', async ({ page }) => {
      const tool = await openTool(page, lang, 'trick', '?lead=9D&follow=BJ&leader=S&follower=H&hand=BJ,2D,5C&jokers=1');
      const warning = status(tool).locator('.gx-verdict__reason--warning');
      await expect(warning).toHaveCount(1);
      await expect(warning).toContainText(
        lang === 'en' ? 'a Joker may be played only by a player who cannot follow suit' : 'ジョーカーは出せません',
      );
      await expect(warning.getByRole('link', { name: 'R10' })).toHaveAttribute('href', `${prefix(lang)}/rulings/#r10`);
      // Without the Two of diamonds, the follower was void and the Joker was legal.
      await tool.getByRole('button', { name: words('tools-trick', lang)['trick.hand'] }).click();
      await card(tool, '2D', lang).click();
      await expect(status(tool).locator('.gx-verdict__reason--warning')).toHaveCount(0);
      await expect(page).not.toHaveURL(/2D/);
    });

    test('trick resolver: clicks set the trumps and cards; the follower’s hand shows an illegal follow', async ({ page }) => {
      const tool = await openTool(page, lang, 'trick');
      const leaderGroup = tool.getByRole('group', { name: words('tools-trick', lang)['trick.leaderTrump'] });
      await leaderGroup.getByRole('button', { name: lang === 'en' ? 'diamonds' : 'ダイヤ' }).click();
      await tool.getByRole('button', { name: words('tools-trick', lang)['trick.lead'], exact: true }).click();
      await card(tool, '10D', lang).click();
      await card(tool, '4H', lang).click();
      const expected = resolveTrick({ lead: parseCard('10D'), follow: parseCard('4H'), leaderTrump: 'D', followerTrump: 'H' });
      await expect(status(tool)).toHaveAttribute('data-verdict', expected.winner);
      await tool.getByRole('button', { name: words('tools-trick', lang)['trick.hand'] }).click();
      await card(tool, '2D', lang).click();
      // A revoke has no winner: the headline says so, and no card is named as winning.
      await expect(status(tool)).toHaveAttribute('data-verdict', 'illegal');
      await expect(status(tool).locator('.gx-verdict__headline')).toHaveText(words('tools-trick', lang)['trick.illegalHeadline']);
      await expect(page).toHaveURL(/hand=2D/);
    });

    test('play-off checker: plays chosen by clicks, verdicts from the engine, illegal plays called so', async ({ page }) => {
      const tool = await openTool(page, lang, 'play-off', '?previous=5S,5H&next=7C,7D');
      const verdict = (p: string, n: string) => {
        const a = classifyCombo(parseCards(p));
        const b = classifyCombo(parseCards(n));
        return a && b ? (beats(b, a) ? 'beats' : 'does-not-beat') : 'illegal';
      };
      await expect(status(tool)).toHaveAttribute('data-verdict', verdict('5S,5H', '7C,7D'));
      await tool.getByRole('button', { name: lang === 'en' ? 'Next play' : '次に出す組み合わせ', exact: true }).click();
      await card(tool, '7D', lang).click(); // now 7C alone: a single against a pair
      await expect(status(tool)).toHaveAttribute('data-verdict', verdict('5S,5H', '7C'));
      await card(tool, '9D', lang).click(); // 7C 9D: not a combination
      await expect(status(tool)).toHaveAttribute('data-verdict', 'illegal');
      await expect(page).toHaveURL(/next=7C,9D/);
    });

    test('meld scorer: duplicates in a link are refused by name; every card button is named in the page’s language and shows rank and suit', async ({
      page,
    }) => {
      const tool = await openTool(page, lang, 'melds', '?hand=AS,KS,AS&jokers=1');
      await expect(tool.getByText(lang === 'en' ? /“AS” is there twice/ : /「AS」が2回出ています/)).toBeVisible();
      await expect(status(tool)).toHaveAttribute('data-verdict', '');
      const buttons = tool.locator('.gx-picker button');
      await expect(buttons).toHaveCount(54);
      await expect(card(tool, 'AS', lang)).toHaveAccessibleName(lang === 'en' ? 'Ace of spades' : 'スペードのA');
      await expect(card(tool, 'RJ', lang)).toHaveAccessibleName(lang === 'en' ? 'Red Joker' : '赤のジョーカー');
      // Rank and suit glyph are drawn on the face (by CSS, so the name stays the card's full name).
      const face = await card(tool, '10H', lang).evaluate((button) =>
        Array.from(button.querySelectorAll('span'))
          .map((span) => getComputedStyle(span, '::before').content.replace(/"/g, ''))
          .join(''),
      );
      expect(face).toBe('10♥');
    });
  });
}

/** Fills one deal into the score sheet (checking each row's name unless told not to) and adds it. */
async function enterDeal(tool: Locator, values: [string, string][], lang: Lang, checkNames = true) {
  const labels =
    lang === 'en'
      ? ['Meld points', 'Tricks won', 'Cards left after the play-off']
      : ['役の点', '取ったトリック数', 'プレイオフ終了時の残り札'];
  const inputs = tool.locator('.gx-sheet__input');
  for (let i = 0; i < 3; i++) {
    await inputs.nth(i * 2).fill(values[i][0]);
    await inputs.nth(i * 2 + 1).fill(values[i][1]);
    if (checkNames) await expect(inputs.nth(i * 2)).toHaveAccessibleName(new RegExp(labels[i]));
  }
  await tool.getByRole('button', { name: lang === 'en' ? 'Add the deal' : 'このディールを記録' }).click();
}

test('hostile links are shown as text, shortened, and never run', async ({ page }) => {
  const problems = watchProblems(page);
  await page.addInitScript(() => ((window as unknown as { __pwned?: number }).__pwned = undefined));
  const hostile = encodeURIComponent(`<img src=x onerror="window.__pwned=1">${'Q'.repeat(5000)}`);
  const tool = await openTool(page, 'en', 'play-off', `?previous=${hostile}&next=%F0%9F%83%8F%E2%80%AE`);
  await expect(tool.locator('.gx-problem').first()).toContainText('is not a card');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  const longest = await tool.locator('.gx-problem').evaluateAll((nodes) => Math.max(...nodes.map((n) => n.textContent?.length ?? 0)));
  expect(longest).toBeLessThan(200);
  expect(problems.errors).toEqual([]);
});

// Every link parameter of every tool with hostile values: security.spec.ts (each value on some tool in an ordinary run,
// every value on every tool in both languages in npm run test:deep).

test.describe('score sheet', () => {
  for (const lang of FULL) {
    test(`names the problem with a deal, keeps deals through a reload, scores them with the engine, corrects an earlier deal and names the winner at 1000 with the game’s value (${lang})`, async ({
      page,
    }) => {
      const tool = await openTool(page, lang, 'score-sheet');
      await tool.getByLabel(lang === 'en' ? 'Name of player 1' : 'プレイヤー1の名前').fill('Ann');
      const add = tool.getByRole('button', { name: lang === 'en' ? 'Add the deal' : 'このディールを記録' });
      await enterDeal(
        tool,
        [
          ['45', 'x9'],
          ['7', '7'],
          ['0', '4'],
        ],
        lang,
      );
      await expect(tool.locator('.gx-problem')).toContainText(lang === 'en' ? '“x9”' : '「x9」');
      await tool.locator('.gx-sheet__input').nth(1).fill('30');
      await add.click();
      await expect(tool.locator('.gx-problem')).toContainText(lang === 'en' ? 'add up to 13; these add up to 14' : '14');
      await expect(tool.locator('tbody tr')).toHaveCount(0);
      // Mended, the deal is added.
      await tool.locator('.gx-sheet__input').nth(3).fill('6');
      await add.click();
      const first = scoreDeal({ melds: [45, 30], tricks: [7, 6], cardsLeft: [0, 4] });
      await expect(tool.locator('tbody tr')).toHaveCount(1);
      await expect(tool.locator('tbody tr').first()).toContainText(`${first.total[0]} – ${first.total[1]}`);
      await waitForReady(tool);
      await page.reload();
      await waitForIslands(page);
      const again = page.locator('.gx-tool').first();
      await expect(again.locator('tbody tr')).toHaveCount(1);
      await expect(again.getByLabel(lang === 'en' ? 'Name of player 1' : 'プレイヤー1の名前')).toHaveValue('Ann');
      // Correct deal 1.
      await again.getByRole('button', { name: lang === 'en' ? 'Correct deal 1' : '第1ディールを修正' }).click();
      await again.locator('.gx-sheet__input').nth(0).fill('60');
      await again.getByRole('button', { name: lang === 'en' ? 'Save the correction' : '修正を保存' }).click();
      const fixed = scoreDeal({ melds: [60, 30], tricks: [7, 6], cardsLeft: [0, 4] });
      await expect(again.locator('tbody tr').first()).toContainText(`${fixed.total[0]} – ${fixed.total[1]}`);
      await expect(status(again)).toHaveAttribute('data-verdict', 'in-progress');
      // Deals of 400 meld points for player 1 until the engine's totals reach 1000: the sheet names the winner and the
      // game's value for the loser's total.
      const big: [string, string][] = [
        ['400', '0'],
        ['13', '0'],
        ['0', '14'],
      ];
      const bigDeal = scoreDeal({ melds: [400, 0], tricks: [13, 0], cardsLeft: [0, 14] });
      const totals = [...fixed.total];
      while (totals[0] < 1000) {
        await enterDeal(again, big, lang, false);
        totals[0] += bigDeal.total[0];
        totals[1] += bigDeal.total[1];
      }
      await expect(status(again)).toHaveAttribute('data-verdict', 'a');
      await expect(status(again)).toContainText(words('tools-score-sheet', lang)[`ss.value.${gameValue(totals[1])}`]);
    });
  }

  test('a damaged saved sheet gets a message and a choice, never a crash', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/tools/score-sheet/');
    const tool = page.locator('.gx-tool').first();
    await waitForReady(tool);
    await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"names":["a"'), KEYS.scoreSheet);
    await page.reload();
    await waitForReady(tool);
    const alert = tool.getByRole('alert');
    await expect(alert).toContainText('could not be read');
    expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.scoreSheet)).toBe('{"version":1,"names":["a"');
    await alert.getByRole('button').click();
    await expect(tool.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.scoreSheetDamaged)).toBe('{"version":1,"names":["a"');
    await expect(status(tool)).toHaveAttribute('data-verdict', 'in-progress');
    expect(problems.errors).toEqual([]);
  });
});

// Japanese, in one page: each tool on its Japanese page, with its words, the Japanese names of the cards it is clicked by,
// its links to the Japanese pages and its message for bad input; the verdicts are the engine's, as in English. Every test
// above runs in Japanese too in npm run test:deep.
if (!DEEP)
  test('ja: every tool works on its Japanese page, clicked by Japanese card names, with Japanese words, links and messages', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const lang = 'ja';
    // Bid: three clicks by card name, the verdict's ruling link, a bad token typed.
    let tool = await openTool(page, lang, 'bid');
    await tool.getByRole('button', { name: 'めくり札', exact: true }).click();
    for (const c of ['10S', '3H', '3D']) await card(tool, c, lang).click();
    await expect(status(tool)).toHaveAttribute('data-verdict', bidVerdict('10S', '3H', '3D'));
    await expect(status(tool).getByRole('link', { name: 'R1' })).toHaveAttribute('href', '/ja/rulings/#r1');
    await tool.getByLabel('Bさんの入札札（入力）').fill('ZZ');
    await expect(tool.getByText('「ZZ」はカードとして読めません。')).toBeVisible();
    await expect(status(tool)).toHaveAttribute('data-verdict', '');
    await expect(card(tool, 'AS', lang)).toHaveAccessibleName('スペードのA');

    // Melds: the meld's name, the trump buttons, the notes' links, a missing card counted.
    const hand = 'AH,2H,3H,4H,QC,KC,AC,KS,KD,7S,7D,7C,9D';
    tool = await openTool(page, lang, 'melds', `?hand=${hand}&trump=S`);
    await expect(status(tool)).toHaveAttribute('data-verdict', String(scoreMelds(parseCards(hand), 'S').total));
    await expect(tool.getByText('Kが3枚')).toBeVisible();
    await tool
      .locator('.gx-trumps')
      .getByRole('button', { name: /^♥? ?ハート/ })
      .click();
    await expect(status(tool)).toHaveAttribute('data-verdict', String(scoreMelds(parseCards(hand), 'H').total));
    await expect(tool.locator('.gx-trumps').getByRole('button', { name: words('tools-melds', lang)['meld.best'] })).toHaveCount(1);
    const note = tool.locator('[data-meld-trump-note]');
    await expect(note.getByRole('link', { name: words('tools-melds', lang)['meld.playLink'] })).toHaveAttribute('href', '/ja/play/');
    await card(tool, 'KD', lang).click();
    await expect(tool.getByText(/12枚です/)).toBeVisible();

    // Trick: the case's link, the line on R7-S's other winner, the rule buttons' words.
    tool = await openTool(page, lang, 'trick', '?lead=7S&follow=KS&leader=S&follower=H');
    const expected = resolveTrick({ lead: parseCard('7S'), follow: parseCard('KS'), leaderTrump: 'S', followerTrump: 'H' });
    await expect(status(tool)).toHaveAttribute('data-verdict', expected.winner);
    await expect(status(tool).getByRole('link', { name: 'R7・第1項' })).toHaveAttribute('href', '/ja/rulings/#r7');
    const other = status(tool).getByText(/^ハウスルール（/);
    await expect(other).toContainText(cardName(parseCard('7S'), lang));
    await expect(other.getByRole('link', { name: 'R7-S' })).toHaveAttribute('href', '/ja/rulings/#r7-s');
    const rules = tool.getByRole('group', { name: words('tools-trick', lang)['trick.rule.label'] });
    await expect(rules.getByRole('button', { pressed: true })).toContainText(words('tools-trick', lang)['trick.rule.parlett']);

    // Play-off: a play changed by clicks.
    tool = await openTool(page, lang, 'play-off', '?previous=5S,5H&next=7C,7D');
    await tool.getByRole('button', { name: '次に出す組み合わせ', exact: true }).click();
    await card(tool, '7D', lang).click();
    const single = beats(classifyCombo(parseCards('7C'))!, classifyCombo(parseCards('5S,5H'))!) ? 'beats' : 'does-not-beat';
    await expect(status(tool)).toHaveAttribute('data-verdict', single);

    // Score sheet: the inputs' names, a bad number named, then the deal scored.
    tool = await openTool(page, lang, 'score-sheet');
    const deal: [string, string][] = [
      ['45', 'x9'],
      ['7', '6'],
      ['0', '4'],
    ];
    await enterDeal(tool, deal, lang);
    await expect(tool.locator('.gx-problem')).toContainText('「x9」');
    await tool.locator('.gx-sheet__input').nth(1).fill('30');
    await tool.getByRole('button', { name: 'このディールを記録' }).click();
    const first = scoreDeal({ melds: [45, 30], tricks: [7, 6], cardsLeft: [0, 4] });
    await expect(tool.locator('tbody tr').first()).toContainText(`${first.total[0]} – ${first.total[1]}`);
    expect(problems.errors).toEqual([]);
  });

const TOOLS = ['bid', 'melds', 'trick', 'play-off', 'score-sheet'] as const;

test('every tool page has the same tool in both languages', async ({ request }) => {
  // The tool is named in the built page (data-tool), before any script runs: read without a browser.
  const toolOf = async (lang: Lang, slug: string) =>
    /\sdata-tool="([^"]+)"/.exec(await (await request.get(`${prefix(lang)}/tools/${slug}/`)).text())?.[1] ?? '';
  for (const slug of TOOLS) {
    const en = await toolOf('en', slug);
    expect(en, slug).not.toBe('');
    expect(await toolOf('ja', slug), slug).toBe(en);
  }
});
