// applyAction's write-back: the JSON state after a kernel step, with the history the state keeps (auctions, Joker choices, declarations, tricks, rounds).
//
// Who acts next, phase changes, bid and trick winners and every score come from the rules kernel,
// which has just played the move; these functions only copy its results into a new state and
// build the records. The input state is never changed; the game part and the deal's unchanged parts are shared.
import { CARDS } from './cards.ts';
import { finishDeal } from './deal.ts';
import { EngineError } from './errors.ts';
import { pileCards } from './kernel/moves.ts';
import { handCards, JOKER_STEP, Kernel, MELDS, OVER, TRICKS } from './kernel/scratch.ts';
import { announcedMelds } from './melds.ts';
import { other, setPair, withCard } from './state.ts';
import { auctionState, copyDeal, meldsState, playOffState, tricksState } from './state-builders.ts';
import type { Fresh } from './state-builders.ts';
import type {
  AuctionRecord,
  AuctionState,
  Card,
  Combo,
  Declaration,
  DeclaredDeal,
  GameState,
  MeldsState,
  Pair,
  PlayerIndex,
  PlayOffMove,
  PlayOffRound,
  PlayOffState,
  Suit,
  TrickRecord,
  TricksState,
} from './types.ts';

const meldStep = (k: Kernel): 'joker' | 'declare' => (k.step === JOKER_STEP ? 'joker' : 'declare');

/** A sealed bid; once both are in, the revealed outcome, the bid piles, and any bid Joker out of play (R9). */
export function afterBid(s: AuctionState, k: Kernel, player: PlayerIndex, card: Card): AuctionState {
  const { auction, deal } = s;
  const hands = setPair(deal.hands, player, handCards(k, player));
  const bids = setPair(auction.bids, player, card);
  const actionCount = s.actionCount + 1;
  const next = copyDeal(deal);
  next.hands = hands;
  if (k.winner < 0) return auctionState(s, actionCount, next, { number: auction.number, turnUp: auction.turnUp, bids, outcome: null });
  let bidPiles = deal.bidPiles;
  let outOfPlay = deal.outOfPlay;
  for (const p of [0, 1] as const) {
    const bid = bids[p];
    // A bid the kernel did not put on its bidder's pile has left play.
    if (k.pileLength[p] === deal.bidPiles[p].length) {
      if (bid !== null) outOfPlay = withCard(outOfPlay, bid);
    } else bidPiles = setPair(bidPiles, p, pileCards(k, p));
  }
  const outcome = { winner: k.winner as PlayerIndex, reason: k.bidReason };
  next.bidPiles = bidPiles;
  next.outOfPlay = outOfPlay;
  return auctionState(s, actionCount, next, { number: auction.number, turnUp: auction.turnUp, bids, outcome });
}

/** Take or cede: the auction's record, then the next auction or meld scoring (R3's player and R15's first step). */
export function afterSettle(s: AuctionState, k: Kernel, player: PlayerIndex, take: boolean): GameState {
  const { auction, deal } = s;
  const [bid0, bid1] = auction.bids;
  // checkAuctionAction lets take and cede through only once the outcome is known, and the engine sets it only
  // once both bids are in: a state that says otherwise was not made by the engine (validateState's detail).
  if (auction.outcome === null || bid0 === null || bid1 === null) throw new EngineError('invalid-state', 'auction.outcome: inconsistent');
  const turnUpTo = take ? player : other(player);
  const record: AuctionRecord = {
    number: auction.number,
    turnUp: auction.turnUp,
    bids: [bid0, bid1],
    winner: auction.outcome.winner,
    reason: auction.outcome.reason,
    choice: take ? 'take' : 'cede',
    turnUpTo,
    unseenTo: other(turnUpTo),
    unseen: deal.stock[0],
  };
  const hands: Pair<Card[]> = [handCards(k, 0), handCards(k, 1)];
  const next = copyDeal(deal);
  next.hands = hands;
  next.auctions = [...deal.auctions, record];
  if (k.phase !== MELDS) {
    next.stock = deal.stock.slice(2);
    return auctionState(s, s.actionCount + 1, next, {
      number: auction.number + 1,
      turnUp: CARDS[k.turnUp],
      bids: [null, null],
      outcome: null,
    });
  }
  next.stock = [];
  const meldsDeal: MeldsState['deal'] = { ...next, firstPlayer: k.firstPlayer as PlayerIndex };
  return meldsState(s, s.actionCount + 1, meldsDeal, k.toAct, meldStep(k));
}

