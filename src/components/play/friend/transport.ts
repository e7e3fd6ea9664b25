// The connection to the friend's browser: direct (WebRTC, met through the relays) when it can be made, else through the
// relays themselves, moving between the two mid-game without losing or repeating a frame.
//
// Why two paths: a direct connection fails between many real networks (mobile carriers' NAT, offices' symmetric NAT,
// networks that block UDP) and the site has no TURN server; but both browsers already reach the signalling relays. So
// the link waits a few seconds for the direct channel and otherwise carries the frames as MQTT messages (relayPath.ts);
// if the direct channel opens later the game moves onto it, and if it drops the game moves back. Frames are numbered and
// acknowledged per friend (linkFrames.ts), so each is handed to the page once and in order whichever way it came.
import { openDirectPath, APP_ID, type DirectStatus } from './directPath.ts';
import { Inbox, newLinkId, Outbox, parseEnvelope, type Envelope } from './linkFrames.ts';
import { openRelayPath } from './relayPath.ts';

/** What the page says about the connection, in words (friend-en/ja: `link.<status>`). */
export const LINK_STATUSES = ['connecting', 'waiting', 'connected', 'reconnecting', 'no-relay', 'closed'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** Which way the game travels while connected (friend-en/ja: `link.via.<path>`). */
export const LINK_PATHS = ['direct', 'relay'] as const;
export type LinkPath = (typeof LINK_PATHS)[number];

export interface LinkConfig {
  /** The short room code: the room's name and the password that encrypts its signalling. */
  readonly room: string;
  /** The relays to use (ws:// or wss:// MQTT-over-WebSocket brokers). */
  readonly relays: readonly string[];
  /** STUN/TURN servers (TURN with its user name and password); an empty list uses none (the tests: host candidates only). */
  readonly iceServers: readonly RTCIceServer[];
}

export interface LinkHandlers {
  /** A frame (JSON, untrusted) and the sending browser's link id (one per page load of theirs). */
  onFrame(frame: unknown, from: string): void;
  onStatus(status: LinkStatus): void;
  /** The link (re)connected: the page sends its resume frame. */
  onOpen(): void;
  /** The friend left the room (their page closed, or it left after the game). */
  onGone?(): void;
  /** The game now travels this way (said whenever it changes while connected). */
  onPath?(path: LinkPath): void;
}

export interface FriendLink {
  /** Leave the room and join it again at once (the player's Retry when no relay answered). */
  retry(): void;
  /** Resolves once the frame is handed to the link (or could not be). */
  send(frame: unknown): Promise<void>;
  /**
   * Sends a frame to every browser in the room (the private channel's exchange: whoever is there must hear the offer, or
   * be told the game already has two players).
   */
  broadcast(frame: unknown): void;
  /**
   * The friend is this browser (the private channel proved it): game frames go to it alone, and no other browser takes
   * its place when it cannot be reached; a reload of the friend's page comes back only through a new exchange.
   */
  pin(id: string): void;
  close(): Promise<void>;
}

/** How long a direct channel is waited for before the game goes through the relay. */
export const FALLBACK_MS = 4_000;
/** How often this page says 'hi' on the relay (the friend's presence there, for a move at once if direct drops). */
const HEARTBEAT_MS = 5_000;
/**
 * Nothing from the friend on the relay this long: gone from it. Long, because a tab hidden for a while runs its timers
 * once a minute (so its 'hi's come that seldom); a page that closes or loses its connection is known much sooner, by its
 * 'bye' or by the will the relay publishes for it.
 */
const RELAY_SILENT_MS = 130_000;
/** A frame unacknowledged this long is sent again (on whichever path carries the game). */
const RESEND_MS = 3_000;
/** An acknowledgement waits this long for a frame of ours to ride on. */
const ACK_MS = 150;
const TICK_MS = 500;

/** What the link knows of one other browser in the room. */
interface Other {
  readonly inbox: Inbox;
  readonly outbox: Outbox;
  /** trystero's ids of the direct channels from which this browser has spoken. */
  readonly channels: Set<string>;
  /** When it was last heard on the relay, and since when without a gap (null: not there). */
  relaySeen: number | null;
  relaySince: number | null;
  lastHeard: number;
  /** A direct channel carried the game with it (if it drops, the relay takes over at once). */
  hadDirect: boolean;
  ackTimer?: ReturnType<typeof setTimeout>;
}

/** The two paths' makers (the tests give a direct path of their own: Node has no WebRTC). */
export interface LinkPaths {
  readonly openDirect: typeof openDirectPath;
  readonly openRelay: typeof openRelayPath;
}

export function openLink(
  config: LinkConfig,
  handlers: LinkHandlers,
  paths: LinkPaths = { openDirect: openDirectPath, openRelay: openRelayPath },
): FriendLink {
  const me = newLinkId();
  const others = new Map<string, Other>();
  const channelOwner = new Map<string, string>();
  let friend: string | null = null;
  /** The friend proved by the private channel (null until then). */
  let pinned: string | null = null;
  let path: LinkPath | null = null;
  let directStatus: DirectStatus = 'connecting';
  let everConnected = false;
  let shown: LinkStatus | null = null;
  let closed = false;

  const say = (status: LinkStatus) => {
    if (status === shown || closed) return;
    shown = status;
    handlers.onStatus(status);
  };
  /** The words while no path carries the game. */
  const idleStatus = (): LinkStatus => (directStatus === 'no-relay' ? 'no-relay' : everConnected ? 'reconnecting' : directStatus);
  const other = (id: string): Other => {
    let o = others.get(id);
    if (o === undefined) {
      o = {
        inbox: new Inbox(),
        outbox: new Outbox(),
        channels: new Set(),
        relaySeen: null,
        relaySince: null,
        lastHeard: 0,
        hadDirect: false,
      };
      others.set(id, o);
    }
    return o;
  };
  const onRelay = (o: Other, now: number) => o.relaySeen !== null && now - o.relaySeen < RELAY_SILENT_MS;
  const reachable = (o: Other, now: number) => o.channels.size > 0 || onRelay(o, now);

  const sendOn = (way: LinkPath, to: string, envelope: Envelope) => {
    if (way === 'relay') relay.publish(envelope);
    else direct.send(JSON.stringify(envelope), [...(others.get(to)?.channels ?? [])]);
  };
  /** The way frames go to this browser: the game's path for the friend, else whichever way it can be reached now. */
  const wayTo = (id: string, o: Other, now: number): LinkPath | null =>
    id === friend ? path : o.channels.size > 0 ? 'direct' : onRelay(o, now) ? 'relay' : null;
  /** Sends a browser's due frames (`all`: every unacknowledged one, after a change of path), each with our acknowledgement. */
  const flushTo = (id: string, all: boolean) => {
    const o = others.get(id);
    const now = Date.now();
    const way = o === undefined ? null : wayTo(id, o, now);
    if (o === undefined || way === null) return;
    const due = o.outbox.due(now, all ? null : now - RESEND_MS);
    if (due.length > 0) clearTimeout(o.ackTimer);
    for (const { n, f } of due) sendOn(way, id, { i: me, t: id, n, f, a: o.inbox.delivered });
  };
  /** The friend's due frames (all of them after a change of path), and any other browser's. */
  const flush = (all: boolean) => {
    for (const id of others.keys()) flushTo(id, all && id === friend);
  };
  const sayHi = () => relay.publish({ i: me, k: 'hi' });

  /** Chooses the friend and the path again, and tells the page what changed. */
  const update = () => {
    if (closed) return;
    const now = Date.now();
    let newFriend = false;
    if (pinned !== null) {
      newFriend = friend !== pinned;
      friend = pinned;
    } else if (friend === null || !reachable(other(friend), now)) {
      // Another browser takes the friend's place only when the friend cannot be reached (their page reloaded: a new id).
      const next = [...others].filter(([, o]) => reachable(o, now)).sort(([, x], [, y]) => y.lastHeard - x.lastHeard)[0]?.[0];
      if (next !== undefined && next !== friend) {
        friend = next;
        newFriend = true;
      }
    }
    const o = friend === null ? null : other(friend);
    let next: LinkPath | null = null;
    if (o !== null && o.channels.size > 0) next = 'direct';
    else if (o !== null && onRelay(o, now) && (o.hadDirect || now - (o.relaySince ?? now) >= FALLBACK_MS)) next = 'relay';
    if (o !== null && next === 'direct') o.hadDirect = true;
    if (next === path && !newFriend) return;
    const was = newFriend ? null : path;
    path = next;
    if (next === null) {
      say(idleStatus());
      if (was !== null) handlers.onGone?.();
      return;
    }
    everConnected = true;
    say('connected');
    if (next !== was) handlers.onPath?.(next);
    flush(true);
    if (was === null) handlers.onOpen();
  };

  const scheduleAck = (id: string, o: Other, via: LinkPath) => {
    clearTimeout(o.ackTimer);
    o.ackTimer = setTimeout(() => {
      const way = id === friend && path !== null ? path : via;
      sendOn(way, id, { i: me, t: id, a: o.inbox.delivered });
    }, ACK_MS);
  };

  const receive = (envelope: Envelope, via: LinkPath, channel?: string) => {
    if (closed || envelope.i === me || (envelope.t !== undefined && envelope.t !== me)) return;
    const now = Date.now();
    const o = other(envelope.i);
    o.lastHeard = now;
    if (via === 'relay') {
      if (envelope.k === 'bye') {
        o.relaySeen = null;
        o.relaySince = null;
        return update();
      }
      const fresh = !onRelay(o, now);
      if (fresh) o.relaySince = now;
      o.relaySeen = now;
      // A newcomer learns of us at once rather than at our next 'hi'.
      if (fresh && envelope.k === 'hi') sayHi();
    } else if (channel !== undefined && !o.channels.has(channel)) {
      o.channels.add(channel);
      channelOwner.set(channel, envelope.i);
    }
    if (envelope.a !== undefined) o.outbox.ack(envelope.a);
    const frames = envelope.n === undefined ? [] : o.inbox.accept(envelope.n, envelope.f);
    if (envelope.n !== undefined) scheduleAck(envelope.i, o, via);
    update();
    for (const frame of frames) handlers.onFrame(frame, envelope.i);
  };

  const relay = paths.openRelay(
    { appId: APP_ID, room: config.room, relays: config.relays, me },
    { onEnvelope: (envelope) => receive(envelope, 'relay'), onReady: sayHi },
  );
  const direct = paths.openDirect(config, {
    onPeer: (channel) => direct.send(JSON.stringify({ i: me, k: 'hi' } satisfies Envelope), [channel]),
    onPeerGone: (channel) => {
      const id = channelOwner.get(channel);
      channelOwner.delete(channel);
      if (id !== undefined) others.get(id)?.channels.delete(channel);
      update();
    },
    onData: (channel, text) => {
      const envelope = parseEnvelope(text);
      if (envelope === null) return;
      direct.heard(channel);
      receive(envelope, 'direct', channel);
    },
    onStatus: (status) => {
      directStatus = status;
      if (path === null) say(idleStatus());
    },
  });

  let beat = 0;
  const ticker = setInterval(() => {
    update();
    flush(false);
    if ((beat = (beat + 1) % (HEARTBEAT_MS / TICK_MS)) === 0) sayHi();
  }, TICK_MS);

  return {
    retry() {
      direct.retry();
    },
    send(frame) {
      if (friend !== null && !closed) {
        other(friend).outbox.push(frame);
        flush(false);
      }
      return Promise.resolve();
    },
    broadcast(frame) {
      if (closed) return;
      const now = Date.now();
      for (const [id, o] of others) {
        if (!reachable(o, now)) continue;
        o.outbox.push(frame);
        flushTo(id, false);
      }
    },
    pin(id) {
      if (closed || pinned === id) return;
      pinned = id;
      update();
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(ticker);
      for (const o of others.values()) clearTimeout(o.ackTimer);
      await Promise.all([relay.close(), direct.close()]);
    },
  };
}
