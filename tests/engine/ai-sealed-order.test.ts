// Same seed, same game: a computer's sealed bid does not depend on whether the other player bid before or after it.
import { describe, expect, it } from 'vitest';
import { applyAction, decisionMoveNumber, newGame, playerView } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import type { GameState } from '../../src/engine/index.ts';

/** The first auction of a game, and the same after player 0's sealed bid (its first legal bid). */
function bothOrders(seed: string): { before: GameState; after: GameState } {
  const before = newGame({ seed, jokers: false });
  const bid = playerView(before, 0).legalActions[0];
  return { before, after: applyAction(before, bid) };
}

describe('a sealed bid made in either order', () => {
  it('seeds the other player’s decision from the same move number', () => {
    const { before, after } = bothOrders('order-1');
    expect(after.actionCount).toBe(before.actionCount + 1);
    expect(decisionMoveNumber(playerView(after, 1))).toBe(decisionMoveNumber(playerView(before, 1)));
    // Once both have bid, the count moves on as usual.
    const own = playerView(after, 1).legalActions[0];
    const done = applyAction(after, own);
    expect(decisionMoveNumber(playerView(done, 0))).toBe(done.actionCount);
  });

  it.each(['order-1', 'order-2', 'order-3', 'order-4', 'order-5', 'order-6'])(
    'gives the computer the same bid whoever bid first (%s)',
    (seed) => {
      const { before, after } = bothOrders(seed);
      const first = decide(playerView(before, 1), 'easy', 11);
      const second = decide(playerView(after, 1), 'easy', 11);
      expect(second.action).toEqual(first.action);
    },
  );
});
