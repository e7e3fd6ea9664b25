// What this browser keeps for the site (saved games, progress, practice, score sheets, history, the friend game): one
// key format, reads checked by the caller's validator with errors as values, and the one-time move from the old keys.
import { BUILT_BASE, baseDir } from '../i18n/paths.ts';

/** The part of the Web Storage API used (a Map-backed stand-in works in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Every store the site keeps, by name, with the keys it had before this format (at the site's root). */
const STORES = {
  game: 'galapagos.play.game',
  prefs: 'galapagos.play.prefs',
  sound: 'galapagos.play.sound',
  history: 'galapagos.play.history',
  progress: 'galapagos.learn',
  firstTries: 'galapagos.learn.firstTry',
  practice: 'galapagos.practice',
  scoreSheet: 'galapagos:score-sheet:v1',
  scoreSheetDamaged: 'galapagos:score-sheet:damaged',
  friendGame: 'galapagos-friend-game',
  friendSettings: 'galapagos-friend-settings',
  friendName: 'galapagos-friend-name',
} as const;

export type StoreName = keyof typeof STORES;
export const STORE_NAMES = Object.keys(STORES) as StoreName[];

/**
 * The key of a store in the copy of the site built for `base`: `galapagos:<base><name>` (`galapagos:/game`,
 * `galapagos:/galapagos/game`), so two copies on one origin keep their own data.
 */
export function storageKey(name: StoreName | 'probe', base: string = BUILT_BASE): string {
  return `galapagos:${baseDir(base)}${name}`;
}

/** This copy's keys. */
export const KEYS = Object.fromEntries(STORE_NAMES.map((name) => [name, storageKey(name)])) as Record<StoreName, string>;

/**
 * Where a store was kept before this format, newest first: the old key with `@<base>` under a base path (plain at the
 * root); the friend game's keys were shared by every copy on a domain before that, so a copy under a base takes those too.
 */
export function oldKeys(name: StoreName, base: string = BUILT_BASE): string[] {
  const plain = STORES[name];
  const dir = baseDir(base);
  if (dir === '/') return [plain];
  return name.startsWith('friend') ? [`${plain}@${dir}`, plain] : [`${plain}@${dir}`];
}

/**
 * Moves what earlier versions kept under the old keys to the new ones, once: each old key is read, written under the
 * new key (unless the new one is there already), then removed. A key that cannot be written keeps its old copy.
 */
export function migrateOldKeys(store: StorageLike | null, base: string = BUILT_BASE): void {
  for (const name of STORE_NAMES) {
    for (const old of oldKeys(name, base)) {
      try {
        const value = store?.getItem(old) ?? null;
        if (value === null) continue;
        const key = storageKey(name, base);
        if (store?.getItem(key) === null) store.setItem(key, value);
        store?.removeItem(old);
      } catch {
        // Blocked or full: the old copy stays where it was, and the next visit tries again.
      }
    }
  }
}

let migrated = false;

/** localStorage if the browser lets the page use it (it may throw in private modes or when disabled), old keys moved. */
export function browserStorage(): StorageLike | null {
  try {
    const store = window.localStorage;
    const probe = storageKey('probe');
    store.setItem(probe, '1');
    store.removeItem(probe);
    if (!migrated) migrateOldKeys(store);
    migrated = true;
    return store;
  } catch {
    return null;
  }
}

/** Why a read found nothing usable: nothing kept, storage blocked, or kept text that is not JSON or not valid. */
export type ReadError = { readonly code: 'missing' | 'blocked' } | { readonly code: 'not-json' | 'invalid'; readonly raw: string };

export type ReadResult<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & ReadError);

/** The kept text, or why there is none. */
export function readText(store: StorageLike | null, key: string): { ok: true; value: string } | { ok: false; code: 'missing' | 'blocked' } {
  try {
    const raw = store === null ? null : store.getItem(key);
    return raw === null ? { ok: false, code: store === null ? 'blocked' : 'missing' } : { ok: true, value: raw };
  } catch {
    return { ok: false, code: 'blocked' };
  }
}

/** Reads a kept value, checked by `validate` (null: not valid); never trusts what is stored, never throws. */
export function readJson<T>(store: StorageLike | null, key: string, validate: (value: unknown) => T | null): ReadResult<T> {
  const text = readText(store, key);
  if (!text.ok) return text;
  let data: unknown;
  try {
    data = JSON.parse(text.value);
  } catch {
    return { ok: false, code: 'not-json', raw: text.value };
  }
  const value = validate(data);
  return value === null ? { ok: false, code: 'invalid', raw: text.value } : { ok: true, value };
}

/** Keeps text; false if the browser refused (quota, blocked storage). */
export function writeText(store: StorageLike | null, key: string, text: string): boolean {
  try {
    if (store === null) return false;
    store.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Keeps a value as JSON; false if the browser refused. */
export const writeJson = (store: StorageLike | null, key: string, value: unknown): boolean => writeText(store, key, JSON.stringify(value));

/** Forgets a key; blocked storage has nothing to forget. */
export function remove(store: StorageLike | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing more can be done: the next write replaces it.
  }
}
