// Hard's playouts exchange a Joker at the melds for the bid-pile card that adds most to the melds, then the highest, so keeping a Joker is valued.
import { describe, expect, it } from 'vitest';
import { applyAction, bestMeldTotal, cardId, CARDS, isJoker, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import { jokerExchangeId } from '../../src/engine/ai/kernel-playout.ts';
import { Kernel, loadKernel } from '../../src/engine/kernel/kernel.ts';

/** Games with Jokers played by the rules player (who keeps its Joker) up to the first Joker decision. */
function jokerDecisions(games: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame({ seed: `joker-playout:${g}`, jokers: true, target: 1 });
    while (!(state.phase === 'melds' && state.step === 'joker')) {
      const player = playersToAct(state)[0];
      state = applyAction(state, decide(playerView(state, player), 'rules', 1).action);
    }
    out.push(state);
  }
  return out;
}

describe("hard's playouts and the Joker", () => {
  it('take back the bid-pile card that adds most to the best meld total, the highest among equals', () => {
    for (const state of jokerDecisions(8)) {
      if (state.phase !== 'melds') throw new Error('not at the melds');
      const p = state.toAct;
      const hand = state.deal.hands[p];
      const chosen = jokerExchangeId(loadKernel(new Kernel(), state), p);
      const naturals = state.deal.bidPiles[p].filter((c) => !isJoker(c));
      const valueOf = (id: number) => bestMeldTotal([...hand.filter((c) => !isJoker(c)), CARDS[id]]);
      const best = Math.max(...naturals.map((c) => valueOf(cardId(c))));
      expect(valueOf(chosen)).toBe(best);
      const rankOf = (id: number) => (id % 13) + 2;
      for (const c of naturals) if (valueOf(cardId(c)) === best) expect(rankOf(chosen)).toBeGreaterThanOrEqual(rankOf(cardId(c)));
      expect(naturals.map(cardId)).toContain(chosen);
    }
  });
});
