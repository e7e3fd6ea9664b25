// The direct path: a trystero room over the MQTT relays, WebRTC data channels to whoever joins it, and rejoining by itself.
import { getRelaySockets, joinRoom } from '@trystero-p2p/mqtt';
import type { Room } from '@trystero-p2p/mqtt';
import { rtcConfig } from './linkSettings.ts';

/** What the direct path says while no path carries the game (transport turns it into the page's words). */
export type DirectStatus = 'connecting' | 'waiting' | 'reconnecting' | 'no-relay';

export interface DirectPathHandlers {
  /** A WebRTC channel to a browser in the room opened (`peer`: trystero's id for it). */
  onPeer(peer: string): void;
  onPeerGone(peer: string): void;
  onData(peer: string, text: string): void;
  onStatus(status: DirectStatus): void;
}

export interface DirectPath {
  send(text: string, peers: readonly string[]): void;
  /** Something came from this peer (a channel that carries nothing back is one-sided: left and joined again). */
  heard(peer: string): void;
  /** Leave the room and join it again at once. */
  retry(): void;
  close(): Promise<void>;
}

export const APP_ID = 'galapagos-cards-friend-v1';
/** Both sides must hear each other within this time after a channel opens, or it is one-sided: leave and rejoin. */
const ONE_SIDED_MS = 6_000;
/** Nobody in the room this long after the last one left: rejoin (their page may be waiting in a fresh room). */
const GONE_MS = 15_000;
/** No relay reachable this long (some may still be trying): say so, and keep trying. */
const NO_RELAY_MS = 10_000;
/** Every relay refused (or failed) at least once and none is open after this long: say so at once. */
const ALL_FAILED_MS = 2_000;
/** How often the relays' sockets are looked at while nobody is in the room. */
const RELAY_CHECK_MS = 500;

export function openDirectPath(
  config: { readonly room: string; readonly relays: readonly string[]; readonly iceServers: readonly RTCIceServer[] },
  handlers: DirectPathHandlers,
): DirectPath {
  let room: Room | null = null;
  let sendFrame: ((data: string, peers: string[]) => Promise<unknown>) | null = null;
  const peers = new Set<string>();
  const heard = new Set<string>();
  let everJoined = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let relayTimer: ReturnType<typeof setInterval> | undefined;
  let status: DirectStatus = 'connecting';
  const say = (next: DirectStatus) => {
    status = next;
    handlers.onStatus(next);
  };
  const later = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
  };
  const dropPeers = () => {
    for (const peer of peers) handlers.onPeerGone(peer);
    peers.clear();
    heard.clear();
  };

  const rejoin = async () => {
    if (closed) return;
    const old = room;
    room = null;
    sendFrame = null;
    dropPeers();
    say('reconnecting');
    await old?.leave().catch(() => undefined);
    setTimeout(join, 500);
  };

  const join = () => {
    if (closed) return;
    say(everJoined ? 'reconnecting' : 'connecting');
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
    const action = joined.makeAction<string>('frame');
    sendFrame = (data, to) => action.send(data, { target: to });
    action.onMessage = (data, meta) => {
      if (room !== joined) return;
      handlers.onData(meta.peerId, String(data));
    };
    joined.onPeerJoin = (id) => {
      if (room !== joined) return;
      peers.add(id);
      everJoined = true;
      clearTimeout(timer);
      handlers.onPeer(id);
      setTimeout(() => {
        if (room === joined && peers.has(id) && !heard.has(id)) void rejoin();
      }, ONE_SIDED_MS);
    };
    joined.onPeerLeave = (id) => {
      if (room !== joined || !peers.delete(id)) return;
      heard.delete(id);
      handlers.onPeerGone(id);
      if (peers.size > 0) return;
      say('reconnecting');
      later(GONE_MS, () => {
        if (room === joined && peers.size === 0) void rejoin();
      });
    };
    say('waiting');
    watchRelays(joined);
  };

  /**
   * While nobody is in the room, says 'no-relay' when no relay's socket is open: soon if every relay has already refused
   * or failed (a closed port, a name that does not resolve), else after NO_RELAY_MS (a relay that does not answer); and
   * takes it back when one opens.
   */
  const watchRelays = (joined: Room) => {
    clearInterval(relayTimer);
    const since = Date.now();
    const failed = new Set<string>();
    relayTimer = setInterval(() => {
      if (room !== joined || closed) return clearInterval(relayTimer);
      if (peers.size > 0) return;
      const sockets = getRelaySockets() as Record<string, WebSocket | undefined>;
      const ours = config.relays.map((url) => [url, sockets[url]] as const);
      for (const [url, socket] of ours) if (socket !== undefined && socket.readyState >= 2) failed.add(url);
      const open = ours.some(([, socket]) => socket?.readyState === 1);
      const waited = Date.now() - since;
      if (open && status === 'no-relay') say(everJoined ? 'reconnecting' : 'waiting');
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
    send(text, to) {
      if (to.length > 0) void sendFrame?.(text, [...to]).catch(() => undefined);
    },
    heard(peer) {
      heard.add(peer);
    },
    retry() {
      void rejoin();
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
