// The rules kernel's moves: legal moves as small integers (legalActions lists them as actions), playing one, and converting to and from actions.
import { cardId } from '../cards.ts';
import { classifyCombo, playCards } from '../playoff.ts';
import { comboOfKey, forEachPlayMask } from '../playoff-plays.ts';
import {
  BID_ACTIONS,
  CEDE_ACTIONS,
  DECLARE_ACTIONS,
  EXCHANGE_ACTIONS,
  KEEP_JOKER_ACTIONS,
  PASS_ACTIONS,
  PLAY_ACTIONS,
  PLAY_OFF_SINGLE_ACTIONS,
  TAKE_ACTIONS,
} from '../state.ts';
import type { Action, Card, Combo, PlayerIndex } from '../types.ts';
import { SUITS } from '../types.ts';
import { AUCTION, cardsOf, DECLARE_STEP, handCard, handCards, Kernel, MELDS, other, PLAY_OFF, TRICKS } from './scratch.ts';
import { FOLLOWS, PLAY_OFF_RANK, SUIT_LED } from './tables.ts';
import { stepBid, stepDeclare, stepJokerChoice, stepPass, stepPlay, stepPlayOff, stepPlayOffMask, stepSettle } from './steps.ts';

// A move is (payload << 5) | (kind << 1) | player; the payload is a card id, a suit index, or a play-off play's
// hand-position mask (16 bits) with its combination's key above it.
export const BID = 0;
export const TAKE = 1;
export const CEDE = 2;
export const KEEP_JOKER = 3;
export const EXCHANGE = 4;
export const DECLARE = 5;
export const PLAY = 6;
export const PLAY_OFF_PLAY = 7;
export const PASS = 8;

export const moveOf = (kind: number, player: PlayerIndex, payload = 0): number => (payload << 5) | (kind << 1) | player;
export const moveKind = (move: number): number => (move >> 1) & 15;
export const movePlayer = (move: number): PlayerIndex => (move & 1) as PlayerIndex;
export const movePayload = (move: number): number => move >> 5;

/** Room enough for any position's moves (a play-off hand of 15 cards has a few hundred combinations at most). */
export const MAX_MOVES = 4096;

function handMoves(k: Kernel, p: PlayerIndex, kind: number, out: Int32Array, n: number): number {
  const hands = k.hands;
  const tag = moveOf(kind, p);
  const start = p * 16;
  const end = start + k.handLength[p];
  for (let i = start; i < end; i++) out[n++] = (hands[i] << 5) | tag;
  return n;
}

/**
 * Every legal move now, written to `out`, in the order of legalActions (both players' sealed bids,
 * player 0's first); returns how many. A play-off play is the mask of its hand positions with its combination.
 */
export function legalMoves(k: Kernel, out: Int32Array): number {
  switch (k.phase) {
    case AUCTION: {
      if (k.winner >= 0) {
        const w = k.winner as PlayerIndex;
        out[0] = moveOf(TAKE, w);
        out[1] = moveOf(CEDE, w);
        return 2;
      }
      let n = 0;
      if (k.bids[0] < 0) n = handMoves(k, 0, BID, out, n);
      if (k.bids[1] < 0) n = handMoves(k, 1, BID, out, n);
      return n;
    }
    case MELDS: {
      const p = k.toAct;
      if (k.step === DECLARE_STEP) {
        for (let s = 0; s < 4; s++) out[s] = moveOf(DECLARE, p, s);
        return 4;
      }
      out[0] = moveOf(KEEP_JOKER, p);
      const start = p * 16;
      for (let i = 0; i < k.pileLength[p]; i++) out[i + 1] = moveOf(EXCHANGE, p, k.piles[start + i]);
      return k.pileLength[p] + 1;
    }
    case TRICKS: {
      if (k.lead < 0) return handMoves(k, k.leader, PLAY, out, 0);
      const p = other(k.leader);
      return followMoves(k, p, out);
    }
    case PLAY_OFF:
      return playOffMoves(k, out);
    default:
      return 0;
  }
}

/** R10: follow suit if able (a Joker is not of the suit led); else any card. */
function followMoves(k: Kernel, p: PlayerIndex, out: Int32Array): number {
  const suit = SUIT_LED[k.lead * 4 + k.trumps[k.leader]];
  const start = p * 16;
  let n = 0;
  for (let i = start; i < start + k.handLength[p]; i++) {
    const id = k.hands[i];
    if (FOLLOWS[id * 4 + suit]) out[n++] = moveOf(PLAY, p, id);
  }
  return n > 0 ? n : handMoves(k, p, PLAY, out, 0);
}

const NO_MOVES: Int32Array = new Int32Array(0);

/**
 * legalActions' scratch, one object: the buffer it lists the moves into, and the play-off listing's state. Why:
 * legalActions runs at every move of every game, and a buffer room enough for any position (16 KB) or a closure per
 * play-off listing would be allocated each time. The engine runs one call at a time; legalMoves lets go of `out` when
 * it returns, and legalActions returns fresh actions (actionsOfMoves), never the buffer.
 */
export const listingScratch = {
  /** The moves legalActions lists (legal.ts). */
  moves: new Int32Array(MAX_MOVES),
  /** Where listPlay writes the play-off's plays (a module-level emitter: no closure per listing), how many so far, whose. */
  out: NO_MOVES,
  listed: 0,
  lister: 0 as PlayerIndex,
  /** The mover's hand as play-off ranks (0 for a Joker). */
  ranks: new Uint8Array(16),
};

