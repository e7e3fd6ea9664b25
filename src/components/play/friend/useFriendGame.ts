// Hook: a game with a friend on another device: the peer worker, the link to the friend's browser, saving after every step.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Action } from '../../../engine/index.ts';
import { parseMessage, type FriendOptions } from '../../../peer/index.ts';
import type { LinkSettings } from './linkSettings.ts';
import type { WorkerReply, WorkerRequest } from './peerProtocol.ts';
import { storeFriendSave, type FriendSave } from './storage.ts';
import type { FriendLink, LinkStatus } from './transport.ts';

/** Frames on the link: a protocol message, or "I have your messages up to `last`: send the rest". */
type Frame = { readonly t: 'm'; readonly text: string } | { readonly t: 'resume'; readonly last: number };

export interface FriendGame {
  readonly reply: WorkerReply | null;
  readonly status: LinkStatus;
  /** A refusal of this player's own move (a code), shown as a notice. */
  readonly refused: string | null;
  act(action: Action): boolean;
  abandon(): void;
}

export function useFriendGame(save: FriendSave, servers: LinkSettings, storage: Storage | null): FriendGame {
  const [reply, setReply] = useState<WorkerReply | null>(null);
  const [status, setStatus] = useState<LinkStatus>('connecting');
  const [refused, setRefused] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const link = useRef<FriendLink | null>(null);
  const last = useRef(save.journal === null ? 0 : -1);

  useEffect(() => {
    let gone = false;
    const w = new Worker(new URL('./peer.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    const post = (request: WorkerRequest) => w.postMessage(request);
    w.onmessage = (event: MessageEvent<WorkerReply>) => {
      const r = event.data;
      last.current = r.lastReceived;
      for (const text of r.out) link.current?.send({ t: 'm', text } satisfies Frame);
      storeFriendSave(storage, { ...current, journal: r.journal });
      setReply(r);
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
    // The relays' client (≈ 385 kB) loads only now, when a game with a friend begins.
    void import('./transport.ts').then(({ openLink }) => {
      if (gone) return;
      link.current = openLink(
        { room: save.room, relays: servers.relays, iceServers: servers.iceServers },
        {
          onStatus: setStatus,
          onOpen: () => link.current?.send({ t: 'resume', last: Math.max(0, last.current) } satisfies Frame),
          onFrame: (frame) => {
            const f = frame as Partial<Frame> | null;
            if (f?.t === 'resume' && Number.isInteger(f.last)) {
              if (waiting === null) post({ type: 'resend', after: f.last as number });
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

  return {
    reply,
    status,
    refused,
    act(action) {
      worker.current?.postMessage({ type: 'act', action } satisfies WorkerRequest);
      return true;
    },
    abandon() {
      worker.current?.postMessage({ type: 'abandon' } satisfies WorkerRequest);
    },
  };
}
