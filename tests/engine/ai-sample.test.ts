// Computer player internals: what the view reveals, determinizations consistent with the view, and kernel playouts equal to engine playouts.
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, newGame, playerView, playersToAct, validateState } from '../../src/engine/index.ts';
import type { GameState, PlayerIndex } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import { readKnowledge } from '../../src/engine/ai/knowledge.ts';
import { playout } from '../support/playout.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { determinize } from '../../src/engine/ai/sample.ts';
import { playoutFrom } from '../../src/engine/ai/kernel-playout.ts';
import { decisionViewOf } from '../support/ai-games.ts';
import { cardPlaces, chooser } from '../support/unit.ts';

/** Positions from games between the random and rules players: every decision point of both players. */
function positions(seed: string, jokers: boolean): { state: GameState; player: PlayerIndex }[] {
  const out: { state: GameState; player: PlayerIndex }[] = [];
  const choose = chooser(seed.length * 7919);
  let state = newGame({ seed, jokers });
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      out.push({ state, player });
      const action = choose(3) === 0 ? view.legalActions[choose(view.legalActions.length)] : decide(view, 'rules', 1).action;
      state = applyAction(state, action);
    }
  }
  return out;
}

describe('determinization', () => {
  for (const jokers of [false, true]) {
    it(`deals the hidden cards so that the player's view is unchanged (${jokers ? 'with' : 'without'} Jokers)`, () => {
      const rng = new Rng(seedRng(1));
      for (const { state, player } of positions(`det:${jokers}`, jokers)) {
        const view = decisionViewOf(state, player);
        const sample = determinize(view, readKnowledge(view), rng);
        // Every card is in exactly one place, as in the real state, and the engine accepts the sample
        // as a state it could have produced (given back the history the view redacts).
        expect(cardPlaces(sample)).toEqual(cardPlaces(state));
        const history = { auctions: state.deal.auctions, jokerChoices: state.deal.jokerChoices };
        expect(() =>
          validateState({ ...sample, deal: { ...sample.deal, ...history }, game: { ...sample.game, deals: state.game.deals } }),
        ).not.toThrow();
        const opp = player === 0 ? 1 : 0;
        const pendingOppBid = state.phase === 'auction' && state.auction.outcome === null && state.auction.bids[opp] !== null;
        if (pendingOppBid) {
          // The opponent's sealed bid goes back into their hand, to be chosen again in the search.
          expect(sample.deal.hands[opp]).toHaveLength(state.deal.hands[opp].length + 1);
          continue;
        }
        expect(playerView(sample, player)).toEqual(view);
      }
    });
  }

  it('accounts for every card in random Joker games (exchanges, Joker bids, an exchanged card led to the trick)', () => {
    const rng = new Rng(seedRng(3));
    let checked = 0;
    for (let game = 0; game < 40; game++) {
      const choose = chooser(game + 1);
      let state = newGame({ seed: `jokers-accounting-${game}`, jokers: true });
      while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
        for (const player of playersToAct(state)) {
          const view = decisionViewOf(state, player);
          if (view.legalActions.length === 0) continue;
          const sample = determinize(view, readKnowledge(view), rng);
          expect(cardPlaces(sample)).toEqual(cardPlaces(state));
          checked++;
          state = applyAction(state, view.legalActions[choose(view.legalActions.length)]);
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('after the auction only an exchanged Joker’s card is unknown: the opponent’s hand is known', () => {
    const rng = new Rng(seedRng(2));
    for (const { state, player } of positions('known-after-auction', false)) {
      if (state.phase !== 'tricks' && state.phase !== 'play-off') continue;
      const view = decisionViewOf(state, player);
      const sample = determinize(view, readKnowledge(view), rng);
      const ids = (s: GameState) => s.deal.hands.map((h) => h.map(cardId).sort((a, b) => a - b));
      expect(ids(sample)).toEqual(ids(state));
    }
  });
});

describe('kernel playouts', () => {
  for (const jokers of [false, true]) {
    it(`give the same result as the same policy played through applyAction (${jokers ? 'with' : 'without'} Jokers)`, () => {
      let compared = 0;
      let keenMatters = 0;
      for (const { state, player } of positions(`sim:${jokers}`, jokers)) {
        for (const keenBids of [false, true]) {
          for (const epsilon of [0, 0.3]) {
            const a = playout(state, player, new Rng(seedRng(compared)), { epsilon, keenBids });
            const b = playoutFrom(state, player, new Rng(seedRng(compared)), { epsilon, keenBids });
            expect(b).toBe(a);
            compared++;
          }
        }
        // Keen bids change some auctions (else the comparison above would not test them).
        const plain = playoutFrom(state, player, new Rng(seedRng(0)), { epsilon: 0 });
        if (playoutFrom(state, player, new Rng(seedRng(0)), { epsilon: 0, keenBids: true }) !== plain) keenMatters++;
      }
      expect(compared).toBeGreaterThan(200);
      expect(keenMatters).toBeGreaterThan(0);
    });
  }
});
