// A game with a friend has the computer table's hint, deal review and record: the inviter's page in English, the friend's in
// Japanese; the invitation can be shared; the inviter's page reloaded in the tricks resumes; after the game both pages
// leave the room; and the pages contact only the site and the relay. The two browsers cannot reach each other (each in a
// network namespace of its own): the whole deal travels through the relay, to the same totals on both pages.
import { expect, test } from '@playwright/test';
import { axeViolations, waitForIslands } from '../e2e/helpers';
import { invite, join, onlySiteAndRelay, playBoth, reloadInTheTricks, sameTotals, TABLE, travels } from './helpers';
import { useSeparatedNetworks } from './netns';

const networks = useSeparatedNetworks();

/** The Japanese page's words once the game is over and it has left the room. */
const LEFT_JA = 'ゲームが終わり、このページはルームを出ました。';

test('through the relay, each player asks a hint during the deal; after it both see the deal review, and the record of the checked deal replays on the play page', async ({
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
  // Mid-deal (in the tricks) the inviter reloads, and the game goes on from the same move.
  await reloadInTheTricks(a, b, a);
  await playBoth(a, b);
  await sameTotals(a, b);
  // A one-deal game, unless its deal ends in a tie: equal totals play another (R14), and a friend game's deck is shuffled
  // by both browsers, never the same twice. Every deal that ended is checked by both.
  const deals = Number(await a.locator(TABLE).getAttribute('data-deals-ended'));
  expect(deals).toBeGreaterThanOrEqual(1);
  for (const page of [a, b]) {
    await expect(page.locator(`${TABLE}[data-audited-deals="${deals}"]`)).toBeVisible();
    await expect(page.locator('[data-review-open]')).toBeVisible();
  }
  // The review of each player's decisions is offered, in each page's language (running it is the computer table's
  // review, tested there: it takes a loaded machine many seconds).
  await expect(a.locator('[data-review]')).toContainText(`Review of deal ${deals}`);
  await expect(b.locator('[data-review]')).toContainText(`第${deals}ディールの振り返り`);
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
