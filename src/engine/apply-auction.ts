// Auction steps: sealed bids, reveal with the bid ladder, take or cede, and the move to meld scoring.
import { isJoker } from './cards.ts';
import { resolveBid } from './bidding.ts';
import { EngineError } from './errors.ts';
import { firstMeldStep } from './apply-melds.ts';
import { actionCard, dealBase, indexOfCard, other, setPair, withCard, without } from './state.ts';
import type { Action, AuctionRecord, AuctionState, Card, GameState, MeldsState, Pair, PlayerIndex } from './types.ts';

export function applyAuction(s: AuctionState, action: Action): GameState {
  switch (action.type) {
    case 'bid':
      return bid(s, action.player, actionCard(action.card));
    case 'take':
    case 'cede':
      return settle(s, action.player, action.type === 'take');
    default:
      throw new EngineError('wrong-phase', `${action.type} during the auction`);
  }
}

function bid(s: AuctionState, player: PlayerIndex, card: Card): GameState {
  const auction = s.auction;
  if (auction.outcome !== null || auction.bids[player] !== null) throw new EngineError('already-bid');
  const index = indexOfCard(s.hands[player], card);
  if (index < 0) throw new EngineError('card-not-in-hand');
  const hands = setPair(s.hands, player, without(s.hands[player], index));
  const bids = setPair(auction.bids, player, card);
  const actionCount = s.actionCount + 1;
  const otherBid = bids[other(player)];
  if (otherBid === null) return { ...s, actionCount, hands, auction: { ...auction, bids } };
  // Both have bid: reveal. Bid-cards go face down to their bidder's pile; a bid Joker is out of play (R9).
  const [bid0, bid1] = bids as Pair<Card>;
  const result = resolveBid(auction.turnUp, bid0, bid1);
  let bidPiles = s.bidPiles;
  let outOfPlay = s.outOfPlay;
  for (const p of [0, 1] as const) {
    const card = bids[p] as Card;
    if (isJoker(card)) outOfPlay = withCard(outOfPlay, card);
    else bidPiles = setPair(bidPiles, p, withCard(bidPiles[p], card));
  }
  const outcome = { winner: result.winner === 'a' ? 0 : 1, reason: result.reason } as const;
  return { ...s, actionCount, hands, bidPiles, outOfPlay, auction: { ...auction, bids, outcome } };
}

function settle(s: AuctionState, player: PlayerIndex, take: boolean): GameState {
  const auction = s.auction;
  const outcome = auction.outcome;
  if (outcome === null) throw new EngineError('bids-not-revealed');
  if (outcome.winner !== player) throw new EngineError('not-your-turn');
  const turnUpTo = take ? player : other(player);
  const unseenTo = other(turnUpTo);
  const unseen = s.stock[0];
  const hands: Pair<Card[]> =
    turnUpTo === 0
      ? [withCard(s.hands[0], auction.turnUp), withCard(s.hands[1], unseen)]
      : [withCard(s.hands[0], unseen), withCard(s.hands[1], auction.turnUp)];
  const record: AuctionRecord = {
    number: auction.number,
    turnUp: auction.turnUp,
    bids: auction.bids as Pair<Card>,
    winner: outcome.winner,
    reason: outcome.reason,
    choice: take ? 'take' : 'cede',
    turnUpTo,
    unseenTo,
    unseen,
  };
  const auctions = [...s.auctions, record];
  const actionCount = s.actionCount + 1;
  if (s.stock.length > 1) {
    return {
      ...s,
      actionCount,
      hands,
      auctions,
      stock: s.stock.slice(2),
      auction: { number: auction.number + 1, turnUp: s.stock[1], bids: [null, null], outcome: null },
    };
  }
  // The stock is used up. R3: whoever took the bottom card (the unseen one) declares first and leads.
  const melds: MeldsState = {
    ...dealBase(s),
    actionCount,
    hands,
    auctions,
    stock: [],
    firstPlayer: unseenTo,
    phase: 'melds',
    ...firstMeldStep(unseenTo, hands),
  };
  return melds;
}
