// The tricks searches' one transposition table, and the keys that let several searches share it (the declaration's placements).
import { cardId } from '../cards.ts';
import type { Card, Pair } from '../types.ts';
import { TrickTable } from './tricks-table.ts';

/** Most cards one player can hold in a tricks search (a key bit each). */
const MAX_CARDS = 27;

/**
 * One table for every tricks solve (the engine is single-threaded; a solve never starts inside another).
 * 2^18 slots (4 MB): with 2^20 (16 MB) the probe's memory load was over 40% of the solve's time; the smaller
 * table stays in cache far better and the bench's largest solves still fit (the same node counts).
 */
let sharedTable: TrickTable | null = null;
export function table(): TrickTable {
  sharedTable ??= new TrickTable(18);
  return sharedTable;
}

/** Forget every entry of the table (searches given SharedKeys do not clear it themselves). */
export function clearTrickTable(): void {
  table().clear();
}

/** Most classes of ends a shared table's keys can tell apart (9 bits of the key; see trickStart). */
export const MAX_SHARED_CLASSES = 512;

/**
 * Table keys that several searches with one pair of trumps and one rule can share, though their cards differ (the
 * declaration's placements of the cards): a position's value depends only on the cards left, the leader and the
 * ends' values from there, so an entry made by one search is true in another. Each card's key bit is its place in
 * its owner's list here (not its index in one search), and the ends' classes are numbered across the searches.
 */
export interface SharedKeys {
  /** Each player's cards over every search sharing the table (at most 27 each). */
  readonly universe: Pair<readonly Card[]>;
  /** The shape of the ends' values → its class (see leafRanges), filled by the searches; at most MAX_SHARED_CLASSES. */
  readonly classes: Map<string, number>;
}

/**
 * The maps between one search's card indices and the shared keys' bits: keyBytes[b * 256 + v] is the key bits of the
 * cards whose indices are 8b + the bits of v; keyMove[i] is card i's bit in its owner's list; localMove[owner * 32 + bit]
 * is the card index of that bit (-1: not in this search).
 */
export function sharedKeyMaps(
  cards: readonly Card[],
  owner: ArrayLike<number>,
  shared: SharedKeys,
): { keyBytes: Int32Array; keyMove: Int8Array; localMove: Int8Array } {
  if (shared.classes.size > MAX_SHARED_CLASSES) throw new Error('TrickSearch: too many classes of ends for a shared table');
  const n = cards.length;
  const keyBytes = new Int32Array(4 * 256);
  const keyMove = new Int8Array(n);
  const localMove = new Int8Array(64).fill(-1);
  for (let i = 0; i < n; i++) {
    const bit = shared.universe[owner[i]].findIndex((c) => cardId(c) === cardId(cards[i]));
    if (bit < 0 || bit >= MAX_CARDS) throw new Error('TrickSearch: a card is not in the shared keys');
    keyMove[i] = bit;
    localMove[owner[i] * 32 + bit] = i;
    const b = i >> 3;
    for (let v = 0; v < 256; v++) if ((v >> (i & 7)) & 1) keyBytes[b * 256 + v] |= 1 << bit;
  }
  return { keyBytes, keyMove, localMove };
}
