// Only the two players: a third browser with the link while two play is told the game has two players, and its forged
// abandon and garbage change nothing; a friend's page alone in an old invitation's room says the invitation may have ended.
import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from '../e2e/helpers';
import { invite, join, playBoth, TABLE } from './helpers';

/**
 * The third browser's page is modified: as soon as a player's page sends it a frame of the game's link (the inviter's
 * offer, the friend's request), it sends back on that data channel, as trystero frames of the page's own action, each in
 * the link's numbered envelope (linkFrames.ts), a forged abandon in the clear for each of the first 40 sequence numbers, garbage, a sealed frame of no session, and an
 * exchange on the room code. Returns how many it sends each player.
 */
async function forgeFromThird(page: Page): Promise<number> {
  const count = 43;
  await page.addInitScript((frames: number) => {
    const state = { sent: 0, channels: 0 };
    Object.assign(window, { forged: state });
    const encoder = new TextEncoder();
    // trystero's frame: the room's header (as the player's page sent it), the action's name padded to 32 bytes, a 2-byte
    // message number, flags (1: last chunk, a string), the progress byte, then the payload.
    const chunk = (header: Uint8Array, text: string, nonce: number) => {
      const payload = encoder.encode(text);
      const bytes = new Uint8Array(header.length + 36 + payload.length);
      bytes.set(header);
      bytes.set(encoder.encode('frame'), header.length);
      bytes.set([nonce >> 8, nonce & 255, 1, 255], header.length + 32);
      bytes.set(payload, header.length + 36);
      return bytes;
    };
    const abandon = (seq: number) => ({ t: 'm', text: JSON.stringify({ kind: 'abandon', protocol: 'galapagos-p2p/3', seq, deal: 1 }) });
    const frameList: unknown[] = [
      // Whatever number each player's page expects next is among these: an abandon it would have taken in the clear.
      ...Array.from({ length: 40 }, (_, i) => abandon(i + 1)),
      'garbage',
      { t: 'box', s: '0123456789abcdef', n: 0, c: 'AAAAAAAAAAAAAAAAAAAAAA==' },
      // A share that is a valid point (the group's base point) on the room code's exchange.
      {
        t: 'offer',
        id: '00112233445566778899aabbccddeeff',
        key: 'room',
        y: 'e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76',
      },
    ];
    // Each in the link's envelope, numbered in a stream of a made-up browser's, so that the link hands it on to the page.
    const texts = frameList.map((f, k) => JSON.stringify({ i: 'f0f0f0f0f0f0f0f0', n: k + 1, f }));
    if (texts.length !== frames) throw new Error('forged frame count');
    const watch = (channel: RTCDataChannel) => {
      let done = false;
      // The page's own handler of the channel, called from here: the friend's page's word that the seat is taken is
      // kept from it, so that this page stays until the inviter's page offers (and its forged frames reach both pages).
      let handler: ((event: MessageEvent) => void) | null = null;
      Object.defineProperty(channel, 'onmessage', {
        get: () => handler,
        set: (next: ((event: MessageEvent) => void) | null) => (handler = next),
      });
      channel.addEventListener('message', (event: MessageEvent) => {
        if (!(event.data instanceof ArrayBuffer)) return handler?.call(channel, event);
        const bytes = new Uint8Array(event.data);
        // A room frame (version 1): its token's length, the token, then the action's chunk.
        const headerLength = bytes[0] === 1 && bytes.length >= 3 ? 3 + ((bytes[1] << 8) | bytes[2]) : -1;
        const action = headerLength < 0 ? '' : new TextDecoder().decode(bytes.subarray(headerLength, headerLength + 6));
        if (action === 'frame\0' && new TextDecoder().decode(bytes.subarray(headerLength + 36)).includes('"t":"taken"')) return;
        handler?.call(channel, event);
        if (done || action !== 'frame\0') return;
        done = true;
        state.channels++;
        texts.forEach((text, i) => {
          channel.send(chunk(bytes.slice(0, headerLength), text, 0xf000 + i));
          state.sent++;
        });
      });
    };
    const create = RTCPeerConnection.prototype.createDataChannel;
    RTCPeerConnection.prototype.createDataChannel = function (this: RTCPeerConnection, ...args: Parameters<typeof create>) {
      const channel = create.apply(this, args);
      watch(channel);
      return channel;
    };
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        this.addEventListener('datachannel', (event) => watch(event.channel));
      }
    };
  }, count);
  return count;
}

const FULL = {
  en: 'This game already has two players.',
  ja: 'このゲームにはもう2人のプレイヤーがいます。',
} as const;

// In English, with a forging third page; then a fourth browser opens the link in Japanese and is told the same there.
test('en, then ja: a browser with the link while two play is told the game has two players; its forged abandon and garbage change nothing', async ({
  browser,
}) => {
  const [ca, cb, cc] = [await browser.newContext(), await browser.newContext(), await browser.newContext()];
  const [a, b, c] = [await ca.newPage(), await cb.newPage(), await cc.newPage()];
  const href = await invite(a, 'en');
  await join(a, b, href, 'en');
  // Two players alone: nothing in the room was dropped.
  for (const page of [a, b]) await expect(page.locator('[data-refused-frames]')).toHaveCount(0);
  const frames = await forgeFromThird(c);
  await c.goto(href);
  await waitForIslands(c);
  await c.locator('[data-join]').click();
  await expect(c.locator('[data-friend-full]')).toContainText(FULL.en, { timeout: 30_000 });
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
  // The game goes on: both play through the auction to the tricks.
  await playBoth(a, b, (sa) => sa.phase === 'tricks');
  // Another browser opens the link in Japanese: told the same in its words.
  await cc.close();
  const cd = await browser.newContext();
  const d = await cd.newPage();
  await d.goto(href.replace('/play/', '/ja/play/'));
  await waitForIslands(d);
  await d.locator('[data-join]').click();
  await expect(d.locator('[data-friend-full]')).toContainText(FULL.ja, { timeout: 30_000 });
  for (const page of [a, b]) {
    await expect(page.locator('[data-abandoned]')).toHaveCount(0);
    await expect(page.locator('[data-peer-failure]')).toHaveCount(0);
    await expect(page.locator('[data-notice]')).toHaveText('');
    await expect(page.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible();
    await expect(page.locator(TABLE)).toHaveAttribute('data-game-phase', 'tricks');
  }
  await Promise.all([ca.close(), cb.close(), cd.close()]);
});

test('en: a friend opening an invitation whose room is empty is told, while it waits, that the invitation may have ended', async ({
  browser,
}) => {
  const [ca, cc] = [await browser.newContext(), await browser.newContext()];
  const a = await ca.newPage();
  const href = await invite(a, 'en');
  // The inviter's page is gone (its game over and the room left, or the tab closed).
  await ca.close();
  const c = await cc.newPage();
  await c.addInitScript(() => Object.assign(window, { galapagosAloneWaitMs: 1_000 }));
  await c.goto(href);
  await waitForIslands(c);
  await c.locator('[data-join]').click();
  await expect(c.locator('[data-friend-alone]')).toContainText('its game may have ended');
  await expect(c.locator('[data-link-status="waiting"]')).toBeVisible();
  await expect(c.locator('[data-friend-full], [data-peer-failure], [data-abandoned]')).toHaveCount(0);
  await cc.close();
});
