// Two browsers that cannot reach each other at first (each in a network namespace of its own): a game going through the
// relay moves to a direct link when the network between them opens, back to the relay when it is cut, and goes on to its
// next deal with the same totals on both pages. (friend-review.spec.ts plays a whole deal through the relay alone.)
import { expect, test, type Page } from '@playwright/test';
import { DEEP } from '../support/deep';
import { invite, join, onlySiteAndRelay, playBoth, sameTotals, TABLE, travels, type TableState } from './helpers';
import { resumeNearDealEnd } from './near-deal-end';
import { useSeparatedNetworks } from './netns';

const networks = useSeparatedNetworks();

/** Plays until both tables say the game travels `path`. */
const playUntilBoth = (a: Page, b: Page, path: 'direct' | 'relay') => playBoth(a, b, (sa, sb) => sa.path === path && sb.path === path);

/** The moves both tables have made (they agree whenever neither is waiting for the other's last move). */
const actions = async (page: Page) => Number(await page.locator(TABLE).getAttribute('data-action-count'));

test('ja: a game going through the relay moves to a direct link when one opens and back when it is cut, losing and repeating no move, to the same totals into its next deal', async ({
  baseURL,
}) => {
  networks.forward(false);
  const [a, b] = await networks.pages(baseURL);
  await invite(a, 'ja', { target: 1000 });
  // Both pages resume the game 30 moves before its first deal ends (whole deals are pressed through in other tests).
  await resumeNearDealEnd(a, b, 30);
  await travels([a, b], 'relay', '中継サーバーを通って');
  const resumed = await actions(a);
  await playBoth(a, b, (sa) => sa.actions >= resumed + 4);

  // The network between the two namespaces opens: the link finds the direct path and the game moves onto it.
  networks.forward(true);
  const opened = Date.now();
  await travels([a, b], 'direct', '直接');
  console.log(`network opened to both pages direct (ja): ${Date.now() - opened} ms`);
  // Mid-deal the friend reloads: the game resumes from the same move, still direct.
  const beforeReload = await actions(b);
  await b.reload();
  await expect(b.locator(`${TABLE}[data-action-count="${beforeReload}"]`)).toBeVisible();
  await travels([a, b], 'direct', '直接');
  const beforeCut = await actions(a);
  await playBoth(a, b, (sa) => sa.actions >= beforeCut + 4);

  // The network is cut mid-deal: only the relay (in the run's namespace) can still be reached.
  networks.forward(false);
  const cut = Date.now();
  const atCut = await actions(a);
  await playUntilBoth(a, b, 'relay');
  await travels([a, b], 'relay', '中継サーバーを通って');
  console.log(`network cut to both pages through the relay (ja): ${Date.now() - cut} ms`);
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

// Every run plays a whole deal through the relay alone in friend-review.spec.ts (an English and a Japanese page), and a
// direct link cut mid-deal above. Here in npm run test:deep: a whole English deal through the relay, and a whole deal
// begun direct and cut in the tricks.
if (DEEP) {
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
