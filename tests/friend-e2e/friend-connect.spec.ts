// Connecting two devices: a typed room code, the connection settings, a one-sided link, only the two players (a third
// browser with the link kept out), abandoning, the CSP. (A relay that refuses: friend-holes.spec.ts, on the waiting screen.)
import { KEYS } from '../../src/storage/storage.ts';
import { expect, test, type Page } from './test.ts';
import { waitForIslands } from '../e2e/helpers.ts';
import { invite, openPlay, playBoth, relayUrl, TABLE } from './helpers.ts';
import { linkStatuses, recordLinkStatuses } from './link-statuses.ts';
import { forgeFromThird, FULL } from './third.ts';

const dealt = (page: Page) => expect(page.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 30_000 });

/** One player abandons (the button, then the dialog's confirmation); both pages say so in words. */
async function abandon(by: Page, other: Page, words: { button: string; me: string; friend: string }): Promise<void> {
  await by.locator(TABLE).getByRole('button', { name: words.button }).click();
  await by.getByRole('alertdialog').getByRole('button', { name: words.button }).click();
  await expect(by.locator('[data-abandoned="me"]')).toHaveText(words.me);
  await expect(other.locator('[data-abandoned="friend"]')).toHaveText(words.friend);
}

test('en, then ja: a friend joins by the typed room code, with their own relay and TURN server, its first join left and joined again; a third browser with the link is told the game has two players and its forged frames change nothing; the inviter abandons', async ({
  browser,
}) => {
  const [ca, cb] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  // The inviter's page writes down every connection status it shows.
  await recordLinkStatuses(a);
  // The friend's first message of trystero's room handshake (its challenge or its answer) is garbled: the inviter's page
  // refuses that peer (a join error, as when a link ends up one-sided) while the friend's page still waits for it.
  await b.addInitScript(() => {
    const send = RTCDataChannel.prototype.send;
    const garbled = { count: 0 };
    Object.assign(window, { garbled });
    RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: never) {
      const raw = data as unknown;
      if (garbled.count === 0 && (raw instanceof ArrayBuffer || ArrayBuffer.isView(raw))) {
        const bytes = raw instanceof ArrayBuffer ? new Uint8Array(raw) : new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
        const key = '"__trystero_pw":"';
        const at = new TextDecoder('latin1').decode(bytes).indexOf(key);
        if (at >= 0) {
          bytes[at + key.length] = 'x'.charCodeAt(0);
          garbled.count++;
        }
      }
      return send.call(this, data);
    };
  });
  // The friend's page records the WebRTC configurations it makes and the sockets it opens.
  await b.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const configs: unknown[] = [];
    Object.assign(window, { rtcConfigs: configs });
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        configs.push(JSON.parse(JSON.stringify(config ?? null)));
        super(config);
      }
    };
  });
  const sockets: string[] = [];
  b.on('websocket', (socket) => sockets.push(socket.url()));

  const href = await invite(a, 'en');
  const code = (await a.locator('[data-room-code]').textContent()) ?? '';
  expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

  // The friend opens the play page without any relay= and chooses to join with a code.
  await openPlay(b, 'en');
  await b.locator('label[data-friend-play] input').check();
  await b.locator('[data-friend-code-button]').click();
  const form = b.locator('form[data-friend-code]');
  const settings = form.locator('[data-friend-settings]');
  await settings.locator('summary').click();
  // Bad settings are refused in words, and nothing is stored.
  await settings.getByLabel('Signalling relays').fill('ws://10.231.0.1:1883');
  await settings.getByLabel('STUN / TURN servers').fill('turn:10.231.0.1:3478');
  await settings.getByLabel('TURN user name').fill('ann');
  await settings.locator('[data-save-settings]').click();
  await expect(settings.locator('[data-settings-problem]')).toHaveText([
    'A relay on another machine must use wss:// (encrypted); ws:// works only for a relay on this device (127.0.0.1 or localhost).',
    'A TURN server needs both its user name and its password.',
  ]);
  expect(await b.evaluate((key) => localStorage.getItem(key), KEYS.friendSettings)).toBeNull();
  await settings.getByLabel('Signalling relays').fill(relayUrl());
  await settings.getByLabel('TURN password').fill('sesame');
  await settings.locator('[data-save-settings]').click();
  await expect(settings.locator('[data-settings-outcome="saved"]')).toHaveText('Settings saved. They apply to the next game.');
  await expect(settings.locator('[data-settings-problem]')).toHaveCount(0);

  // A code that cannot be one is refused; the real one, typed in capitals, joins.
  const codeInput = form.getByLabel('Room code from your friend');
  await codeInput.fill('abc');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('alert').first()).toHaveText('A room code has 10 letters and digits (for example abcde-fghjk).');
  await codeInput.fill(code.toUpperCase());
  await form.locator('button[type="submit"]').click();
  // Dealing needs both pages' messages: dealt tables mean the link, left once and joined again, works.
  await Promise.all([dealt(a), dealt(b)]);
  expect(await b.evaluate(() => (window as unknown as { garbled: { count: number } }).garbled.count)).toBe(1);
  const statuses = await linkStatuses(a);
  expect(statuses).toContain('reconnecting');
  expect(statuses.lastIndexOf('connected')).toBeGreaterThan(statuses.indexOf('reconnecting'));
  await expect(a.locator('[data-link-status="connected"]')).toBeVisible();
  // The relay and the TURN server (with its login) came from the friend's settings only.
  expect([...new Set(sockets)]).toEqual([new URL(relayUrl()).href]);
  const configs = (await b.evaluate(() => (window as unknown as { rtcConfigs: RTCConfiguration[] }).rtcConfigs)) ?? [];
  expect(configs.length).toBeGreaterThan(0);
  for (const config of configs)
    expect(config.iceServers).toEqual([{ urls: 'turn:10.231.0.1:3478', username: 'ann', credential: 'sesame' }]);

  // Two players alone: nothing in the room was dropped.
  for (const page of [a, b]) await expect(page.locator('[data-refused-frames]')).toHaveCount(0);

  // A third browser opens the link while the two play; its page is modified to forge frames into their game.
  const cc = await browser.newContext();
  const c = await cc.newPage();
  const frames = await forgeFromThird(c);
  await c.goto(href);
  await waitForIslands(c);
  await c.locator('[data-join]').click();
  await expect(c.locator('[data-friend-full]')).toContainText(FULL.en);
  // Its page met both players' pages and sent each one every forged frame. (A hang guard: on a machine loaded far beyond
  // its cores, the second page's channel once took over 30 s to open.)
  await expect
    .poll(() => c.evaluate(() => (window as unknown as { forged: { channels: number } }).forged.channels), { timeout: 90_000 })
    .toBe(2);
  // Each player's page dropped them all (and counted them, discreetly); nobody is told anything about the friend.
  for (const page of [a, b]) {
    await expect
      .poll(async () => Number((await page.locator('[data-refused-frames]').getAttribute('data-refused-frames')) ?? 0))
      .toBeGreaterThanOrEqual(frames);
    await expect(page.locator(`${TABLE} [data-link-status="connected"]`)).toBeVisible();
  }
  await cc.close();
  // Another browser opens the link in Japanese: told the same in its words.
  const cd = await browser.newContext();
  const d = await cd.newPage();
  await d.goto(href.replace('/play/', '/ja/play/'));
  await waitForIslands(d);
  await d.locator('[data-join]').click();
  await expect(d.locator('[data-friend-full]')).toContainText(FULL.ja);
  await cd.close();
  // The game goes on: both players bid, and each page applies the other's bid (both tables count the same moves, more
  // than before the third came).
  const before = Number(await a.locator(TABLE).getAttribute('data-action-count'));
  await playBoth(a, b, (sa, sb) => sa.actions >= before + 2 && sb.actions === sa.actions);
  for (const page of [a, b]) {
    await expect(page.locator('[data-abandoned]')).toHaveCount(0);
    await expect(page.locator('[data-peer-failure]')).toHaveCount(0);
    await expect(page.locator('[data-notice]')).toHaveText('');
  }

  // The inviter abandons: both pages say so, the friend's that its friend did (its own abandon, not the third's forged one).
  await abandon(a, b, { button: 'Abandon the game', me: 'You abandoned this game.', friend: 'Your friend abandoned the game.' });
  await Promise.all([ca.close(), cb.close()]);
});

