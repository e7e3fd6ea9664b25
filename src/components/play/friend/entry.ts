// Whether the play page opens on a game with a friend (an invitation in the address, or one stored here): no heavy imports.
/** Where this browser keeps its side of a game with a friend (storage.ts): here, so the check needs nothing of storage.ts. */
export const FRIEND_SAVE_KEY = 'galapagos-friend-game';

export function opensFriendGame(search: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (/[?&]friend=/.test(search)) return true;
  try {
    return storage?.getItem(FRIEND_SAVE_KEY) != null;
  } catch {
    return false;
  }
}
