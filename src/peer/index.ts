// The peer-to-peer protocol's public entry point: a player's side of a game between two devices, its messages and codes.
export { Peer } from './peer.ts';
export type { PeerConfig, PeerJournal } from './peer.ts';
export { parseMessage, PROTOCOL, MOVE_NAMES } from './messages.ts';
export type { FriendOptions, Message, MessageBody, MessageKind, MoveName } from './messages.ts';
export { HARMLESS_CODES, PEER_ERROR_CODES } from './codes.ts';
export type { PeerErrorCode, PeerFailure, PeerResult } from './codes.ts';
export type { RandomBytes } from './bytes.ts';
export { trueDeck } from './audit.ts';
export type { AuditedDeal } from './audit.ts';
export { buildDealState } from './table.ts';
export type { PositionMove } from './table.ts';
export { dealLayout } from './layout.ts';
export { FriendSession, SESSION_REFUSALS } from './session.ts';
export type { Bond, SessionFrame, SessionNote, SessionRefusal, SessionStep } from './session.ts';
export { isHex32 } from './bytes.ts';
