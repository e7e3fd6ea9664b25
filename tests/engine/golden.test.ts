// Golden games: a seeded game played by a fixed policy must reproduce the recorded scores, deal by deal.
import { describe, expect, it } from 'vitest';
import { applyAction, isGameOver, legalActions, newGame } from '../../src/engine/index.ts';
import { chooser } from '../support/unit.ts';

/** Play to the end: `choices` null = always the first legal action, else a seeded choice among them. */
function play(seed: string, jokers: boolean, choices: number | null) {
  let s = newGame({ seed, jokers });
  const choose = choices === null ? () => 0 : chooser(choices);
  while (!isGameOver(s)) {
    const actions = legalActions(s);
    s = applyAction(s, actions[choose(actions.length)]);
  }
  return {
    // Per deal: [phase points [melds, tricks, play-off], bonus, deal total], each [player 0, player 1].
    deals: s.deals.map((d) => [d.score.phases, d.score.bonus, d.score.total]),
    result: s.phase === 'game-over' ? s.result : null,
    actions: s.actionCount,
  };
}

// Recorded once from the engine; a change here means the rules, the deal or the order of legal actions changed.
describe('golden games', () => {
  it('seed "golden", no Jokers, first legal action every time', () => {
    expect(play('golden', false, null)).toEqual({
      deals: [
        [[[0, 15], [70, 30], [10, 0]], [0, 0], [80, 45]],
        [[[15, 15], [30, 70], [0, 30]], [0, 30], [45, 145]],
        [[[10, 30], [70, 30], [50, 0]], [30, 0], [160, 60]],
        [[[0, 15], [90, 20], [0, 20]], [0, 0], [90, 55]],
        [[[0, 0], [20, 90], [0, 30]], [0, 30], [20, 150]],
        [[[30, 15], [30, 70], [40, 0]], [30, 0], [130, 85]],
        [[[60, 0], [40, 50], [20, 0]], [50, 0], [170, 50]],
        [[[20, 0], [60, 10], [70, 0]], [30, 0], [180, 10]],
        [[[0, 15], [20, 90], [0, 10]], [0, 50], [20, 165]],
        [[[0, 10], [30, 70], [10, 0]], [0, 0], [40, 80]],
        [[[15, 15], [40, 50], [0, 60]], [0, 30], [55, 155]],
      ],
      result: { winner: 1, value: 2, totals: [990, 1000], reason: 'target' },
      actions: 1080,
    });
  });

  it('seed "golden-jokers", Jokers, seeded choices (2024)', () => {
    expect(play('golden-jokers', true, 2024)).toEqual({
      deals: [
        [[[40, 10], [20, 90], [0, 20]], [0, 50], [60, 170]],
        [[[0, 20], [50, 30], [10, 0]], [0, 0], [60, 50]],
        [[[0, 0], [40, 50], [0, 90]], [0, 30], [40, 170]],
        [[[60, 75], [30, 70], [110, 0]], [0, 50], [200, 195]],
        [[[0, 10], [90, 20], [40, 0]], [30, 0], [160, 30]],
        [[[10, 20], [130, 0], [20, 0]], [50, 0], [210, 20]],
        [[[70, 10], [30, 70], [0, 110]], [50, 0], [150, 190]],
        [[[65, 15], [30, 50], [50, 0]], [30, 0], [175, 65]],
      ],
      result: { winner: 0, value: 2, totals: [1055, 890], reason: 'target' },
      actions: 766,
    });
  });
});
