// Connecting two devices: a typed room code, the connection settings, no relay, a one-sided link, abandoning, the CSP.
import { KEYS } from '../../src/storage/storage';
import { expect, test, type Page } from '@playwright/test';
import { invite, openPlay, relayUrl, TABLE } from './helpers';

const dealt = (page: Page) => expect(page.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 30_000 });

/** One player abandons (the button, then the dialog's confirmation); both pages say so in words. */
async function abandon(by: Page, other: Page, words: { button: string; me: string; friend: string }): Promise<void> {
  await by.locator(TABLE).getByRole('button', { name: words.button }).click();
  await by.getByRole('alertdialog').getByRole('button', { name: words.button }).click();
  await expect(by.locator('[data-abandoned="me"]')).toHaveText(words.me);
  await expect(other.locator('[data-abandoned="friend"]')).toHaveText(words.friend);
}

test('en: a friend joins by the typed room code, with their own relay and TURN server from the settings; the inviter abandons and the friend is told', async ({
  browser,
}) => {
  const [ca, cb] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
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

  await invite(a, 'en');
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
  await Promise.all([dealt(a), dealt(b)]);
  // The relay and the TURN server (with its login) came from the friend's settings only.
  expect([...new Set(sockets)]).toEqual([new URL(relayUrl()).href]);
  const configs = (await b.evaluate(() => (window as unknown as { rtcConfigs: RTCConfiguration[] }).rtcConfigs)) ?? [];
  expect(configs.length).toBeGreaterThan(0);
  for (const config of configs)
    expect(config.iceServers).toEqual([{ urls: 'turn:10.231.0.1:3478', username: 'ann', credential: 'sesame' }]);

  await abandon(a, b, { button: 'Abandon the game', me: 'You abandoned this game.', friend: 'Your friend abandoned the game.' });
  await Promise.all([ca.close(), cb.close()]);
});

test('ja: a relay that refuses is named with advice, and the connection settings (in Japanese) are offered there', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Port 1 on the loopback of the run's own namespace: nothing listens, so the connection is refused.
  await invite(page, 'ja', { relay: 'ws://127.0.0.1:1' });
  const status = page.locator('[data-link-status="no-relay"]');
  await expect(status).toContainText('出会う場所（シグナリング中継サーバー）につながりません。');
  await expect(status).toContainText('接続の設定で自分の出会う場所を指定してください。');
  const settings = page.locator('[data-friend-settings]');
  await settings.locator('summary').click();
  await settings.getByLabel('STUN／TURNサーバー').fill('https://turn.example.org');
  await settings.getByLabel('TURNのパスワード').fill('sesame');
  await settings.locator('[data-save-settings]').click();
  await expect(settings.locator('[data-settings-problem]')).toHaveText([
    'STUN／TURNサーバーのアドレスは、stun:、stuns:、turn:、turns:のどれかで始めてください（例：turn:turn.example.org:3478）。',
    'ユーザー名かパスワードが入っていますが、turn:のサーバーがありません。サーバーを加えるか、ユーザー名とパスワードを消してください。',
  ]);
  await context.close();
});

test('en: a first join that fails on one side (the friend’s page garbles its handshake once) is left and joined again', async ({
  browser,
}) => {
  const [ca, cb] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  // The inviter's page writes down every connection status it shows.
  await a.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { linkStatuses: seen });
    new MutationObserver(() => {
      const now = document.querySelector('[data-link-status]')?.getAttribute('data-link-status');
      if (now && seen[seen.length - 1] !== now) seen.push(now);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-link-status'] });
  });
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
  const href = await invite(a, 'en');
  await b.goto(href);
  await b.locator('[data-join]').click();
  // Dealing needs both pages' messages: dealt tables mean the link was made again and works.
  await Promise.all([dealt(a), dealt(b)]);
  expect(await b.evaluate(() => (window as unknown as { garbled: { count: number } }).garbled.count)).toBe(1);
  const statuses = await a.evaluate(() => (window as unknown as { linkStatuses: string[] }).linkStatuses);
  expect(statuses).toContain('reconnecting');
  expect(statuses.lastIndexOf('connected')).toBeGreaterThan(statuses.indexOf('reconnecting'));
  await expect(a.locator('[data-link-status="connected"]')).toBeVisible();
  await Promise.all([ca.close(), cb.close()]);
});

// A game that goes on to its second deal with the totals carried (a reload in the tricks resumes) and that the friend
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
