// Play-off combinations as rank counts for the solver: every shape that exists, its fields as typed arrays, and whether a hand holds one.
//
// What a hand can do with the shapes (its plays, fewest plays to empty it, move order) is in playoff-hands.ts.
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
  for (let rank = 2; rank <= 14; rank++)
    collect([0, 1, 2, 3].map((s) => CARDS[s * 13 + rank - 2]).concat(jokers), (c) => c.kind !== 'sequence');
  // Sequences: one card of every rank with both Jokers (a sequence never repeats a rank).
  collect(Array.from({ length: 13 }, (_, i) => CARDS[i]).concat(jokers), (c) => c.kind === 'sequence');
  const shapes = [...found.values()].map(({ cards, combo }) => {
    const [low, high] = countsOf(cards);
    return {
      low,
      high,
      size: cards.length,
      cls: classOf(combo.kind, combo.size),
      rank: combo.rank,
      combo,
      ranks: cards.filter((c) => !isJoker(c)).map((c) => (c as { rank: number }).rank),
      jokers: cards.filter(isJoker).length,
      index: 0,
    };
  });
  // Lead order: long combinations first (they empty the hand), low ranks first.
  shapes.sort((a, b) => b.size - a.size || a.rank - b.rank || a.low - b.low || a.high - b.high);
  shapes.forEach((s, i) => (s.index = i));
  return shapes;
}

export const SHAPES: readonly Shape[] = buildShapes();
/** Whole-hand lookup: a hand that is one combination goes out in one play. */
export const BY_COUNTS = new Map<number, Map<number, Shape>>();
for (const s of SHAPES) {
  let inner = BY_COUNTS.get(s.low);
  if (!inner) BY_COUNTS.set(s.low, (inner = new Map()));
  inner.set(s.high, s);
}
export const ALL_SHAPES = Int16Array.from(SHAPES, (s) => s.index);
// The shapes' fields as typed arrays, by shape index: the search reads them at every node.
export const SHAPE_LOW = Int32Array.from(SHAPES, (s) => s.low);
export const SHAPE_HIGH = Int32Array.from(SHAPES, (s) => s.high);
export const SHAPE_CLASS = Int8Array.from(SHAPES, (s) => s.cls);
export const SHAPE_RANK = Int8Array.from(SHAPES, (s) => s.rank);
export const SHAPE_SIZE = Int8Array.from(SHAPES, (s) => s.size);
export const IS_SEQUENCE = Uint8Array.from(SHAPES, (s) => (s.combo.kind === 'sequence' ? 1 : 0));
export function fits(low: number, high: number, s: Shape): boolean {
  return (((low | GUARD) - s.low) & GUARD) === GUARD && (((high | GUARD) - s.high) & GUARD) === GUARD;
}
