// The friend link's two paths: frames through `npm run relay` when no direct channel opens, and a game's frames delivered
// once and in order while it moves from direct to the relay and back (the direct path is a stand-in: Node has no WebRTC).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelay } from '../support/relay.ts';
import type { DirectPath, DirectPathHandlers } from '../../src/components/play/friend/directPath.ts';
import { Inbox, Outbox, parseEnvelope } from '../../src/components/play/friend/linkFrames.ts';
import mqtt from 'mqtt';
import { APP_ID } from '../../src/components/play/friend/directPath.ts';
import { openRelayPath } from '../../src/components/play/friend/relayPath.ts';
import { relayRoom, Senders, signEnvelope } from '../../src/components/play/friend/relayWire.ts';
import { openLink, type FriendLink, type LinkPath, type LinkStatus } from '../../src/components/play/friend/transport.ts';

const relay = startRelay();
let relayUrl = '';
beforeAll(async () => {
  relayUrl = await relay.address;
});
afterAll(relay.stop);

/** Direct channels between the links of one test: opened and cut by the test; a frame sent on a cut channel is lost. */
function directNetwork() {
  const ends = new Map<string, { handlers: DirectPathHandlers }>();
  let up = false;
  let next = 0;
  const others = (id: string) => [...ends.keys()].filter((other) => other !== id);
  return {
    open: (_config: unknown, handlers: DirectPathHandlers): DirectPath => {
      const id = `peer${next++}`;
      ends.set(id, { handlers });
      queueMicrotask(() => handlers.onStatus('waiting'));
      return {
        send(text, to) {
          if (!up) return;
          for (const target of to) setTimeout(() => (up ? ends.get(target)?.handlers.onData(id, text) : undefined), 1);
        },
        heard: () => undefined,
        retry: () => undefined,
        close: async () => void ends.delete(id),
      };
    },
    connect() {
      up = true;
      for (const [id, end] of ends) for (const other of others(id)) end.handlers.onPeer(other);
    },
    cut() {
      up = false;
      for (const [id, end] of ends) for (const other of others(id)) end.handlers.onPeerGone(other);
    },
  };
}

/** A link that records what it is told. */
function recordingLink(network: ReturnType<typeof directNetwork>, room: string) {
  const got: { frame: unknown; from: string }[] = [];
  const statuses: LinkStatus[] = [];
  const paths: LinkPath[] = [];
  let opened = 0;
  let gone = 0;
  const link: FriendLink = openLink(
    { room, relays: [relayUrl], iceServers: [] },
    {
      onFrame: (frame, from) => got.push({ frame, from }),
      onStatus: (s) => statuses.push(s),
      onOpen: () => opened++,
      onGone: () => gone++,
      onPath: (p) => paths.push(p),
    },
    { openDirect: network.open, openRelay: openRelayPath },
  );
  return { link, got, statuses, paths, opened: () => opened, gone: () => gone };
}

