// applyAction's write-back: the JSON state after a kernel step, with the history the state keeps (auctions, Joker choices, declarations, tricks, rounds).
//
// Who acts next, phase changes, bid and trick winners and every score come from the rules kernel,
// which has just played the move; these functions only copy its results into a new state and
// build the records. The input state is never changed.
import { CARDS } from './cards.ts';
import { finishDeal } from './deal.ts';
import { pileCards } from './kernel/moves.ts';
import { handCards, JOKER_STEP, Kernel, MELDS, OVER, TRICKS } from './kernel/scratch.ts';
import { announcedMelds } from './melds.ts';
import { dealBase, other, setPair, withCard } from './state.ts';
import type {
  AuctionRecord, AuctionState, Card, Combo, Declaration, GameState, MeldsState, Pair, PlayerIndex, PlayOffMove, PlayOffRound,
  PlayOffState, Suit, TrickRecord, TricksState,
} from './types.ts';

const meldStep = (k: Kernel): 'joker' | 'declare' => (k.step === JOKER_STEP ? 'joker' : 'declare');

/** A sealed bid; once both are in, the revealed outcome, the bid piles, and any bid Joker out of play (R9). */
export function afterBid(s: AuctionState, k: Kernel, player: PlayerIndex, card: Card): AuctionState {
  const auction = s.auction;
  const hands = setPair(s.hands, player, handCards(k, player));
  const bids = setPair(auction.bids, player, card);
  const actionCount = s.actionCount + 1;
  if (k.winner < 0) return { ...s, actionCount, hands, auction: { ...auction, bids } };
  let bidPiles = s.bidPiles;
  let outOfPlay = s.outOfPlay;
  for (const p of [0, 1] as const) {
    // A bid the kernel did not put on its bidder's pile has left play.
    if (k.pileLength[p] === s.bidPiles[p].length) outOfPlay = withCard(outOfPlay, bids[p] as Card);
    else bidPiles = setPair(bidPiles, p, pileCards(k, p));
  }
  const outcome = { winner: k.winner as PlayerIndex, reason: k.bidReason };
  return { ...s, actionCount, hands, bidPiles, outOfPlay, auction: { ...auction, bids, outcome } };
}

/** Take or cede: the auction's record, then the next auction or meld scoring (R3's player and R15's first step). */
export function afterSettle(s: AuctionState, k: Kernel, player: PlayerIndex, take: boolean): GameState {
  const auction = s.auction;
  const outcome = auction.outcome as NonNullable<AuctionState['auction']['outcome']>;
  const turnUpTo = take ? player : other(player);
  const record: AuctionRecord = {
    number: auction.number,
    turnUp: auction.turnUp,
    bids: auction.bids as Pair<Card>,
    winner: outcome.winner,
    reason: outcome.reason,
    choice: take ? 'take' : 'cede',
    turnUpTo,
    unseenTo: other(turnUpTo),
    unseen: s.stock[0],
  };
  const hands: Pair<Card[]> = [handCards(k, 0), handCards(k, 1)];
  const auctions = [...s.auctions, record];
  const actionCount = s.actionCount + 1;
  if (k.phase !== MELDS) {
    return {
      ...s,
      actionCount,
      hands,
      auctions,
      stock: s.stock.slice(2),
      auction: { number: auction.number + 1, turnUp: CARDS[k.turnUp], bids: [null, null], outcome: null },
    };
  }
  const melds: MeldsState = {
    ...dealBase(s),
    actionCount,
    hands,
    auctions,
    stock: [],
    firstPlayer: k.firstPlayer as PlayerIndex,
    phase: 'melds',
    toAct: k.toAct,
    step: meldStep(k),
  };
  return melds;
}

