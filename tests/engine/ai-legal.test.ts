// Computer players: every player returns a legal action in every phase without Jokers and finishes the deal, makes its Joker choices in R15 order and finishes whole games.
// (Split by variant so that the two long runs share the machine's cores.)
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import { AI_PLAYERS, decide } from '../../src/engine/ai/index.ts';
import type { AiPlayerName } from '../../src/engine/ai/index.ts';
import { everyPlayerPlaysLegally, quickDecide } from '../support/ai-games.ts';
import { actionKey } from '../support/unit.ts';

describe('every computer player plays legal moves to the end of the deal', () => {
  // Hard solves every post-auction position exactly (each hidden-Joker possibility too): a long run, so its
  // time limit only guards against a hang.
  it('all players, without Jokers, in every phase', () => everyPlayerPlaysLegally(false, 1), 300_000);

  it('R15 every player makes both Joker choices (R3 player first) before anyone declares', () => {
    // The rules player never bids its Joker, so both still hold one at meld time.
    let state = newGame({ seed: 'joker-choice', jokers: true });
    while (!(state.phase === 'melds' && state.step === 'joker')) {
      const player = playersToAct(state)[0];
      state = applyAction(state, decide(playerView(state, player), 'rules', 3).action);
    }
    const first = state.toAct;
    expect(first).toBe(state.deal.firstPlayer);
    const view = playerView(state, first);
    expect(view.legalActions.map((a) => a.type)).toContain('joker-exchange');
    for (const name of AI_PLAYERS) {
      const decision = quickDecide(view, name, 9);
      expect(view.legalActions.map(actionKey)).toContain(actionKey(decision.action));
      expect(['keep-joker', 'joker-exchange']).toContain(decision.action.type);
      const next = applyAction(state, decision.action);
      if (next.phase !== 'melds') throw new Error('expected meld scoring');
      // The other still holds a Joker: their decision comes next, still before any declaration.
      expect([next.toAct, next.step]).toEqual([first === 0 ? 1 : 0, 'joker']);
      const secondView = playerView(next, next.toAct);
      const second = quickDecide(secondView, name, 10);
      expect(['keep-joker', 'joker-exchange']).toContain(second.action.type);
      const both = applyAction(next, second.action);
      expect(both.phase === 'melds' && [both.step, both.toAct]).toEqual(['declare', first]);
    }
  });

  it('the baselines finish a whole game to 1000', () => {
    let state = newGame({ seed: 'whole-game', target: 1000, jokers: true });
    const names: [AiPlayerName, AiPlayerName] = ['random', 'rules'];
    let steps = 0;
    while (state.phase !== 'game-over') {
      expect(++steps).toBeLessThan(20_000);
      for (const player of playersToAct(state)) {
        const view = playerView(state, player);
        if (view.legalActions.length === 0) continue;
        state = applyAction(state, decide(view, names[player], steps).action);
      }
    }
    expect(Math.max(...state.game.totals)).toBeGreaterThanOrEqual(1000);
  });
});
