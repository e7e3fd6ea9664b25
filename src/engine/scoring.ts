// Deal scoring: tricks, play-off, the 100 bonus (R13), and the game value (RULINGS §8).
import { EngineError } from './errors.ts';
import type { DealScore, DealScoreProgress, Pair } from './types.ts';

/** Bonus for reaching 100 at the end of phase 1, 2, 3 (R13). */
export const PHASE_BONUS = [100, 50, 30] as const;
export const BONUS_THRESHOLD = 100;
export const DEFAULT_TARGET = 1000;

/** Trick points: an odd number of tricks scores 10 each, an even number 5 each (0 tricks = 0). */
export function trickPoints(tricksWon: number): number {
  return tricksWon % 2 === 1 ? 10 * tricksWon : 5 * tricksWon;
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

/** The whole deal score from meld points, tricks won and cards left after the play-off (one of them 0). */
export function scoreDeal(d: { melds: Pair<number>; tricks: Pair<number>; cardsLeft: Pair<number> }): DealScore {
  const melds: Pair<number> = [d.melds[0], d.melds[1]];
  const tricks: Pair<number> = [trickPoints(d.tricks[0]), trickPoints(d.tricks[1])];
  const playOff = playOffPoints(d.cardsLeft);
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