/** R15: the Joker kept or exchanged (that it happened is public, the card private). */
export function afterJokerChoice(s: MeldsState, k: Kernel, player: PlayerIndex, card: Card | null): MeldsState {
  const { deal } = s;
  const record = { player, exchanged: card !== null, card };
  const actionCount = s.actionCount + 1;
  const next = copyDeal(deal) as Fresh<MeldsState['deal']>;
  next.jokerChoices = [...deal.jokerChoices, record];
  if (card !== null) {
    next.hands = setPair(deal.hands, player, handCards(k, player));
    next.bidPiles = setPair(deal.bidPiles, player, pileCards(k, player));
  }
  return meldsState(s, actionCount, next, k.toAct, meldStep(k));
}

/** A trump declared with its melds announced (R5, R6); after both, the tricks with phase 1 scored. */
export function afterDeclare(s: MeldsState, k: Kernel, player: PlayerIndex, trump: Suit): GameState {
  const { deal } = s;
  const { total, melds } = announcedMelds(deal.hands[player], trump);
  const declaration: Declaration = { player, trump, melds, total };
  const trumps = setPair(deal.trumps, player, trump);
  const actionCount = s.actionCount + 1;
  const [trump0, trump1] = trumps;
  const next = copyDeal(deal) as Fresh<MeldsState['deal']>;
  next.declarations = [...deal.declarations, declaration];
  next.trumps = trumps;
  if (k.phase === MELDS || trump0 === null || trump1 === null) return meldsState(s, actionCount, next, k.toAct, 'declare');
  const declared: DeclaredDeal = { ...next, trumps: [trump0, trump1], score: k.score };
  return tricksState(s, actionCount, declared, { number: 1, leader: k.leader, lead: null });
}

/** A card led or followed; a complete trick's record; after the last, the play-off with phase 2 scored. */
export function afterPlay(s: TricksState, k: Kernel, player: PlayerIndex, card: Card): GameState {
  const { trick, deal } = s;
  const actionCount = s.actionCount + 1;
  const hands = setPair(deal.hands, player, handCards(k, player));
  const next = copyDeal(deal);
  next.hands = hands;
  if (trick.lead === null) return tricksState(s, actionCount, next, { number: trick.number, leader: trick.leader, lead: card });
  const winner = k.leader;
  const record: TrickRecord = {
    number: trick.number,
    leader: trick.leader,
    lead: trick.lead,
    follow: card,
    winner,
    reason: k.trickReason,
  };
  next.tricks = [...deal.tricks, record];
  next.tricksWon = [k.tricksWon[0], k.tricksWon[1]];
  if (k.phase === TRICKS) return tricksState(s, actionCount, next, { number: trick.number + 1, leader: winner, lead: null });
  next.hands = [handCards(k, 0), handCards(k, 1)];
  next.bidPiles = [pileCards(k, 0), pileCards(k, 1)];
  next.score = k.score;
  return playOffState(s, actionCount, next, { leader: k.leader, moves: [], toAct: k.toAct, last: null });
}

/** A play-off play; going out ends the deal (its record, the game totals, maybe the game). */
export function afterPlayOff(s: PlayOffState, k: Kernel, player: PlayerIndex, cards: Card[], combo: Combo): GameState {
  const { round, deal } = s;
  const hands = setPair(deal.hands, player, handCards(k, player));
  const move: PlayOffMove = { type: 'play', player, cards, combo };
  const moves = [...round.moves, move];
  if (k.phase === OVER) {
    const lastRound: PlayOffRound = { leader: round.leader, moves, winner: player, end: 'out' };
    return finishDeal(s, hands, lastRound, k.score);
  }
  const next = copyDeal(deal);
  next.hands = hands;
  return playOffState(s, s.actionCount + 1, next, { leader: round.leader, moves, toAct: k.toAct, last: k.last });
}

/** A pass: the round's record, and the next round led by its winner. */
export function afterPass(s: PlayOffState, k: Kernel, player: PlayerIndex): PlayOffState {
  const { round, deal } = s;
  const move: PlayOffMove = { type: 'pass', player };
  const finished: PlayOffRound = { leader: round.leader, moves: [...round.moves, move], winner: k.leader, end: 'pass' };
  const next = copyDeal(deal);
  next.rounds = [...deal.rounds, finished];
  return playOffState(s, s.actionCount + 1, next, { leader: k.leader, moves: [], toAct: k.toAct, last: null });
}
