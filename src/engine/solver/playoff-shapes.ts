// Play-off combinations as rank counts for the solver: every shape that exists, and what a hand (as counts) can do with them.
//
// Every combination that exists, as counts of ranks and Jokers, is listed once at module load by asking
// the engine's handPlays, so the solver never decides on its own what a combination is or what beats what.
import { CARDS, BLACK_JOKER_ID, isJoker, RED_JOKER_ID } from '../cards.ts';
import { handPlays } from '../playoff.ts';
import type { Card, Combo, ComboKind } from '../types.ts';
import { COMBO_KINDS } from '../types.ts';

/** A combination as counts: nibble 0 the Jokers, nibble r − 1 the cards of rank r; nibbles 0–6 in `low`, 7–13 in `high`. */
export interface Shape {
  readonly low: number;
  readonly high: number;
  readonly size: number;
  /** Class (kind and size) index, see classOf. */
  readonly cls: number;
  readonly rank: number;
  readonly combo: Combo;
  /** Natural ranks used (with repeats) and the number of Jokers. */
  readonly ranks: number[];
  readonly jokers: number;
  readonly index: number;
}

export const GUARD = 0x8888888;

export function classOf(kind: ComboKind, size: number): number {
  return COMBO_KINDS.indexOf(kind) * 16 + size;
}

function nibbleOf(card: Card): number {
  return isJoker(card) ? 0 : card.rank - 1;
}

/** Counts of a hand as two words of nibbles. */
export function countsOf(cards: readonly Card[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const card of cards) {
    const n = nibbleOf(card);
    if (n < 7) low += 1 << (4 * n);
    else high += 1 << (4 * (n - 7));
  }
  return [low, high];
}

function buildShapes(): Shape[] {
  const found = new Map<string, { cards: Card[]; combo: Combo }>();
  const collect = (hand: Card[], keep: (combo: Combo) => boolean): void => {
    for (const play of handPlays(hand, null)) {
      if (!keep(play.combo)) continue;
      const [low, high] = countsOf(play.cards);
      const key = `${low},${high}`;
      if (!found.has(key)) found.set(key, { cards: play.cards, combo: play.combo });
    }
  };
  const jokers = [CARDS[RED_JOKER_ID], CARDS[BLACK_JOKER_ID]];
  // Singles and sets: four cards of one rank with both Jokers.
  for (let rank = 2; rank <= 14; rank++) collect([0, 1, 2, 3].map((s) => CARDS[s * 13 + rank - 2]).concat(jokers), (c) => c.kind !== 'sequence');
  // Sequences: one card of every rank with both Jokers (a sequence never repeats a rank).
  collect(Array.from({ length: 13 }, (_, i) => CARDS[i]).concat(jokers), (c) => c.kind === 'sequence');
  const shapes = [...found.values()].map(({ cards, combo }) => {
    const [low, high] = countsOf(cards);
    return {
      low, high, size: cards.length, cls: classOf(combo.kind, combo.size), rank: combo.rank, combo,
      ranks: cards.filter((c) => !isJoker(c)).map((c) => (c as { rank: number }).rank), jokers: cards.filter(isJoker).length, index: 0,
    };
  });
  // Lead order: long combinations first (they empty the hand), low ranks first.
  shapes.sort((a, b) => b.size - a.size || a.rank - b.rank || a.low - b.low || a.high - b.high);
  shapes.forEach((s, i) => (s.index = i));
  return shapes;
}

export const SHAPES: readonly Shape[] = buildShapes();
/** Whole-hand lookup: a hand that is one combination goes out in one play. */
const BY_COUNTS = new Map<number, Map<number, Shape>>();
for (const s of SHAPES) {
  let inner = BY_COUNTS.get(s.low);
  if (!inner) BY_COUNTS.set(s.low, (inner = new Map()));
  inner.set(s.high, s);
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
  /** Per class, its shapes in the order of `ordered` (null until asked; an empty array for a class the hand cannot play). */
  classes: Int16Array[] | null;
  /** Per class, how many shapes at the start of its list keep the fewest plays. */
  classKeeping: Int8Array | null;
}

/** Hand facts depend on the counts alone, so they are remembered across solves (bounded): open addressing on the two count words. */
const INFO_BITS = 17;
const INFO_MASK = (1 << INFO_BITS) - 1;
const HAND_INFO_LIMIT = 60_000;
const infoLow = new Int32Array(1 << INFO_BITS);
const infoHigh = new Int32Array(1 << INFO_BITS);
/** Index + 1 into `infos` (0: empty slot). */
const infoSlot = new Int32Array(1 << INFO_BITS);
let infos: HandInfo[] = [];