/** R15: the Joker kept or exchanged (that it happened is public, the card private). */
export function afterJokerChoice(s: MeldsState, k: Kernel, player: PlayerIndex, card: Card | null): MeldsState {
  const record = { player, exchanged: card !== null, card };
  const actionCount = s.actionCount + 1;
  const jokerChoices = [...s.jokerChoices, record];
  if (card === null) return { ...s, actionCount, jokerChoices, toAct: k.toAct, step: meldStep(k) };
  return {
    ...s,
    actionCount,
    jokerChoices,
    hands: setPair(s.hands, player, handCards(k, player)),
    bidPiles: setPair(s.bidPiles, player, pileCards(k, player)),
    toAct: k.toAct,
    step: meldStep(k),
  };
}

/** A trump declared with its melds announced (R5, R6); after both, the tricks with phase 1 scored. */
export function afterDeclare(s: MeldsState, k: Kernel, player: PlayerIndex, trump: Suit): GameState {
  const { total, melds } = announcedMelds(s.hands[player], trump);
  const declaration: Declaration = { player, trump, melds, total };
  const declarations = [...s.declarations, declaration];
  const trumps = setPair(s.trumps, player, trump);
  const actionCount = s.actionCount + 1;
  if (k.phase === MELDS) return { ...s, actionCount, declarations, trumps, toAct: k.toAct, step: 'declare' };
  const tricks: TricksState = {
    ...dealBase(s),
    actionCount,
    declarations,
    trumps,
    score: k.score,
    phase: 'tricks',
    trick: { number: 1, leader: k.leader, lead: null },
  };
  return tricks;
}

/** A card led or followed; a complete trick's record; after the last, the play-off with phase 2 scored. */
export function afterPlay(s: TricksState, k: Kernel, player: PlayerIndex, card: Card): GameState {
  const trick = s.trick;
  const actionCount = s.actionCount + 1;
  if (k.lead >= 0) return { ...s, actionCount, hands: setPair(s.hands, player, handCards(k, player)), trick: { ...trick, lead: card } };
  const winner = k.leader;
  const record: TrickRecord = {
    number: trick.number,
    leader: trick.leader,
    lead: trick.lead as Card,
    follow: card,
    winner,
    reason: k.trickReason,
  };
  const tricks = [...s.tricks, record];
  const tricksWon: Pair<number> = [k.tricksWon[0], k.tricksWon[1]];
  if (k.phase === TRICKS) {
    const hands = setPair(s.hands, player, handCards(k, player));
    return { ...s, actionCount, hands, tricks, tricksWon, trick: { number: trick.number + 1, leader: winner, lead: null } };
  }
  const playOff: PlayOffState = {
    ...dealBase(s),
    actionCount,
    hands: [handCards(k, 0), handCards(k, 1)],
    bidPiles: [pileCards(k, 0), pileCards(k, 1)],
    tricks,
    tricksWon,
    score: k.score,
    phase: 'play-off',
    round: { leader: k.leader, moves: [], toAct: k.toAct, last: null },
  };
  return playOff;
}

/** A play-off play; going out ends the deal (its record, the game totals, maybe the game). */
export function afterPlayOff(s: PlayOffState, k: Kernel, player: PlayerIndex, cards: Card[], combo: Combo): GameState {
  const round = s.round;
  const hands = setPair(s.hands, player, handCards(k, player));
  const move: PlayOffMove = { type: 'play', player, cards, combo };
  const moves = [...round.moves, move];
  if (k.phase === OVER) {
    const lastRound: PlayOffRound = { leader: round.leader, moves, winner: player, end: 'out' };
    return finishDeal(s, hands, lastRound, k.score);
  }
  return { ...s, actionCount: s.actionCount + 1, hands, round: { ...round, moves, toAct: k.toAct, last: k.last } };
}

/** A pass: the round's record, and the next round led by its winner. */
export function afterPass(s: PlayOffState, k: Kernel, player: PlayerIndex): PlayOffState {
  const round = s.round;
  const move: PlayOffMove = { type: 'pass', player };
  const finished: PlayOffRound = { leader: round.leader, moves: [...round.moves, move], winner: k.leader, end: 'pass' };
  return {
    ...s,
    actionCount: s.actionCount + 1,
    rounds: [...s.rounds, finished],
    round: { leader: k.leader, moves: [], toAct: k.toAct, last: null },
  };
}
