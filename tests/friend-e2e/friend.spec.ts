// Two browsers play a game with a friend on another device through `npm run relay`, inside the run's own network namespace.
import { expect, test } from './test.ts';
import { waitForIslands } from '../e2e/helpers.ts';
import { changeOwnMessages, invite, playBoth, relayUrl, reloadInTheTricks, reopenInJapanese, TABLE } from './helpers.ts';
import { DEEP } from '../support/deep.ts';

for (const lang of ['en', 'ja'] as const) {
  // What these check is in friend-relay.spec.ts on every run: a whole deal between an English and a Japanese page, and a
  // reload mid-deal in its game that moves between the relay and a direct link. Here in npm run test:deep.
  if (DEEP)
    test(`${lang}: two browsers connect through the local relay, play a whole deal with the same scores, and a reload resumes`, async ({
      browser,
    }) => {
      const [ca, cb] = [await browser.newContext(), await browser.newContext()];
      const [a, b] = [await ca.newPage(), await cb.newPage()];
      const requests: string[] = [];
      for (const p of [a, b]) p.on('request', (r) => requests.push(r.url()));
      const href = await invite(a, lang);
      await b.goto(href);
      await waitForIslands(b);
      await expect(b.locator('[data-invited-options]')).toBeVisible();
      const joined = Date.now();
      await b.locator('[data-join]').click();
      await expect(a.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 30_000 });
      await expect(b.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 30_000 });
      console.log(`join-to-dealt ${lang}: ${Date.now() - joined} ms`);
      await expect(a.locator('[data-link-status="connected"]')).toBeVisible();

      // Mid-deal (in the tricks) the friend reloads, and the game goes on from the same move.
      await reloadInTheTricks(a, b, b);
      await playBoth(a, b);

      const totals = await a.locator(TABLE).getAttribute('data-totals');
      expect(totals).toMatch(/^\d+,\d+$/);
      await expect(b.locator(TABLE)).toHaveAttribute('data-totals', totals ?? '');
      // Only the site and the relay were contacted.
      expect(
        requests.filter(
          (u) => !u.startsWith('http://127.0.0.1:') && !u.startsWith(relayUrl()) && !u.startsWith('blob:') && !u.startsWith('data:'),
        ),
      ).toEqual([]);
      await Promise.all([ca.close(), cb.close()]);
    });
}

// In English; the inviter's page then opened again in Japanese names the same stop there (its saved game rebuilt).
test("en, then ja: a friend's page that changes its sealed bid is caught and the message is shown", async ({ browser }) => {
  const [ca, cb] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  // The friend's page is modified: the first bid it opens carries another nonce than the one it committed to.
  await changeOwnMessages(b, (text) => {
    const state = window as unknown as { changed?: boolean };
    if (state.changed === true || !text.includes('"kind":"bid-reveal"')) return text;
    state.changed = true;
    return text.replace(/"nonce":"(.)/, (_, c: string) => `"nonce":"${c === '0' ? '1' : '0'}`);
  });
  const href = await invite(a, 'en');
  await b.goto(href);
  await waitForIslands(b);
  // The friend gives a name on joining: its page sends it, and it is on the inviter's table.
  await b.locator('[data-join-name]').fill('Ken');
  await b.locator('[data-join]').click();
  await expect(a.locator(`${TABLE} .gx-seat__name`).filter({ hasText: 'Ken' })).toHaveCount(1);
  await playBoth(a, b, (sa) => sa.failures > 0);
  const failure = a.locator('[data-peer-failure]');
  await expect(failure).toHaveAttribute('data-peer-failure', 'bid-differs-from-commitment');
  await expect(failure).toContainText('revealed a bid other than the one it sealed');
  await reopenInJapanese(a);
  await expect(failure).toHaveAttribute('data-peer-failure', 'bid-differs-from-commitment');
  await expect(failure).toContainText('伏せたものとは違う入札');
  await Promise.all([ca.close(), cb.close()]);
});
