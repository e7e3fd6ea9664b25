// Exact solver for the play-off (R8, R11, S3): the public problem and answer, checked input, and the root moves as the player's cards.
//
// The search is in playoff-search.ts (its value by zero-window tests in playoff-value.ts), the shapes (combinations
// as rank counts) in playoff-shapes.ts, what a hand does with them in playoff-hands.ts, the table key in
// playoff-key.ts and the table in playoff-table.ts.
import { cardId, isJoker, toCard } from '../cards.ts';
import { EngineError } from '../errors.ts';
import { beats } from '../playoff.ts';
import { playOffPoints } from '../scoring.ts';
import type { Card, Combo, Pair, PlayerIndex } from '../types.ts';
import { COMBO_KINDS } from '../types.ts';
import { classOf, countsOf, GUARD, SHAPES } from './playoff-shapes.ts';
import type { Shape } from './playoff-shapes.ts';
import { PASS, PlayOffSearch } from './playoff-search.ts';
import { valueBySteps } from './playoff-value.ts';
import { BudgetSpent } from './table.ts';

export { countsOf } from './playoff-shapes.ts';
export { PlayOffSearch, resetPlayOffTable } from './playoff-search.ts';

export interface PlayOffProblem {
  readonly hands: Pair<readonly Card[]>;
  readonly toMove: PlayerIndex;
  /** The combination `toMove` must beat or pass, or null when `toMove` leads. */
  readonly toBeat: Combo | null;
  /** Node budget (default 3 million); past it the answer is marked { exact: false }. */
  readonly budget?: number;
  /** Give only one optimal move in `best` (what the computer plays): the others are then not tested. */
  readonly oneBest?: boolean;
}

export type PlayOffMoveChoice = Card[] | 'pass';

export interface PlayOffSolution {
  /** From player 0's side: +10 × player 1's cards left if player 0 goes out first, else −10 × player 0's cards left. */
  readonly value: number;
  /** Every optimal move of the mover (one per distinct set of ranks), the computer's choice first. */
  readonly best: PlayOffMoveChoice[];
  readonly exact: boolean;
  /** Positions searched, those of more than 6 cards in both hands (the smaller ones are cheap and not counted: see the budget). */
  readonly nodes: number;
}

/**
 * The play-off's points as player 0's minus player 1's, from the cards the loser is left with, signed: `n > 0` when
 * player 0 went out and player 1 holds n cards, `n < 0` when player 1 went out and player 0 holds −n. The searches
 * work in cards left and score the result with the engine's playOffPoints, so they and the game never score differently.
 */
export function playOffMargin(signedCardsLeft: number): number {
  const [points0, points1] = playOffPoints(signedCardsLeft > 0 ? [0, signedCardsLeft] : [-signedCardsLeft, 0]);
  return points0 - points1;
}

function isCombo(value: unknown): value is Combo {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, size, rank } = value as { kind?: unknown; size?: unknown; rank?: unknown };
  return (
    (COMBO_KINDS as readonly unknown[]).includes(kind) &&
    Number.isInteger(size) &&
    Number.isInteger(rank) &&
    (size as number) >= 1 &&
    (rank as number) >= 1 &&
    (rank as number) <= 15
  );
}

function checkHands(hands: unknown): Pair<Card[]> {
  if (!Array.isArray(hands) || hands.length !== 2 || !Array.isArray(hands[0]) || !Array.isArray(hands[1])) {
    throw new EngineError('invalid-argument', 'hands must be two arrays of cards');
  }
  const seen = new Set<number>();
  const out: Pair<Card[]> = [[], []];
  for (const p of [0, 1] as const) {
    for (let i = 0; i < hands[p].length; i++) {
      const card = toCard(hands[p][i]);
      if (card === null) throw new EngineError('invalid-card', `hands[${p}][${i}]`);
      if (seen.has(cardId(card))) throw new EngineError('duplicate-card', `hands[${p}][${i}]`);
      seen.add(cardId(card));
      out[p].push(card);
    }
    if (out[p].length === 0) throw new EngineError('invalid-argument', 'a play-off hand is empty: the deal is over');
  }
  return out;
}

/** The cards of `hand` that make shape `s` (lowest card ids of each rank). */
function cardsFor(hand: readonly Card[], s: Shape): Card[] {
  const pool = hand.slice().sort((x, y) => cardId(x) - cardId(y));
  const used = new Set<number>();
  const out: Card[] = [];
  const take = (match: (c: Card) => boolean): void => {
    const card = pool.find((c) => !used.has(cardId(c)) && match(c));
    if (card === undefined) throw new Error('solver: shape not in hand');
    used.add(cardId(card));
    out.push(card);
  };
  for (const r of s.ranks) take((c) => !isJoker(c) && c.rank === r);
  for (let j = 0; j < s.jokers; j++) take(isJoker);
  return out;
}

/**
 * Solve the play-off exactly: the value from player 0's side with both playing perfectly, and every
 * optimal move of `toMove` (as cards of their hand, or 'pass').
 */
