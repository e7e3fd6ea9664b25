// The two players' private channel over a shared room: who may join (CPace on the room code once, then on the game's own
// secret), key confirmation, and every game frame sealed; anything else on the link is dropped and counted, never blamed.
import type { PlayerIndex } from '../engine/index.ts';
import type { RandomBytes } from './bytes.ts';
import { bytesToHex, hexToBytes, isHex32, utf8ToBytes } from './bytes.ts';
import { deriveKey, SessionBox } from './session-box.ts';
import { SESSION_REFUSALS } from './session-frames.ts';
import { calculateGenerator, intermediateKey, publicShare, sampleScalar, sharedPoint } from './session-pake.ts';
import type { Bond, SecretKind, SessionFrame, SessionNote, SessionRefusal, SessionStep } from './session-frames.ts';

export { SECRET_KINDS, SESSION_FRAME_KINDS, SESSION_REFUSALS } from './session-frames.ts';
export type { Bond, SecretKind, SessionFrame, SessionFrameKind, SessionNote, SessionRefusal, SessionStep } from './session-frames.ts';

export interface SessionConfig {
  /** 0: the inviter, who starts every exchange; 1: the friend who joined. */
  readonly seat: PlayerIndex;
  /** The room code, as both pages have it. */
  readonly room: string;
  /** The game's secret, when this browser already has one (a reload, a reconnect). */
  readonly bond: Bond | null;
  readonly random: RandomBytes;
  /** Milliseconds, for sending an offer again rather than making a new one when asked twice in a row. */
  readonly now: () => number;
}

/** Binds every exchange to this protocol (the draft's channel identifier). */
const CHANNEL = utf8ToBytes('galapagos-friend-v1');
const SID_BYTES = 16;
const OFFER_REUSE_MS = 2_000;
/** Exchanges and sessions kept at once (older ones are forgotten). */
const KEEP = 4;
const HEX_16 = /^[0-9a-f]{32}$/;
const HEX_8 = /^[0-9a-f]{16}$/;

interface Exchange {
  readonly id: string;
  readonly key: SecretKind;
  readonly frame: SessionFrame;
  readonly scalar: bigint;
  readonly share: Uint8Array;
  readonly at: number;
}

interface Answered {
  readonly key: SecretKind;
  readonly frame: SessionFrame;
  readonly isk: Uint8Array;
  readonly box: SessionBox;
}

const adOf = (seat: PlayerIndex, key: SecretKind) => utf8ToBytes(seat === 0 ? `inviter ${key}` : 'friend');
const sameHex = (a: string, b: string) =>
  a.length === b.length && [...a].reduce((d, c, i) => d | (c.charCodeAt(0) ^ b.charCodeAt(i)), 0) === 0;
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  while (map.size > KEEP) map.delete(map.keys().next().value as K);
}

export class FriendSession {
  readonly seat: PlayerIndex;
  bond: Bond | null;
  /** How many frames were dropped, by reason. */
  readonly refused: Record<SessionRefusal, number>;
  private readonly room: Uint8Array;
  private readonly random: RandomBytes;
  private readonly now: () => number;
  private readonly offers = new Map<string, Exchange>();
  /** Offers answered and confirmed: the same answer again (the friend answering one offer twice) gets the same confirm. */
  private readonly confirmedOffers = new Map<string, { readonly y: string; readonly frame: SessionFrame }>();
  private readonly answered = new Map<string, Answered>();
  private readonly sessions = new Map<string, SessionBox>();
  private current: SessionBox | null = null;

  constructor(config: SessionConfig) {
    this.seat = config.seat;
    this.bond = config.bond;
    this.room = utf8ToBytes(config.room.toLowerCase());
    this.random = config.random;
    this.now = config.now;
    this.refused = Object.fromEntries(SESSION_REFUSALS.map((code) => [code, 0])) as Record<SessionRefusal, number>;
  }

  /** Frames dropped so far, all reasons together. */
  refusedCount(): number {
    return Object.values(this.refused).reduce((a, b) => a + b, 0);
  }

  established(): boolean {
    return this.current !== null;
  }

  /** The link (re)opened, or someone joined the room: the inviter offers an exchange, the friend asks for one. */
  open(): SessionStep {
    return this.seat === 0 ? { send: [this.offer()], received: [], notes: [] } : { send: [{ t: 'ask' }], received: [], notes: [] };
  }

