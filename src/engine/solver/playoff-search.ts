// The play-off search: negamax with alpha-beta over rank counts (suits never matter) and a transposition table.
//
// Values are in cards left: +n when the mover goes out first and the other holds n cards, −n when the other does
// (playoff.ts scores them with the engine's playOffPoints: playOffMargin). The value itself is found by zero-window
// tests (playoff-value.ts).
import {
  followingOrder,
  forgetHandFacts,
  groupByClass,
  infoOf,
  orderedShapes,
  partInfo,
  playsToEmpty,
  restAfter,
  runsOutInTwo,
} from './playoff-hands.ts';
import type { HandInfo } from './playoff-hands.ts';
import { fits, SHAPE_CLASS, SHAPE_HIGH, SHAPE_LOW, SHAPE_RANK, SHAPE_SIZE, SHAPES } from './playoff-shapes.ts';
import type { Shape } from './playoff-shapes.ts';
import { KEY, MINE_RUN, writeKey } from './playoff-key.ts';
import { PlayOffTable } from './playoff-table.ts';
import { BudgetSpent } from './table.ts';

const INF = 30000;
/** Leads of at most this many cards (both hands) are not looked up in the table nor stored. */
const UNTABLED = 6;

let sharedTable: PlayOffTable | null = null;
function table(): PlayOffTable {
  // 2^17 records (4 MB): on the bench's 200 play-offs 1.6% more nodes than 16 MB, but 3% less time (fewer cache misses).
  sharedTable ??= new PlayOffTable(17);
  return sharedTable;
}

/** Empty the play-off table and forget the hands' facts (benchmarks measure solves from cold). */
export function resetPlayOffTable(): void {
  sharedTable?.clear();
  forgetHandFacts();
}

/**
 * A play-off position from the mover's side, as the search's roots take it: the mover's rank counts (ml, mh: low and
 * high words) and cards (nm), the other's (ol, oh, no), and the combination to beat: its class (−1 on the lead) and rank.
 */
export interface PlayOffPosition {
  readonly ml: number;
  readonly mh: number;
  readonly ol: number;
  readonly oh: number;
  readonly nm: number;
  readonly no: number;
  readonly cls: number;
  readonly rank: number;
}

export const PASS = -2;
/** Room for one node's moves: every shape and the pass. */
const STRIDE = 260;
/** Deepest line: every card played singly with a pass between, on both sides. */
const MAX_PLY = 64;

/** Negamax search from the mover's side. */
export class PlayOffSearch {
  nodes = 0;
  private readonly tt = table();
  private readonly moves = new Int16Array(STRIDE * MAX_PLY);
  private ply = 0;
  /** Plays already listed at the node being expanded, by run, count, class and Jokers (see isNew). */
  private readonly seen = new Int32Array(14 * 5 * 48 * 3);
  private stamp = 0;
  /** MINE_RUN of the position at each ply (14 entries a ply). */
  private readonly runs = new Int8Array(14 * MAX_PLY);

  private readonly budget: number;
  /** The following order of the play-off being tested (see FOLLOWING): set by each test from its root. */
  private followOrder = followingOrder(0, 0);

  constructor(budget: number) {
    // Each solve starts from an empty table, so whether it fits its budget never depends on earlier solves
    // (the computer's decision must depend on its view alone).
    this.budget = budget;
    this.tt.clear();
  }

  /** False if a play alike to `s` (same run, count, class and Jokers) is already listed at this node. */
  private isNew(ml: number, mh: number, s: Shape, stamp: number, runs: number): boolean {
    if (s.ranks.length === 0) return true;
    const n = s.ranks[0] - 1;
    const run = this.runs[runs + n];
    if (run < 0) return true;
    const held = n < 7 ? (ml >>> (4 * n)) & 15 : (mh >>> (4 * (n - 7))) & 15;
    const sign = ((run * 5 + held) * 48 + s.cls) * 3 + s.jokers;
    if (this.seen[sign] === stamp) return false;
    this.seen[sign] = stamp;
    return true;
  }

  /** The move the table holds for a position (a shape index, PASS, or -1 if none): a hint, to be verified. */
  tableMove({ ml, mh, ol, oh, cls, rank }: PlayOffPosition): number {
    writeKey(ml, mh, ol, oh, cls, rank, infoOf(ml, mh).sequences, infoOf(ol, oh).sequences);
    return this.tt.moveOf(KEY[0], KEY[1], KEY[2], KEY[3]);
  }