export function fits(low: number, high: number, s: Shape): boolean {
  return (((low | GUARD) - s.low) & GUARD) === GUARD && (((high | GUARD) - s.high) & GUARD) === GUARD;
}

function infoHome(low: number, high: number): number {
  const h = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca77);
  return (h ^ (h >>> 15)) & INFO_MASK;
}

/** What the hand (low, high) holds (see HandInfo). */
export function infoOf(low: number, high: number): HandInfo {
  let slot = infoHome(low, high);
  while (infoSlot[slot] !== 0) {
    if (infoLow[slot] === low && infoHigh[slot] === high) return infos[infoSlot[slot] - 1];
    slot = (slot + 1) & INFO_MASK;
  }
  if (infos.length >= HAND_INFO_LIMIT) {
    infoSlot.fill(0);
    infos = [];
    slot = infoHome(low, high);
  }
  const list: number[] = [];
  const top = new Int8Array(48);
  let sequences = false;
  for (const s of SHAPES) {
    if (!fits(low, high, s)) continue;
    list.push(s.index);
    if (s.rank > top[s.cls]) top[s.cls] = s.rank;
    if (s.combo.kind === 'sequence') sequences = true;
  }
  const whole = BY_COUNTS.get(low)?.get(high)?.index ?? -1;
  const info: HandInfo = { shapes: Int16Array.from(list), top, plays: -1, ordered: null, keeping: 0, sequences, whole, classes: null, classKeeping: null };
  infos.push(info);
  infoLow[slot] = low;
  infoHigh[slot] = high;
  infoSlot[slot] = infos.length;
  return info;
}

/** Fewest plays that empty the hand (low, high). */
export function playsToEmpty(low: number, high: number, info: HandInfo): number {
  if (info.plays >= 0) return info.plays;
  let fewest = 99;
  if (low === 0 && high === 0) fewest = 0;
  else {
    for (let k = 0; k < info.shapes.length && fewest > 1; k++) {
      const s = SHAPES[info.shapes[k]];
      const rl = low - s.low;
      const rh = high - s.high;
      const rest = 1 + playsToEmpty(rl, rh, infoOf(rl, rh));
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
  const keep: number[] = [];
  const other: number[] = [];
  for (let k = 0; k < info.shapes.length; k++) {
    const s = SHAPES[info.shapes[k]];
    const rl = low - s.low;
    const rh = high - s.high;
    (playsToEmpty(rl, rh, infoOf(rl, rh)) === target ? keep : other).push(s.index);
  }
  info.ordered = Int16Array.from([...keep, ...other]);
  info.keeping = keep.length;
  return info.ordered;
}

const NO_SHAPES = new Int16Array(0);

/** The hand's shapes of one class (kind and size), those that keep the fewest plays first, each part from the highest rank; `info.classKeeping[cls]` of them keep the fewest plays. */
export function classShapes(low: number, high: number, info: HandInfo, cls: number): Int16Array {
  if (info.classes !== null) return info.classes[cls];
  const ordered = orderedShapes(low, high, info);
  const lists: number[][] = Array.from({ length: 48 }, () => []);
  const keeping = new Int8Array(48);
  for (let k = 0; k < ordered.length; k++) {
    const c = SHAPES[ordered[k]].cls;
    lists[c].push(ordered[k]);
    if (k < info.keeping) keeping[c]++;
  }
  // Following, the highest play of each part first: it most often keeps the lead (fewer nodes on the bench).
  for (let c = 0; c < 48; c++) {
    const kept = keeping[c];
    lists[c] = [...lists[c].slice(0, kept).reverse(), ...lists[c].slice(kept).reverse()];
  }
  info.classes = lists.map((list) => (list.length === 0 ? NO_SHAPES : Int16Array.from(list)));
  info.classKeeping = keeping;
  return info.classes[cls];
}

/** True if the hand can be led out in plays the other (best play `top` per class) cannot beat, the last one aside. */
export function runsOut(low: number, high: number, top: Int8Array, depth: number): boolean {
  if (isWhole(low, high)) return true;
  if (depth <= 1) return false;
  const info = infoOf(low, high);
  if (playsToEmpty(low, high, info) > depth) return false;
  for (let k = 0; k < info.shapes.length; k++) {
    const s = SHAPES[info.shapes[k]];
    if (top[s.cls] < s.rank && runsOut(low - s.low, high - s.high, top, depth - 1)) return true;
  }
  return false;
}

export function isWhole(low: number, high: number): boolean {
  return BY_COUNTS.get(low)?.has(high) === true;
}
