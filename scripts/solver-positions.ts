// Positions for the solver bench and tests: random deals played by the rules player up to the first trick.
import { applyAction, cardId, newGame, playerView, playersToAct } from '../src/engine/index.ts';
import type { DealRecord, GameState, TricksState } from '../src/engine/index.ts';
import { decide } from '../src/engine/ai/index.ts';

/** The state right after the melds (first trick, nobody has led) of deal `seed`. */
export function positionAfterMelds(seed: string, jokers = false, trickRule: 'parlett' | 'summary' = 'parlett'): TricksState {
  let state: GameState = newGame({ seed, jokers, target: 1, trickRule });
  while (state.phase !== 'tricks') {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      state = applyAction(state, decide(view, 'rules', 0).action);
    }
  }
  return state;
}

/**
 * A finished deal (its record) of deal `seed` with Jokers, played by the rules player, where player 0 exchanges their
 * Joker whenever they may (for the first bid-card offered) and player 1 does as the rules player does: the deals whose
 * declarations the review judges over every card an exchange could have taken back.
 */
export function dealWithExchange(seed: string): DealRecord {
  let state: GameState = newGame({ seed, jokers: true, target: 1 });
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      const exchange = player === 0 ? view.legalActions.find((a) => a.type === 'joker-exchange') : undefined;
      state = applyAction(state, exchange ?? decide(view, 'rules', 0).action);
    }
  }
  return state.game.deals[state.game.deals.length - 1];
}

/**
 * The state when the first trump is to be declared (after the Joker decisions) in deal `seed`. With `exchange`, every
 * Joker still in hand is exchanged for the first card of its holder's bid pile in card-id order (so the other player cannot place one card);
 * with `'second'`, only the second to declare exchanges (the first keeps their Joker, and cannot place one card of the other's).
 */
export function positionAtDeclaration(
  seed: string,
  jokers = false,
  exchange: boolean | 'second' = false,
  trickRule: 'parlett' | 'summary' = 'parlett',
): GameState {
  let state: GameState = newGame({ seed, jokers, target: 1, trickRule });
  while (!(state.phase === 'melds' && state.step === 'declare')) {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      const swapping = exchange === 'second' ? player !== state.deal.firstPlayer : exchange;
      const swaps = swapping ? view.legalActions.flatMap((a) => (a.type === 'joker-exchange' ? [a] : [])) : [];
      const lowest = swaps.sort((a, b) => cardId(a.card) - cardId(b.card))[0];
      state = applyAction(state, lowest ?? decide(view, 'rules', 0).action);
    }
  }
  return state;
}