/** Until `check` holds (a hang guard bounds it). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the link frames', () => {
  it('hands frames on in order and once, holding early ones back', () => {
    const inbox = new Inbox();
    expect(inbox.accept(2, 'b')).toEqual([]);
    expect(inbox.accept(1, 'a')).toEqual(['a', 'b']);
    expect(inbox.accept(1, 'a')).toEqual([]);
    expect(inbox.accept(2, 'b')).toEqual([]);
    expect(inbox.accept(4, 'd')).toEqual([]);
    expect(inbox.accept(3, 'c')).toEqual(['c', 'd']);
    expect(inbox.delivered).toBe(4);
  });

  it('keeps frames until acknowledged, sends new ones once, stale ones again, and all of them on request', () => {
    const outbox = new Outbox();
    expect([outbox.push('a'), outbox.push('b')]).toEqual([1, 2]);
    expect(outbox.due(100, 0)).toEqual([
      { n: 1, f: 'a' },
      { n: 2, f: 'b' },
    ]);
    expect(outbox.due(200, 50)).toEqual([]);
    outbox.ack(1);
    expect(outbox.due(300, 150)).toEqual([{ n: 2, f: 'b' }]);
    outbox.push('c');
    expect(outbox.due(400, null).map((p) => p.n)).toEqual([2, 3]);
    outbox.ack(3);
    expect(outbox.unacknowledged).toBe(0);
  });

  it('reads only well-formed envelopes', () => {
    const id = '0123456789abcdef';
    expect(parseEnvelope(JSON.stringify({ i: id, n: 1, f: { t: 'm' }, a: 0 }))).toEqual({ i: id, n: 1, f: { t: 'm' }, a: 0 });
    for (const bad of ['not json', '[]', '{"i":"x"}', `{"i":"${id}","n":0,"f":1}`, `{"i":"${id}","n":1}`, `{"i":"${id}","k":"go"}`, 7])
      expect(parseEnvelope(bad)).toBeNull();
  });
});

describe('the relay messages', () => {
  it('hands on each sender’s messages once (not a copy through another relay, nor a replay), and a bye only for its last open session', () => {
    const senders = new Senders();
    const hi = { i: '0123456789abcdef', k: 'hi' } as const;
    const bye = { i: hi.i, k: 'bye' } as const;
    const frame = { i: hi.i, n: 1, f: 'x' };
    expect(senders.admit(hi, 1, 'aaaaaaaa')).toBe(true);
    // The same message through a second relay: not again, but that relay's session is open.
    expect(senders.admit(hi, 1, 'bbbbbbbb')).toBe(false);
    expect(senders.admit(frame, 2, 'aaaaaaaa')).toBe(true);
    // Replayed, later: dropped.
    expect(senders.admit(frame, 2, 'aaaaaaaa')).toBe(false);
    expect(senders.admit(hi, 1, 'aaaaaaaa')).toBe(false);
    // One relay's will: the sender is still there through the other; then the other's.
    expect(senders.admit(bye, 0, 'aaaaaaaa')).toBe(false);
    expect(senders.admit(bye, 0, 'bbbbbbbb')).toBe(true);
    // A will replayed, or one of a session never seen, says nothing.
    expect(senders.admit(bye, 0, 'bbbbbbbb')).toBe(false);
    expect(senders.admit(bye, 0, 'cccccccc')).toBe(false);
    // Another sender has counts of its own.
    expect(senders.admit({ i: 'fedcba9876543210', k: 'hi' }, 1, 'dddddddd')).toBe(true);
  });
});

describe('the relay path', () => {
  it('goes on handing messages on after a handler failed on one (a failure never leaves the page deaf to the relay)', async () => {
    const room = 'handler-fails-room';
    const got: unknown[] = [];
    let readies = 0;
    const receiver = openRelayPath(
      { appId: APP_ID, room, relays: [relayUrl], me: '1111111111111111' },
      {
        onEnvelope: (envelope) => {
          got.push(envelope.f);
          if (envelope.f === 'first') throw new Error('a handler failed');
        },
        onReady: () => void readies++,
      },
    );
    const sender = openRelayPath(
      { appId: APP_ID, room, relays: [relayUrl], me: '2222222222222222' },
      { onEnvelope: () => undefined, onReady: () => void readies++ },
    );
    await until(() => readies === 2 && receiver.ready() && sender.ready());
    sender.publish({ i: '2222222222222222', t: '1111111111111111', n: 1, f: 'first' });
    sender.publish({ i: '2222222222222222', t: '1111111111111111', n: 2, f: 'second' });
    await until(() => got.length === 2);
    expect(got).toEqual(['first', 'second']);
    await Promise.all([receiver.close(), sender.close()]);
  });
});

describe('the link over two paths', () => {
  it('carries frames through the relay when no direct channel opens, once and in order, to that room only', async () => {
    const network = directNetwork();
    const [a, b] = [recordingLink(network, 'relay-only-room'), recordingLink(network, 'relay-only-room')];
    // A page in another room on the same relay hears none of it.
    const stranger = recordingLink(network, 'another-room');
    const started = Date.now();
    await until(() => a.opened() === 1 && b.opened() === 1);
    const waited = Date.now() - started;
    expect(a.paths).toEqual(['relay']);
    expect(b.statuses.at(-1)).toBe('connected');
    for (let n = 0; n < 30; n++) void a.link.send({ n });
    void b.link.send('from b');
    await until(() => b.got.length === 30 && a.got.length === 1);
    expect(b.got.map((g) => g.frame)).toEqual(Array.from({ length: 30 }, (_, n) => ({ n })));
    expect(new Set(b.got.map((g) => g.from)).size).toBe(1);
    expect(a.got[0].frame).toBe('from b');
    expect([stranger.opened(), stranger.got.length]).toEqual([0, 0]);
    await stranger.link.close();
    // Someone who sees the topic but has not the room code cannot speak for a player: the next frame in a's name, unsigned
    // or signed with another room's key, is dropped, and a's own next frame is the one handed on.
    const [aId, bId] = [b.got[0].from, a.got[0].from];
    const { topic } = await relayRoom(APP_ID, 'relay-only-room');
    const { key: otherKey } = await relayRoom(APP_ID, 'another-room');
    const forged = { i: aId, t: bId, n: 31, f: 'forged' };
    const spy = await mqtt.connectAsync(relayUrl);
    await spy.publishAsync(topic, JSON.stringify({ ...forged, c: 1e9, s: '00000000' }));
    await spy.publishAsync(topic, await signEnvelope(otherKey, forged, 1e9, '00000000'));
    await spy.publishAsync(topic, '0'.repeat(64) + JSON.stringify({ ...forged, c: 1e9, s: '00000000' }));
    await spy.endAsync();
    void a.link.send('after');
    await until(() => b.got.length === 31);
    expect(b.got[30]).toEqual({ frame: 'after', from: aId });
    // The direct channel was given its few seconds first.
    expect(waited).toBeGreaterThanOrEqual(3_000);
    await a.link.close();
    // The friend is told at once that the page left (its last word on the relay).
    await until(() => b.gone() === 1);
    expect(b.statuses.at(-1)).toBe('reconnecting');
    await b.link.close();
  });

  it('moves to direct when the channel opens, to the relay when it is cut mid-game and back when it returns, losing and repeating no frame', async () => {
    const network = directNetwork();
    const [a, b] = [recordingLink(network, 'cut-room'), recordingLink(network, 'cut-room')];
    // Both sides send all along; the channel opens, is cut while frames are on it, and comes back.
    const sent = { a: 0, b: 0 };
    const burst = () => {
      for (let i = 0; i < 10; i++) {
        void a.link.send(`a${sent.a++}`);
        void b.link.send(`b${sent.b++}`);
      }
    };
    const paths = (n: number) => until(() => a.paths.length === n && b.paths.length === n);
    const received = (n: number) => until(() => a.got.length === n && b.got.length === n);
    await paths(1);
    burst();
    network.connect();
    burst();
    await paths(2);
    burst();
    network.cut();
    burst();
    await paths(3);
    burst();
    await received(50);
    network.connect();
    burst();
    await paths(4);
    await received(60);
    expect([a.paths, b.paths]).toEqual([
      ['relay', 'direct', 'relay', 'direct'],
      ['relay', 'direct', 'relay', 'direct'],
    ]);
    expect(b.got.map((g) => g.frame)).toEqual(Array.from({ length: 60 }, (_, n) => `a${n}`));
    expect(a.got.map((g) => g.frame)).toEqual(Array.from({ length: 60 }, (_, n) => `b${n}`));
    // One opening each: moving between the paths is not a reconnection, and the friend was never gone.
    expect([a.opened(), b.opened(), a.gone(), b.gone()]).toEqual([1, 1, 0, 0]);
    await Promise.all([a.link.close(), b.link.close()]);
  });
});
