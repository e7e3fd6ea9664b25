// The play-off search's scratch, one object: the table key's working arrays and outputs (playoff-key.ts) and the arrays hand facts are built in (playoff-hands.ts).
//
// Why it exists: the search writes a key at every tabled node and builds the facts of every hand it meets (thousands a
// solve), so these few arrays are made once rather than per node. The engine runs one call at a time; writeKey's
// outputs (key, mineRun) are read by the search at once, before the next node writes them, and the hand facts keep
// copies (slices), never these arrays. No solver result holds a reference to them.
import { ALL_SHAPES } from './playoff-shapes.ts';

export const searchScratch = {
  /** The key written by writeKey: four 32-bit words. */
  key: new Int32Array(4),
  /**
   * After writeKey, for each nibble the mover holds: the start of the run of the mover's ranks it lies in, if the mover
   * holds no sequence and the run has other ranks (ranks of one run with the same count are interchangeable), else −1.
   */
  mineRun: new Int8Array(14),
  /**
   * writeKey's working arrays, per held rank in rank order: its key cell (the mover's count × 5 + the other's + 25 if
   * it is a neighbour that matters), which player holds it alone (1 the mover, 2 the other, 0 both), and its nibble.
   */
  cellAt: new Int8Array(14),
  aloneAt: new Int8Array(14),
  nibbleAt: new Int8Array(14),
  /** A hand's shapes as they are found (partInfo keeps a slice of them). */
  shapes: new Int16Array(ALL_SHAPES.length),
  /** Where groupByClass writes each class's next keeping (other) shape. */
  keepAt: new Int16Array(48),
  otherAt: new Int16Array(48),
};
