// The peer protocol's messages: their types, and parsing untrusted text into one (malformed-message otherwise).
import { SUITS, TRICK_RULES } from '../engine/index.ts';
import type { Suit, TrickRule } from '../engine/index.ts';
import { isHex32 } from './bytes.ts';
import { fail, ok } from './codes.ts';
import type { PeerResult } from './codes.ts';

// Version 2: three passes over the deck (the friend shuffles and locks in one pass), where version 1 had four.
// Version 3: a declaration carries the melds it announces (the receiver checks them against the engine).
export const PROTOCOL = 'galapagos-p2p/3';

/** The options of a game between two devices: the inviter's; undo is always off. */
export interface FriendOptions {
  readonly jokers: boolean;
  readonly target: number;
  readonly trickRule: TrickRule;
}

export const MOVE_NAMES = ['take', 'cede', 'keep-joker', 'pass', 'next-deal', 'declare', 'play', 'playoff-play'] as const;
export type MoveName = (typeof MOVE_NAMES)[number];

/** A message's content, by kind. Points, keys, seeds and commitments are 32-byte lower-case hex. */
export type MessageBody =
  /** The options each page was opened with (they must agree). */
  | { readonly kind: 'hello'; readonly options: FriendOptions }
  /** SHA-256 commitment to this deal's seed (keys and permutation derive from it). */
  | { readonly kind: 'commit'; readonly commitment: string }
  /** One pass over the deck: the inviter's shuffle (1st), the friend's shuffle-and-lock (2nd), the inviter's lock (3rd). */
  | { readonly kind: 'pass'; readonly points: readonly string[] }
  /** The sender's keys for these positions (cards the receiver may now see). */
  | { readonly kind: 'keys'; readonly positions: readonly number[]; readonly keys: readonly string[] }
  /** A sealed bid: SHA-256 of the position of the bid card and a nonce. */
  | { readonly kind: 'bid-commit'; readonly commitment: string }
  /** The bid opened: the position, the sender's key for it and the nonce. */
  | { readonly kind: 'bid-reveal'; readonly position: number; readonly key: string; readonly nonce: string }
  /** A public move; a card is shown by its position and the sender's key for it. */
  | {
      readonly kind: 'move';
      readonly move: MoveName;
      readonly trump?: Suit;
      /** With a declaration: the melds it announces (R6: shown), each as its cards' ids in the engine's order. */
      readonly melds?: readonly (readonly number[])[];
      readonly positions?: readonly number[];
      readonly keys?: readonly string[];
    }
  /** R15: the Joker was exchanged; which card came back is committed (position and nonce), not shown. */
  | { readonly kind: 'exchange-commit'; readonly commitment: string }
  /** End of deal: the seed, and the exchange's opening (null if none). */
  | { readonly kind: 'reveal'; readonly seed: string; readonly exchange: { readonly position: number; readonly nonce: string } | null }
  /** The sender left the game for good. */
  | { readonly kind: 'abandon' };

export type MessageKind = MessageBody['kind'];

/** A message on the wire: the body with the protocol name, the sender's sequence number (1, 2, …) and the deal number. */
export type Message = MessageBody & { readonly protocol: typeof PROTOCOL; readonly seq: number; readonly deal: number };

const MAX_MESSAGE_CHARS = 16_384;
const MAX_POSITION = 53;
/** A hand of 13 holds at most this many melds, each of at most 13 cards. */
const MAX_MELDS = 6;
const MAX_MELD_CARDS = 13;

function isPosition(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_POSITION;
}
function hexList(v: unknown, max: number): v is string[] {
  return Array.isArray(v) && v.length <= max && v.every(isHex32);
}
function positionList(v: unknown, max: number): v is number[] {
  return Array.isArray(v) && v.length <= max && v.every(isPosition) && new Set(v).size === v.length;
}
function isMeldList(v: unknown): v is number[][] {
  return (
    Array.isArray(v) &&
    v.length <= MAX_MELDS &&
    v.every((meld) => Array.isArray(meld) && meld.length >= 1 && meld.length <= MAX_MELD_CARDS && meld.every(isPosition))
  );
}
function isOptions(v: unknown): v is FriendOptions {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.jokers === 'boolean' &&
    Number.isInteger(o.target) &&
    (o.target as number) >= 1 &&
    (o.target as number) <= 100_000 &&
    (TRICK_RULES as readonly unknown[]).includes(o.trickRule)
  );
}

/** Parse a message received as text; anything that is not exactly a protocol message is `malformed-message`. */
export function parseMessage(text: unknown): PeerResult<Message> {
  if (typeof text !== 'string' || text.length > MAX_MESSAGE_CHARS) return fail('malformed-message', 'not a string of reasonable size');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('malformed-message', 'not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('malformed-message', 'not an object');
  const m = value as Record<string, unknown>;
  if (typeof m.protocol === 'string' && m.protocol.startsWith('galapagos-p2p/') && m.protocol !== PROTOCOL)
    return fail('other-version', m.protocol.slice(0, 40));
  if (m.protocol !== PROTOCOL) return fail('malformed-message', 'protocol');
  if (!Number.isInteger(m.seq) || (m.seq as number) < 1) return fail('malformed-message', 'seq');
  if (!Number.isInteger(m.deal) || (m.deal as number) < 1) return fail('malformed-message', 'deal');
  const good = bodyIsValid(m);
  return good ? ok(m as unknown as Message) : fail('malformed-message', `bad ${String(m.kind)} message`);
}

function bodyIsValid(m: Record<string, unknown>): boolean {
  switch (m.kind) {
    case 'hello':
      return isOptions(m.options);
    case 'commit':
    case 'bid-commit':
    case 'exchange-commit':
      return isHex32(m.commitment);
    case 'pass':
      return hexList(m.points, MAX_POSITION + 1) && (m.points.length === 52 || m.points.length === 54);
    case 'keys':
      return positionList(m.positions, MAX_POSITION + 1) && hexList(m.keys, MAX_POSITION + 1) && m.positions.length === m.keys.length;
    case 'bid-reveal':
      return isPosition(m.position) && isHex32(m.key) && isHex32(m.nonce);
    case 'move': {
      if (!(MOVE_NAMES as readonly unknown[]).includes(m.move)) return false;
      if (m.move === 'declare') return (SUITS as readonly unknown[]).includes(m.trump) && isMeldList(m.melds);
      if (m.move === 'play' || m.move === 'playoff-play') {
        return (
          positionList(m.positions, 14) &&
          hexList(m.keys, 14) &&
          m.positions.length === m.keys.length &&
          m.positions.length >= 1 &&
          (m.move === 'playoff-play' || m.positions.length === 1)
        );
      }
      return m.trump === undefined && m.melds === undefined && m.positions === undefined && m.keys === undefined;
    }
    case 'reveal': {
      if (!isHex32(m.seed)) return false;
      if (m.exchange === null) return true;
      const e = m.exchange as Record<string, unknown> | undefined;
      return typeof e === 'object' && e !== null && isPosition(e.position) && isHex32(e.nonce);
    }
    case 'abandon':
      return true;
    default:
      return false;
  }
}
