// Deal solver: the tricks and the play-off joined (the last trick's winner leads the play-off) with the 100 bonus (R13), and the trump choice at meld time.
import { scoreMelds } from '../melds.ts';
import { addPhase, NO_SCORE_YET, progressTotal, trickPoints } from '../scoring.ts';
import type { Card, DealScoreProgress, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';
import { SUITS } from '../types.ts';
import { countsOf, playOffLeadValues, resetPlayOffTable } from './playoff.ts';
import { checkTricksProblem, solveTrickProblem } from './tricks.ts';
import type { CheckedTricksProblem, TricksProblem, TricksSolution } from './tricks.ts';

/** A tricks problem (its `budget` is the tricks search's) with the play-off hands and the deal score so far. */
export interface DealProblem extends TricksProblem {
  /** The play-off hands (each player's bid pile). */
  readonly playOffHands: Pair<readonly Card[]>;
  /** The deal score so far: the melds phase only (the state's `score` during the tricks). */
  readonly score: DealScoreProgress;
  /** Node budget of the two play-off searches together. */
  readonly playOffBudget?: number;
}

export interface DealSolution extends TricksSolution {
  /** Player 0's deal total minus player 1's (melds, tricks, play-off and bonus), both playing perfectly. */
  readonly value: number;
  /** Play-off values from player 0's side when player 0 or player 1 leads it. */
  readonly playOff: Pair<number>;
}

const TRICKS = 13;
const playOffCache = new Map<string, { values: Pair<number>; exact: boolean }>();

/** A play-off hand as the search sees it: its count of each rank (suits never matter in the play-off). */
function handKey(cards: readonly Card[]): string {
  return countsOf(cards).join(',');
}

/** Forget every remembered play-off solution (benchmarks measure solves from cold). */
export function forgetSolutions(): void {
  playOffCache.clear();
  resetPlayOffTable();
}

/**
 * Play-off values from its lead, from player 0's side, when player 0 and when player 1 leads (remembered:
 * the piles do not change during the tricks). Past the budget (shared by both) `exact` is false.
 */
export function playOffValues(hands: Pair<readonly Card[]>, budget = 3_000_000): { values: Pair<number>; exact: boolean } {
  // The budget is part of the key: a remembered answer is exactly what solving again would give. Hands of the same
  // ranks have the same play-off (the declaration's placements differ in one card, often of a rank seen twice).
  const key = `${handKey(hands[0])}|${handKey(hands[1])}|${budget}`;
  const known = playOffCache.get(key);
  if (known !== undefined) return known;
  const solved = playOffLeadValues(hands, budget);
  if (playOffCache.size > 256) playOffCache.clear();
  const answer = { values: solved.values, exact: solved.exact };
  playOffCache.set(key, answer);
  return answer;
}

/** Play-off value from its lead by `leader`, from player 0's side. */
export function playOffValue(hands: Pair<readonly Card[]>, leader: PlayerIndex, budget = 3_000_000): { value: number; exact: boolean } {
  const both = playOffValues(hands, budget);
  return { value: both.values[leader], exact: both.exact };
}

/**
 * Value of each end of the tricks for the whole deal, indexed by player 0's tricks × 2 + the last
 * trick's winner: trick points and play-off points added phase by phase with the engine's R13 logic.
 */
export function dealLeaves(score: DealScoreProgress, playOff: Pair<number>): Int32Array {
  const leaves = new Int32Array((TRICKS + 1) * 2);
  for (let t = 0; t <= TRICKS; t++) {
    const afterTricks = addPhase(score, [trickPoints(t), trickPoints(TRICKS - t)]);
    for (const w of [0, 1] as const) {
      const v = playOff[w];
      const total = progressTotal(addPhase(afterTricks, v > 0 ? [v, 0] : [0, -v]));
      leaves[t * 2 + w] = total[0] - total[1];
    }
  }
  return leaves;
}

/** Solve the rest of the deal from a position in the tricks: its value for the whole deal and every best card. */
export function solveDeal(p: DealProblem): DealSolution {
  const checked = checkTricksProblem({ ...p, budget: p.budget ?? 4_000_000 });
  const both = playOffValues(p.playOffHands, p.playOffBudget);
  const playOff: Pair<number> = [both.values[0], both.values[1]];
  const solved = solveTrickProblem(checked, dealLeaves(p.score, playOff));
  return { ...solved, exact: solved.exact && both.exact, playOff };
}

export interface TrumpProblem {
  /** Trick hands after the Joker decisions. */
  readonly hands: Pair<readonly Card[]>;
  readonly playOffHands: Pair<readonly Card[]>;
  /** The R3 player: leads the first trick. */
  readonly firstPlayer: PlayerIndex;
  /** Who is choosing now. */
  readonly player: PlayerIndex;
  /** The other player's trump if already declared. */
  readonly otherTrump: Suit | null;
  readonly rule?: TrickRule;
  readonly budget?: number;
}

/**
 * The value (player `player`'s deal total minus the other's) of each trump `player` may name, with
 * both then playing perfectly; if the other declares afterwards, they answer with their best trump.
 */
/**
 * A deal just declared with these trumps: its tricks problem (no trick played, the R3 player leading) and the value of
 * each of its ends, the melds announced with the trumps and the play-off's value added (the declaration's leaves).
 */
export function declaredDeal(
  hands: Pair<readonly Card[]>,
  firstPlayer: PlayerIndex,
  trumps: Pair<Suit>,
  playOff: Pair<number>,
  rule: TrickRule | undefined,
  budget = 1_000_000,
): { checked: CheckedTricksProblem; leaves: Int32Array } {
  const melds: Pair<number> = [scoreMelds(hands[0], trumps[0]).total, scoreMelds(hands[1], trumps[1]).total];
  const checked = checkTricksProblem({ hands, leader: firstPlayer, trumps, tricksWon: [0, 0], rule, budget });
  return { checked, leaves: dealLeaves(addPhase(NO_SCORE_YET, melds), playOff) };
}

export function solveTrumps(p: TrumpProblem): { values: Record<Suit, number>; exact: boolean } {
  const both = playOffValues(p.playOffHands);
  const playOff: Pair<number> = [both.values[0], both.values[1]];
  let exact = both.exact;
  const sign = p.player === 0 ? 1 : -1;
  const dealValue = (mine: Suit, theirs: Suit): number => {
    const trumps: Pair<Suit> = p.player === 0 ? [mine, theirs] : [theirs, mine];
    const { checked, leaves } = declaredDeal(p.hands, p.firstPlayer, trumps, playOff, p.rule, p.budget);
    const solved = solveTrickProblem(checked, leaves);
    exact &&= solved.exact;
    return sign * solved.value;
  };
  const values = {} as Record<Suit, number>;
  for (const mine of SUITS) {
    values[mine] = p.otherTrump !== null ? dealValue(mine, p.otherTrump) : Math.min(...SUITS.map((theirs) => dealValue(mine, theirs)));
  }
  return { values, exact };
}
