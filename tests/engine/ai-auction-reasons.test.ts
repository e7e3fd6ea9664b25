// The auction's hints say why, and what they say is true of the position: melds the turn-up makes (for either player), the bid's chance found by the search.
import { describe, expect, it } from 'vitest';
import { applyAction, bestMeldTotal, cardId, isJoker, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import type { Action, Card, GameState } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import { explain } from '../../src/engine/ai/explain.ts';
import { LEVEL_BUDGETS } from '../../src/engine/ai/levels.ts';
import { readKnowledge } from '../../src/engine/ai/knowledge.ts';
import { searchBest } from '../../src/engine/ai/search.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { decisionViewOf } from '../support/ai-games.ts';

/** Auction positions of player 0 (bids, and take/cede once they won) in games between two rules players. */
function auctionPositions(games: number, jokers: boolean): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame({ seed: `auction-reasons:${g}:${jokers}`, jokers, target: 1 });
    while (state.phase === 'auction') {
      for (const player of playersToAct(state)) {
        const view = playerView(state, player);
        if (view.legalActions.length === 0) continue;
        if (player === 0 && view.legalActions.length > 1) out.push(state);
        state = applyAction(state, decide(view, 'rules', 1).action);
        if (state.phase !== 'auction') break;
      }
    }
  }
  return out;
}

/** The turn-up adds to the best meld total of `cards` (it completes or extends a set or sequence). */
const addsMeld = (cards: readonly Card[], turnUp: Card): boolean =>
  !isJoker(turnUp) && bestMeldTotal([...cards, turnUp]) > bestMeldTotal(cards);

/** The cards player 1 really holds that player 0 saw them take as turn-ups (read from the true state, not the view). */
function theirTakenTurnUps(state: GameState): Card[] {
  const held = new Set(state.deal.hands[1].map(cardId));
  return state.deal.auctions.filter((a) => a.turnUpTo === 1 && held.has(cardId(a.turnUp))).map((a) => a.turnUp);
}

const WINNING = ['bid-joker-to-win', 'bid-to-win-meld', 'bid-to-deny', 'bid-to-win-high-turn-up', 'bid-to-win-turn-up'];
const LOSING = ['bid-joker-to-win', 'bid-for-play-off', 'bid-low-card', 'bid-let-turn-up-go'];

describe("the auction's hints", () => {
  const positions = auctionPositions(4, false);

  it('a bid expected to win names why the turn-up is worth it, and each reason is true of the position', () => {
    const seen = new Set<string>();
    for (const state of positions) {
      if (state.phase !== 'auction' || state.auction.outcome !== null) continue;
      const view = playerView(state, 0);
      const turnUp = state.auction.turnUp;
      const mine = addsMeld(view.hand, turnUp);
      const theirs = addsMeld(theirTakenTurnUps(state), turnUp);
      for (const action of view.legalActions) {
        const win = explain(view, action, { winChance: 0.8 });
        const lose = explain(view, action, { winChance: 0.2 });
        seen.add(win).add(lose);
        expect(WINNING).toContain(win);
        expect(LOSING).toContain(lose);
        expect(win === 'bid-to-win-meld').toBe(mine);
        if (win === 'bid-to-deny') expect([mine, theirs]).toEqual([false, true]);
        if (win === 'bid-to-win-turn-up') expect(theirs || isJoker(turnUp) || turnUp.rank >= 10).toBe(false);
      }
    }
    for (const reason of ['bid-to-win-meld', 'bid-to-win-high-turn-up', 'bid-to-win-turn-up', 'bid-low-card', 'bid-let-turn-up-go'])
      expect([...seen]).toContain(reason);
  });

  it('take and cede say whose meld the turn-up makes, or that the unseen card did better', () => {
    let takes = 0;
    for (const state of positions) {
      if (state.phase !== 'auction' || state.auction.outcome === null) continue;
      const view = playerView(state, 0);
      const turnUp = state.auction.turnUp;
      const take = explain(view, view.legalActions.find((a) => a.type === 'take') as Action);
      const cede = explain(view, view.legalActions.find((a) => a.type === 'cede') as Action);
      takes++;
      const high = isJoker(turnUp) || turnUp.rank >= 10;
      expect(take === 'take-turn-up-for-meld').toBe(addsMeld(view.hand, turnUp));
      if (take === 'take-to-deny') expect([high, addsMeld(theirTakenTurnUps(state), turnUp)]).toEqual([false, true]);
      // Ceding a high turn-up or one that makes a meld is never called "weak".
      expect(cede === 'cede-for-unseen').toBe(high || addsMeld(view.hand, turnUp));
    }
    expect(takes).toBeGreaterThan(5);
  });

  it("the search reports each bid's chance of winning (a Joker wins, a low bid less often than a high one) and its margins", () => {
    const budget = { ...LEVEL_BUDGETS.hard, playouts: 200 };
    let checked = 0;
    for (const state of auctionPositions(2, true)) {
      if (state.phase !== 'auction' || state.auction.outcome !== null || checked >= 4) continue;
      const view = decisionViewOf(state, 0);
      const bids = view.legalActions.filter((a) => a.type === 'bid');
      const joker = bids.find((a) => isJoker(a.card));
      const naturals = bids
        .filter((a) => !isJoker(a.card))
        .sort((x, y) => ('rank' in x.card ? x.card.rank : 0) - ('rank' in y.card ? y.card.rank : 0));
      if (joker === undefined || naturals.length < 2) continue;
      const [low, high] = [naturals[0], naturals[naturals.length - 1]];
      const result = searchBest(view, [joker, low, high], budget, new Rng(seedRng(checked + 1)), readKnowledge(view));
      const chance = (a: Action) => result.ranking.find((r) => r.action === a)?.auctionWon ?? -1;
      checked++;
      // The other Joker may be bid too (then the one of the turn-up's colour wins), so "nearly always".
      expect(chance(joker)).toBeGreaterThan(0.8);
      expect(chance(low)).toBeLessThan(chance(high) + 1e-9);
      for (const r of result.ranking) {
        expect(r.playouts).toBeGreaterThan(0);
        expect(Number.isFinite(r.stdError)).toBe(true);
        expect(Number.isFinite(r.vsChosen.stdError)).toBe(true);
      }
      // Compared with itself on the same samples, the chosen action differs by nothing.
      expect(result.ranking.find((r) => r.action === result.action)?.vsChosen).toEqual({ diff: 0, stdError: 0 });
    }
    expect(checked).toBe(4);
  });
});
