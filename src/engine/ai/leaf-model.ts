// The auction's leaf model: a small network, trained offline on exact solves (scripts/train-leaf-model.ts), that values a deal whose auction is over.
//
// Once the auction is over every card is placed, and the rest of the deal (declarations, tricks, play-off) is a game of
// perfect information whose value the exact solvers find in about 50 ms: far too slow for the hundreds of leaves of an
// auction decision. The network learned that value from tens of thousands of solved deals, and gives it in microseconds.
// Suits play no part after the auction except as trumps, so the inputs list the suits in an order of their own cards
// (leafInputs): the value is the same for every renaming of the suits.
import { trumpTotalsOfMasks } from '../melds.ts';
import { popcount } from '../solver/tricks-tables.ts';

/**
 * Inputs: 4 groups × 52 cards (first player's hand, other's hand, first's bid pile, other's), 8 meld totals, 4 × 13 rank
 * counts, 4 × 4 suit lengths (longest first), and per group the ranks held once or more, twice, three times, four times,
 * and the longest run of ranks held (the play-off's sets and sequences).
 */
export const LEAF_INPUTS = 4 * 52 + 8 + 4 * 13 + 4 * 4 + 4 * 5;
const MELDS_AT = 4 * 52;
const RANKS_AT = MELDS_AT + 8;
const LENGTHS_AT = RANKS_AT + 4 * 13;
const SHAPES_AT = LENGTHS_AT + 16;
export const LEAF_HIDDEN = [64, 32] as const;
/** The network's output times this is the value in deal points. */
export const LEAF_SCALE = 100;

/** The model's numbers: 64-bit in the search (faster arithmetic in JavaScript), 32-bit in training (half the memory). */
export type LeafVector = Float32Array | Float64Array;

/** A two-hidden-layer network with rectified units (weights row by row: w1[i * H1 + h]). */
export interface LeafNetwork {
  readonly w1: LeafVector;
  readonly b1: LeafVector;
  readonly w2: LeafVector;
  readonly b2: LeafVector;
  readonly w3: LeafVector;
  readonly b3: number;
}

/** Where a deal's four card groups are: ids of the cards of group g at lists[g][offsets[g] .. + lengths[g]). */
export interface LeafCards {
  readonly lists: readonly Uint8Array[];
  readonly offsets: readonly number[];
  readonly lengths: readonly number[];
}

const masks = new Int32Array(16);
const order = [0, 1, 2, 3];
const keys = [0, 0, 0, 0];
const totals = [0, 0, 0, 0];
const suitMasks = [0, 0, 0, 0];
const lengths = [0, 0, 0, 0];

/**
 * Write the inputs of a deal after its auction into `out` (length LEAF_INPUTS). Groups: 0 the first player's (R3) hand,
 * 1 the other's hand, 2 the first player's bid pile, 3 the other's; no Jokers.
 */
export function leafInputs<V extends LeafVector>(cards: LeafCards, out: V): V {
  masks.fill(0);
  out.fill(0);
  for (let g = 0; g < 4; g++) {
    const list = cards.lists[g];
    const start = cards.offsets[g];
    for (let i = start; i < start + cards.lengths[g]; i++) {
      const id = list[i];
      masks[g * 4 + ((id / 13) | 0)] |= 1 << (id % 13);
    }
  }
  // Suits in the order of their cards, group by group: any renaming of the suits gives the same inputs.
  for (let s = 0; s < 4; s++) keys[s] = ((masks[s] * 8192 + masks[4 + s]) * 8192 + masks[8 + s]) * 8192 + masks[12 + s];
  order.sort((x, y) => keys[y] - keys[x] || x - y);
  for (let g = 0; g < 4; g++)
    for (let c = 0; c < 4; c++) {
      const mask = masks[g * 4 + order[c]];
      for (let r = 0; r < 13; r++)
        if ((mask >> r) & 1) {
          out[g * 52 + c * 13 + r] = 1;
          out[RANKS_AT + g * 13 + r] += 0.25;
        }
    }
  for (let g = 0; g < 4; g++) {
    for (let c = 0; c < 4; c++) lengths[c] = popcount(masks[g * 4 + c]);
    lengths.sort((x, y) => y - x);
    for (let c = 0; c < 4; c++) out[LENGTHS_AT + g * 4 + c] = lengths[c] / 13;
    let run = 0;
    let longest = 0;
    for (let r = 0; r < 13; r++) {
      const count = out[RANKS_AT + g * 13 + r] * 4;
      for (let m = 1; m <= count; m++) out[SHAPES_AT + g * 5 + m - 1] += 1 / 13;
      run = count > 0 ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    out[SHAPES_AT + g * 5 + 4] = longest / 13;
  }
  for (let g = 0; g < 2; g++) {
    for (let c = 0; c < 4; c++) suitMasks[c] = masks[g * 4 + order[c]] << 2;
    trumpTotalsOfMasks(suitMasks, totals);
    for (let c = 0; c < 4; c++) out[MELDS_AT + g * 4 + c] = totals[c] / LEAF_SCALE;
  }
  return out;
}

const hidden1 = new Float64Array(LEAF_HIDDEN[0]);
const hidden2 = new Float64Array(LEAF_HIDDEN[1]);

/** The network's output for `inputs` (times LEAF_SCALE: the first player's deal total minus the other's). */
export function leafForward(net: LeafNetwork, inputs: LeafVector, h1: LeafVector = hidden1, h2: LeafVector = hidden2): number {
  const H1 = h1.length;
  const H2 = h2.length;
  h1.set(net.b1);
  for (let i = 0; i < inputs.length; i++) {
    const x = inputs[i];
    if (x === 0) continue;
    const row = i * H1;
    for (let h = 0; h < H1; h++) h1[h] += x * net.w1[row + h];
  }
  h2.set(net.b2);
  for (let i = 0; i < H1; i++) {
    const x = h1[i];
    if (x <= 0) continue;
    const row = i * H2;
    for (let h = 0; h < H2; h++) h2[h] += x * net.w2[row + h];
  }
  let y = net.b3;
  for (let i = 0; i < H2; i++) if (h2[i] > 0) y += h2[i] * net.w3[i];
  return y;
}
