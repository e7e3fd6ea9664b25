// playerView: exactly what one player may know (RULINGS §9, R2) — never the opponent's hand or unseen cards, the stock, the seed or the RNG.
import { EngineError, unknownPhase } from './errors.ts';
import { legalActionsFor, playersToAct } from './legal.ts';
import type {
  AuctionRecord, AuctionView, DealBase, DealRecord, DecisionView, GameState, JokerChoiceRecord, Pair, PlayerIndex, PlayerView, Suit,
} from './types.ts';

// What the viewer can deduce from a view (per card) is part of the view's API; it lives in its own module.
export { CARD_PLACES, knownCards, opponentBids, placedCardIds, shownVoids } from './known-cards.ts';
export type { CardPlace, KnownCards } from './known-cards.ts';

export function playerView(state: GameState, player: PlayerIndex): PlayerView {
  if (player !== 0 && player !== 1) throw new EngineError('invalid-argument', 'player must be 0 or 1');
  // First, so that a state of unknown phase is refused (invalid-state) before any field is read.
  const toAct = playersToAct(state).slice();
  const unseen = [];
  for (const record of state.auctions) if (record.unseenTo === player && record.unseen !== null) unseen.push(record.unseen);
  const base = {
    player,
    options: { jokers: state.options.jokers, target: state.options.target, trickRule: state.options.trickRule },
    actionCount: state.actionCount,
    dealNumber: state.dealNumber,
    dealer: state.dealer,
    totals: [state.totals[0], state.totals[1]] as Pair<number>,
    toAct,
    legalActions: legalActionsFor(state, player),
    hand: state.hands[player].slice(),
    bidPile: state.bidPiles[player].slice(),
    unseen,
    handCounts: [state.hands[0].length, state.hands[1].length] as Pair<number>,
    bidPileCounts: [state.bidPiles[0].length, state.bidPiles[1].length] as Pair<number>,
    stockCount: state.stock.length,
    outOfPlay: state.outOfPlay.slice(),
    auctions: redactAuctions(state.auctions, player),
    jokerChoices: redactJokerChoices(state.jokerChoices, player),
    declarations: state.declarations,
    tricks: state.tricks,
    tricksWon: [state.tricksWon[0], state.tricksWon[1]] as Pair<number>,
    rounds: state.rounds,
    score: state.score,
    deals: state.deals.map((deal) => redactDeal(deal, player)),
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
      return { ...base, phase: 'melds', firstPlayer: settledFirstPlayer(state), melds: { toAct: state.toAct, step: state.step }, trumps: [state.trumps[0], state.trumps[1]] };
    case 'tricks':
      return { ...base, phase: 'tricks', firstPlayer: settledFirstPlayer(state), trumps: declaredTrumps(state), trick: state.trick };
    case 'play-off':
      return { ...base, phase: 'play-off', firstPlayer: settledFirstPlayer(state), trumps: declaredTrumps(state), round: state.round };
    case 'deal-over':
      return { ...base, phase: 'deal-over', firstPlayer: settledFirstPlayer(state), trumps: declaredTrumps(state), nextDealer: state.nextDealer };
    case 'game-over':
      return { ...base, phase: 'game-over', firstPlayer: state.firstPlayer, trumps: [state.trumps[0], state.trumps[1]], result: state.result };
    default:
      return unknownPhase(state);
  }
}

/** Whether the view is of a phase with decisions in the deal (not deal-over or game-over). */
export function isDecisionView(view: PlayerView): view is DecisionView {
  return view.phase !== 'deal-over' && view.phase !== 'game-over';
}

/** The R3 player, known once the auctions are over (a state without one there is not one the engine makes). */
function settledFirstPlayer(state: DealBase): PlayerIndex {
  if (state.firstPlayer === null) throw new EngineError('invalid-state', 'firstPlayer: missing');
  return state.firstPlayer;
}

/** Both personal trumps, declared before the first trick. */
function declaredTrumps(state: DealBase): Pair<Suit> {
  const [t0, t1] = state.trumps;
  if (t0 === null || t1 === null) throw new EngineError('invalid-state', 'trumps: undeclared');
  return [t0, t1];
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