function listPlay(mask: number, key: number): void {
  listingScratch.out[listingScratch.listed++] = moveOf(PLAY_OFF_PLAY, listingScratch.lister, mask | (key << 16));
}

/** Every play (as a mask of hand positions with its combination), then pass unless leading. */
function playOffMoves(k: Kernel, out: Int32Array): number {
  const p = k.toAct;
  const start = p * 16;
  const n = k.handLength[p];
  const { ranks } = listingScratch;
  for (let i = 0; i < n; i++) {
    ranks[i] = PLAY_OFF_RANK[k.hands[start + i]];
  }
  listingScratch.out = out;
  listingScratch.listed = 0;
  listingScratch.lister = p;
  forEachPlayMask(ranks, n, k.last, listPlay);
  let listed = listingScratch.listed;
  listingScratch.out = NO_MOVES;
  if (k.last !== null) out[listed++] = moveOf(PASS, p);
  return listed;
}

/** Play a move listed by the last legalMoves of this position. */
export function play(k: Kernel, move: number): void {
  const p = movePlayer(move);
  const payload = movePayload(move);
  switch (moveKind(move)) {
    case BID:
      return stepBid(k, p, payload);
    case TAKE:
      return stepSettle(k, true);
    case CEDE:
      return stepSettle(k, false);
    case KEEP_JOKER:
      return stepJokerChoice(k, p, -1);
    case EXCHANGE:
      return stepJokerChoice(k, p, payload);
    case DECLARE:
      return stepDeclare(k, p, payload);
    case PLAY:
      return stepPlay(k, p, payload);
    case PLAY_OFF_PLAY:
      return stepPlayOffMask(k, p, payload & 0xffff, comboOfKey(payload >> 16));
    default:
      return stepPass(k, p);
  }
}

/** Whether a play-off play's payload (mask, key above bit 16) is a single: the shared action, no allocation. */
const isSingle = (payload: number): boolean => comboOfKey(payload >> 16).kind === 'single';

/** The public action of a move (the shared action objects legalActions uses, or a fresh play-off play). */
export function actionOfMove(k: Kernel, move: number): Action {
  const p = movePlayer(move);
  const payload = movePayload(move);
  switch (moveKind(move)) {
    case BID:
      return BID_ACTIONS[p][payload];
    case TAKE:
      return TAKE_ACTIONS[p];
    case CEDE:
      return CEDE_ACTIONS[p];
    case KEEP_JOKER:
      return KEEP_JOKER_ACTIONS[p];
    case EXCHANGE:
      return EXCHANGE_ACTIONS[p][payload];
    case DECLARE:
      return DECLARE_ACTIONS[p][payload];
    case PLAY:
      return PLAY_ACTIONS[p][payload];
    case PLAY_OFF_PLAY:
      if (isSingle(payload)) return PLAY_OFF_SINGLE_ACTIONS[p][handCard(k, p, 31 - Math.clz32(payload & 0xffff))];
      return { type: 'playoff-play', player: p, cards: playCards(handCards(k, p), payload & 0xffff, comboOfKey(payload >> 16)) };
    default:
      return PASS_ACTIONS[p];
  }
}

/** The public actions of the first `n` of `moves` (legalActions: the play-off hand is read once for all its plays). */
export function actionsOfMoves(k: Kernel, moves: Int32Array, n: number): Action[] {
  if (k.phase !== PLAY_OFF) {
    // Every move of a phase before the play-off names a shared action: pushed, the list stays a packed array.
    const shared: Action[] = [];
    for (let i = 0; i < n; i++) shared.push(actionOfMove(k, moves[i]));
    return shared;
  }
  const actions: Action[] = new Array(n);
  const p = k.toAct;
  const hand = handCards(k, p);
  for (let i = 0; i < n; i++) {
    const move = moves[i];
    const payload = movePayload(move);
    if (moveKind(move) !== PLAY_OFF_PLAY) actions[i] = actionOfMove(k, move);
    else if (isSingle(payload)) actions[i] = PLAY_OFF_SINGLE_ACTIONS[p][handCard(k, p, 31 - Math.clz32(payload & 0xffff))];
    else actions[i] = { type: 'playoff-play', player: p, cards: playCards(hand, payload & 0xffff, comboOfKey(payload >> 16)) };
  }
  return actions;
}

/**
 * Step the kernel by a public action that is legal here (a search's candidate, checked by the engine
 * when it listed it): the bridge from legalActions to the kernel.
 */
export function stepAction(k: Kernel, action: Action): void {
  const p = action.player;
  switch (action.type) {
    case 'bid':
      return stepBid(k, p, cardId(action.card));
    case 'take':
    case 'cede':
      return stepSettle(k, action.type === 'take');
    case 'keep-joker':
      return stepJokerChoice(k, p, -1);
    case 'joker-exchange':
      return stepJokerChoice(k, p, cardId(action.card));
    case 'declare':
      return stepDeclare(k, p, SUITS.indexOf(action.trump));
    case 'play':
      return stepPlay(k, p, cardId(action.card));
    case 'playoff-play':
      return stepPlayOff(k, p, action.cards, classifyCombo(action.cards) as Combo);
    case 'pass':
      return stepPass(k, p);
    default:
      throw new Error(`kernel: ${action.type} is not a move within a deal`);
  }
}

/** Player p's bid pile as cards (tests and tools). */
export function pileCards(k: Kernel, p: PlayerIndex): Card[] {
  return cardsOf(k.piles, k.pileLength, p);
}
