// Legal actions: who may act now and every action they may take.
import { cardId, isJoker } from './cards.ts';
import { EngineError, unknownPhase } from './errors.ts';
import { forEachPlay } from './playoff.ts';
import {
  BID_ACTIONS, CEDE_ACTIONS, DECLARE_ACTIONS, EXCHANGE_ACTIONS, KEEP_JOKER_ACTIONS, NEXT_DEAL_ACTIONS, other,
  PASS_ACTIONS, PLAY_ACTIONS, TAKE_ACTIONS,
} from './state.ts';
import { mustFollowSuit, suitLed } from './tricks.ts';
import type { Action, Card, GameState, PlayerIndex, Suit } from './types.ts';

const NOBODY: PlayerIndex[] = [];
const ONLY: [PlayerIndex[], PlayerIndex[]] = [[0], [1]];
const BOTH: PlayerIndex[] = [0, 1];

/** Players who may act now: both during a sealed auction until each has bid; nobody once the game is over. */
export function playersToAct(state: GameState): PlayerIndex[] {
  // `?.`: a null or non-object state from a bad load reaches the default branch too.
  switch (state?.phase) {
    case 'auction': {
      const { bids, outcome } = state.auction;
      if (outcome !== null) return ONLY[outcome.winner];
      if (bids[0] === null && bids[1] === null) return BOTH;
      return ONLY[bids[0] === null ? 0 : 1];
    }
    case 'melds':
      return ONLY[state.toAct];
    case 'tricks':
      return ONLY[state.trick.lead === null ? state.trick.leader : other(state.trick.leader)];
    case 'play-off':
      return ONLY[state.round.toAct];
    case 'deal-over':
      return ONLY[state.nextDealer];
    case 'game-over':
      return NOBODY;
    default:
      return unknownPhase(state);
  }
}

/** Every legal action of whoever may act now (both players' bids during a sealed auction). */
export function legalActions(state: GameState): Action[] {
  if (state?.phase === 'auction' && state.auction.bids[0] === null && state.auction.bids[1] === null) {
    // Both sealed bids pending: both players' bids, player 0's first.
    const hand0 = state.hands[0];
    const hand1 = state.hands[1];
    const actions: Action[] = new Array(hand0.length + hand1.length);
    for (let i = 0; i < hand0.length; i++) actions[i] = BID_ACTIONS[0][cardId(hand0[i])];
    for (let i = 0; i < hand1.length; i++) actions[hand0.length + i] = BID_ACTIONS[1][cardId(hand1[i])];
    return actions;
  }
  const actors = playersToAct(state);
  if (actors.length === 1) return actionsOf(state, actors[0]);
  const actions: Action[] = [];
  for (const player of actors) for (const action of actionsOf(state, player)) actions.push(action);
  return actions;
}

/** The legal actions of one player (empty if it is not their turn). */
export function legalActionsFor(state: GameState, player: PlayerIndex): Action[] {
  if (player !== 0 && player !== 1) throw new EngineError('invalid-argument', 'player must be 0 or 1');
  return actionsOf(state, player);
}

/** legalActionsFor without the check of `player` (the callers here pass 0 or 1). */
function actionsOf(state: GameState, player: PlayerIndex): Action[] {
  switch (state?.phase) {
    case 'auction': {
      const { bids, outcome } = state.auction;
      if (outcome !== null) return outcome.winner === player ? [TAKE_ACTIONS[player], CEDE_ACTIONS[player]] : [];
      if (bids[player] !== null) return [];
      return cardActions(BID_ACTIONS[player], state.hands[player]);
    }
    case 'melds': {
      if (state.toAct !== player) return [];
      if (state.step === 'declare') return DECLARE_ACTIONS[player].slice();
      const actions: Action[] = [KEEP_JOKER_ACTIONS[player]];
      for (const card of state.bidPiles[player]) actions.push(EXCHANGE_ACTIONS[player][cardId(card)]);
      return actions;
    }
    case 'tricks': {
      const { leader, lead } = state.trick;
      const hand = state.hands[player];
      if (lead === null) return leader === player ? cardActions(PLAY_ACTIONS[player], hand) : [];
      if (leader === player) return [];
      const leaderTrump = state.trumps[leader] as Suit;
      if (!mustFollowSuit(hand, lead, leaderTrump)) return cardActions(PLAY_ACTIONS[player], hand);
      const suit = suitLed(lead, leaderTrump);
      const actions: Action[] = [];
      for (const card of hand) {
        // R10: a Joker is not of the suit led, so a player who can follow may not play it.
        if (!isJoker(card) && card.suit === suit) actions.push(PLAY_ACTIONS[player][cardId(card)]);
      }
      return actions;
    }
    case 'play-off': {
      const round = state.round;
      if (round.toAct !== player) return [];
      const actions: Action[] = [];
      forEachPlay(state.hands[player], round.last, (cards) => {
        actions.push({ type: 'playoff-play', player, cards });
      });
      if (round.last !== null) actions.push(PASS_ACTIONS[player]);
      return actions;
    }
    case 'deal-over':
      return state.nextDealer === player ? [NEXT_DEAL_ACTIONS[player]] : [];
    case 'game-over':
      return [];
    default:
      return unknownPhase(state);
  }
}

function cardActions(table: readonly Action[], hand: readonly Card[]): Action[] {
  const actions: Action[] = new Array(hand.length);
  for (let i = 0; i < hand.length; i++) actions[i] = table[cardId(hand[i])];
  return actions;
}
