// Computer players: every player returns a legal action in every phase with Jokers and finishes the deal.
// (Split by variant so that the two long runs share the machine's cores.)
import { describe, it } from 'vitest';
import { everyPlayerPlaysLegally } from '../support/ai-games.ts';

describe('every computer player plays legal moves to the end of the deal', () => {
  // Hard solves every post-auction position exactly (each hidden-Joker possibility too): a long run, so its
  // time limit only guards against a hang.
  it('all players, with Jokers, in every phase', () => everyPlayerPlaysLegally(true, 1), 300_000);
});
