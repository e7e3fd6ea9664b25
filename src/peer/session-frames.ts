// The private channel's vocabulary: its frames, the secrets an exchange is keyed by, why a frame is dropped, and what a
// step of the channel tells the page.
import { BOX_REFUSALS } from './session-box.ts';

/** The frames of the channel, by `t`. */
export const SESSION_FRAME_KINDS = [
  'ask', // a responder (the friend's seat) whose link opened: "start an exchange"
  'offer', // the inviter's first exchange message: a session id, which secret it is keyed by, its share
  'answer', // the responder's share and its proof that it holds the key
  'confirm', // the inviter's proof that it holds the key
  'box', // a sealed game frame
  'taken', // the friend's page, bound to this game, to another browser asking in the friend's seat: the seat is taken
] as const;
export type SessionFrameKind = (typeof SESSION_FRAME_KINDS)[number];

/** What an exchange is keyed by: the room code (the first exchange only) or the secret the first one gave both players. */
export const SECRET_KINDS = ['room', 'game'] as const;
export type SecretKind = (typeof SECRET_KINDS)[number];

/** Why a frame on the link was dropped (counted; none is ever said to be the friend's doing). */
export const SESSION_REFUSALS = [
  'not-a-frame', // not a frame of the channel (garbage, or a plain game message nobody sealed)
  'wrong-role', // a frame only the other seat sends (a third browser, or a page playing the other seat)
  'unknown-session', // an exchange or sealed frame of a session this page is not in
  'bad-share', // an exchange share that is not a point, or gives the identity
  'wrong-secret', // an exchange whose proof fails: the other side used another code or secret
  'room-after-binding', // an exchange on the room code once this game is bound to its two players
  ...BOX_REFUSALS,
] as const;
export type SessionRefusal = (typeof SESSION_REFUSALS)[number];

export type SessionFrame =
  | { readonly t: 'ask' }
  | { readonly t: 'offer'; readonly id: string; readonly key: SecretKind; readonly y: string }
  | { readonly t: 'answer'; readonly id: string; readonly y: string; readonly tag: string }
  | { readonly t: 'confirm'; readonly id: string; readonly tag: string }
  | { readonly t: 'box'; readonly s: string; readonly n: number; readonly c: string }
  | { readonly t: 'taken' };

/**
 * The game's own secret, from the first exchange: both players keep it with their saved game and every later exchange is
 * keyed by it, so a browser that has only the room code can no longer join. `confirmed`: the other side is known to hold it.
 */
export interface Bond {
  readonly secret: string;
  readonly confirmed: boolean;
}

export type SessionNote =
  /** A session is up: game frames can be sealed and opened (the page sends its resume frame). */
  | { readonly kind: 'established' }
  /** The game's secret was made or confirmed: store it with the saved game. */
  | { readonly kind: 'bond'; readonly bond: Bond }
  /** The inviter's page offers on a game secret this browser does not have, or the friend's page says its seat is taken: the game already has two players. */
  | { readonly kind: 'full' }
  | { readonly kind: 'refused'; readonly code: SessionRefusal };

export interface SessionStep {
  readonly send: readonly SessionFrame[];
  /** Game frames opened, in order (JSON values, still untrusted). */
  readonly received: readonly unknown[];
  readonly notes: readonly SessionNote[];
}
