// Two browsers that cannot reach each other directly (each in a network namespace of its own, as on two networks with NAT
// between them), the inviter's page in English and the friend's in Japanese. A deal is shuffled, dealt and bid through the
// relay; in its tricks the network between them opens and the game moves to a direct link, the friend reloads, and the
// network is cut: the game goes back to the relay and ends at the same checked totals on both pages, with the computer
// table's hint, deal review (its auction judged from the deal's tricks on) and record; the invitation can be shared; after the game both pages leave the room; the pages
// contact only the site and the relay.
import { expect, test, type Page } from './test.ts';
import { axeViolations, waitForIslands } from '../e2e/helpers.ts';
import { AUCTION_REVIEW_WORDS } from '../e2e/review-checks.ts';
import { DEEP } from '../support/deep.ts';
import { invite, join, onlySiteAndRelay, playBoth, sameTotals, TABLE, travels, type TableState } from './helpers.ts';
import { resumeNearDealEnd } from './near-deal-end.ts';
import { useSeparatedNetworks } from './netns.ts';

const networks = useSeparatedNetworks();

/** Plays until both tables say the game travels `path`. */
const playUntilBoth = (a: Page, b: Page, path: 'direct' | 'relay') => playBoth(a, b, (sa, sb) => sa.path === path && sb.path === path);

/** The moves both tables have made (they agree whenever neither is waiting for the other's last move). */
const actions = async (page: Page) => Number(await page.locator(TABLE).getAttribute('data-action-count'));

/** The words each page's connection status shows on each path: the inviter's page first, then the friend's. */
type PathWords = Record<'direct' | 'relay', readonly [string, string]>;

/**
 * In a deal's tricks: the network between the two namespaces opens and both pages move to the direct link; the friend
 * reloads and the game resumes at the same move, still direct; four moves are played; then the network is cut and both
 * pages go back to the relay (the only address left in the run's namespace). Prints the two timings, with `label`, and
 * returns the move count at the cut.
 */
async function directReloadCut(a: Page, b: Page, words: PathWords, label: string): Promise<number> {
  const both = async (path: 'direct' | 'relay') => {
    await travels([a], path, words[path][0]);
    await travels([b], path, words[path][1]);
  };
  networks.forward(true);
  const opened = Date.now();
  await both('direct');
  console.log(`network opened to both pages direct${label}: ${Date.now() - opened} ms`);
  const beforeReload = await actions(b);
  await b.reload();
  await expect(b.locator(`${TABLE}[data-action-count="${beforeReload}"]`)).toBeVisible();
  await both('direct');
  const beforeCut = await actions(a);
  await playBoth(a, b, (sa) => sa.actions >= beforeCut + 4);
  networks.forward(false);
  const cut = Date.now();
  const atCut = await actions(a);
  await playUntilBoth(a, b, 'relay');
  await both('relay');
  console.log(`network cut to both pages through the relay${label}: ${Date.now() - cut} ms`);
  return atCut;
}

/** The Japanese page's words once the game is over and it has left the room. */
const LEFT_JA = 'ゲームが終わり、このページはルームを出ました。';

