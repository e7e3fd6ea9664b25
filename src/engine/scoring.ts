// Deal scoring: tricks, play-off, the 100 bonus (R13), and the game value (RULINGS §8).
import { EngineError } from './errors.ts';
import type { DealScore, DealScoreProgress, Pair } from './types.ts';

/** Bonus for reaching 100 at the end of phase 1, 2, 3 (R13). */
export const PHASE_BONUS = [100, 50, 30] as const;
export const BONUS_THRESHOLD = 100;
export const DEFAULT_TARGET = 1000;

/** Tricks in a deal: each player's trick hand is 13 cards (R12). */
export const TRICKS_PER_DEAL = 13;
/** Largest play-off hand: 14 bid-cards with the Jokers (R12). */
const MAX_PLAY_OFF_HAND = 14;

/** Trick points: an odd number of tricks scores 10 each, an even number 5 each (0 tricks = 0). */
export function trickPoints(tricksWon: number): number {
  if (!isCount(tricksWon, TRICKS_PER_DEAL)) throw new EngineError('invalid-argument', 'tricks won must be a whole number from 0 to 13');
  return tricksWon % 2 === 1 ? 10 * tricksWon : 5 * tricksWon;
}

/** A whole number from 0 to `max`. */
function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

/** Two whole numbers from 0 to `max`, copied; else an invalid-argument error naming the field. */
function countPair(value: unknown, name: string, max: number): Pair<number> {
  if (Array.isArray(value) && value.length === 2 && isCount(value[0], max) && isCount(value[1], max)) return [value[0], value[1]];
  throw new EngineError('invalid-argument', `${name} must be two whole numbers from 0 to ${max}`);
}

/**
 * Play-off points: the player who went out scores 10 per card left in the other's hand.
 * Ruling: exactly one player can have no cards left (the deal ends at once); both non-zero is an
 * invalid argument, both zero scores nothing.
 */
export function playOffPoints(cardsLeft: Pair<number>): Pair<number> {
  const [left0, left1] = cardsLeft;
  if (left0 !== 0 && left1 !== 0) throw new EngineError('invalid-argument', 'one player must have no cards left');
  return [left0 === 0 ? 10 * left1 : 0, left1 === 0 ? 10 * left0 : 0];
}

export const NO_SCORE_YET: DealScoreProgress = { phases: [], bonus: [0, 0], bonusPhase: null, bonusVoid: false };

/**
 * Add one phase's points to the running deal score and apply R13: the first player to have 100 or
 * more at the end of a phase while the other has not gets the bonus of that phase; if both reach it
 * at the end of the same phase (with no bonus yet), nobody gets it, then or later in the deal.
 */
export function addPhase(progress: DealScoreProgress, points: Pair<number>): DealScoreProgress {
  const phases = [...progress.phases, points];
  const phase = phases.length as 1 | 2 | 3;
  if (progress.bonusPhase !== null || progress.bonusVoid) return { ...progress, phases };
  let sum0 = 0;
  let sum1 = 0;
  for (const [p0, p1] of phases) {
    sum0 += p0;
    sum1 += p1;
  }
  const reached0 = sum0 >= BONUS_THRESHOLD;
  const reached1 = sum1 >= BONUS_THRESHOLD;
  if (reached0 && reached1) return { ...progress, phases, bonusVoid: true };
  if (!reached0 && !reached1) return { ...progress, phases };
  const bonus = PHASE_BONUS[phase - 1];
  return { phases, bonus: reached0 ? [bonus, 0] : [0, bonus], bonusPhase: phase, bonusVoid: false };
}

/** Sum of the phases so far plus the bonus. */
export function progressTotal(progress: DealScoreProgress): Pair<number> {
  let total0 = progress.bonus[0];
  let total1 = progress.bonus[1];
  for (const [p0, p1] of progress.phases) {
    total0 += p0;
    total1 += p1;
  }
  return [total0, total1];
}

/**
 * The whole deal score from meld points, tricks won and cards left after the play-off (one of them 0).
 * Impossible figures are an invalid-argument error rather than a score: meld points must be whole
 * numbers of 0 or more, tricks whole numbers from 0 to 13 that add up to no more than 13, cards left
 * whole numbers from 0 to 14 (R12).
 */
export function scoreDeal(d: { melds: Pair<number>; tricks: Pair<number>; cardsLeft: Pair<number> }): DealScore {
  if (typeof d !== 'object' || d === null) throw new EngineError('invalid-argument', 'a deal must be an object');
  const melds = countPair(d.melds, 'melds', Number.MAX_SAFE_INTEGER);
  const tricksWon = countPair(d.tricks, 'tricks', TRICKS_PER_DEAL);
  if (tricksWon[0] + tricksWon[1] !== TRICKS_PER_DEAL) throw new EngineError('invalid-argument', 'a deal has 13 tricks');
  const tricks: Pair<number> = [trickPoints(tricksWon[0]), trickPoints(tricksWon[1])];
  const playOff = playOffPoints(countPair(d.cardsLeft, 'cardsLeft', MAX_PLAY_OFF_HAND));
  let progress = addPhase(NO_SCORE_YET, melds);
  progress = addPhase(progress, tricks);
  progress = addPhase(progress, playOff);
  return { phases: [melds, tricks, playOff], bonus: progress.bonus, total: progressTotal(progress) };
}

/**
 * Game value by the loser's total (RULINGS §8): 1000 or more single, under 1000 double, under 750
 * treble, under 500 quadruple.
 * Ruling: for a game to another target the thresholds scale with it (target, ¾ target, ½ target), so
 * that a short game still has meaningful values; at the default target they are exactly §8's.
 */
export function gameValue(loserTotal: number, target: number = DEFAULT_TARGET): 1 | 2 | 3 | 4 {
  if (loserTotal >= target) return 1;
  if (loserTotal * 4 >= target * 3) return 2;
  if (loserTotal * 2 >= target) return 3;
  return 4;
}

/** How a game stands after a deal, from the totals alone (RULINGS §8, R14). */
export type GameOutcome =
  | { readonly kind: 'in-progress' }
  /** R14: equal totals at or over the target: another deal is played. */
  | { readonly kind: 'tie' }
  | { readonly kind: 'won'; readonly winner: 0 | 1; readonly value: 1 | 2 | 3 | 4 };

/** The game ends after a deal at whose end either total reaches the target, unless the totals are equal. */
export function gameOutcome(totals: readonly [number, number], target: number = DEFAULT_TARGET): GameOutcome {
  if (totals[0] < target && totals[1] < target) return { kind: 'in-progress' };
  if (totals[0] === totals[1]) return { kind: 'tie' };
  const winner = totals[0] > totals[1] ? 0 : 1;
  return { kind: 'won', winner, value: gameValue(totals[1 - winner], target) };
}
