// Computer players: every player returns a legal action in every phase with Jokers and finishes the deal.
// (Split by variant so that the two long runs share the machine's cores.)
import { describe, expect, it } from 'vitest';
import { AI_PLAYERS } from '../../src/engine/ai/index.ts';
import type { AiPlayerName } from '../../src/engine/ai/index.ts';
import { playDeal, SITUATIONS } from '../support/ai-games.ts';

describe('every computer player plays legal moves to the end of the deal', () => {
  for (const jokers of [true]) {
    // Hard solves every post-auction position exactly (each hidden-Joker possibility too): a long run, so its
    // time limit only guards against a hang.
    it(`all players, ${jokers ? 'with' : 'without'} Jokers, in every phase`, () => {
      const seen = new Map<AiPlayerName, Set<string>>();
      // Each player meets the next one in the list, in both seats, on two different deals.
      for (let i = 0; i < AI_PLAYERS.length; i++) {
        const a = AI_PLAYERS[i];
        const b = AI_PLAYERS[(i + 1) % AI_PLAYERS.length];
        for (const seat of [0, 1]) {
          const names: [AiPlayerName, AiPlayerName] = seat === 0 ? [a, b] : [b, a];
          const end = playDeal(names, `legal:${jokers}:${i}:${seat}`, jokers, seen);
          expect(end.deals).toHaveLength(1);
          expect(end.deals[0].cardsLeft).toContain(0);
        }
      }
      for (const name of AI_PLAYERS) {
        const situations = seen.get(name) ?? new Set();
        for (const s of SITUATIONS) expect([name, s, situations.has(s)]).toEqual([name, s, true]);
      }
    }, 300_000);
  }

});
