// Two browsers play a game with a friend on another device through `npm run relay`, inside the run's own network namespace.
import { expect, test } from '@playwright/test';
import { waitForIslands } from '../e2e/helpers';
import { invite, playBoth, relayUrl, reloadInTheTricks, TABLE } from './helpers';
import { DEEP } from '../support/deep';

for (const lang of ['en', 'ja'] as const) {
  // Each of these is in another test of every run: an English inviter's whole deal, with a reload in the tricks, in
  // friend-review.spec.ts, and a Japanese friend's in friend-connect.spec.ts's two-deal game. Here in npm run test:deep.
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

  test(`${lang}: a friend's page that changes its sealed bid is caught and the message is shown`, async ({ browser }) => {
    const [ca, cb] = [await browser.newContext(), await browser.newContext()];
    const [a, b] = [await ca.newPage(), await cb.newPage()];
    // The friend's page is modified: the first bid it opens carries another nonce than the one it committed to.
    await b.addInitScript(() => {
      const send = RTCDataChannel.prototype.send;
      let done = false;
      RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: never) {
        const raw = data as unknown;
        if (!done && (raw instanceof ArrayBuffer || ArrayBuffer.isView(raw))) {
          const bytes = raw instanceof ArrayBuffer ? new Uint8Array(raw) : new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
          const text = new TextDecoder('latin1').decode(bytes);
          const at = text.indexOf('nonce\\":\\"');
          if (text.includes('bid-reveal') && at >= 0) {
            const i = at + 'nonce\\":\\"'.length;
            bytes[i] = bytes[i] === 48 ? 49 : 48;
            done = true;
          }
        }
        return send.call(this, data);
      };
    });
    const href = await invite(a, lang);
    await b.goto(href);
    await waitForIslands(b);
    await b.locator('[data-join]').click();
    await playBoth(a, b, async () => (await a.locator('[data-peer-failure]').count()) > 0);
    const failure = a.locator('[data-peer-failure]');
    await expect(failure).toHaveAttribute('data-peer-failure', 'bid-differs-from-commitment');
    await expect(failure).toContainText(lang === 'ja' ? '伏せたものとは違う入札' : 'revealed a bid other than the one it sealed');
    await Promise.all([ca.close(), cb.close()]);
  });
}
