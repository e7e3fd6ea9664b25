// The link's own envelopes around the page's frames, and the numbering that delivers them once and in order over either path.
//
// The game travels over two paths that can change mid-game (a direct WebRTC channel, or MQTT messages through the
// relays): a frame sent on one path can still be on its way when the next goes on the other, and a frame sent on a path
// that has just died is lost. So every frame to the friend is numbered, the friend acknowledges what it has, unacknowledged
// frames are sent again (on whichever path carries the game then), and the receiver hands frames on strictly in order,
// each once. The envelope carries routing only: who sends, to whom, the number, the acknowledgement; the frame itself is
// the page's, opaque here.

/** What a link sends on either path. `i`: the sender's link id (one per page load); `t`: the addressee's, if any. */
export interface Envelope {
  readonly i: string;
  readonly t?: string;
  /** Presence: 'hi' (here; sent on joining and now and then), 'bye' (left: sent on closing, or by the relay as the will). */
  readonly k?: 'hi' | 'bye';
  /** The frame's number in the sender's stream to `t` (from 1), with the frame. */
  readonly n?: number;
  readonly f?: unknown;
  /** The sender has every frame of the addressee's stream up to this number. */
  readonly a?: number;
}

const ID = /^[0-9a-f]{8,64}$/;
const count = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** A new link id: 16 random hex digits. */
export function newLinkId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An envelope from its text, or null if it is not one (garbage on a public topic is dropped, never handed on). */
export function parseEnvelope(text: unknown): Envelope | null {
  if (typeof text !== 'string' || text.length > 1_000_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const e = value as Record<string, unknown>;
  if (typeof e.i !== 'string' || !ID.test(e.i)) return null;
  if (e.t !== undefined && (typeof e.t !== 'string' || !ID.test(e.t))) return null;
  if (e.k !== undefined && e.k !== 'hi' && e.k !== 'bye') return null;
  if (e.a !== undefined && !count(e.a)) return null;
  if (e.n !== undefined && (!count(e.n) || (e.n as number) < 1 || !('f' in e))) return null;
  return e as unknown as Envelope;
}

/** One frame waiting for the friend's acknowledgement. */
interface Pending {
  readonly n: number;
  readonly f: unknown;
  sentAt: number | null;
}

/** The frames to one friend: numbered, kept until acknowledged, and due again when unacknowledged for too long. */
export class Outbox {
  private next = 1;
  private pending: Pending[] = [];

  /** Numbers a frame and keeps it until acknowledged; returns its number. */
  push(f: unknown): number {
    const n = this.next++;
    this.pending.push({ n, f, sentAt: null });
    return n;
  }

  /** The friend has every frame up to `a`. */
  ack(a: number): void {
    this.pending = this.pending.filter((p) => p.n > a);
  }

  /** Frames to send now: those never sent, those sent before `staleBefore` (null: every unacknowledged frame). */
  due(now: number, staleBefore: number | null): { readonly n: number; readonly f: unknown }[] {
    const due = this.pending.filter((p) => p.sentAt === null || staleBefore === null || p.sentAt < staleBefore);
    for (const p of due) p.sentAt = now;
    return due.map(({ n, f }) => ({ n, f }));
  }

  get unacknowledged(): number {
    return this.pending.length;
  }
}

/** Frames held back at most (a sender further ahead than this is not following the protocol). */
const MAX_EARLY = 512;

/** The frames from one sender: handed on in number order, each once. */
export class Inbox {
  /** The last number handed on. */
  delivered = 0;
  private early = new Map<number, unknown>();

  /** A frame arrived: the frames that can now be handed on, in order (none if it is a repeat or comes early). */
  accept(n: number, f: unknown): unknown[] {
    if (n <= this.delivered || this.early.has(n)) return [];
    if (n > this.delivered + 1) {
      if (this.early.size < MAX_EARLY) this.early.set(n, f);
      return [];
    }
    const out = [f];
    this.delivered = n;
    while (this.early.has(this.delivered + 1)) {
      out.push(this.early.get(this.delivered + 1));
      this.early.delete(this.delivered + 1);
      this.delivered++;
    }
    return out;
  }
}
