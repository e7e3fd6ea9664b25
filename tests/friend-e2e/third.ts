// A third browser with a game's link while two play: its page, modified to forge frames into the game, and the words it is told.
import type { Page } from '@playwright/test';

/**
 * The third browser's page is modified: as soon as a player's page sends it a frame of the game's link (the inviter's
 * offer, or the friend's word that the seat is taken), it sends back on that data channel, as trystero frames of the
 * page's own action, each in the link's numbered envelope (linkFrames.ts), a forged abandon in the clear for each of the
 * first 40 sequence numbers, garbage, a sealed frame of no session, and an exchange on the room code. The page itself
 * is handed the players' game frames only once both players' pages have sent one: the first it reads tells it the game
 * is full, and it leaves the room, which on a loaded machine once came before the second player's channel had opened.
 * Returns how many it sends each player.
 */
export async function forgeFromThird(page: Page): Promise<number> {
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
    // The players' game frames held from the page until both players' pages have sent one (then handed on in order).
    const held: (() => void)[] = [];
    const watch = (channel: RTCDataChannel) => {
      let done = false;
      // The page's own handler of the channel, called from here.
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
        if (action !== 'frame\0') return handler?.call(channel, event);
        if (state.channels < 2) held.push(() => handler?.call(channel, event));
        else handler?.call(channel, event);
        // Any game frame opens the forging: a friend's page already bound to the inviter may send this browser nothing
        // but its word that the seat is taken.
        if (done) return;
        done = true;
        state.channels++;
        texts.forEach((text, i) => {
          channel.send(chunk(bytes.slice(0, headerLength), text, 0xf000 + i));
          state.sent++;
        });
        if (state.channels === 2) held.splice(0).forEach((deliver) => deliver());
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

/** What a browser that opens the link of a game with two players is told, in each language. */
export const FULL = {
  en: 'This game already has two players.',
  ja: 'このゲームにはもう2人のプレイヤーがいます。',
} as const;
