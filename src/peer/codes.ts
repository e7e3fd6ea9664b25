// The peer protocol's failure codes (the UI maps each to a dictionary key) and its result type.
import type { Result } from '../engine/index.ts';

/**
 * Why a peer message or a deal was refused. `replayed` and `out-of-order` are harmless (the message is
 * ignored, the game goes on); every other code stops the game: the friend's page broke the protocol.
 */
export const PEER_ERROR_CODES = [
  'malformed-message', // not JSON, or not a message of the protocol
  'other-version', // a message of another version of the protocol (the friend's page is older or newer than this one)
  'replayed', // a sequence number already seen (ignored)
  'out-of-order', // a sequence number beyond the next one (ignored; the sender resends after a reconnect)
  'unexpected-message', // a message of the protocol, but not one this step of the deal allows
  'wrong-options', // the friend's options differ from the invitation's
  'bad-point', // not a valid ristretto255 point
  'wrong-share', // a decryption key that does not open its card
  'duplicate-card', // a card that is already elsewhere (the deck is not a permutation)
  'card-not-held', // a card played or bid from a place that is not the player's hand
  'bid-differs-from-commitment', // a revealed bid that is not the committed one
  'exchange-differs-from-commitment', // the R15 exchange revealed at the end is not the committed one
  'illegal-move', // the engine refused the move
  'not-your-turn', // a move by the wrong player
  'seed-differs-from-commitment', // the seed revealed at the end is not the committed one
  'shuffle-mismatch', // a shuffle or lock pass that the revealed seed does not give
  'share-mismatch', // a key sent during the deal that the revealed seed does not give
  'result-mismatch', // the audit's replay of the deal ends with other scores
  'wrong-melds', // a declaration whose announced melds are not the ones the rules give that hand and trump
  'keys-withheld', // the other's end-of-deal seed did not come in the time this page allows (Peer.stopWaiting)
] as const;
export type PeerErrorCode = (typeof PEER_ERROR_CODES)[number];

/** Codes that only mean "ignore this message"; all others end the game. */
export const HARMLESS_CODES: ReadonlySet<PeerErrorCode> = new Set(['replayed', 'out-of-order']);

export interface PeerFailure {
  readonly code: PeerErrorCode;
  /** Which seat's page is at fault (the audit names it); absent when the message itself is the fault. */
  readonly culprit?: 0 | 1;
  /** Developers' detail (never shown as a sentence). */
  readonly detail?: string;
}

/** The engine's one result shape, with the protocol's failure. */
export type PeerResult<T> = Result<T, PeerFailure>;

export function ok<T>(value: T): PeerResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: PeerErrorCode, detail?: string, culprit?: 0 | 1): PeerResult<T> {
  const error: PeerFailure =
    culprit === undefined
      ? detail === undefined
        ? { code }
        : { code, detail }
      : { code, culprit, ...(detail === undefined ? {} : { detail }) };
  return { ok: false, error };
}
