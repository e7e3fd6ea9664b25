// The link as the game sees it: every game frame sealed in the two players' private channel (src/peer/session.ts), an
// exchange whenever someone joins the room, and whatever else arrives dropped and counted, never passed to the game.
import { FriendSession, type Bond, type SessionStep } from '../../../peer/session.ts';
import type { PlayerIndex } from '../../../engine/index.ts';
import { openLink, type FriendLink, type LinkConfig, type LinkPath, type LinkStatus } from './transport.ts';

export interface SecureLinkConfig extends LinkConfig {
  readonly seat: PlayerIndex;
  /** The game's secret, from this browser's saved game (null before the first exchange). */
  readonly bond: Bond | null;
}

export interface SecureLinkHandlers {
  /** A game frame from the friend, opened (JSON, still checked by the game). */
  onFrame(frame: unknown): void;
  /** The link's state; 'connected' only once the private channel is up. */
  onStatus(status: LinkStatus): void;
  /** The private channel is up (again): the page sends its resume frame. */
  onOpen(): void;
  onGone?(): void;
  /** The game now travels this way (direct or through the relay). */
  onPath?(path: LinkPath): void;
  /** The game's secret was made or confirmed: keep it with the saved game. */
  onBond(bond: Bond): void;
  /** The game already has two players, and this browser is not one of them: the link is closed. */
  onFull(): void;
  /** Frames dropped so far (shown discreetly in the connection's words). */
  onRefused(count: number): void;
}

/** While the channel is not up but someone is in the room: ask again (the friend) or offer again (the inviter) this often. */
const EXCHANGE_AGAIN_MS = 3_000;

const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));

export function openSecureLink(config: SecureLinkConfig, handlers: SecureLinkHandlers): FriendLink {
  const session = new FriendSession({ seat: config.seat, room: config.room, bond: config.bond, random, now: () => Date.now() });
  let link: FriendLink | null = null;
  let linkStatus: LinkStatus = 'connecting';
  let up = false;
  let full = false;
  let again: ReturnType<typeof setInterval> | undefined;
  const say = () => handlers.onStatus(linkStatus === 'connected' && !up ? 'waiting' : linkStatus);

  const handle = (step: SessionStep) => {
    for (const frame of step.send) link?.broadcast(frame);
    for (const note of step.notes) {
      switch (note.kind) {
        case 'bond':
          handlers.onBond(note.bond);
          break;
        case 'established':
          up = true;
          clearInterval(again);
          say();
          handlers.onOpen();
          break;
        case 'full':
          if (full) break;
          full = true;
          clearInterval(again);
          handlers.onFull();
          void link?.close();
          break;
        case 'refused':
          handlers.onRefused(session.refusedCount());
          break;
      }
    }
    for (const frame of step.received) handlers.onFrame(frame);
  };

  link = openLink(config, {
    onFrame: (frame, from) => {
      if (full) return;
      const step = session.receive(frame);
      // The browser whose frame completed the exchange is the friend: pin it before the page's resume frame is sent.
      if (step.notes.some((note) => note.kind === 'established')) {
        up = true;
        link?.pin(from);
      }
      handle(step);
    },
    onStatus: (status) => {
      linkStatus = status;
      if (status !== 'connected') up = false;
      say();
    },
    onOpen: () => {
      // Reached the pinned friend again through an exchange just made: nothing more to do.
      if (up) return;
      // Someone came into the room (the friend, or a third browser): a new exchange; until one is up, again now and then.
      handle(session.open());
      clearInterval(again);
      again = setInterval(() => {
        if (up || full || linkStatus !== 'connected') return clearInterval(again);
        handle(session.open());
      }, EXCHANGE_AGAIN_MS);
    },
    onGone: () => handlers.onGone?.(),
    onPath: (path) => handlers.onPath?.(path),
  });

  return {
    retry: () => link?.retry(),
    broadcast: (frame) => link?.broadcast(frame),
    pin: (id) => link?.pin(id),
    send(frame) {
      const sealed = session.seal(frame);
      return sealed === null ? Promise.resolve() : (link?.send(sealed) ?? Promise.resolve());
    },
    close() {
      clearInterval(again);
      return link?.close() ?? Promise.resolve();
    },
  };
}
