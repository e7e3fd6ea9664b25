// The auction judge (ai/auction-judge.ts): a bad bid is judged clearly worse, a best choice costs nothing, the same seed gives the same judgement, and hidden cards play no part.
import { describe, expect, it } from 'vitest';
import { cardId, fullDeck, newGame, parseCards, playerView } from '../../src/engine/index.ts';
import type { Action, AuctionState, Card, GameState } from '../../src/engine/index.ts';
import { judgeAuctionDecision } from '../../src/engine/ai/index.ts';
import { decisionViewOf } from '../support/ai-games.ts';
import { withDeal } from '../support/unit.ts';

/** Work for the tests: enough hands for a clear verdict on a clear case, little CPU. */
const WORK = 600_000;

/** The first auction of a one-deal game without Jokers, with player 0 holding `mine`, the turn-up `turnUp`, and the rest dealt in deck order. */
function firstAuction(mine: string, turnUp: string, otherSeed = 0): AuctionState {
  const state = newGame({ seed: 'judge', jokers: false, target: 1 });
  if (state.phase !== 'auction') throw new Error('no auction');
  const hand = parseCards(mine);
  const up = parseCards(turnUp)[0];
  const taken = new Set([...hand, up].map(cardId));
  const rest = fullDeck(false).filter((c) => !taken.has(cardId(c)));
  // Rotate the rest: another hand for the other player, another stock, the same view for player 0.
  const shift = (otherSeed * 7) % rest.length;
  const order: Card[] = [...rest.slice(shift), ...rest.slice(0, shift)];
  const s = withDeal(state, { hands: [hand, order.slice(0, 13)], stock: order.slice(13) });
  return { ...s, auction: { ...s.auction, turnUp: up } };
}

const bid = (card: string): Action => ({ type: 'bid', player: 0, card: parseCards(card)[0] });

describe('judgeAuctionDecision', () => {
  const strong = 'AS AH AD AC KS KH KD KC QS QH QD QC 3C';
  it('judges bidding an Ace for a useless Two clearly worse than the best bid', () => {
    const view = decisionViewOf(firstAuction(strong, '2D'), 0);
    const judged = judgeAuctionDecision(view, bid('AS'), { seed: 1, work: WORK });
    expect(judged.clearlyWorse).toBe(true);
    expect(judged.cost).toBeGreaterThan(judged.chosen.margin);
    expect(judged.best.action).not.toEqual(judged.chosen.action);
    expect(judged.choices).toHaveLength(view.legalActions.length);
    expect(judged.samples).toBeGreaterThanOrEqual(8);
  });

  it('gives the best choice a cost of 0', () => {
    const view = decisionViewOf(firstAuction(strong, '2D'), 0);
    const first = judgeAuctionDecision(view, bid('AS'), { seed: 1, work: WORK });
    const again = judgeAuctionDecision(view, first.best.action, { seed: 1, work: WORK });
    expect(again.cost).toBe(0);
    expect(again.clearlyWorse).toBe(false);
    expect(again.best.action).toEqual(first.best.action);
  });

  it('gives the same judgement for the same seed', () => {
    const view = decisionViewOf(firstAuction(strong, '2D'), 0);
    const a = judgeAuctionDecision(view, bid('QS'), { seed: 5, work: WORK / 20 });
    const b = judgeAuctionDecision(structuredClone(view), bid('QS'), { seed: 5, work: WORK / 20 });
    expect(b).toEqual(a);
  });

  it('never reads hidden cards: states that differ only in the other hand and the stock are judged alike', () => {
    const one: GameState = firstAuction(strong, '2D', 0);
    const two: GameState = firstAuction(strong, '2D', 3);
    expect(two.deal.hands[1]).not.toEqual(one.deal.hands[1]);
    expect(playerView(two, 0)).toEqual(playerView(one, 0));
    const a = judgeAuctionDecision(decisionViewOf(one, 0), bid('KS'), { seed: 9, work: WORK / 20 });
    const b = judgeAuctionDecision(decisionViewOf(two, 0), bid('KS'), { seed: 9, work: WORK / 20 });
    expect(b).toEqual(a);
  });

  it('refuses a choice that is not legal', () => {
    const view = decisionViewOf(firstAuction(strong, '2D'), 0);
    expect(() => judgeAuctionDecision(view, bid('2S'), { seed: 1, work: WORK })).toThrow(/invalid-action/);
  });
});