  /** The mover's value, at least `threshold`? (a zero-window test from a root position) */
  atLeast(position: PlayOffPosition, threshold: number): boolean {
    this.ply = 0;
    this.followOrder = followingOrder(position.ml, position.ol);
    return this.search(position, threshold - 1, threshold) >= threshold;
  }

  /** The mover's value in the position, searched in the window (alpha, beta). */
  search({ ml, mh, ol, oh, nm, no, cls, rank }: PlayOffPosition, alpha: number, beta: number): number {
    return this.node(ml, mh, ol, oh, nm, no, cls, rank, alpha, beta, infoOf(ml, mh), infoOf(ol, oh));
  }

  /**
   * search inside the tree, the position as numbers (no object per node), with what each hand holds already looked
   * up (a child's mover is the parent's other player).
   */
  private node(
    ml: number,
    mh: number,
    ol: number,
    oh: number,
    nm: number,
    no: number,
    cls: number,
    rank: number,
    alpha: number,
    beta: number,
    mine: HandInfo,
    theirs: HandInfo,
  ): number {
    // Small positions (searched without the table) are cheap and bounded: only the others count against the budget.
    if (nm + no > UNTABLED && ++this.nodes > this.budget) throw new BudgetSpent();
    const most = no;
    const least = -nm;
    if (most <= alpha) return most;
    const top = theirs.top;
    const following = cls >= 0;
    // Nothing beats the table: the pass is forced, and the other leads (no node of its own).
    if (following && mine.top[cls] <= rank) {
      if (least >= beta) return least;
      return -this.node(ol, oh, ml, mh, no, nm, -1, 0, -beta, -alpha, theirs, mine);
    }
    // The plays open to the mover: on the lead every shape, when following the shapes of the class on the table.
    // shapes[start .. end), the first until keepEnd keeping the fewest plays.
    let shapes: Int16Array;
    let rest: HandInfo[];
    let start = 0;
    let keepEnd: number;
    let end: number;
    if (following) {
      groupByClass(ml, mh, mine);
      shapes = mine.byClass as Int16Array;
      rest = mine.byClassRest ??= new Array<HandInfo>(shapes.length);
      start = (mine.classStart as Int16Array)[cls];
      end = (mine.classStart as Int16Array)[cls + 1];
      keepEnd = start + (mine.classKeeping as Int8Array)[cls];
    } else {
      shapes = orderedShapes(ml, mh, mine);
      rest = mine.orderedRest ??= new Array<HandInfo>(shapes.length);
      keepEnd = mine.keeping;
      end = shapes.length;
    }
    // Going out now, or after plays the other cannot beat (they can only pass), is the best the mover
    // can ever get: the other's hand only shrinks.
    if (mine.whole >= 0 && (!following || (SHAPES[mine.whole].cls === cls && SHAPES[mine.whole].rank > rank))) return most;
    const plays = playsToEmpty(ml, mh, mine);
    if (plays <= 3) {
      // After the play the rest must empty in two plays: with three to go, only a play that keeps the fewest plays can.
      const last = plays === 3 ? keepEnd : end;
      for (let k = start; k < last; k++) {
        const i = shapes[k];
        const r = SHAPE_RANK[i];
        if (
          r > rank &&
          top[SHAPE_CLASS[i]] < r &&
          runsOutInTwo(ml - SHAPE_LOW[i], mh - SHAPE_HIGH[i], restAfter(ml, mh, mine, shapes, rest, k), top)
        )
          return most;
      }
    }
    if (least >= beta) return least;
    // Only leads of more than UNTABLED cards use the table. A probe (a cache miss, mostly) costs more than a small
    // position's search; and following positions (a combination to beat) were found in the table at under one probe
    // in six: without them the bench's heaviest play-offs search 8% more nodes in 25-30% less time.
    const useTable = !following && nm + no > UNTABLED;
    const tt = this.tt;
    let k0 = 0;
    let k1 = 0;
    let k2 = 0;
    let k3 = 0;
    if (useTable) {
      writeKey(ml, mh, ol, oh, cls, rank, mine.sequences, theirs.sequences);
      k0 = KEY[0];
      k1 = KEY[1];
      k2 = KEY[2];
      k3 = KEY[3];
      if (tt.probe(k0, k1, k2, k3, alpha, beta)) return tt.alpha;
    } else tt.miss(alpha, beta);
    const a = tt.alpha;
    const b = tt.beta;
    let first = tt.bestMove;
    // The entry may come from a like position with other ranks: its move is only a hint, used if it fits.
    if (first >= 0) {
      const s = SHAPES[first];
      if (!fits(ml, mh, s) || (following && (s.cls !== cls || s.rank <= rank))) first = -1;
    }
    // Order: the table's move; plays after which the hand still empties in the fewest plays, those the
    // other cannot beat first (the mover keeps the lead); then the other plays, likewise; the pass last.
    // On the lead only the first unbeatable keeping play comes before the beatable ones, the rest after them: when
    // the first does not cut, a beatable play most often does (6% fewer nodes on the bench). Following, the keeping
    // plays the other can beat come first, and only then the unbeatable ones: keep the control as cheaply as possible
    // (a third fewer nodes on the bench, its heaviest play-offs 38% fewer); see FOLLOWING (playoff-hands.ts) for the rest.
    // Each group is listed only once the moves before it have not cut (a cut most often comes early).
    // A listed play is its position in `shapes` (so the hand left after it is remembered there), the table's
    // move its shape index, the pass PASS.
    const buf = this.moves;
    const base = this.ply * STRIDE;
    // A hand without sequences plays the same game from any rank of a run (see MINE_RUN) holding the same
    // count: one play of each kind is searched per run and count. Alike plays fall in the same group.
    // (MINE_RUN is written by writeKey, so it is kept for this ply; untabled positions list every play.)
    const alike = useTable && !mine.sequences;
    if (alike) this.runs.set(MINE_RUN, this.ply * 14);
    this.ply++;
    let best = -INF;
    let bestMove = -1;
    let lo = a;
    // Where the unbeatable keeping plays resume after the first (lead only), and their listing's stamp.
    let resume = -1;
    let keepStamp = 0;
    // Groups: -1 the table's move; 0 unbeatable keeping plays (on the lead the first only); 1 beatable keeping
    // plays; 2 the other unbeatable keeping plays; 3 and 4 the other plays, unbeatable then beatable; 5 the pass.
    for (let group = -1; group < 6 && lo < b; group++) {
      let count = 0;
      if (group === -1) {
        if (first === -1) continue;
        buf[base + count++] = first;
      } else if (group === 5) {
        if (!following || first === PASS) break;
        buf[base + count++] = PASS;
      } else {
        if (group === 2 && resume < 0) continue;
        // Kinds: 0 unbeatable keeping plays, 1 beatable keeping, 2 and 3 the other plays likewise; following, FOLLOWING's.
        const order = this.followOrder;
        const kind = following ? order.kinds[group < 2 ? group : group - 1] : group === 2 ? 0 : group > 2 ? group - 1 : group;
        const stamp = group === 2 ? keepStamp : ++this.stamp;
        if (group === 0) keepStamp = stamp;
        const runs = (this.ply - 1) * 14;
        if (alike && first >= 0) this.isNew(ml, mh, SHAPES[first], stamp, runs);
        const last = kind < 2 ? keepEnd : end;
        const unbeatable = kind % 2 === 0;
        for (let k = group === 2 ? resume : kind < 2 ? start : keepEnd; k < last; k++) {
          const index = shapes[k];
          const r = SHAPE_RANK[index];
          if (index === first || r <= rank) continue;
          if (top[SHAPE_CLASS[index]] < r === unbeatable && (!alike || this.isNew(ml, mh, SHAPES[index], stamp, runs))) {
            buf[base + count++] = k;
            if (group === 0 && !following) {
              resume = k + 1;
              break;
            }
          }
        }
        if (following && ((order.lowestFirst >> kind) & 1) === 1) {
          for (let x = base, y = base + count - 1; x < y; x++, y--) {
            const t = buf[x];
            buf[x] = buf[y];
            buf[y] = t;
          }
        }
      }
      for (let k = 0; k < count; k++) {
        const listed = buf[base + k];
        let move: number;
        let v: number;
        if (group === 5 || listed === PASS) {
          move = PASS;
          v = -this.node(ol, oh, ml, mh, no, nm, -1, 0, -b, -lo, theirs, mine);
        } else {
          move = group === -1 ? listed : shapes[listed];
          const rl = ml - SHAPE_LOW[move];
          const rh = mh - SHAPE_HIGH[move];
          const left = group === -1 ? partInfo(rl, rh, mine.shapes) : restAfter(ml, mh, mine, shapes, rest, listed);
          v = -this.node(ol, oh, rl, rh, no, nm - SHAPE_SIZE[move], SHAPE_CLASS[move], SHAPE_RANK[move], -b, -lo, theirs, left);
        }
        if (v > best) {
          best = v;
          bestMove = move;
        }
        if (v > lo) lo = v;
        if (lo >= b) break;
      }
    }
    this.ply--;
    if (useTable) tt.store(k0, k1, k2, k3, nm + no, best, a, b, bestMove);
    return best;
  }
}
