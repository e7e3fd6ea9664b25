// Whether the play page opens on a game with a friend (an invitation in the address, or one stored here): no heavy imports.
import { KEYS } from '../../../storage/storage.ts';

/** Where this browser keeps its side of a game with a friend (storage.ts), its connection settings and its player's name. */
export const FRIEND_SAVE_KEY = KEYS.friendGame;
export const FRIEND_SETTINGS_KEY = KEYS.friendSettings;
export const FRIEND_NAME_KEY = KEYS.friendName;

export function opensFriendGame(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): boolean {
  if (/[?&]friend=/.test(search)) return true;
  try {
    return storage?.getItem(FRIEND_SAVE_KEY) != null;
  } catch {
    return false;
  }
}
