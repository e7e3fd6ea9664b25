// The leaf model's weights as text: each tensor as one scale (32-bit float) and 8-bit steps of it, in base64.
import { LEAF_HIDDEN, LEAF_INPUTS } from './leaf-model.ts';
import type { LeafNetwork } from './leaf-model.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const [H1, H2] = LEAF_HIDDEN;
/** Tensor sizes in the text's order: w1, b1, w2, b2, w3, b3. */
const SIZES = [LEAF_INPUTS * H1, H1, H1 * H2, H2, H2, 1] as const;

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63];
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? ALPHABET[n & 63] : '=';
  }
  return out;
}

function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let j = 0;
  for (const ch of clean) {
    value = (value << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (value >> bits) & 255;
    }
  }
  return out;
}

export function encodeLeafNetwork(net: LeafNetwork): string {
  const tensors = [net.w1, net.b1, net.w2, net.b2, net.w3, Float32Array.of(net.b3)];
  const bytes = new Uint8Array(SIZES.reduce((s, n) => s + 4 + n, 0));
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const t of tensors) {
    let max = 0;
    for (const v of t) max = Math.max(max, Math.abs(v));
    const scale = max / 127 || 1;
    view.setFloat32(at, scale, true);
    at += 4;
    for (const v of t) bytes[at++] = Math.round(v / scale) & 255;
  }
  return toBase64(bytes);
}

/** The network of `text` (encodeLeafNetwork's output); throws if it has the wrong length for LEAF_INPUTS and LEAF_HIDDEN. */
export function decodeLeafNetwork(text: string): LeafNetwork {
  const bytes = fromBase64(text);
  const view = new DataView(bytes.buffer);
  const tensors: Float64Array[] = [];
  let at = 0;
  for (const size of SIZES) {
    if (at + 4 + size > bytes.length) throw new Error('leaf model: weights of the wrong size');
    const scale = view.getFloat32(at, true);
    at += 4;
    const t = new Float64Array(size);
    for (let i = 0; i < size; i++) t[i] = ((bytes[at + i] << 24) >> 24) * scale;
    at += size;
    tensors.push(t);
  }
  if (at !== bytes.length) throw new Error('leaf model: weights of the wrong size');
  const [w1, b1, w2, b2, w3, b3] = tensors;
  return { w1, b1, w2, b2, w3, b3: b3[0] };
}
