// CPace over ristretto255 with SHA-512 (draft-irtf-cfrg-cpace, initiator-responder): two browsers that share a short
// room code, or later a game's secret, agree on a strong key; anyone else gets one online guess per attempt and nothing offline.
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import type { RandomBytes } from './bytes.ts';
import { concatBytes, utf8ToBytes } from './bytes.ts';

const Point = ristretto255.Point;
const ORDER = Point.Fn.ORDER;

/** The cipher suite's domain-separation identifiers (CPACE-RISTR255-SHA512). */
const DSI = utf8ToBytes('CPaceRistretto255');
const DSI_ISK = utf8ToBytes('CPaceRistretto255_ISK');
/** SHA-512's input block: the generator string pads the secret to fill the first block. */
const SHA512_BLOCK_BYTES = 128;
/** ristretto255 field elements are 32 bytes; the generator is derived from twice that many hashed bytes. */
const FIELD_BYTES = 32;

/** An octet string with its length before it, in LEB128 (one byte below 128): the draft's prepend_len. */
export function prependLen(bytes: Uint8Array): Uint8Array {
  const length: number[] = [];
  let n = bytes.length;
  do {
    const low = n & 0x7f;
    n >>>= 7;
    length.push(n > 0 ? low | 0x80 : low);
  } while (n > 0);
  return concatBytes(Uint8Array.from(length), bytes);
}

/** The draft's lv_cat: each part with its length, so no two lists of parts give the same bytes. */
export function lvCat(...parts: readonly Uint8Array[]): Uint8Array {
  return concatBytes(...parts.map(prependLen));
}

/** The string hashed to the generator: the suite, the secret (padded to the hash's block), the channel and the session id. */
export function generatorString(prs: Uint8Array, ci: Uint8Array, sid: Uint8Array): Uint8Array {
  const zeros = Math.max(0, SHA512_BLOCK_BYTES - 1 - prependLen(prs).length - prependLen(DSI).length);
  return lvCat(DSI, prs, new Uint8Array(zeros), ci, sid);
}

type RistrettoPoint = InstanceType<typeof Point>;

/** The session's generator: a point nobody knows the discrete logarithm of, fixed by the secret, the channel and the session id. */
export function calculateGenerator(prs: Uint8Array, ci: Uint8Array, sid: Uint8Array): RistrettoPoint {
  const hashed = sha512(generatorString(prs, ci, sid)).slice(0, 2 * FIELD_BYTES);
  return ristretto255_hasher.deriveToCurve!(hashed);
}

/** A secret scalar: random bytes read little-endian, drawn again in the (negligible) case of zero. */
export function sampleScalar(random: RandomBytes): bigint {
  for (;;) {
    const bytes = random(FIELD_BYTES);
    let n = 0n;
    for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]);
    n %= ORDER;
    if (n !== 0n) return n;
  }
}

/** The share sent to the other side: the generator times the secret scalar, encoded. */
export function publicShare(scalar: bigint, generator: RistrettoPoint): Uint8Array {
  return generator.multiply(scalar).toBytes();
}

/**
 * The shared point from the other side's share (the draft's scalar_mult_vfy), or null when the share is not an encoded
 * ristretto255 point or the result is the identity: the exchange must then stop.
 */
export function sharedPoint(scalar: bigint, share: Uint8Array): Uint8Array | null {
  let point: RistrettoPoint;
  try {
    point = Point.fromBytes(share);
  } catch {
    return null;
  }
  if (point.is0()) return null;
  const shared = point.multiply(scalar);
  return shared.is0() ? null : shared.toBytes();
}

/** The intermediate session key: the hash of the session id, the shared point and the transcript (initiator's share first). */
export function intermediateKey(
  sid: Uint8Array,
  shared: Uint8Array,
  initiator: { readonly share: Uint8Array; readonly ad: Uint8Array },
  responder: { readonly share: Uint8Array; readonly ad: Uint8Array },
): Uint8Array {
  const transcript = concatBytes(lvCat(initiator.share, initiator.ad), lvCat(responder.share, responder.ad));
  return sha512(concatBytes(lvCat(DSI_ISK, sid, shared), transcript));
}
