// What a hand (as rank counts) can do with the play-off shapes, remembered per hand: its shapes, fewest plays to empty it, move order.
//
// The shapes themselves, and their fields as typed arrays, are in playoff-shapes.ts; the search (playoff-search.ts) reads these facts at every node.
import { searchScratch } from './playoff-search-scratch.ts';
import { ALL_SHAPES, BY_COUNTS, GUARD, IS_SEQUENCE, SHAPE_CLASS, SHAPE_HIGH, SHAPE_LOW, SHAPE_RANK } from './playoff-shapes.ts';

/**
 * How a following mover orders its plays, by kind (0 unbeatable keeping plays, 1 beatable keeping plays, 2 and 3 the
 * other plays likewise): the kinds in the order tried, and those listed from the lowest rank (a bit per kind; the
 * others from the highest). An unbeatable play takes the round whatever its rank, so the lowest is spent first.
 * Chosen by counting positions over every order (the play-offs of the bench's 140 declarations, its 200 single
 * play-offs, and 99 reviews of a declaration after an exchange), by how many Jokers the play-off began with:
 * - none: the beatable keeping plays from the lowest, then the unbeatable ones;
 * - one (after a Joker exchange): the other plays the other player can beat before the unbeatable ones, and the
 *   beatable keeping plays from the highest (11% fewer positions on the 40 exchange declarations, the heaviest five
 *   11–31% fewer; without a Joker this order searched 10–19% more);
 * - two (both exchanged): every beatable play before any unbeatable one (on those 99 reviews 10% fewer positions than
 *   with one Joker's order, the heaviest five 9–37% fewer).
 */
export const FOLLOWING = {
  plain: { kinds: [1, 0, 2, 3], lowestFirst: 0b0011 },
  joker: { kinds: [1, 0, 3, 2], lowestFirst: 0b0101 },
  jokers: { kinds: [1, 3, 0, 2], lowestFirst: 0b0111 },
} as const;

/** FOLLOWING's order for a play-off that begins with these hands' low count words (nibble 0 counts the Jokers). */
export function followingOrder(moverLow: number, otherLow: number): (typeof FOLLOWING)[keyof typeof FOLLOWING] {
  const jokers = ((moverLow & 15) !== 0 ? 1 : 0) + ((otherLow & 15) !== 0 ? 1 : 0);
  return jokers === 2 ? FOLLOWING.jokers : jokers === 1 ? FOLLOWING.joker : FOLLOWING.plain;
}

/** What a hand holds: its shapes (lead order) and, per class, the highest rank it can play (0 if none). */
export interface HandInfo {
  readonly shapes: Int16Array;
  readonly top: Int8Array;
  /** Fewest plays that empty the hand (-1 until asked). */
  plays: number;
  /** The shapes, those that keep the fewest plays first (null until asked). */
  ordered: Int16Array | null;
  /** How many shapes at the start of `ordered` keep the fewest plays. */
  keeping: number;
  /** Whether the hand holds a sequence (if not, none of its parts does either). */
  readonly sequences: boolean;
  /** The shape that is the whole hand (it goes out in one play), or -1. */
  readonly whole: number;
  /**
   * The shapes grouped by class (null until asked): class c's are byClass[classStart[c] .. classStart[c + 1]),
   * in the order of `ordered`, each part from the highest rank; the first classKeeping[c] keep the fewest plays.
   */
  byClass: Int16Array | null;
  classStart: Int16Array | null;
  classKeeping: Int8Array | null;
  /** The hand left after each play of `ordered` and of `byClass` (same positions), filled as the search asks. */
  orderedRest: HandInfo[] | null;
  byClassRest: HandInfo[] | null;
}

/**
 * Hand facts depend on the counts alone, so they are remembered across solves (bounded): open addressing on the two
 * count words. A solve meets about 3,000 hands (8,000 with Jokers): a small slot table stays in the cache.
 */
const INFO_BITS = 15;
const INFO_MASK = (1 << INFO_BITS) - 1;
const HAND_INFO_LIMIT = 16_000;
/** Slot s is words 4s (low), 4s + 1 (high) and 4s + 2 (index + 1 into `infos`, 0 for an empty slot): one cache line per probe. */
const infoSlots = new Int32Array(4 << INFO_BITS);
let infos: HandInfo[] = [];
/** Building a hand's shape list, and grouping it by class, in the search's scratch (aliases: never replaced). */
const { shapes: scratch, keepAt, otherAt } = searchScratch;

function infoHome(low: number, high: number): number {
  const h = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca77);
  return (h ^ (h >>> 15)) & INFO_MASK;
}

/** Forget every hand's facts (benchmarks measure solves from cold). */
export function forgetHandFacts(): void {
  infoSlots.fill(0);
  infos = [];
}

/** What the hand (low, high) holds (see HandInfo). */
export function infoOf(low: number, high: number): HandInfo {
  return partInfo(low, high, ALL_SHAPES);
}

/**
 * What the hand (low, high) holds, when it is part of a hand whose shapes are `within` (a part's shapes are
 * among the whole's: only those are tried, a few dozen instead of every shape).
 */
