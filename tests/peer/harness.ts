// Two in-memory peers joined by a message queue a test can tamper with, and a seeded random player for each side.
import { sha256 } from '@noble/hashes/sha2.js';
import { legalActions } from '../../src/engine/index.ts';
import type { Action, PlayerIndex } from '../../src/engine/index.ts';
import { Peer } from '../../src/peer/index.ts';
import type { FriendOptions, Message, PeerFailure, RandomBytes } from '../../src/peer/index.ts';

/** Deterministic bytes from a label (SHA-256 in counter mode). */
export function seededRandom(label: string): RandomBytes {
  let counter = 0;
  return (length: number) => {
    const out = new Uint8Array(length);
    for (let at = 0; at < length; at += 32) out.set(sha256(new TextEncoder().encode(`${label}/${counter++}`)).slice(0, length - at), at);
    return out;
  };
}

export interface Wire {
  readonly from: PlayerIndex;
  readonly text: string;
  readonly message: Message;
}

/** What a test may do with a message in flight: deliver it as is, changed, or not at all. */
export type Tamper = (wire: Wire) => string | null;

export interface MatchLog {
  /** Every action in the order the engine applied it (a bid pair in player order). */
  readonly actions: Action[];
  /** Every harmless or fatal refusal a peer returned. */
  readonly refusals: { readonly to: PlayerIndex; readonly error: PeerFailure }[];
  readonly wires: Wire[];
}

export class Match {
  readonly peers: [Peer, Peer];
  readonly log: MatchLog = { actions: [], refusals: [], wires: [] };
  private readonly queue: Wire[] = [];
  private readonly choose: readonly [(n: number) => number, (n: number) => number];
  private pendingBids: Action[] = [];
  tamper: Tamper = (w) => w.text;
  /** Called after each delivered message (property checks). */
  afterDelivery: (to: PlayerIndex) => void = () => {};

  /** `wrap` may instrument each peer before it starts (the benchmark times its calls). */
  constructor(options: FriendOptions, label: string, wrap: (peer: Peer, seat: PlayerIndex) => void = () => {}) {
    this.peers = [0, 1].map(
      (seat) => new Peer({ seat: seat as PlayerIndex, options, random: seededRandom(`${label}/peer${seat}`) }),
    ) as unknown as [Peer, Peer];
    this.peers.forEach((peer, seat) => wrap(peer, seat as PlayerIndex));
    const pick = (l: string) => {
      const r = seededRandom(l);
      return (n: number) => {
        const b = r(4);
        return (((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0) % n;
      };
    };
    this.choose = [pick(`${label}/choose0`), pick(`${label}/choose1`)];
    this.post(0, this.peers[0].start());
    this.post(1, this.peers[1].start());
  }

  post(from: PlayerIndex, messages: readonly Message[]): void {
    for (const message of messages) this.queue.push({ from, message, text: JSON.stringify(message) });
  }

  /** Deliver every queued message (through `tamper`); false once a peer stopped the game. */
  deliver(): boolean {
    while (this.queue.length > 0) {
      const wire = this.queue.shift() as Wire;
      this.log.wires.push(wire);
      const text = this.tamper(wire);
      if (text === null) continue;
      const to: PlayerIndex = wire.from === 0 ? 1 : 0;
      const result = this.peers[to].receive(text);
      if (!result.ok) {
        this.log.refusals.push({ to, error: result.error });
        if (this.peers[to].failure !== null) return false;
        continue;
      }
      this.post(to, result.value);
      this.afterDelivery(to);
    }
    return true;
  }

  /** Rebuild `seat`'s side from its stored journal (a reload): returns the rebuilt peer, now in play. */
  reload(seat: PlayerIndex): Peer {
    const stored = JSON.parse(JSON.stringify(this.peers[seat].journal()));
    const peer = Peer.restore(stored, seededRandom(`reload/${seat}/${this.log.wires.length}`));
    this.peers[seat] = peer;
    return peer;
  }

  /** One move by a random legal choice of whichever player may move; false when nobody can. */
  step(): boolean {
    for (const seat of [0, 1] as const) {
      const peer = this.peers[seat];
      if (!peer.ready() || peer.bidSealed()) continue;
      const state = peer.state;
      if (state.phase === 'deal-over' && !peer.round.audited) continue;
      const mine = legalActions(state).filter((a) => a.player === seat);
      if (mine.length === 0) continue;
      const action = mine[this.choose[seat](mine.length)];
      const sent = peer.act(action);
      if (!sent.ok) throw new Error(`own move refused: ${sent.error.code} ${sent.error.detail ?? ''}`);
      this.record(action);
      this.post(seat, sent.value);
      return true;
    }
    return false;
  }

  private record(action: Action): void {
    if (action.type !== 'bid') {
      this.log.actions.push(action);
      return;
    }
    this.pendingBids.push(action);
    if (this.pendingBids.length === 2) {
      this.log.actions.push(...this.pendingBids.sort((a, b) => a.player - b.player));
      this.pendingBids = [];
    }
  }

  /** Play until `deals` deals are audited on both sides, or the game ends, or a peer stops it. */
  play(deals: number): boolean {
    for (;;) {
      if (!this.deliver()) return false;
      const done = this.peers.every((p) => p.audited.length >= deals || (p.state.phase === 'game-over' && p.round.audited));
      if (done) return true;
      if (!this.step()) {
        if (this.queue.length === 0) throw new Error('stuck: nobody can move and nothing is in flight');
      }
    }
  }
}