test('en and ja: a deal begun through the relay moves to a direct link when the network opens and back when it is cut mid-deal (a reload between), losing and repeating no move; each player asks a hint; it ends at the same checked totals, both see the deal review, both pages leave the room, and the record replays', async ({
  browser,
  baseURL,
}) => {
  networks.forward(false);
  const [a, b] = await networks.pages(baseURL);
  const [ca, cb] = [a.context(), b.context()];
  const requests: string[] = [];
  for (const p of [a, b]) p.on('request', (r) => requests.push(r.url()));
  // The inviter's device can share (the Web Share API, written down here rather than opening a share sheet).
  await a.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', { value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
  });
  await invite(a, 'en');
  await expect(a.locator(`${TABLE}[data-dealt="false"]`)).toContainText('Waiting for your friend to join…');
  await expect(a.locator('[data-invitation]')).toContainText('One deal, without Jokers');
  // The inviter gives a name: a bad one is refused in words and left out of the link; a good one goes into it.
  const name = a.locator('[data-invite-name]');
  const link = a.locator('[data-invite-link]');
  await name.fill('Ken\u202E');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(a.getByRole('alert').filter({ hasText: 'invisible or control character' })).toBeVisible();
  await expect(link).not.toHaveAttribute('href', /from=/);
  await name.fill('Ken');
  await expect(link).toHaveAttribute('href', /from=Ken/);
  const href = (await link.getAttribute('href')) ?? '';
  await a.locator('[data-share]').click();
  await expect.poll(() => a.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((d) => d.url))).toEqual([href]);
  // The friend sees who invited them before joining, and that name on their table.
  await b.goto(href.replace('/play/', '/ja/play/'));
  await expect(b.locator('[data-invited-by="Ken"]')).toHaveText('Kenさんからガラパゴスに招待されました。');
  await join(a, b, href, 'ja');
  await travels([a], 'relay', 'through the relay');
  await travels([b], 'relay', '中継サーバーを通って');
  await expect(b.locator(`${TABLE} .gx-seat__name`).filter({ hasText: 'Ken' })).toHaveCount(1);

  // The sealed auction: both may bid, so both ask for a hint, by the button (English) and by the H key (Japanese).
  await expect(a.locator(`${TABLE}[data-turn="human"]`)).toBeVisible();
  await expect(b.locator(`${TABLE}[data-turn="human"]`)).toBeVisible();
  await a.getByRole('button', { name: 'Hint' }).click();
  await b.keyboard.press('h');
  await expect(a.locator('[data-hint="ready"]')).toContainText('In your place, the hard computer would');
  await expect(b.locator('[data-hint="ready"]')).toContainText('あなたの立場なら、「つよい」のコンピューターはこうします');
  expect(await axeViolations(a, TABLE)).toEqual([]);
  // No deal is checked yet: the record has nothing to hold.
  await expect(a.locator('[data-friend-export]')).toBeDisabled();

  await expect(a.locator('[data-link-status="connected"]')).toBeVisible();
  // The shuffle, the deal and the whole auction went through the relay; so do the first moves of the tricks.
  await playBoth(a, b, (sa, sb) => sa.phase === 'tricks' && sb.phase === 'tricks');
  const inTricks = await actions(a);
  await playBoth(a, b, (sa) => sa.actions >= inTricks + 2);
  await travels([a], 'relay', 'through the relay');
  await travels([b], 'relay', '中継サーバーを通って');

  // The network opens mid-deal and the game moves to the direct link, the friend reloads, and the network is cut.
  const atCut = await directReloadCut(
    a,
    b,
    { direct: ['directly between your two devices', '直接'], relay: ['through the relay', '中継サーバーを通って'] },
    '',
  );
  // The rest of the deal goes through the relay, and it ends the same on both pages, checked by both: the audit replays
  // the true deal move by move, so a move lost or applied twice across the changes of path would fail it.
  await playBoth(a, b);
  expect(await actions(a)).toBeGreaterThan(atCut);
  await sameTotals(a, b);
  // A one-deal game, unless its deal ends in a tie: equal totals play another (R14), and a friend game's deck is shuffled
  // by both browsers, never the same twice. Every deal that ended is checked by both.
  const deals = Number(await a.locator(TABLE).getAttribute('data-deals-ended'));
  expect(deals).toBeGreaterThanOrEqual(1);
  for (const page of [a, b]) {
    await expect(page.locator(`${TABLE}[data-audited-deals="${deals}"]`)).toBeVisible();
    await expect(page.locator('[data-review-open]')).toBeVisible();
  }
  // The review of each player's decisions is offered, in each page's language.
  await expect(a.locator('[data-review]')).toContainText(`Review of deal ${deals}`);
  await expect(b.locator('[data-review]')).toContainText(`第${deals}ディールの振り返り`);
  // The English player opens theirs: the judgement of their auction was begun in the deal's tricks, from their own view
  // (the other's hidden cards never reach this page), and every bid is judged with its estimate. The rest of the review
  // is the computer table's, tested there.
  const review = a.locator('[data-review]').last();
  await review.getByRole('button', { name: 'Review this deal' }).click();
  await expect(review).toHaveAttribute('data-review-auction-begun', 'tricks');
  await expect(review).toHaveAttribute('data-review', 'done', { timeout: 180_000 });
  const bids = review.locator('[data-review-item][data-review-phase="auction"]').filter({ hasText: AUCTION_REVIEW_WORDS.en.bidStart });
  await expect(bids).toHaveCount(13);
  for (const text of await bids.allTextContents()) expect(text).toMatch(AUCTION_REVIEW_WORDS.en.bid);
  await expect(b.locator('[data-final-totals]')).toHaveAttribute(
    'data-final-totals',
    (await a.locator(TABLE).getAttribute('data-totals')) ?? '',
  );
  expect(await axeViolations(b, TABLE)).toEqual([]);
  // After the game both pages say it is over and leave the room (nobody who opens the link later is sent the game).
  await expect(a.locator('[data-link-status="closed"]')).toHaveText(/The game is over, and this page has left the room\./);
  await expect(b.locator('[data-link-status="closed"]')).toHaveText(LEFT_JA);
  for (const page of [a, b]) await expect(page.locator(TABLE)).not.toContainText('Waiting for your friend’s move');

  // The record of the checked deal, with both hands written out.
  await a.locator('[data-friend-export]').click();
  const record = a.locator('[data-record]');
  await expect(record).toHaveValue(/^Galapagos game record v1\n/);
  await expect(record).toHaveValue(/^deal 1 P1: /m);
  await expect(a.locator('[data-record-note]')).toContainText('checked by both browsers');

  // It loads in the play page's replay (another browser, no game of its own) and ends at the same totals.
  const text = await record.inputValue();
  const totals = (await a.locator(TABLE).getAttribute('data-totals')) ?? '';
  const cc = await browser.newContext();
  const c = await cc.newPage();
  await c.goto('/play/');
  await waitForIslands(c);
  await c.getByRole('button', { name: 'Load a record' }).click();
  const dialog = c.getByRole('dialog', { name: 'Load a game record' });
  await dialog.getByLabel('Record').fill(text);
  await dialog.getByRole('button', { name: 'Replay it' }).click();
  await c.getByRole('button', { name: 'Last', exact: true }).click();
  await expect(c.locator('[data-replay]')).toHaveAttribute('data-game-phase', 'game-over');
  await expect(c.locator('[data-final-totals]')).toHaveAttribute('data-final-totals', totals);
  // The two players' pages contacted only the site and the relay.
  onlySiteAndRelay(requests);
  await Promise.all([ca.close(), cb.close(), cc.close()]);
});

