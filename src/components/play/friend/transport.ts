// The connection to the friend's browser: trystero rooms over MQTT relays, WebRTC data, and rejoining by itself when a link breaks.
import { getRelaySockets, joinRoom } from '@trystero-p2p/mqtt';
import type { Room } from '@trystero-p2p/mqtt';
import { rtcConfig } from './linkSettings.ts';

/** What the page says about the connection, in words (friend-en/ja: `link.<status>`). */
export const LINK_STATUSES = ['connecting', 'waiting', 'connected', 'reconnecting', 'no-relay', 'closed'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export interface LinkConfig {
  /** The short room code: the room's name and the password that encrypts its signalling. */
  readonly room: string;
  /** The relays to use (ws:// or wss:// MQTT-over-WebSocket brokers). */
  readonly relays: readonly string[];
  /** STUN/TURN servers (TURN with its user name and password); an empty list uses none (the tests: host candidates only). */
  readonly iceServers: readonly RTCIceServer[];
}

export interface LinkHandlers {
  /** A frame from the friend (JSON, untrusted). */
  onFrame(frame: unknown): void;
  onStatus(status: LinkStatus): void;
  /** The link (re)connected: the page sends its resume frame. */
  onOpen(): void;
  /** The friend left the room (their page closed, or it left after the game). */
  onGone?(): void;
}

export interface FriendLink {
  /** Leave the room and join it again at once (the player's Retry when no relay answered). */
  retry(): void;
  /** Resolves once the frame is handed to the link (or could not be). */
  send(frame: unknown): Promise<void>;
  close(): Promise<void>;
}

const APP_ID = 'galapagos-cards-friend-v1';
/** Both sides must hear each other within this time after a join, or the link is one-sided: leave and rejoin. */
const ONE_SIDED_MS = 6_000;
/** A friend gone this long: rejoin the room ourselves (their page may be waiting in a fresh room). */
const GONE_MS = 15_000;
/** No relay reachable this long (some may still be trying): say so, and keep trying. */
const NO_RELAY_MS = 10_000;
/** Every relay refused (or failed) at least once and none is open after this long: say so at once. */
const ALL_FAILED_MS = 2_000;
/** How often the relays' sockets are looked at while the friend is not there. */
const RELAY_CHECK_MS = 500;

export function openLink(config: LinkConfig, handlers: LinkHandlers): FriendLink {
  let room: Room | null = null;
  let send: ((data: string) => Promise<void>) | null = null;
  let friend: string | null = null;
  /** Everyone in the room now: a third browser that comes and goes while the friend stays is no friend gone. */
  const present = new Set<string>();
  let heard = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let relayTimer: ReturnType<typeof setInterval> | undefined;
  let status: LinkStatus = 'connecting';
  const say = (next: LinkStatus) => {
    status = next;
    handlers.onStatus(next);
  };

  const later = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
  };

  const rejoin = async () => {
    if (closed) return;
    const old = room;
    room = null;
    send = null;
    friend = null;
    present.clear();
    say('reconnecting');
    await old?.leave().catch(() => undefined);
    setTimeout(join, 500);
  };

  const join = () => {
    if (closed) return;
    heard = false;
    say(friend === null ? 'connecting' : 'reconnecting');
    const joined = joinRoom(
      {
        appId: APP_ID,
        password: config.room,
        relayConfig: { urls: [...config.relays], redundancy: config.relays.length },
        rtcConfig: rtcConfig(config.iceServers),
      },
      config.room,
      { onJoinError: () => void rejoin() },
    );
    room = joined;
    const [sendFrame, onFrame] = (() => {
      const action = joined.makeAction<string>('frame');
      return [action.send, (handler: (data: string) => void) => (action.onMessage = handler)] as const;
    })();
    send = (data) => sendFrame(data);
    onFrame((data) => {
      if (room !== joined) return;
      heard = true;
      let frame: unknown = null;
      try {
        frame = JSON.parse(String(data));
      } catch {
        frame = { malformed: String(data).slice(0, 200) };
      }
      handlers.onFrame(frame);
    });
    joined.onPeerJoin = (id) => {
      if (room !== joined) return;
      friend = id;
      present.add(id);
      say('connected');
      handlers.onOpen();
      later(ONE_SIDED_MS, () => {
        if (room === joined && !heard) void rejoin();
      });
    };
    joined.onPeerLeave = (id) => {
      if (room !== joined) return;
      present.delete(id);
      if (present.size > 0) return;
      friend = null;
      say('reconnecting');
      handlers.onGone?.();
      later(GONE_MS, () => {
        if (room === joined && friend === null) void rejoin();
      });
    };
    say('waiting');
    watchRelays(joined);
  };

  /**
   * While the friend is not there, says 'no-relay' when no relay's socket is open: soon if every relay has already
   * refused or failed (a closed port, a name that does not resolve), else after NO_RELAY_MS (a relay that does not
   * answer); and takes it back when one opens.
   */
  const watchRelays = (joined: Room) => {
    clearInterval(relayTimer);
    const since = Date.now();
    const failed = new Set<string>();
    relayTimer = setInterval(() => {
      if (room !== joined || closed) return clearInterval(relayTimer);
      if (friend !== null) return;
      const sockets = getRelaySockets() as Record<string, WebSocket | undefined>;
      const ours = config.relays.map((url) => [url, sockets[url]] as const);
      for (const [url, socket] of ours) if (socket !== undefined && socket.readyState >= 2) failed.add(url);
      const open = ours.some(([, socket]) => socket?.readyState === 1);
      const waited = Date.now() - since;
      if (open && status === 'no-relay') say('waiting');
      else if (
        !open &&
        status !== 'no-relay' &&
        (waited >= NO_RELAY_MS || (failed.size === config.relays.length && waited >= ALL_FAILED_MS))
      )
        say('no-relay');
    }, RELAY_CHECK_MS);
  };

  join();
  return {
    retry() {
      void rejoin();
    },
    send(frame) {
      return send?.(JSON.stringify(frame)).catch(() => undefined) ?? Promise.resolve();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(relayTimer);
      await room?.leave().catch(() => undefined);
      room = null;
    },
  };
}
