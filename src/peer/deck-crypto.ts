// The encrypted deck on ristretto255: cards hashed to points, keys and shuffles derived from a seed, the three passes, the batch check, opening a card.
import { interleavedMSMUnsafe, mulAddUnsafe } from '@noble/curves/abstract/curve.js';
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from './bytes.ts';

const Point = ristretto255.Point;
type Point = InstanceType<typeof Point>;
const Fn = Point.Fn;

const CARD_DST = utf8ToBytes('galapagos-p2p-v1-card');
const KEY_DST = utf8ToBytes('galapagos-p2p-v1-key');

/** Cards 0..51 are the naturals, 52 and 53 the Jokers (the engine's card ids). */
export const NATURAL_COUNT = 52;
export function deckSize(jokers: boolean): number {
  return jokers ? 54 : 52;
}

// Hash-to-curve, never id × generator: nobody knows the discrete log between two cards, so no key can
// turn one card into another. The points never change, so they are hashed once per page.
const cardPoints: Point[] = [];
function cardPoint(id: number): Point {
  return (cardPoints[id] ??= ristretto255_hasher.hashToCurve(utf8ToBytes(`card ${id}`), { DST: CARD_DST }));
}

/**
 * The card a plain point stands for, or null (a wrong key gives a point that is no card). Compared as group
 * elements (four field multiplications each), which is cheaper than encoding the point to look it up.
 */
export function cardOfPoint(point: Point, size: number): number | null {
  for (let id = 0; id < size; id++) if (cardPoint(id).equals(point)) return id;
  return null;
}

export function plainDeck(size: number): Point[] {
  return Array.from({ length: size }, (_, id) => cardPoint(id));
}

/**
 * The cards are fixed points, so the inviter's first pass (every card times one key) can use noble's
 * precomputed tables: a window of 3 bits gives 86 additions per multiplication instead of ~250 doublings
 * and ~80 additions, still constant time (one addition per window whatever the key). Built once per page,
 * about 340 points per card.
 */
const CARD_TABLE_WINDOW = 3;
let cardTablesBuilt = false;
export function prepareCardTables(): void {
  if (cardTablesBuilt) return;
  for (let id = 0; id < deckSize(true); id++) cardPoint(id).precompute(CARD_TABLE_WINDOW, false);
  cardTablesBuilt = true;
}

/** One player's secret scalars for a deal, all derived from its seed (the audit re-derives the other's the same way). */
export interface DeckKeys {
  /** The inviter's single key of the first pass (the friend has one too, unused). */
  readonly shuffle: bigint;
  /** One lock key per deck position. */
  readonly positions: readonly bigint[];
}

function deriveKey(seed: Uint8Array, index: number): bigint {
  const k = ristretto255_hasher.hashToScalar(concatBytes(seed, utf8ToBytes(`key ${index}`)), { DST: KEY_DST });
  return k === 0n ? 1n : k;
}
/** Every key of a deal from its seed: derived once and kept with the deal. */
export function deriveKeys(seed: Uint8Array, size: number): DeckKeys {
  return { shuffle: deriveKey(seed, -1), positions: Array.from({ length: size }, (_, i) => deriveKey(seed, i)) };
}

/** The product of two keys (mod the group order). */
export function mulKeys(a: bigint, b: bigint): bigint {
  return Fn.mul(a, b);
}

/**
 * An unbiased permutation of 0..size-1 from the seed (Fisher-Yates; each index drawn by rejection from a
 * SHA-256 counter stream). Naturals and Jokers are shuffled apart, so that positions 52 and 53 always hold
 * the two Jokers (one is dealt to each player, RULINGS §7).
 */
export function derivePermutation(seed: Uint8Array, size: number): number[] {
  let counter = 0;
  let pool = new Uint8Array(0);
  let at = 0;
  const nextWord = (): number => {
    if (at + 4 > pool.length) {
      pool = sha256(concatBytes(seed, utf8ToBytes(`perm ${counter++}`)));
      at = 0;
    }
    const w = ((pool[at] << 24) | (pool[at + 1] << 16) | (pool[at + 2] << 8) | pool[at + 3]) >>> 0;
    at += 4;
    return w;
  };
  const below = (n: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = nextWord();
      if (w < limit) return w % n;
    }
  };
  const perm = Array.from({ length: size }, (_, i) => i);
  const shuffleRange = (from: number, to: number): void => {
    for (let i = to - 1; i > from; i--) {
      const j = from + below(i - from + 1);
      [perm[i], perm[j]] = [perm[j], perm[i]];
    }
  };
  shuffleRange(0, Math.min(size, NATURAL_COUNT));
  if (size > NATURAL_COUNT) shuffleRange(NATURAL_COUNT, size);
  return perm;
}

