// newsSince (S9, the test behind undo): every public choice of the other player counts, and so does every card that comes into view.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  EngineError,
  isGameOver,
  legalActions,
  newGame,
  newsSince,
  playerView,
  publicChoiceCount,
} from '../../src/engine/index.ts';
import type { Action, GameState, PlayerIndex } from '../../src/engine/index.ts';
import { chooser } from '../support/unit.ts';

describe('publicChoiceCount', () => {
  it('counts, in either player’s view, every action of a player in the deal except a sealed bid not revealed yet', () => {
    fc.assert(
      fc.property(fc.record({ seed: fc.integer(), jokers: fc.boolean(), choices: fc.integer({ min: 0, max: 2 ** 31 - 1 }) }), (g) => {
        const choose = chooser(g.choices);
        let state: GameState = newGame({ seed: g.seed, jokers: g.jokers, target: 1 });
        let inDeal: Action[] = [];
        for (let step = 0; step < 1000 && !isGameOver(state); step++) {
          for (const player of [0, 1] as PlayerIndex[]) {
            const sealed = state.phase === 'auction' && state.auction.outcome === null && state.auction.bids[player] !== null ? 1 : 0;
            const taken = inDeal.filter((a) => a.player === player).length - sealed;
            for (const viewer of [0, 1] as PlayerIndex[]) expect(publicChoiceCount(playerView(state, viewer), player)).toBe(taken);
          }
          if (state.phase === 'deal-over') break;
          const actions = legalActions(state);
          const action = actions[choose(actions.length)];
          state = applyAction(state, action);
          inDeal = [...inDeal, action];
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('newsSince', () => {
  const start = newGame({ seed: 'news', target: 1 });

  it('finds nothing new in the same view, and refuses to compare the views of two players', () => {
    expect(newsSince(playerView(start, 0), playerView(start, 0))).toBeNull();
    expect(() => newsSince(playerView(start, 0), playerView(start, 1))).toThrow(EngineError);
  });

  it('counts a sealed bid only once it is revealed, and the turn-up that follows as a card come into view', () => {
    const firstBid = applyAction(
      start,
      legalActions(start).find((a) => a.player === 1)!,
    );
    // The other player's sealed bid: only that they bid is seen.
    expect(newsSince(playerView(start, 0), playerView(firstBid, 0))).toBeNull();
    const revealed = applyAction(
      firstBid,
      legalActions(firstBid).find((a) => a.player === 0)!,
    );
    expect(newsSince(playerView(firstBid, 0), playerView(revealed, 0))).toBe('bids-revealed');
    if (revealed.phase !== 'auction' || revealed.auction.outcome === null) throw new Error('the bids were not revealed');
    const winner = revealed.auction.outcome.winner;
    const taken = applyAction(revealed, { type: 'take', player: winner });
    // The winner's choice is news to the loser; to the winner, the next turn-up and the unseen card are.
    expect(newsSince(playerView(revealed, winner === 0 ? 1 : 0), playerView(taken, winner === 0 ? 1 : 0))).toBe('opponent-choice');
    expect(newsSince(playerView(revealed, winner), playerView(taken, winner))).toBe('card-revealed');
  });
});
