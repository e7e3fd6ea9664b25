// Byte helpers for the peer protocol: the injected randomness, hex, concatenation, hashing to hex.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The source of randomness, injected: the browser passes crypto.getRandomValues, the tests a seeded one. */
export type RandomBytes = (length: number) => Uint8Array;

export { bytesToHex, hexToBytes, utf8ToBytes };

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** SHA-256 of a domain label and parts, as hex (commitments). */
export function hashHex(domain: string, ...parts: readonly (Uint8Array | string | number)[]): string {
  const bytes = parts.map((p) =>
    typeof p === 'string' ? utf8ToBytes(`${p.length}:${p}`) : typeof p === 'number' ? utf8ToBytes(`#${p};`) : p,
  );
  return bytesToHex(sha256(concatBytes(utf8ToBytes(`${domain}|`), ...bytes)));
}

const HEX_64 = /^[0-9a-f]{64}$/;
/** A lower-case 32-byte hex string (every point, key, seed and commitment of the protocol). */
export function isHex32(value: unknown): value is string {
  return typeof value === 'string' && HEX_64.test(value);
}