// Every run plays the deal above: begun through the relay, moved to a direct link and cut back to the relay in its tricks,
// between an English and a Japanese page. Here in npm run test:deep: a whole English deal through the relay alone, a
// whole deal begun direct and cut in the tricks, and a game moving between the paths near its first deal's end that goes
// on to its second deal with the totals carried (and that the friend abandons).
if (DEEP) {
  test('ja: a game going through the relay moves to a direct link when one opens and back when it is cut, losing and repeating no move, to the same totals into its next deal', async ({
    baseURL,
  }) => {
    networks.forward(false);
    const [a, b] = await networks.pages(baseURL);
    await invite(a, 'ja', { target: 1000 });
    // Both pages resume the game 18 moves before its first deal ends (a whole deal is pressed through in the test above):
    // enough for the moves on each path (after the cut no move goes through until the relay takes over).
    await resumeNearDealEnd(a, b, 18);
    await travels([a, b], 'relay', '中継サーバーを通って');
    const resumed = await actions(a);
    await playBoth(a, b, (sa) => sa.actions >= resumed + 4);

    // The network opens mid-deal and the game moves to the direct link, the friend reloads, and the network is cut.
    const atCut = await directReloadCut(
      a,
      b,
      { direct: ['直接', '直接'], relay: ['中継サーバーを通って', '中継サーバーを通って'] },
      ' (ja)',
    );
    // Whoever reaches the end of the deal first waits for the other (only the next deal is left to press).
    await playBoth(a, b, (sa, sb) => sa.phase === 'deal-over' || sb.phase === 'deal-over');
    // Moves went through after the cut, and the deal ended the same on both pages, checked by both.
    expect(await actions(a)).toBeGreaterThan(atCut);
    const totals = await sameTotals(a, b, 'deal-over');

    // The next deal is shuffled and dealt through the relay, on both pages with the totals carried.
    const secondDeal = (s: TableState) => s.dealsEnded === 1 && s.dealt && s.phase === 'auction';
    await playBoth(a, b, (sa, sb) => secondDeal(sa) && secondDeal(sb));
    for (const page of [a, b]) {
      await expect(page.locator('.gx-log__list li', { hasText: '第2ディール。' })).not.toHaveCount(0);
      await expect(page.locator(TABLE)).toHaveAttribute('data-totals', totals);
    }
    // The friend abandons; both pages say so.
    await b.locator(TABLE).getByRole('button', { name: 'ゲームをやめる' }).click();
    await b.getByRole('alertdialog').getByRole('button', { name: 'ゲームをやめる' }).click();
    await expect(b.locator('[data-abandoned="me"]')).toHaveText('あなたはこのゲームをやめました。');
    await expect(a.locator('[data-abandoned="friend"]')).toHaveText('友だちがゲームをやめました。');
    await Promise.all([a.context().close(), b.context().close()]);
  });

  test('en: two browsers that cannot reach each other play a whole deal through the relay, to the same totals', async ({ baseURL }) => {
    networks.forward(false);
    const [a, b] = await networks.pages(baseURL);
    const requests: string[] = [];
    for (const p of [a, b]) p.on('request', (r) => requests.push(r.url()));
    await join(a, b, await invite(a, 'en'), 'en');
    await travels([a, b], 'relay', 'through the relay');
    await playBoth(a, b);
    await sameTotals(a, b);
    onlySiteAndRelay(requests);
    await Promise.all([a.context().close(), b.context().close()]);
  });

  test('ja: a game whose direct connection is cut mid-deal goes on through the relay to the same totals', async ({ baseURL }) => {
    networks.forward(true);
    const [a, b] = await networks.pages(baseURL);
    await join(a, b, await invite(a, 'ja'), 'ja');
    await travels([a, b], 'direct', '直接');
    await playBoth(a, b, (sa) => sa.phase === 'tricks');
    networks.forward(false);
    const before = await actions(a);
    await playUntilBoth(a, b, 'relay');
    await travels([a, b], 'relay', '中継サーバーを通って');
    await playBoth(a, b);
    expect(await actions(a)).toBeGreaterThan(before);
    await sameTotals(a, b);
    await Promise.all([a.context().close(), b.context().close()]);
  });
}