export function solvePlayOff(problem: PlayOffProblem): PlayOffSolution {
  if (typeof problem !== 'object' || problem === null) throw new EngineError('invalid-argument', 'a play-off problem must be an object');
  const hands = checkHands(problem.hands);
  const toMove = problem.toMove;
  if (toMove !== 0 && toMove !== 1) throw new EngineError('invalid-argument', 'toMove must be 0 or 1');
  const toBeat = problem.toBeat ?? null;
  if (toBeat !== null && !isCombo(toBeat)) throw new EngineError('invalid-argument', 'toBeat must be a combination or null');
  const search = new PlayOffSearch(problem.budget ?? 3_000_000);
  const other = toMove === 0 ? 1 : 0;
  const [ml, mh] = countsOf(hands[toMove]);
  const [ol, oh] = countsOf(hands[other]);
  const nm = hands[toMove].length;
  const no = hands[other].length;
  const cls = toBeat === null ? -1 : classOf(toBeat.kind, toBeat.size);
  const rank = toBeat === null ? 0 : toBeat.rank;
  const sign = toMove === 0 ? 1 : -1;
  const moves: (Shape | 'pass')[] = [];
  for (const s of SHAPES) {
    if (toBeat !== null && !beats(s.combo, toBeat)) continue;
    if ((((ml | GUARD) - s.low) & GUARD) !== GUARD || (((mh | GUARD) - s.high) & GUARD) !== GUARD) continue;
    moves.push(s);
  }
  if (toBeat !== null) moves.push('pass');
  const valueOf = (m: Shape | 'pass', alpha: number, beta: number): number => {
    // The position after the move, from the other's side.
    if (m === 'pass') return -search.search({ ml: ol, mh: oh, ol: ml, oh: mh, nm: no, no: nm, cls: -1, rank: 0 }, -beta, -alpha);
    if (m.size === nm) return no;
    const after = { ml: ol, mh: oh, ol: ml - m.low, oh: mh - m.high, nm: no, no: nm - m.size, cls: m.cls, rank: m.rank };
    return -search.search(after, -beta, -alpha);
  };
  const choice = (m: Shape | 'pass'): PlayOffMoveChoice => (m === 'pass' ? 'pass' : cardsFor(hands[toMove], m));
  try {
    // With oneBest, the root's table move after the last proof (the test at the value) is tested first.
    let hint = -1;
    const root = { ml, mh, ol, oh, nm, no, cls, rank };
    const onProof = problem.oneBest === true ? () => (hint = search.tableMove(root)) : undefined;
    const value = valueBySteps(search, root, onProof);
    const best: PlayOffMoveChoice[] = [];
    const hinted = moves.findIndex((m) => (m === 'pass' ? hint === PASS : hint === m.index));
    const order = hinted > 0 ? [moves[hinted], ...moves.filter((_, k) => k !== hinted)] : moves;
    // The mover cannot do better than `value`: a move achieves it if it is not worse.
    for (const m of order) {
      if (problem.oneBest === true && best.length > 0) break;
      if (valueOf(m, value - 1, value) >= value) best.push(choice(m));
    }
    return { value: playOffMargin(sign * value), best, exact: true, nodes: search.nodes };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { value: 0, best: [choice(moves[0])], exact: false, nodes: search.nodes };
  }
}

/** A play-off's values from its lead (see playOffLeadValues). */
export interface PlayOffLeads {
  /** From player 0's side, when player 0 leads and when player 1 leads. */
  readonly values: Pair<number>;
  /** The same in cards left, each from its leader's side (valueBySteps's answers: a like play-off's first guesses). */
  readonly cardsLeft: Pair<number>;
  /** False if it ran out of its budget (the values are then 0). */
  readonly exact: boolean;
  readonly nodes: number;
}

/**
 * Values of a play-off from its lead, from player 0's side, when player 0 leads and when player 1 leads
 * (the deal solver's leaves). One table serves both: they meet in many positions. `shared` lets several play-offs
 * use one search (and table: the declaration's placements, see declaration-playoffs.ts); the budget is then the
 * search's, counted for this play-off alone. `guess`: a like play-off's cardsLeft, tested first (see valueBySteps).
 */
export function playOffLeadValues(
  hands: Pair<readonly Card[]>,
  budget = 3_000_000,
  shared?: PlayOffSearch,
  guess?: Pair<number>,
): PlayOffLeads {
  const search = shared ?? new PlayOffSearch(budget);
  search.nodes = 0;
  const [l0, h0] = countsOf(hands[0]);
  const [l1, h1] = countsOf(hands[1]);
  const n0 = hands[0].length;
  const n1 = hands[1].length;
  try {
    const lead0 = valueBySteps(search, { ml: l0, mh: h0, ol: l1, oh: h1, nm: n0, no: n1, cls: -1, rank: 0 }, undefined, guess?.[0]);
    const lead1 = valueBySteps(search, { ml: l1, mh: h1, ol: l0, oh: h0, nm: n1, no: n0, cls: -1, rank: 0 }, undefined, guess?.[1]);
    return { values: [playOffMargin(lead0), playOffMargin(-lead1)], cardsLeft: [lead0, lead1], exact: true, nodes: search.nodes };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { values: [0, 0], cardsLeft: [0, 0], exact: false, nodes: search.nodes };
  }
}
