// A session's sealed frames: ChaCha20-Poly1305 with one key each way and a counter as the nonce, so a frame that was
// changed, replayed, sent the wrong way or sealed under another key never opens.
import { chacha20poly1305 } from '@noble/ciphers/chacha.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha512 } from '@noble/hashes/sha2.js';
import type { PlayerIndex, Result } from '../engine/index.ts';
import { bytesToHex, utf8ToBytes } from './bytes.ts';

/** Why a sealed frame did not open (it is dropped and counted, never blamed on the friend). */
export const BOX_REFUSALS = [
  'forged', // the authentication tag does not verify: changed in flight, or sealed under another key
  'replayed', // a counter already opened (a copy, or a frame older than the last one)
] as const;
export type BoxRefusal = (typeof BOX_REFUSALS)[number];

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
/** Counters stay exact integers far beyond any game. */
const MAX_COUNTER = Number.MAX_SAFE_INTEGER;

/** Bytes from the session key for one purpose (HKDF-SHA-512: each label gives an independent key). */
export function deriveKey(isk: Uint8Array, label: string, length = KEY_BYTES): Uint8Array {
  return hkdf(sha512, isk, undefined, utf8ToBytes(`galapagos-friend-v1 ${label}`), length);
}

function nonceOf(counter: number): Uint8Array {
  const nonce = new Uint8Array(NONCE_BYTES);
  new DataView(nonce.buffer).setBigUint64(4, BigInt(counter));
  return nonce;
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A sealed frame's content on the wire: the counter and the ciphertext with its tag (base64). */
export interface Sealed {
  readonly n: number;
  readonly c: string;
}

/**
 * One session's two directions. The session id (derived from the key) goes with every frame so the receiver knows which
 * key to try, and is authenticated with it; counters only go up, so a frame opens at most once and never after a later one.
 */
export class SessionBox {
  readonly id: string;
  private readonly sendKey: Uint8Array;
  private readonly receiveKey: Uint8Array;
  private readonly aad: Uint8Array;
  private sent = 0;
  private next = 0;

  constructor(isk: Uint8Array, seat: PlayerIndex) {
    this.id = bytesToHex(deriveKey(isk, 'session id', 8));
    const [mine, theirs] = seat === 0 ? ['seat 0 to seat 1', 'seat 1 to seat 0'] : ['seat 1 to seat 0', 'seat 0 to seat 1'];
    this.sendKey = deriveKey(isk, mine);
    this.receiveKey = deriveKey(isk, theirs);
    this.aad = utf8ToBytes(`galapagos-friend-v1 ${this.id}`);
  }

  seal(text: string): Sealed {
    const n = this.sent++;
    const c = chacha20poly1305(this.sendKey, nonceOf(n), this.aad).encrypt(utf8ToBytes(text));
    return { n, c: toBase64(c) };
  }

  open(sealed: { readonly n: unknown; readonly c: unknown }): Result<string, BoxRefusal> {
    const { n, c } = sealed;
    if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > MAX_COUNTER || typeof c !== 'string')
      return { ok: false, error: 'forged' };
    const bytes = fromBase64(c);
    if (bytes === null) return { ok: false, error: 'forged' };
    // Checked before opening and moved on only after: a forged frame with a high counter cannot stop later real ones.
    if ((n as number) < this.next) return { ok: false, error: 'replayed' };
    let plain: Uint8Array;
    try {
      plain = chacha20poly1305(this.receiveKey, nonceOf(n as number), this.aad).decrypt(bytes);
    } catch {
      return { ok: false, error: 'forged' };
    }
    this.next = (n as number) + 1;
    return { ok: true, value: new TextDecoder().decode(plain) };
  }
}