export function partInfo(low: number, high: number, within: Int16Array): HandInfo {
  let slot = infoHome(low, high) << 2;
  while (infoSlots[slot + 2] !== 0) {
    if (infoSlots[slot] === low && infoSlots[slot + 1] === high) return infos[infoSlots[slot + 2] - 1];
    slot = (slot + 4) & (INFO_MASK << 2);
  }
  if (infos.length >= HAND_INFO_LIMIT) {
    forgetHandFacts();
    slot = infoHome(low, high) << 2;
  }
  const top = new Int8Array(48);
  let sequences = false;
  let count = 0;
  const lowG = low | GUARD;
  const highG = high | GUARD;
  for (let k = 0; k < within.length; k++) {
    const i = within[k];
    if (((lowG - SHAPE_LOW[i]) & GUARD) !== GUARD || ((highG - SHAPE_HIGH[i]) & GUARD) !== GUARD) continue;
    scratch[count++] = i;
    const c = SHAPE_CLASS[i];
    if (SHAPE_RANK[i] > top[c]) top[c] = SHAPE_RANK[i];
    if (IS_SEQUENCE[i] === 1) sequences = true;
  }
  const whole = BY_COUNTS.get(low)?.get(high)?.index ?? -1;
  const info: HandInfo = {
    shapes: scratch.slice(0, count),
    top,
    plays: -1,
    ordered: null,
    keeping: 0,
    sequences,
    whole,
    byClass: null,
    classStart: null,
    classKeeping: null,
    orderedRest: null,
    byClassRest: null,
  };
  infos.push(info);
  infoSlots[slot] = low;
  infoSlots[slot + 1] = high;
  infoSlots[slot + 2] = infos.length;
  return info;
}

/** The hand left after playing shapes[k] from (low, high), remembered in `rest` (a list at the same positions as `shapes`). */
export function restAfter(low: number, high: number, info: HandInfo, shapes: Int16Array, rest: HandInfo[], k: number): HandInfo {
  const known = rest[k];
  if (known !== undefined) return known;
  const i = shapes[k];
  return (rest[k] = partInfo(low - SHAPE_LOW[i], high - SHAPE_HIGH[i], info.shapes));
}

/** Fewest plays that empty the hand (low, high). */
export function playsToEmpty(low: number, high: number, info: HandInfo): number {
  if (info.plays >= 0) return info.plays;
  let fewest = 99;
  if (low === 0 && high === 0) fewest = 0;
  else if (info.whole >= 0) fewest = 1;
  else {
    for (let k = 0; k < info.shapes.length && fewest > 2; k++) {
      const i = info.shapes[k];
      const rl = low - SHAPE_LOW[i];
      const rh = high - SHAPE_HIGH[i];
      const rest = 1 + playsToEmpty(rl, rh, partInfo(rl, rh, info.shapes));
      if (rest < fewest) fewest = rest;
    }
  }
  info.plays = fewest;
  return fewest;
}

/** The hand's shapes, first those after which the hand still empties in the fewest plays (as good players lead). */
export function orderedShapes(low: number, high: number, info: HandInfo): Int16Array {
  if (info.ordered !== null) return info.ordered;
  const target = playsToEmpty(low, high, info) - 1;
  const n = info.shapes.length;
  const ordered = new Int16Array(n);
  let keep = 0;
  let other = n;
  // Keeping shapes fill from the front, the others from the back (reversed below to keep lead order).
  for (let k = 0; k < n; k++) {
    const i = info.shapes[k];
    const rl = low - SHAPE_LOW[i];
    const rh = high - SHAPE_HIGH[i];
    if (playsToEmpty(rl, rh, partInfo(rl, rh, info.shapes)) === target) ordered[keep++] = i;
    else ordered[--other] = i;
  }
  ordered.subarray(keep).reverse();
  info.ordered = ordered;
  info.keeping = keep;
  return ordered;
}

/**
 * Group the hand's shapes by class (kind and size), those that keep the fewest plays first, each part from the
 * highest rank: the plays the other cannot beat then come first in each part. (Which those are depends on the
 * other's hand, so the search takes the beatable ones from the lowest itself.)
 */
export function groupByClass(low: number, high: number, info: HandInfo): void {
  if (info.byClass !== null) return;
  const ordered = orderedShapes(low, high, info);
  const start = new Int16Array(49);
  const keeping = new Int8Array(48);
  for (let k = 0; k < ordered.length; k++) {
    const c = SHAPE_CLASS[ordered[k]];
    start[c + 1]++;
    if (k < info.keeping) keeping[c]++;
  }
  for (let c = 0; c < 48; c++) start[c + 1] += start[c];
  // Fill each class from the end of its part backwards: the highest ranks come first, as `ordered` lists low first.
  for (let c = 0; c < 48; c++) {
    keepAt[c] = start[c] + keeping[c];
    otherAt[c] = start[c + 1];
  }
  const byClass = new Int16Array(ordered.length);
  for (let k = 0; k < ordered.length; k++) {
    const c = SHAPE_CLASS[ordered[k]];
    if (k < info.keeping) byClass[--keepAt[c]] = ordered[k];
    else byClass[--otherAt[c]] = ordered[k];
  }
  info.byClass = byClass;
  info.classStart = start;
  info.classKeeping = keeping;
}

/**
 * True if the hand (low, high) goes out in at most two plays, the first one the other (best play `top` per
 * class) cannot beat. With two plays to go, the plays that keep the fewest plays are exactly those that leave
 * one combination.
 */
export function runsOutInTwo(low: number, high: number, info: HandInfo, top: Int8Array): boolean {
  if (info.whole >= 0) return true;
  if (playsToEmpty(low, high, info) !== 2) return false;
  const ordered = orderedShapes(low, high, info);
  for (let k = 0; k < info.keeping; k++) {
    const i = ordered[k];
    if (top[SHAPE_CLASS[i]] < SHAPE_RANK[i]) return true;
  }
  return false;
}
