// applyAction's checks: is this action legal in this state? Each failure is an EngineError code; nothing here plays the move.
//
// The checks run on the JSON state before the rules kernel steps (steps trust their move), in the
// order the codes have always been given: the action's own fields, then turn, then the phase's rules.
import { cardId } from './cards.ts';
import { EngineError } from './errors.ts';
import { beats, classifyCombo } from './playoff.ts';
import { actionCard, indexOfCard, other } from './state.ts';
import { isLegalFollow } from './tricks.ts';
import type { Action, AuctionState, Card, Combo, MeldsState, PlayOffState, TricksState } from './types.ts';
import { SUITS } from './types.ts';

/** A bid's card (canonical), or null for take / cede. */
export function checkAuctionAction(s: AuctionState, action: Action): Card | null {
  const auction = s.auction;
  switch (action.type) {
    case 'bid': {
      const card = actionCard(action.card);
      if (auction.outcome !== null || auction.bids[action.player] !== null) throw new EngineError('already-bid');
      if (indexOfCard(s.deal.hands[action.player], card) < 0) throw new EngineError('card-not-in-hand');
      return card;
    }
    case 'take':
    case 'cede': {
      const outcome = auction.outcome;
      if (outcome === null) throw new EngineError('bids-not-revealed');
      if (outcome.winner !== action.player) throw new EngineError('not-your-turn');
      return null;
    }
    default:
      throw new EngineError('wrong-phase', `${action.type} during the auction`);
  }
}

/** The bid-card a Joker is exchanged for (canonical), or null for keep-joker and declare. */
export function checkMeldsAction(s: MeldsState, action: Action): Card | null {
  switch (action.type) {
    case 'joker-exchange': {
      const card = actionCard(action.card);
      checkJokerTurn(s, action);
      if (indexOfCard(s.deal.bidPiles[action.player], card) < 0) throw new EngineError('card-not-in-bid-pile');
      return card;
    }
    case 'keep-joker':
      checkJokerTurn(s, action);
      return null;
    case 'declare':
      if (s.toAct !== action.player) throw new EngineError('not-your-turn');
      if (s.step !== 'declare') throw new EngineError('joker-choice-pending');
      if (!(SUITS as readonly unknown[]).includes(action.trump)) throw new EngineError('invalid-trump');
      return null;
    default:
      throw new EngineError('wrong-phase', `${action.type} during meld scoring`);
  }
}

function checkJokerTurn(s: MeldsState, action: Action): void {
  if (s.toAct !== action.player) throw new EngineError('not-your-turn');
  if (s.step !== 'joker') throw new EngineError('no-joker-choice');
}

/** The card played to the trick (canonical); R10's follow-suit is checked on a follow. */
export function checkTricksAction(s: TricksState, action: Action): Card {
  if (action.type !== 'play') throw new EngineError('wrong-phase', `${action.type} during the tricks`);
  const card = actionCard(action.card);
  const player = action.player;
  const trick = s.trick;
  const toAct = trick.lead === null ? trick.leader : other(trick.leader);
  if (player !== toAct) throw new EngineError('not-your-turn');
  const hand = s.deal.hands[player];
  if (indexOfCard(hand, card) < 0) throw new EngineError('card-not-in-hand');
  if (trick.lead !== null && !isLegalFollow(hand, trick.lead, s.deal.trumps[trick.leader], card)) {
    throw new EngineError('must-follow-suit');
  }
  return card;
}

/**
 * A play-off play as canonical cards with its combination and the mask of the hand positions it plays (the rules
 * kernel keeps the hand in the state's order, so it steps by the mask without looking the cards up again), or null
 * for a pass.
 */
export function checkPlayOffAction(s: PlayOffState, action: Action): { cards: Card[]; combo: Combo; positions: number } | null {
  const round = s.round;
  if (action.type !== 'playoff-play' && action.type !== 'pass') {
    throw new EngineError('wrong-phase', `${action.type} during the play-off`);
  }
  if (round.toAct !== action.player) throw new EngineError('not-your-turn');
  if (action.type === 'pass') {
    if (round.last === null) throw new EngineError('cannot-pass-on-lead');
    return null;
  }
  const rawCards: unknown = action.cards;
  if (!Array.isArray(rawCards)) throw new EngineError('invalid-action', 'cards must be an array');
  // An index loop, not map: map skips the holes of a sparse array (`[, ]`), which must be refused too.
  const cards: Card[] = new Array(rawCards.length);
  for (let i = 0; i < rawCards.length; i++) cards[i] = actionCard(rawCards[i]);
  // Played ids as a 54-bit set in two words; every card must be in the hand, and only once.
  let playedLow = 0;
  let playedHigh = 0;
  for (const card of cards) {
    const id = cardId(card);
    const bit = 1 << (id & 31);
    if (id < 32 ? playedLow & bit : playedHigh & bit) throw new EngineError('duplicate-card');
    if (id < 32) playedLow |= bit;
    else playedHigh |= bit;
  }
  let held = 0;
  let positions = 0;
  const hand = s.deal.hands[action.player];
  for (let i = 0; i < hand.length; i++) {
    const id = cardId(hand[i]);
    if ((id < 32 ? playedLow : playedHigh) & (1 << (id & 31))) {
      held++;
      positions |= 1 << i;
    }
  }
  if (held !== cards.length) throw new EngineError('card-not-in-hand');
  const combo = classifyCombo(cards);
  if (combo === null) throw new EngineError('not-a-combination');
  if (round.last !== null && !beats(combo, round.last)) throw new EngineError('does-not-beat');
  return { cards, combo, positions };
}
