// Hook: a game with a friend on another device: the peer worker, the link to the friend's browser, saving after every step.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Action } from '../../../engine/index.ts';
import { parseMessage, type FriendOptions } from '../../../peer/index.ts';
import type { LinkSettings } from './linkSettings.ts';
import type { WorkerReply, WorkerRequest } from './peerProtocol.ts';
import { nameOf } from './invite.ts';
import { storeFriendSave, type FriendSave } from './storage.ts';
import type { FriendLink, LinkPath, LinkStatus } from './transport.ts';
import { aloneWaitMs, keysWaitMs } from './keysWait.ts';

/**
 * Frames on the link: a protocol message, "I have your messages up to `last`: send the rest", or the sender's name
 * (shown on the other's table as an invitation's name is).
 */
type Frame =
  | { readonly t: 'm'; readonly text: string }
  | { readonly t: 'resume'; readonly last: number }
  | { readonly t: 'name'; readonly name: string };

export interface FriendGame {
  readonly reply: WorkerReply | null;
  readonly status: LinkStatus;
  /** Which way the game travels (meaningful while connected). */
  readonly path: LinkPath;
  /** A refusal of this player's own move (a code), shown as a notice. */
  readonly refused: string | null;
  /** Seconds left for the friend's end-of-deal keys (counting while connected), or null when none are awaited. */
  readonly keysLeft: number | null;
  /** The friend's name, as their page sent it (untrusted: checked like an invitation's), or null. */
  readonly friendName: string | null;
  act(action: Action): boolean;
  abandon(): void;
  /** Try the relays again now. */
  retry(): void;
  /** The game already has two players and this browser is not one of them (the page has left the room). */
  readonly full: boolean;
  /** A friend's page that has met nobody for a while (the invitation may have ended). */
  readonly alone: boolean;
  /** Frames from the room that were dropped (not sealed by the friend's page, or not opening): shown discreetly. */
  readonly refusedFrames: number;
}