// The passes multiply by secret keys: `multiply` (constant time), never `multiplyUnsafe`.

/** Pass 1 (the inviter): out[i] = k · card[perm[i]], the plain deck shuffled and encrypted with one key. */
export function shufflePass(keys: DeckKeys, perm: readonly number[]): Point[] {
  prepareCardTables();
  return perm.map((from) => cardPoint(from).multiply(keys.shuffle));
}

/** Pass 2 (the friend): out[i] = kᵢ · in[perm[i]], shuffled and locked with one key per position at once. */
export function shuffleLockPass(keys: DeckKeys, perm: readonly number[], deck: readonly Point[]): Point[] {
  return perm.map((from, i) => deck[from].multiply(keys.positions[i]));
}

/** Pass 3 (the inviter): out[i] = kᵢ · k⁻¹ · in[i], its single key replaced by one key per position. */
export function lockPass(keys: DeckKeys, deck: readonly Point[]): Point[] {
  const inverse = Fn.inv(keys.shuffle);
  return deck.map((p, i) => p.multiply(Fn.mul(keys.positions[i], inverse)));
}

/** A point the other player sent, and what its revealed seed says it must be: `scalar` × the point of `card`. */
export interface Claim {
  readonly point: Point;
  /** The point as it was sent (the check weights hash it). */
  readonly hex: string;
  readonly scalar: bigint;
  readonly card: number;
}

/**
 * 128-bit check weights for a batch verification, from `salt` (the verifier's own seed, open only after the
 * passes were fixed) and the claimed points: a wrong point passes the check with probability 2^-128.
 */
function weights(salt: Uint8Array, hex: readonly string[]): bigint[] {
  const digest = sha256(concatBytes(salt, utf8ToBytes(hex.join(''))));
  return hex.map((_, i) => {
    const w = sha256(concatBytes(digest, utf8ToBytes(`w ${i}`)));
    return BigInt(`0x${bytesToHex(w.slice(0, 16))}`) + 1n;
  });
}

/**
 * Is every claimed point its scalar × its card? Checked as one random linear combination,
 * Σ wᵢ·Pᵢ = Σ_c (Σ_{i: cardᵢ = c} wᵢ·sᵢ)·C_c: a multi-scalar multiplication over the claimed points (128-bit
 * weights) and one over the cards, instead of one multiplication per point. Nothing in it is secret any more
 * (both seeds are open), so the variable-time multi-scalar multiplications are fine.
 */
export function verifyClaims(claims: readonly Claim[], salt: Uint8Array, size: number): boolean {
  const w = weights(
    salt,
    claims.map((c) => c.hex),
  );
  const perCard = new Array<bigint>(size).fill(0n);
  claims.forEach((c, i) => {
    perCard[c.card] = Fn.add(perCard[c.card], Fn.mul(w[i], c.scalar));
  });
  return mulAddUnsafe(
    Point,
    claims.map((c) => c.point),
    w,
  ).equals(cardCombination(perCard));
}

/** Σ scalars[c]·C_c over the cards, with tables of odd multiples of each card built once per page. */
let cardMSM: ((scalars: bigint[]) => Point) | null = null;
function cardCombination(scalars: bigint[]): Point {
  cardMSM ??= interleavedMSMUnsafe(Point, plainDeck(deckSize(true)), 6);
  return cardMSM(scalars);
}

/**
 * Open a locked card with both players' keys for its position: the card id, or null for a wrong key.
 * `secret`: the product of the keys is not yet known to the other player (one of them is this player's
 * unshared key), so the multiplication must be constant time; once both keys are shared the card is
 * public and the faster variable-time multiplication leaks nothing.
 */
export function openCard(locked: Point, keys: readonly [bigint, bigint], size: number, secret: boolean): number | null {
  const k = mulKeys(keys[0], keys[1]);
  if (k === 0n) return null;
  const inverse = Fn.inv(k);
  return cardOfPoint(secret ? locked.multiply(inverse) : locked.multiplyUnsafe(inverse), size);
}

export function pointToHex(p: Point): string {
  return bytesToHex(p.toBytes());
}
/** A point from hex, or null when the bytes are no canonical ristretto255 encoding. */
export function pointFromHex(hex: string): Point | null {
  try {
    return Point.fromBytes(hexToBytes(hex));
  } catch {
    return null;
  }
}
export function keyToHex(k: bigint): string {
  return bytesToHex(Fn.toBytes(k));
}
/** A key from hex, or null when it is not a canonical non-zero scalar. */
export function keyFromHex(hex: string): bigint | null {
  try {
    const k = Fn.fromBytes(hexToBytes(hex));
    return k === 0n ? null : k;
  } catch {
    return null;
  }
}

export type { Point };
