// This browser's side of a game with a friend, stored after every step so that a reload (or a closed tab) resumes it.
import type { PlayerIndex } from '../../../engine/index.ts';
import { isHex32, PROTOCOL, type Bond, type FriendOptions, type PeerJournal } from '../../../peer/index.ts';
import { FRIEND_NAME_KEY, FRIEND_SAVE_KEY } from './entry.ts';
import { nameOf } from './invite.ts';

export interface FriendSave {
  readonly room: string;
  readonly seat: PlayerIndex;
  /** null: joined by a typed code, the options come with the inviter's first message. */
  readonly options: FriendOptions | null;
  readonly relay: string | null;
  /** The other player's name, when their invitation gave one (absent in saves made before names). */
  readonly opponentName?: string | null;
  /** Holds this deal's secret seed: it never leaves this browser. */
  readonly journal: PeerJournal | null;
  /**
   * The game's own secret, from the first exchange with the friend's page: a reload or a reconnect is keyed by it, so a
   * browser with only the room code cannot take a seat (absent until the first exchange).
   */
  readonly bond?: Bond | null;
}

function isBond(v: unknown): v is Bond | null | undefined {
  if (v === undefined || v === null) return true;
  const b = v as Record<string, unknown>;
  return typeof v === 'object' && isHex32(b.secret) && typeof b.confirmed === 'boolean';
}

export function loadFriendSave(storage: Pick<Storage, 'getItem'> | null): FriendSave | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(FRIEND_SAVE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (typeof v.room !== 'string' || (v.seat !== 0 && v.seat !== 1) || typeof v.options !== 'object') return null;
    if (!(v.relay === null || typeof v.relay === 'string') || !isBond(v.bond)) return null;
    if (!(
      v.opponentName === undefined ||
      v.opponentName === null ||
      (typeof v.opponentName === 'string' && nameOf(v.opponentName) !== null)
    ))
      return null;
    const journal = v.journal as PeerJournal | null;
    if (journal !== null && (typeof journal !== 'object' || !Array.isArray(journal.draws) || !Array.isArray(journal.steps))) return null;
    return value as FriendSave;
  } catch {
    return null;
  }
}

/** Whether the stored game was written under another version of the protocol: it cannot be replayed (PeerJournal.protocol). */
export function storedFriendSaveIsOld(storage: Pick<Storage, 'getItem'> | null): boolean {
  const save = loadFriendSave(storage);
  return save !== null && save.journal !== null && save.journal.protocol !== PROTOCOL;
}

export function storeFriendSave(storage: Pick<Storage, 'setItem'> | null, save: FriendSave): boolean {
  try {
    storage?.setItem(FRIEND_SAVE_KEY, JSON.stringify(save));
    return true;
  } catch {
    return false;
  }
}

export function clearFriendSave(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(FRIEND_SAVE_KEY);
  } catch {
    // Nothing stored, or storage blocked: nothing to clear.
  }
}

/** The name this browser's player last gave (an invitation's, or their own when joining), or ''. */
export function readName(storage: Pick<Storage, 'getItem'> | null): string {
  try {
    return nameOf(storage?.getItem(FRIEND_NAME_KEY) ?? '') ?? '';
  } catch {
    return '';
  }
}

/** Remember the name for the next game ('' forgets it). */
export function storeName(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, name: string): void {
  try {
    if (name === '') storage?.removeItem(FRIEND_NAME_KEY);
    else storage?.setItem(FRIEND_NAME_KEY, name);
  } catch {
    /* not remembered: the link still carries it */
  }
}