export function useFriendGame(save: FriendSave, servers: LinkSettings, storage: Storage | null, myName: string | null): FriendGame {
  const [reply, setReply] = useState<WorkerReply | null>(null);
  const [status, setStatus] = useState<LinkStatus>('connecting');
  const [path, setPath] = useState<LinkPath>('direct');
  const [refused, setRefused] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const link = useRef<FriendLink | null>(null);
  const last = useRef(save.journal === null ? 0 : -1);
  const [keysLeft, setKeysLeft] = useState<number | null>(null);
  const [friendName, setFriendName] = useState<string | null>(null);
  const keysWait = useRef(keysWaitMs());
  const keysRemaining = useRef(keysWait.current);
  const [full, setFull] = useState(false);
  const [alone, setAlone] = useState(false);
  const [refusedFrames, setRefusedFrames] = useState(0);
  const everMet = useRef(false);

  useEffect(() => {
    let gone = false;
    const w = new Worker(new URL('./peer.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    const post = (request: WorkerRequest) => w.postMessage(request);
    // After the game (or a stop), the page leaves the room once the friend has every message of ours (their resume frame
    // says so) or has left: nobody who joins the room later is sent the game again.
    let latest: WorkerReply | null = null;
    let theirLast = -1;
    let acked = false;
    let left = false;
    const finished = () => latest !== null && (latest.failure !== null || (latest.view.phase === 'game-over' && latest.audited));
    const leave = () => {
      if (left) return;
      left = true;
      void link.current?.close();
      setStatus('closed');
    };
    const leaveIfDone = (friendGone = false) => {
      if (left || !finished() || latest === null) return;
      if (!acked) {
        // Our own acknowledgement first: the friend learns it may leave too (sent before we might leave).
        acked = true;
        const ack = link.current?.send({ t: 'resume', last: latest.lastReceived } satisfies Frame);
        if (friendGone || theirLast >= latest.sentCount) void (ack ?? Promise.resolve()).then(leave);
        return;
      }
      if (friendGone || theirLast >= latest.sentCount) leave();
    };
    w.onmessage = (event: MessageEvent<WorkerReply>) => {
      const r = event.data;
      latest = r;
      last.current = r.lastReceived;
      for (const text of r.out) void link.current?.send({ t: 'm', text } satisfies Frame);
      storeFriendSave(storage, { ...current, journal: r.journal });
      setReply(r);
      leaveIfDone();
    };
    // Joined by a typed code, the options are not known yet: they come in the inviter's first message (hello).
    let current = save;
    let waiting: string[] | null = save.options === null ? [] : null;
    const start = (options: FriendOptions) => {
      current = { ...current, options };
      post({ type: 'start', seat: save.seat, options, journal: save.journal });
    };
    const receive = (text: string) => {
      if (waiting === null) return post({ type: 'receive', text });
      waiting.push(text);
      const hello = parseMessage(text);
      if (hello.ok && hello.value.kind === 'hello') {
        const queued = waiting;
        waiting = null;
        start(hello.value.options);
        for (const t of queued) post({ type: 'receive', text: t });
      }
    };
    if (save.options !== null) start(save.options);
    // The relays' client (≈ 385 kB) and the channel's cryptography load only now, when a game with a friend begins.
    void import('./secureLink.ts').then(({ openSecureLink }) => {
      if (gone) return;
      link.current = openSecureLink(
        { room: save.room, relays: servers.relays, iceServers: servers.iceServers, seat: save.seat, bond: save.bond ?? null },
        {
          onStatus: (next) => {
            if (!left) setStatus(next);
          },
          onPath: setPath,
          onBond: (bond) => {
            current = { ...current, bond };
            storeFriendSave(storage, { ...current, journal: latest?.journal ?? current.journal });
          },
          onFull: () => {
            left = true;
            setFull(true);
            setStatus('closed');
          },
          onRefused: setRefusedFrames,
          onOpen: () => {
            everMet.current = true;
            setAlone(false);
            acked = false;
            if (myName !== null) void link.current?.send({ t: 'name', name: myName } satisfies Frame);
            void link.current?.send({ t: 'resume', last: Math.max(0, last.current) } satisfies Frame);
          },
          onGone: () => leaveIfDone(true),
          onFrame: (frame) => {
            const f = frame as Partial<Frame> | null;
            if (f?.t === 'resume' && Number.isInteger(f.last)) {
              theirLast = f.last as number;
              if (waiting === null) post({ type: 'resend', after: f.last as number });
              leaveIfDone();
            } else if (f?.t === 'name') {
              const name = typeof f.name === 'string' ? nameOf(f.name) : null;
              if (name === null) return;
              setFriendName(name);
              current = { ...current, opponentName: name };
              storeFriendSave(storage, { ...current, journal: latest?.journal ?? current.journal });
            } else if (f?.t === 'm' && typeof f.text === 'string') receive(f.text);
            else receive(JSON.stringify(frame));
          },
        },
      );
    });
    return () => {
      gone = true;
      w.terminate();
      void link.current?.close();
    };
  }, []);

  useEffect(() => {
    setRefused(reply?.refused ?? null);
  }, [reply]);

  // The friend's page waiting alone (nobody in the room, or nobody who answers): after a while, say the invitation may
  // have ended (the inviter's page leaves the room when the game ends), while still waiting.
  useEffect(() => {
    if (save.seat !== 1 || everMet.current || full || (status !== 'waiting' && status !== 'connecting')) return;
    const timer = setTimeout(() => setAlone(!everMet.current), aloneWaitMs());
    return () => clearTimeout(timer);
  }, [status, full]);

  // The friend's end-of-deal keys: counted down while connected (paused while the link is down, never restarted by it);
  // at zero the worker stops the game with that verdict. Ticks of at most a second, so the count is shown as it goes.
  const awaiting = reply?.awaitingReveal === true;
  useEffect(() => {
    if (!awaiting) {
      keysRemaining.current = keysWait.current;
      setKeysLeft(null);
      return;
    }
    const show = () => setKeysLeft(Math.ceil(keysRemaining.current / 1000));
    show();
    if (status !== 'connected') return;
    const step = Math.min(1000, keysWait.current);
    const timer = setInterval(() => {
      keysRemaining.current -= step;
      show();
      if (keysRemaining.current <= 0) {
        clearInterval(timer);
        worker.current?.postMessage({ type: 'withheld' } satisfies WorkerRequest);
      }
    }, step);
    return () => clearInterval(timer);
  }, [awaiting, status]);

  return {
    reply,
    status,
    path,
    refused,
    keysLeft,
    friendName,
    act(action) {
      worker.current?.postMessage({ type: 'act', action } satisfies WorkerRequest);
      return true;
    },
    abandon() {
      worker.current?.postMessage({ type: 'abandon' } satisfies WorkerRequest);
    },
    retry() {
      link.current?.retry();
    },
    full,
    alone,
    refusedFrames,
  };
}
