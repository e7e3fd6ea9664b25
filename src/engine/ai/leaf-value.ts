// The leaf model's value of a playout's deal the moment its auction ends: what "hard"'s auction search scores its playouts by.
import { Kernel } from '../kernel/kernel.ts';
import { other } from '../kernel/scratch.ts';
import type { PlayerIndex } from '../types.ts';
import { LEAF_INPUTS, LEAF_SCALE, leafForward, leafInputs } from './leaf-model.ts';
import type { LeafNetwork } from './leaf-model.ts';
import { decodeLeafNetwork } from './leaf-weights-codec.ts';
import { LEAF_WEIGHTS } from './leaf-weights.ts';

let network: LeafNetwork | null = null;
const inputs = new Float64Array(LEAF_INPUTS);
const lists: Uint8Array[] = [];
const offsets = [0, 0, 0, 0];
const lengths = [0, 0, 0, 0];
const cards = { lists, offsets, lengths };

/** `me`'s deal total minus the other's, as the leaf model values the deal in `k` at its first declaration (no Jokers). */
export function kernelLeafValue(k: Kernel, me: PlayerIndex): number {
  network ??= decodeLeafNetwork(LEAF_WEIGHTS);
  const first = k.firstPlayer as PlayerIndex;
  const second = other(first);
  lists[0] = lists[1] = k.hands;
  lists[2] = lists[3] = k.piles;
  offsets[0] = offsets[2] = first * 16;
  offsets[1] = offsets[3] = second * 16;
  lengths[0] = k.handLength[first];
  lengths[1] = k.handLength[second];
  lengths[2] = k.pileLength[first];
  lengths[3] = k.pileLength[second];
  const value = leafForward(network, leafInputs(cards, inputs)) * LEAF_SCALE;
  return me === first ? value : -value;
}
