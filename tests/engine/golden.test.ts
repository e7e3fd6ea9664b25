// Golden games: a seeded game played by a fixed policy must reproduce the recorded scores, deal by deal.
import { describe, expect, it } from 'vitest';
import { applyAction, isGameOver, legalActions, newGame } from '../../src/engine/index.ts';
import type { TrickRule } from '../../src/engine/index.ts';
import { chooser } from '../support/unit.ts';

/** Play to the end: `choices` null = always the first legal action, else a seeded choice among them. */
function play(seed: string, jokers: boolean, choices: number | null, trickRule: TrickRule = 'parlett') {
  let s = newGame({ seed, jokers, trickRule });
  const choose = choices === null ? () => 0 : chooser(choices);
  while (!isGameOver(s)) {
    const actions = legalActions(s);
    s = applyAction(s, actions[choose(actions.length)]);
  }
  return {
    // Per deal: [phase points [melds, tricks, play-off], bonus, deal total], each [player 0, player 1].
    deals: s.game.deals.map((d) => [d.score.phases, d.score.bonus, d.score.total]),
    result: s.phase === 'game-over' ? s.result : null,
    actions: s.actionCount,
  };
}

// Recorded once from the engine; a change here means the rules, the deal or the order of legal actions changed.
describe('golden games', () => {
  it('seed "golden", no Jokers, first legal action every time', () => {
    expect(play('golden', false, null)).toEqual({
      deals: [
        [
          [
            [0, 15],
            [70, 30],
            [10, 0],
          ],
          [0, 0],
          [80, 45],
        ],
        [
          [
            [15, 15],
            [30, 70],
            [0, 30],
          ],
          [0, 30],
          [45, 145],
        ],
        [
          [
            [10, 30],
            [70, 30],
            [50, 0],
          ],
          [30, 0],
          [160, 60],
        ],
        [
          [
            [0, 15],
            [90, 20],
            [0, 20],
          ],
          [0, 0],
          [90, 55],
        ],
        [
          [
            [0, 0],
            [20, 90],
            [0, 30],
          ],
          [0, 30],
          [20, 150],
        ],
        [
          [
            [30, 15],
            [30, 70],
            [40, 0],
          ],
          [30, 0],
          [130, 85],
        ],
        [
          [
            [60, 0],
            [40, 50],
            [20, 0],
          ],
          [50, 0],
          [170, 50],
        ],
        [
          [
            [20, 0],
            [60, 10],
            [70, 0],
          ],
          [30, 0],
          [180, 10],
        ],
        [
          [
            [0, 15],
            [20, 90],
            [0, 10],
          ],
          [0, 50],
          [20, 165],
        ],
        [
          [
            [0, 10],
            [30, 70],
            [10, 0],
          ],
          [0, 0],
          [40, 80],
        ],
        [
          [
            [15, 15],
            [40, 50],
            [0, 60],
          ],
          [0, 30],
          [55, 155],
        ],
      ],
      result: { winner: 1, value: 2, totals: [990, 1000], reason: 'target' },
      actions: 1080,
    });
  });

  // Re-recorded when R7, R10 and R15 were revised. The game above has no trick where R7 and
  // R7-S disagree, so it is unchanged (and the same under either rule). This one changed: R15 moves the
  // second Joker decision before the first declaration, and R10 removes the Joker from the legal plays of
  // a player who can follow suit, so the seeded choices fall on other actions from the first meld step on;
  // and R7 now decides the tricks where the follower follows suit into one player's trump.
  it('seed "golden-jokers", Jokers, seeded choices (2024), trick rule R7 (parlett, the default)', () => {
    expect(play('golden-jokers', true, 2024)).toEqual({
      deals: [
        [
          [
            [25, 10],
            [20, 90],
            [30, 0],
          ],
          [0, 50],
          [75, 150],
        ],
        [
          [
            [0, 10],
            [70, 30],
            [0, 20],
          ],
          [0, 0],
          [70, 60],
        ],
        [
          [
            [0, 0],
            [30, 70],
            [0, 10],
          ],
          [0, 0],
          [30, 80],
        ],
        [
          [
            [15, 25],
            [20, 90],
            [0, 20],
          ],
          [0, 50],
          [35, 185],
        ],
        [
          [
            [10, 15],
            [110, 10],
            [30, 0],
          ],
          [50, 0],
          [200, 25],
        ],
        [
          [
            [10, 15],
            [40, 50],
            [0, 80],
          ],
          [0, 30],
          [50, 175],
        ],
        [
          [
            [15, 0],
            [50, 40],
            [30, 0],
          ],
          [0, 0],
          [95, 40],
        ],
        [
          [
            [15, 20],
            [30, 70],
            [0, 10],
          ],
          [0, 30],
          [45, 130],
        ],
        [
          [
            [25, 0],
            [30, 70],
            [0, 40],
          ],
          [0, 30],
          [55, 140],
        ],
        [
          [
            [0, 15],
            [30, 70],
            [40, 0],
          ],
          [0, 0],
          [70, 85],
        ],
      ],
      result: { winner: 1, value: 3, totals: [725, 1070], reason: 'target' },
      actions: 982,
    });
  });

  it('seed "golden-jokers", Jokers, seeded choices (2024), trick rule R7-S (summary, the house rule)', () => {
    expect(play('golden-jokers', true, 2024, 'summary')).toEqual({
      deals: [
        [
          [
            [25, 10],
            [30, 70],
            [20, 0],
          ],
          [0, 0],
          [75, 80],
        ],
        [
          [
            [15, 35],
            [50, 40],
            [0, 80],
          ],
          [0, 30],
          [65, 185],
        ],
        [
          [
            [0, 40],
            [50, 40],
            [0, 50],
          ],
          [0, 30],
          [50, 160],
        ],
        [
          [
            [0, 30],
            [30, 70],
            [20, 0],
          ],
          [0, 50],
          [50, 150],
        ],
        [
          [
            [15, 0],
            [70, 30],
            [40, 0],
          ],
          [30, 0],
          [155, 30],
        ],
        [
          [
            [35, 20],
            [30, 50],
            [0, 90],
          ],
          [0, 30],
          [65, 190],
        ],
        [
          [
            [50, 15],
            [30, 70],
            [0, 40],
          ],
          [0, 30],
          [80, 155],
        ],
        [
          [
            [10, 15],
            [50, 40],
            [0, 20],
          ],
          [0, 0],
          [60, 75],
        ],
      ],
      result: { winner: 1, value: 3, totals: [600, 1025], reason: 'target' },
      actions: 759,
    });
  });

  it('seed "golden", no Jokers, first legal action: the same game under R7-S (no trick where the rules disagree)', () => {
    expect(play('golden', false, null, 'summary')).toEqual(play('golden', false, null));
  });
});
