// The encrypted deck on ristretto255: cards hashed to points, keys and shuffles derived from a seed, the passes, opening a card.
import { pippenger } from '@noble/curves/abstract/curve.js';
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
// turn one card into another.
const cardPoints: Point[] = [];
const cardByPoint = new Map<string, number>();
function cardPoint(id: number): Point {
  let p = cardPoints[id];
  if (p === undefined) {
    p = ristretto255_hasher.hashToCurve(utf8ToBytes(`card ${id}`), { DST: CARD_DST });
    cardPoints[id] = p;
    cardByPoint.set(p.toHex(), id);
  }
  return p;
}

/** The card a plain point stands for, or null (a wrong key gives a point that is no card). */
export function cardOfPoint(point: Point, size: number): number | null {
  for (let id = 0; id < size; id++) cardPoint(id);
  const id = cardByPoint.get(point.toHex());
  return id === undefined || id >= size ? null : id;
}

export function plainDeck(size: number): Point[] {
  return Array.from({ length: size }, (_, id) => cardPoint(id));
}

/** A secret scalar from the seed: the shuffle key (`index` -1) or the lock key of one position. */
export function deriveKey(seed: Uint8Array, index: number): bigint {
  const k = ristretto255_hasher.hashToScalar(concatBytes(seed, utf8ToBytes(`key ${index}`)), { DST: KEY_DST });
  return k === 0n ? 1n : k;
}
export const SHUFFLE_KEY = -1;

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

/** Shuffle pass: out[i] = k · in[perm[i]] with the seed's shuffle key. */
export function shufflePass(seed: Uint8Array, deck: readonly Point[]): Point[] {
  const k = deriveKey(seed, SHUFFLE_KEY);
  const perm = derivePermutation(seed, deck.length);
  return perm.map((from) => deck[from].multiply(k));
}

/** Lock pass: out[i] = k_i · k⁻¹ · in[i] (the shuffle key replaced by one key per position). */
export function lockPass(seed: Uint8Array, deck: readonly Point[]): Point[] {
  const inverse = Fn.inv(deriveKey(seed, SHUFFLE_KEY));
  return deck.map((p, i) => p.multiply(Fn.mul(deriveKey(seed, i), inverse)));
}

/**
 * 128-bit check weights for a batch verification, from `salt` (the verifier's own seed, open only after the
 * passes were fixed) and the claimed output: a wrong pass passes the check with probability 2^-128.
 */
function weights(salt: Uint8Array, output: readonly string[]): bigint[] {
  const digest = sha256(concatBytes(salt, utf8ToBytes(output.join(''))));
  return output.map((_, i) => {
    const w = sha256(concatBytes(digest, utf8ToBytes(`w ${i}`)));
    return BigInt(`0x${bytesToHex(w.slice(0, 16))}`) + 1n;
  });
}

/**
 * Does `output` (hex) equal shufflePass(seed, input)? Checked as one random linear combination
 * (Σ wᵢ·outᵢ = k · Σ wᵢ·in[perm i]): two multi-scalar multiplications instead of one multiplication per card.
 */
export function verifyShufflePass(seed: Uint8Array, input: readonly Point[], output: readonly string[], salt: Uint8Array): boolean {
  const points = parsePoints(output, input.length);
  if (points === null) return false;
  const w = weights(salt, output);
  const perm = derivePermutation(seed, input.length);
  const left = pippenger(Point, points, w);
  const right = pippenger(
    Point,
    perm.map((from) => input[from]),
    w,
  ).multiply(deriveKey(seed, SHUFFLE_KEY));
  return left.equals(right);
}

/** Does `output` (hex) equal lockPass(seed, input)? The same batch check (Σ wᵢ·outᵢ = Σ wᵢ·kᵢ·k⁻¹·inᵢ). */
export function verifyLockPass(seed: Uint8Array, input: readonly Point[], output: readonly string[], salt: Uint8Array): boolean {
  const points = parsePoints(output, input.length);
  if (points === null) return false;
  const w = weights(salt, output);
  const inverse = Fn.inv(deriveKey(seed, SHUFFLE_KEY));
  const left = pippenger(Point, points, w);
  const right = pippenger(
    Point,
    [...input],
    w.map((wi, i) => Fn.mul(wi, Fn.mul(deriveKey(seed, i), inverse))),
  );
  return left.equals(right);
}

function parsePoints(hex: readonly string[], length: number): Point[] | null {
  if (hex.length !== length) return null;
  const points: Point[] = [];
  for (const h of hex) {
    const p = pointFromHex(h);
    if (p === null) return null;
    points.push(p);
  }
  return points;
}

/** Open a locked card with both players' keys for its position: the card id, or null for a wrong key. */
export function openCard(locked: Point, keys: readonly [bigint, bigint], size: number): number | null {
  const k = Fn.mul(keys[0], keys[1]);
  if (k === 0n) return null;
  return cardOfPoint(locked.multiply(Fn.inv(k)), size);
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
