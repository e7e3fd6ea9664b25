// Each copy of the site on one domain keeps its own game with a friend: the keys go through storageKey, and a game saved
// under the old shared keys is moved to this copy's keys once.
import { describe, expect, it } from 'vitest';
import { friendKeys, migrateFriendStorage } from '../../src/components/play/friend/entry';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const OLD = {
  'galapagos-friend-game': '{"room":"abcdefghjk"}',
  'galapagos-friend-settings': '{"relays":[]}',
  'galapagos-friend-name': 'Ken',
};

describe("the friend game's storage keys", () => {
  it('are the plain keys at the root, and their own under a base path', () => {
    expect(friendKeys('/')).toEqual({
      save: 'galapagos-friend-game',
      settings: 'galapagos-friend-settings',
      name: 'galapagos-friend-name',
    });
    const beta = friendKeys('/galapagos-beta/');
    const main = friendKeys('/galapagos/');
    for (const which of ['save', 'settings', 'name'] as const) {
      expect(beta[which]).not.toBe(main[which]);
      expect(beta[which]).toContain('/galapagos-beta/');
    }
  });

  it('move a game saved under the old keys to this copy once: read the old key, write the new one, remove the old', () => {
    const storage = memoryStorage(OLD);
    migrateFriendStorage(storage, '/galapagos/');
    const keys = friendKeys('/galapagos/');
    expect(Object.fromEntries(storage.map)).toEqual({
      [keys.save]: OLD['galapagos-friend-game'],
      [keys.settings]: OLD['galapagos-friend-settings'],
      [keys.name]: 'Ken',
    });
    // A second copy finds nothing left to take: it starts with none.
    migrateFriendStorage(storage, '/galapagos-beta/');
    expect(storage.map.has(friendKeys('/galapagos-beta/').save)).toBe(false);
    expect(storage.map.get(keys.save)).toBe(OLD['galapagos-friend-game']);
  });

  it("never overwrites this copy's own game with an old one, and leaves the root's keys where they are", () => {
    const keys = friendKeys('/galapagos/');
    const storage = memoryStorage({ ...OLD, [keys.save]: '{"room":"mine"}' });
    migrateFriendStorage(storage, '/galapagos/');
    expect(storage.map.get(keys.save)).toBe('{"room":"mine"}');
    expect(storage.map.has('galapagos-friend-game')).toBe(false);

    const root = memoryStorage(OLD);
    migrateFriendStorage(root, '/');
    expect(Object.fromEntries(root.map)).toEqual(OLD);
  });

  it('does nothing when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(() => migrateFriendStorage(blocked, '/galapagos/')).not.toThrow();
    expect(() => migrateFriendStorage(null, '/galapagos/')).not.toThrow();
  });
});
