// Deal scoring: tricks (§5), play-off (§6), the 100 bonus (R13) and game values (§8).
import { describe, expect, it } from 'vitest';
import { gameValue, playOffPoints, scoreDeal, trickPoints } from '../../src/engine/index.ts';

describe('§5 trick points', () => {
  it.each([
    [0, 0],
    [1, 10],
    [2, 10],
    [3, 30],
    [4, 20],
    [5, 50],
    [6, 30],
    [7, 70],
    [8, 40],
    [9, 90],
    [10, 50],
    [11, 110],
    [12, 60],
    [13, 130],
  ])('%i tricks score %i', (tricks, points) => {
    expect(trickPoints(tricks)).toBe(points);
  });
});

describe('§6 play-off points', () => {
  it('the player who went out scores 10 per card left in the other hand', () => {
    expect(playOffPoints([0, 7])).toEqual([70, 0]);
    expect(playOffPoints([3, 0])).toEqual([0, 30]);
    expect(() => playOffPoints([2, 3])).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
  });
});

describe('R13 the 100 bonus', () => {
  it('phase 1: one player reaches 100 with the melds → 100', () => {
    expect(scoreDeal({ melds: [100, 40], tricks: [7, 6], cardsLeft: [0, 3] })).toEqual({
      phases: [
        [100, 40],
        [70, 30],
        [30, 0],
      ],
      bonus: [100, 0],
      total: [300, 70],
    });
  });

  it('"reaches" means 100 or more; 95 has not reached', () => {
    expect(scoreDeal({ melds: [95, 100], tricks: [6, 7], cardsLeft: [0, 3] }).bonus).toEqual([0, 100]);
  });

  it('phase 2: reaching 100 after the tricks, not after the melds → 50', () => {
    expect(scoreDeal({ melds: [60, 40], tricks: [7, 6], cardsLeft: [5, 0] })).toEqual({
      phases: [
        [60, 40],
        [70, 30],
        [0, 50],
      ],
      bonus: [50, 0],
      total: [180, 120],
    });
  });

  it('phase 3: reaching 100 only after the play-off → 30', () => {
    expect(scoreDeal({ melds: [20, 30], tricks: [3, 10], cardsLeft: [0, 6] })).toEqual({
      phases: [
        [20, 30],
        [30, 50],
        [60, 0],
      ],
      bonus: [30, 0],
      total: [140, 80],
    });
  });

  it('both reach 100 at the end of phase 1 → nobody, then or later', () => {
    expect(scoreDeal({ melds: [100, 120], tricks: [7, 6], cardsLeft: [0, 9] }).bonus).toEqual([0, 0]);
  });

  it('both reach 100 at the end of phase 2 → nobody, then or later', () => {
    const score = scoreDeal({ melds: [90, 90], tricks: [1, 12], cardsLeft: [0, 9] });
    expect(score.phases[1]).toEqual([10, 60]);
    expect(score.bonus).toEqual([0, 0]);
    expect(score.total).toEqual([190, 150]);
  });

  it('at most one bonus per deal: the other reaching 100 later gets none', () => {
    expect(scoreDeal({ melds: [0, 100], tricks: [9, 4], cardsLeft: [0, 2] }).bonus).toEqual([0, 100]);
    expect(scoreDeal({ melds: [40, 60], tricks: [2, 11], cardsLeft: [0, 14] }).bonus).toEqual([0, 50]);
  });

  it('nobody reaches 100 → no bonus', () => {
    expect(scoreDeal({ melds: [10, 20], tricks: [5, 8], cardsLeft: [2, 0] })).toEqual({
      phases: [
        [10, 20],
        [50, 40],
        [0, 20],
      ],
      bonus: [0, 0],
      total: [60, 80],
    });
  });
});

describe('§8 game value by the loser’s total', () => {
  it.each([
    [1500, 1],
    [1000, 1],
    [999, 2],
    [750, 2],
    [749, 3],
    [500, 3],
    [499, 4],
    [0, 4],
  ] as const)('loser at %i → %i', (total, value) => {
    expect(gameValue(total)).toBe(value);
  });

  it('scales with a shorter target (Ruling)', () => {
    expect([300, 299, 225, 224, 150, 149].map((t) => gameValue(t, 300))).toEqual([1, 2, 2, 3, 3, 4]);
  });
});
