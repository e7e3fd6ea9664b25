// The leaf model's weights as text: each tensor as one scale (32-bit float) and 8-bit steps of it, in base64.
import { LEAF_HIDDEN, LEAF_INPUTS } from './leaf-model.ts';
import type { LeafNetwork } from './leaf-model.ts';

const [H1, H2] = LEAF_HIDDEN;
/** Tensor sizes in the text's order: w1, b1, w2, b2, w3, b3. */
const SIZES = [LEAF_INPUTS * H1, H1, H1 * H2, H2, H2, 1] as const;

// Base64 by the platform's own btoa/atob (in every browser, worker and Node), as the peer's frames are (peer/session-box.ts).
function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
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