// A game that goes on to its second deal with the totals carried (a reload mid-deal resumes) and that the friend
// abandons: friend-relay.spec.ts, where the same deal also moves between the relay and a direct link.

test('the CSP of the play pages lets a relay of the player’s own be reached over wss: (not ws: off this machine); other pages reach none', async ({
  page,
}) => {
  /** The sockets' addresses the page's CSP blocked, once every socket has failed (a blocked one is reported before it fails). */
  const blocked = (urls: string[]) =>
    page.evaluate(async (list) => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => violations.push(e.blockedURI));
      await Promise.all(
        list.map(
          (url) =>
            new Promise<void>((resolve) => {
              try {
                // Both fail (a blocked one, and one refused at port 9): 'error' comes for each, 'close' not for a blocked one.
                new WebSocket(url).addEventListener('error', () => resolve());
              } catch {
                resolve();
              }
            }),
        ),
      );
      return violations;
    }, urls);
  // 10.231.0.1 is this run's own veth address: nothing listens on port 9, so nothing is ever reached.
  const sockets = ['wss://10.231.0.1:9/mqtt', 'ws://10.231.0.1:9/mqtt'];
  for (const lang of ['en', 'ja'] as const) {
    await openPlay(page, lang);
    expect(await blocked(sockets)).toEqual(['ws://10.231.0.1:9/mqtt']);
  }
  await page.goto('/rules/');
  expect(await blocked(sockets)).toEqual(sockets);
});
