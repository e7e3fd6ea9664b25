// Whether the play page opens on a game with a friend (an invitation in the address, or one stored here): no heavy imports.
import { FRIEND_SAVE_KEY } from './storage';

export function opensFriendGame(search: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (/[?&]friend=/.test(search)) return true;
  try {
    return storage?.getItem(FRIEND_SAVE_KEY) != null;
  } catch {
    return false;
  }
}