  /** A game frame sealed under the latest session, or null when there is none yet (the resume after it sends what is missing). */
  seal(inner: unknown): SessionFrame | null {
    if (this.current === null) return null;
    return { t: 'box', s: this.current.id, ...this.current.seal(JSON.stringify(inner)) };
  }

  /** A frame from the link (untrusted, from anyone in the room). */
  receive(frame: unknown): SessionStep {
    const f = frame as Partial<Record<string, unknown>> | null;
    switch (typeof f === 'object' && f !== null ? f.t : undefined) {
      case 'ask': {
        if (this.seat === 0) return { send: [this.offer()], received: [], notes: [] };
        // Another browser in the friend's seat: the friend's page, bound to the game, says the seat is taken (the inviter's
        // page may be away: without this, that browser would wait for an offer that never comes).
        const step = this.refuse('wrong-role');
        return this.bond?.confirmed === true ? { ...step, send: [{ t: 'taken' }] } : step;
      }
      case 'taken':
        // Unauthenticated, like an offer on the game's secret: it can only tell a browser with no seat what it is.
        if (this.seat === 1 && this.bond === null) return { send: [], received: [], notes: [{ kind: 'full' }] };
        return this.refuse('wrong-role');
      case 'offer':
        if (this.seat === 0) return this.refuse('wrong-role');
        if (typeof f?.id !== 'string' || !HEX_16.test(f.id) || (f.key !== 'room' && f.key !== 'game') || !isHex32(f.y))
          return this.refuse('not-a-frame');
        return this.answer(f.id, f.key, f.y);
      case 'answer':
        if (this.seat === 1) return this.refuse('wrong-role');
        if (typeof f?.id !== 'string' || !isHex32(f.y) || !isHex32(f.tag)) return this.refuse('not-a-frame');
        return this.confirm(f.id, f.y, f.tag);
      case 'confirm':
        if (this.seat === 0) return this.refuse('wrong-role');
        if (typeof f?.id !== 'string' || !isHex32(f.tag)) return this.refuse('not-a-frame');
        return this.confirmed(f.id, f.tag);
      case 'box':
        if (typeof f?.s !== 'string' || !HEX_8.test(f.s)) return this.refuse('not-a-frame');
        return this.openSealed(f.s, { n: f.n, c: f.c });
      default:
        return this.refuse('not-a-frame');
    }
  }

  private refuse(code: SessionRefusal): SessionStep {
    this.refused[code]++;
    return { send: [], received: [], notes: [{ kind: 'refused', code }] };
  }

  private secretOf(key: SecretKind): Uint8Array {
    return key === 'room' ? this.room : hexToBytes((this.bond as Bond).secret);
  }

  /** The inviter's offer: the same one again if it is recent (a second ask), else a new exchange. */
  private offer(): SessionFrame {
    const key: SecretKind = this.bond === null ? 'room' : 'game';
    const last = [...this.offers.values()].pop();
    if (last !== undefined && last.key === key && this.now() - last.at < OFFER_REUSE_MS) return last.frame;
    const id = bytesToHex(this.random(SID_BYTES));
    const scalar = sampleScalar(this.random);
    const share = publicShare(scalar, calculateGenerator(this.secretOf(key), CHANNEL, hexToBytes(id)));
    const frame: SessionFrame = { t: 'offer', id, key, y: bytesToHex(share) };
    remember(this.offers, id, { id, key, frame, scalar, share, at: this.now() });
    return frame;
  }

  /** The friend's side: answer an offer keyed by a secret this browser has (the same answer again for the same offer). */
  private answer(id: string, key: SecretKind, y: string): SessionStep {
    const again = this.answered.get(id);
    if (again !== undefined) return { send: [again.frame], received: [], notes: [] };
    if (key === 'game' && this.bond === null) return { send: [], received: [], notes: [{ kind: 'full' }] };
    if (key === 'room' && this.bond?.confirmed === true) return this.refuse('room-after-binding');
    const sid = hexToBytes(id);
    const scalar = sampleScalar(this.random);
    const share = publicShare(scalar, calculateGenerator(this.secretOf(key), CHANNEL, sid));
    const theirs = hexToBytes(y);
    const shared = sharedPoint(scalar, theirs);
    if (shared === null) return this.refuse('bad-share');
    const isk = intermediateKey(sid, shared, { share: theirs, ad: adOf(0, key) }, { share, ad: adOf(1, key) });
    const frame: SessionFrame = { t: 'answer', id, y: bytesToHex(share), tag: bytesToHex(deriveKey(isk, 'friend confirms')) };
    remember(this.answered, id, { key, frame, isk, box: new SessionBox(isk, 1) });
    const notes: SessionNote[] = [];
    if (key === 'room') {
      // Not confirmed until the inviter proves it has the key too: until then a new room offer may replace it.
      this.bond = { secret: bytesToHex(deriveKey(isk, 'game secret')), confirmed: false };
      notes.push({ kind: 'bond', bond: this.bond });
    }
    return { send: [frame], received: [], notes };
  }

