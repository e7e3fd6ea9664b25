// Whether the play page opens on a game with a friend (an invitation in the address, or one stored here): no heavy imports.
import { storageKey } from '../../../i18n/siteStorage';

/** The friend game's keys as they were before each copy of the site had its own (one copy per domain then). */
const OLD_KEYS = { save: 'galapagos-friend-game', settings: 'galapagos-friend-settings', name: 'galapagos-friend-name' } as const;

/** The friend game's storage keys of the copy of the site built for `base`: its own, so two copies on one domain never share a game. */
export function friendKeys(base?: string): { readonly save: string; readonly settings: string; readonly name: string } {
  return {
    save: storageKey(OLD_KEYS.save, base),
    settings: storageKey(OLD_KEYS.settings, base),
    name: storageKey(OLD_KEYS.name, base),
  };
}

/** Where this browser keeps its side of a game with a friend (storage.ts), its connection settings and its player's name. */
export const FRIEND_SAVE_KEY = friendKeys().save;
export const FRIEND_SETTINGS_KEY = friendKeys().settings;
export const FRIEND_NAME_KEY = friendKeys().name;

/**
 * Moves what an earlier version kept under the shared keys to this copy's own keys, once: read the old key, write the
 * new one (unless this copy already has its own), remove the old. At the site's root the keys are the same: nothing moves.
 */
export function migrateFriendStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, base?: string): void {
  const keys = friendKeys(base);
  try {
    for (const which of ['save', 'settings', 'name'] as const) {
      const [from, to] = [OLD_KEYS[which], keys[which]];
      if (from === to) continue;
      const old = storage?.getItem(from) ?? null;
      if (old === null) continue;
      if (storage?.getItem(to) == null) storage?.setItem(to, old);
      storage?.removeItem(from);
    }
  } catch {
    // Storage blocked or full: the old game stays where it was (this copy starts afresh).
  }
}

export function opensFriendGame(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): boolean {
  migrateFriendStorage(storage);
  if (/[?&]friend=/.test(search)) return true;
  try {
    return storage?.getItem(FRIEND_SAVE_KEY) != null;
  } catch {
    return false;
  }
}
