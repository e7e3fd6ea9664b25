// playerView: exactly what one player may know (RULINGS §9, R2) — never the opponent's hand or unseen cards, the stock, the seed or the RNG.
import { EngineError, unknownPhase } from './errors.ts';
import { legalActionsFor, playersToAct } from './legal.ts';
import type {
  AuctionRecord,
  AuctionView,
  DealRecord,
  DecisionView,
  GameState,
  JokerChoiceRecord,
  Pair,
  PlayerIndex,
  PlayerView,
} from './types.ts';

// What the viewer can deduce from a view (per card) is part of the view's API; it lives in its own module.
export { CARD_PLACES, knownCards, opponentBids, placedCardIds, shownVoids } from './known-cards.ts';
export type { CardPlace, KnownCards } from './known-cards.ts';
// What a player has learned between two of their views (undo, S9) is read from views too.
export { newsSince, publicChoiceCount, shownCardIds, VIEW_NEWS } from './news.ts';
export type { ViewNews } from './news.ts';

export function playerView(state: GameState, player: PlayerIndex): PlayerView {
  if (player !== 0 && player !== 1) throw new EngineError('invalid-argument', 'player must be 0 or 1');
  // First, so that a state of unknown phase is refused (invalid-state) before any field is read.
  const toAct = playersToAct(state).slice();
  const { game, deal } = state;
  const unseen = [];
  for (const record of deal.auctions) if (record.unseenTo === player && record.unseen !== null) unseen.push(record.unseen);
  const base = {
    player,
    options: { jokers: state.options.jokers, target: state.options.target, trickRule: state.options.trickRule },
    actionCount: state.actionCount,
    dealNumber: game.dealNumber,
    dealer: game.dealer,
    totals: [game.totals[0], game.totals[1]],
    toAct,
    legalActions: legalActionsFor(state, player),
    hand: deal.hands[player].slice(),
    bidPile: deal.bidPiles[player].slice(),
    unseen,
    handCounts: [deal.hands[0].length, deal.hands[1].length],
    bidPileCounts: [deal.bidPiles[0].length, deal.bidPiles[1].length],
    stockCount: deal.stock.length,
    outOfPlay: deal.outOfPlay.slice(),
    auctions: redactAuctions(deal.auctions, player),
    jokerChoices: redactJokerChoices(deal.jokerChoices, player),
    declarations: deal.declarations,
    tricks: deal.tricks,
    tricksWon: [deal.tricksWon[0], deal.tricksWon[1]],
    rounds: deal.rounds,
    score: deal.score,
    deals: game.deals.map((record) => redactDeal(record, player)),
    auction: null,
    melds: null,
    trick: null,
    round: null,
    nextDealer: null,
    result: null,
  } as const;
  switch (state.phase) {
    case 'auction':
      return { ...base, phase: 'auction', auction: auctionView(state.auction, player), firstPlayer: null, trumps: [null, null] };
    case 'melds':
      return {
        ...base,
        phase: 'melds',
        firstPlayer: state.deal.firstPlayer,
        melds: { toAct: state.toAct, step: state.step },
        trumps: pairOf(state.deal.trumps),
      };
    case 'tricks':
      return { ...base, phase: 'tricks', firstPlayer: state.deal.firstPlayer, trumps: pairOf(state.deal.trumps), trick: state.trick };
    case 'play-off':
      return { ...base, phase: 'play-off', firstPlayer: state.deal.firstPlayer, trumps: pairOf(state.deal.trumps), round: state.round };
    case 'deal-over':
      return {
        ...base,
        phase: 'deal-over',
        firstPlayer: state.deal.firstPlayer,
        trumps: pairOf(state.deal.trumps),
        nextDealer: state.nextDealer,
      };
    case 'game-over':
      return { ...base, phase: 'game-over', firstPlayer: state.deal.firstPlayer, trumps: pairOf(state.deal.trumps), result: state.result };
    default:
      return unknownPhase(state);
  }
}

/** A fresh copy of a pair (a view shares no array with the state it shows). */
function pairOf<T>(pair: Pair<T>): Pair<T> {
  return [pair[0], pair[1]];
}

/**
 * The move number a player's decision is seeded from: the game's count, less the other player's sealed bid when it came
 * first. In a sealed round the two bid in either order; without this a computer's bid would depend on whether the person
 * bid before or after it, and the same seed would not give the same game.
 */
export function decisionMoveNumber(view: PlayerView): number {
  const auction = view.phase === 'auction' ? view.auction : null;
  const otherBidFirst = auction !== null && auction.outcome === null && auction.hasBid[1 - view.player] && !auction.hasBid[view.player];
  return otherBidFirst ? view.actionCount - 1 : view.actionCount;
}

/** Whether the view is of a phase with decisions in the deal (not deal-over or game-over). */
export function isDecisionView(view: PlayerView): view is DecisionView {
  return view.phase !== 'deal-over' && view.phase !== 'game-over';
}

function auctionView(auction: Extract<GameState, { phase: 'auction' }>['auction'], player: PlayerIndex): AuctionView {
  const revealed = auction.outcome !== null;
  const bids = auction.bids;
  return {
    number: auction.number,
    turnUp: auction.turnUp,
    hasBid: [bids[0] !== null, bids[1] !== null],
    // The opponent's sealed bid stays hidden until both have bid.
    bids: revealed ? [bids[0], bids[1]] : player === 0 ? [bids[0], null] : [null, bids[1]],
    outcome: auction.outcome,
  };
}

function redactAuctions(auctions: readonly AuctionRecord[], player: PlayerIndex): AuctionRecord[] {
  // R2: an unseen card is seen only by the player who took it.
  return auctions.map((record) => (record.unseenTo === player ? record : { ...record, unseen: null }));
}

function redactJokerChoices(choices: readonly JokerChoiceRecord[], player: PlayerIndex): JokerChoiceRecord[] {
  return choices.map((choice) => (choice.player === player ? choice : { ...choice, card: null }));
}

function redactDeal(deal: DealRecord, player: PlayerIndex): DealRecord {
  return {
    ...deal,
    auctions: redactAuctions(deal.auctions, player),
    jokerChoices: redactJokerChoices(deal.jokerChoices, player),
  };
}