  /** The inviter's side: an answer to one of its offers; a right proof makes the session (and, the first time, the bond). */
  private confirm(id: string, y: string, tag: string): SessionStep {
    const offer = this.offers.get(id);
    const done = this.confirmedOffers.get(id);
    if (offer === undefined && done !== undefined && done.y === y) return { send: [done.frame], received: [], notes: [] };
    if (offer === undefined) return this.refuse('unknown-session');
    const theirs = hexToBytes(y);
    const shared = sharedPoint(offer.scalar, theirs);
    if (shared === null) return this.refuse('bad-share');
    const isk = intermediateKey(
      hexToBytes(id),
      shared,
      { share: offer.share, ad: adOf(0, offer.key) },
      { share: theirs, ad: adOf(1, offer.key) },
    );
    if (!sameHex(tag, bytesToHex(deriveKey(isk, 'friend confirms')))) return this.refuse('wrong-secret');
    this.offers.delete(id);
    const notes: SessionNote[] = [];
    if (offer.key === 'room') {
      if (this.bond !== null) return this.refuse('room-after-binding');
      this.bond = { secret: bytesToHex(deriveKey(isk, 'game secret')), confirmed: true };
      notes.push({ kind: 'bond', bond: this.bond });
      // Whoever answered first has the seat: older room offers can no longer bind anyone.
      for (const [other, o] of this.offers) if (o.key === 'room') this.offers.delete(other);
    }
    this.establish(new SessionBox(isk, 0));
    notes.push({ kind: 'established' });
    const frame: SessionFrame = { t: 'confirm', id, tag: bytesToHex(deriveKey(isk, 'inviter confirms')) };
    remember(this.confirmedOffers, id, { y, frame });
    return { send: [frame], received: [], notes };
  }

  /** The friend's side: the inviter's proof for one of this page's answers. */
  private confirmed(id: string, tag: string): SessionStep {
    const answered = this.answered.get(id);
    if (answered === undefined) return this.refuse('unknown-session');
    if (!sameHex(tag, bytesToHex(deriveKey(answered.isk, 'inviter confirms')))) return this.refuse('wrong-secret');
    // Already up (a second confirm for an answer sent twice, or a sealed frame came first): nothing new.
    if (this.sessions.has(answered.box.id)) return { send: [], received: [], notes: [] };
    return { send: [], received: [], notes: this.settle(answered) };
  }

  /** An answered exchange is proven (a confirm, or a frame that opens under its key): the session is up. */
  private settle(answered: Answered): SessionNote[] {
    const notes: SessionNote[] = [];
    if (this.bond !== null && !this.bond.confirmed && (answered.key === 'game' || this.matchesBond(answered))) {
      this.bond = { ...this.bond, confirmed: true };
      notes.push({ kind: 'bond', bond: this.bond });
    }
    this.establish(answered.box);
    notes.push({ kind: 'established' });
    return notes;
  }

  private matchesBond(answered: Answered): boolean {
    return this.bond !== null && this.bond.secret === bytesToHex(deriveKey(answered.isk, 'game secret'));
  }

  private establish(box: SessionBox): void {
    remember(this.sessions, box.id, box);
    this.current = box;
  }

  private openSealed(id: string, sealed: { readonly n: unknown; readonly c: unknown }): SessionStep {
    let box = this.sessions.get(id);
    let notes: SessionNote[] = [];
    const pending = box === undefined ? [...this.answered.values()].find((a) => a.box.id === id) : undefined;
    if (box === undefined && pending !== undefined) box = pending.box;
    if (box === undefined) return this.refuse('unknown-session');
    const opened = box.open(sealed);
    if (!opened.ok) return this.refuse(opened.error);
    // Only the inviter could seal under this key: as good as its confirm (which may come later or not at all).
    if (pending !== undefined) notes = this.settle(pending);
    let inner: unknown;
    try {
      inner = JSON.parse(opened.value);
    } catch {
      return { ...this.refuse('not-a-frame'), notes: [...notes, { kind: 'refused', code: 'not-a-frame' }] };
    }
    return { send: [], received: [inner], notes };
  }
}
