// A deal's auction decisions rebuilt from its record (ai/auction-judge-views.ts): each view is the one the player had, from the full record or the player's own.
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import type { Action, Card, DealRecord, GameState, PlayerIndex, PlayerView, TricksState } from '../../src/engine/index.ts';
import {
  auctionDecisions,
  decide,
  judgeDealAuction,
  liveAuctionDecisions,
  reviewedAuctionDecisions,
  seenAuctionSource,
} from '../../src/engine/ai/index.ts';

const sorted = (cards: readonly Card[]): number[] => cards.map(cardId).sort((a, b) => a - b);

/** What a view shows of the position, without the parts that depend on who bid first (a sealed bid is out of its hand) or how many actions came before. */
function seen(view: PlayerView) {
  const { actionCount: _count, toAct: _toAct, handCounts: _counts, auction, legalActions, hand, bidPile, ...rest } = view;
  return {
    ...rest,
    hand: sorted(hand),
    bidPile: sorted(bidPile),
    legalActions: legalActions.length,
    turnUp: auction?.turnUp ?? null,
    outcome: auction?.outcome ?? null,
  };
}

/** A one-deal game between two rules players, with each player's decisions before the tricks and the views they had. */
function playedDeal(seed: string, jokers: boolean) {
  let state: GameState = newGame({ seed, jokers, target: 1 });
  const decisions: { player: PlayerIndex; view: PlayerView; action: Action }[] = [];
  const tricks: TricksState[] = [];
  while (state.phase !== 'game-over' && state.phase !== 'deal-over') {
    if (state.phase === 'tricks') tricks.push(state);
    const player = playersToAct(state)[0];
    const view = playerView(state, player);
    // The rules player keeps its Joker: exchange it here, so that the other's hidden exchange is rebuilt too.
    const ruled = decide(view, 'rules', 1).action;
    const action = ruled.type === 'keep-joker' ? (view.legalActions.find((a) => a.type === 'joker-exchange') ?? ruled) : ruled;
    const judged =
      action.type === 'bid' ||
      action.type === 'take' ||
      action.type === 'cede' ||
      action.type === 'keep-joker' ||
      action.type === 'joker-exchange';
    if (judged && view.legalActions.length > 1) decisions.push({ player, view, action });
    state = applyAction(state, action);
  }
  return { state, decisions, tricks };
}

describe('auctionDecisions', () => {
  for (const jokers of [false, true]) {
    it(`rebuilds every bid, take/cede and Joker choice with its view (Jokers ${jokers ? 'on' : 'off'})`, () => {
      for (const seed of ['views:1', 'views:2', 'views:3']) {
        const { state, decisions } = playedDeal(seed, jokers);
        for (const player of [0, 1] as const) {
          const full: DealRecord = state.game.deals[0];
          const own: DealRecord = playerView(state, player).deals[0];
          const mine = decisions.filter((d) => d.player === player);
          for (const record of [full, own]) {
            const rebuilt = auctionDecisions(record, player, { jokers, trickRule: 'parlett', target: 1 });
            expect(rebuilt.map((d) => d.chosen)).toEqual(mine.map((d) => d.action));
            expect(rebuilt.map((d) => seen(d.view))).toEqual(mine.map((d) => seen(d.view)));
            expect(rebuilt.filter((d) => d.kind === 'joker')).toHaveLength(jokers ? 1 : 0);
          }
        }
      }
    });
  }

  it('rebuilds the same views from the deal in its tricks as from its record', () => {
    const { state, tricks } = playedDeal('views:5', true);
    for (const player of [0, 1] as const) {
      const own = auctionDecisions(playerView(state, player).deals[0], player, { jokers: true, trickRule: 'parlett', target: 1 });
      // The first trick, a trick with its lead played, and the last.
      for (const live of [tricks[0], tricks[5], tricks[tricks.length - 1]]) expect(liveAuctionDecisions(live, player)).toEqual(own);
    }
  });

  it("rebuilds the same views from one seat's own view of the deal in its tricks (the other's hidden cards filled in), and judges them alike", () => {
    for (const [seed, jokers] of [
      ['views:6', true],
      ['views:7', false],
    ] as const) {
      const { state, tricks } = playedDeal(seed, jokers);
      for (const player of [0, 1] as const) {
        const own = auctionDecisions(playerView(state, player).deals[0], player, { jokers, trickRule: 'parlett', target: 1 });
        // The first trick, a trick with its lead played, and the last.
        for (const live of [tricks[0], tricks[5], tricks[tricks.length - 1]]) {
          const fromView = seenAuctionSource(playerView(live, player));
          expect(fromView).not.toBeNull();
          expect(reviewedAuctionDecisions(fromView!)).toEqual(own);
        }
      }
    }
    // The judgement from a seat's view during the tricks (a share of its decisions: the judge is tested elsewhere) is the
    // one its record gives after the deal, the facts it is explained by included.
    const { state, tricks } = playedDeal('views:6', true);
    const judge = { work: 5_000, seed: 1 };
    const fromView = judgeDealAuction(seenAuctionSource(playerView(tricks[2], 0))!, judge, undefined, 0, 6).items;
    const record = { deal: playerView(state, 0).deals[0], player: 0 as const, jokers: true, trickRule: 'parlett' as const };
    expect(fromView).toEqual(judgeDealAuction(record, judge, undefined, 0, 6).items);
    // Outside the tricks a view is no source.
    expect(seenAuctionSource(playerView(state, 0))).toBeNull();
  });

  it('refuses a record that does not add up', () => {
    const { state } = playedDeal('views:4', false);
    const deal = state.game.deals[0];
    const broken: DealRecord = { ...deal, auctions: deal.auctions.map((a, i) => (i === 3 ? { ...a, winner: a.winner === 0 ? 1 : 0 } : a)) };
    expect(() => auctionDecisions(broken, 0, { jokers: false, trickRule: 'parlett' })).toThrow(/invalid-argument/);
  });
});
