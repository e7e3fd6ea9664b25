// playerView: exactly what one player may know (RULINGS §9, R2) — never the opponent's hand or unseen cards, the stock, the seed or the RNG.
import { EngineError } from './errors.ts';
import { legalActionsFor, playersToAct } from './legal.ts';
import type { AuctionRecord, AuctionView, DealRecord, GameState, JokerChoiceRecord, PlayerIndex, PlayerView } from './types.ts';

export function playerView(state: GameState, player: PlayerIndex): PlayerView {
  if (player !== 0 && player !== 1) throw new EngineError('invalid-argument', 'player must be 0 or 1');
  // First, so that a state of unknown phase is refused (invalid-state) before any field is read.
  const toAct = playersToAct(state).slice();
  const unseen = [];
  for (const record of state.auctions) if (record.unseenTo === player && record.unseen !== null) unseen.push(record.unseen);
  return {
    player,
    phase: state.phase,
    options: { jokers: state.options.jokers, target: state.options.target, trickRule: state.options.trickRule },
    actionCount: state.actionCount,
    dealNumber: state.dealNumber,
    dealer: state.dealer,
    totals: [state.totals[0], state.totals[1]],
    toAct,
    legalActions: legalActionsFor(state, player),
    hand: state.hands[player].slice(),
    bidPile: state.bidPiles[player].slice(),
    unseen,
    handCounts: [state.hands[0].length, state.hands[1].length],
    bidPileCounts: [state.bidPiles[0].length, state.bidPiles[1].length],
    stockCount: state.stock.length,
    outOfPlay: state.outOfPlay.slice(),
    auction: state.phase === 'auction' ? auctionView(state.auction, player) : null,
    auctions: redactAuctions(state.auctions, player),
    firstPlayer: state.firstPlayer,
    jokerChoices: redactJokerChoices(state.jokerChoices, player),
    melds: state.phase === 'melds' ? { toAct: state.toAct, step: state.step } : null,
    declarations: state.declarations,
    trumps: [state.trumps[0], state.trumps[1]],
    tricks: state.tricks,
    trick: state.phase === 'tricks' ? state.trick : null,
    tricksWon: [state.tricksWon[0], state.tricksWon[1]],
    rounds: state.rounds,
    round: state.phase === 'play-off' ? state.round : null,
    score: state.score,
    deals: state.deals.map((deal) => redactDeal(deal, player)),
    nextDealer: state.phase === 'deal-over' ? state.nextDealer : null,
    result: state.phase === 'game-over' ? state.result : null,
  };
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
