// The rules kernel's mutable scratch deal: card ids in typed arrays (in the engine's order), loaded from a GameState.
//
// Hands and bid piles keep the order the engine keeps (cards are appended at the end and removed in
// place), so the kernel lists its moves in the same order as legalActions and a seeded policy plays
// the same deal through either. One Kernel is reused for any number of deals: nothing is allocated
// per move except the play-off's combinations.
import { CARDS, cardId, RED_JOKER_ID } from '../cards.ts';
import { NO_SCORE_YET } from '../scoring.ts';
import type { BidReason, TrickReason } from '../codes.ts';
import type { Card, Combo, DealScoreProgress, GameState, PlayerIndex, TrickRule } from '../types.ts';
import { SUITS } from '../types.ts';
import { PLAY_OFF_RANK } from './tables.ts';

export const AUCTION = 0;
export const MELDS = 1;
export const TRICKS = 2;
export const PLAY_OFF = 3;
/** The deal is over (the play-off ended): `score` is final. */
export const OVER = 4;

/** Meld steps (MeldsState.step). */
export const JOKER_STEP = 0;
export const DECLARE_STEP = 1;

/** Room per hand or pile: 13 trick cards plus a Joker, or 13 bid-cards plus both Jokers in a play-off hand. */
export const SLOTS = 16;
const NONE = -1;

export class Kernel {
  phase = OVER;
  rule: TrickRule = 'parlett';
  /** Player p's hand is cards[p * 16 .. p * 16 + handLength[p]). */
  readonly hands = new Uint8Array(2 * SLOTS);
  readonly handLength = [0, 0];
  readonly piles = new Uint8Array(2 * SLOTS);
  readonly pileLength = [0, 0];
  /** Undealt cards (the current turn-up excluded); stock[stockPos] is the next unseen card. */
  readonly stock = new Uint8Array(32);
  stockPos = 0;
  stockLength = 0;
  // ── Auction ──
  turnUp = NONE;
  /** Sealed bids by player (card id), NONE while not bid. */
  readonly bids = [NONE, NONE];
  /** Winner of the revealed bids, NONE before both have bid. */
  winner = NONE;
  /** Why the revealed bids went the way they did (for applyAction's records). */
  bidReason: BidReason = 'rank';
  /** R3 player, NONE until the last auction is settled. */
  firstPlayer = NONE;
  // ── Melds ──
  toAct: PlayerIndex = 0;
  step = DECLARE_STEP;
  /** Personal trumps as indexes into SUITS, NONE until declared. */
  readonly trumps = [NONE, NONE];
  readonly meldPoints = [0, 0];
  declared = 0;
  // ── Tricks ──
  leader: PlayerIndex = 0;
  /** Card id led to the trick in progress, NONE before the lead. */
  lead = NONE;
  readonly tricksWon = [0, 0];
  /** Why the last complete trick went the way it did (for applyAction's records). */
  trickReason: TrickReason = 'off-suit';
  // ── Play-off ──
  /**
   * Each play-off hand by rank, kept up to date as cards are played (the random policy counts plays
   * from it): rankCounts[p * 16 + r] naturals of rank r (2..14), rankCounts[p * 16] Jokers; the bits of
   * the ranks held once or more and twice or more.
   */
  readonly rankCounts = new Int8Array(2 * SLOTS);
  readonly heldRanks = [0, 0];
  readonly pairedRanks = [0, 0];
  /** The combination to beat, null on the lead. */
  last: Combo | null = null;
  /** Deal score so far (R13 applied at the end of each phase by addPhase). */
  score: DealScoreProgress = NO_SCORE_YET;
}

export function other(p: PlayerIndex): PlayerIndex {
  return p === 0 ? 1 : 0;
}

export function pushCard(list: Uint8Array, lengths: number[], p: PlayerIndex, id: number): void {
  list[p * SLOTS + lengths[p]++] = id;
}

/** Remove card `id` from player p's list, keeping the order of the rest; false if absent. */
export function removeCard(list: Uint8Array, lengths: number[], p: PlayerIndex, id: number): boolean {
  const start = p * SLOTS;
  const end = start + lengths[p];
  for (let i = start; i < end; i++) {
    if (list[i] !== id) continue;
    // A plain loop: copyWithin's native call costs more than moving a dozen bytes.
    for (let j = i + 1; j < end; j++) list[j - 1] = list[j];
    lengths[p]--;
    return true;
  }
  return false;
}

export function holds(list: Uint8Array, lengths: number[], p: PlayerIndex, id: number): boolean {
  const start = p * SLOTS;
  for (let i = start; i < start + lengths[p]; i++) if (list[i] === id) return true;
  return false;
}

export function holdsJoker(k: Kernel, p: PlayerIndex): boolean {
  const start = p * SLOTS;
  for (let i = start; i < start + k.handLength[p]; i++) if (isJokerId(k.hands[i])) return true;
  return false;
}

/** Player p's hand (or pile) as card objects, in order (what the rule functions and rules of thumb read). */
export function cardsOf(list: Uint8Array, lengths: number[], p: PlayerIndex): Card[] {
  const n = lengths[p];
  const out: Card[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = CARDS[list[p * SLOTS + i]];
  return out;
}

export function handCards(k: Kernel, p: PlayerIndex): Card[] {
  return cardsOf(k.hands, k.handLength, p);
}

/** The id of the card at `index` of player p's hand. */
export function handCard(k: Kernel, p: PlayerIndex, index: number): number {
  return k.hands[p * SLOTS + index];
}

function loadList(list: Uint8Array, lengths: number[], p: PlayerIndex, cards: readonly Card[]): void {
  lengths[p] = cards.length;
  for (let i = 0; i < cards.length; i++) list[p * SLOTS + i] = cardId(cards[i]);
}

const suitIndexOf = (suit: string | null): number => (suit === null ? NONE : SUITS.indexOf(suit as (typeof SUITS)[number]));

/** Count both play-off hands by rank (see Kernel.rankCounts) when the play-off starts or is loaded. */
export function countPlayOffRanks(k: Kernel): void {
  k.rankCounts.fill(0);
  for (let p = 0; p < 2; p++) {
    let held = 0;
    let paired = 0;
    for (let i = p * SLOTS; i < p * SLOTS + k.handLength[p]; i++) {
      const rank = PLAY_OFF_RANK[k.hands[i]];
      if (++k.rankCounts[p * SLOTS + rank] > 1) paired |= 1 << rank;
      held |= 1 << rank;
    }
    // Rank 0 stands for the Jokers in the counts, not in the bits.
    k.heldRanks[p] = held & ~1;
    k.pairedRanks[p] = paired & ~1;
  }
}

/** Card `id` has left player p's play-off hand: update its rank counts. */
export function dropPlayOffRank(k: Kernel, p: PlayerIndex, id: number): void {
  const rank = PLAY_OFF_RANK[id];
  const left = --k.rankCounts[p * SLOTS + rank];
  if (rank === 0) return;
  if (left === 1) k.pairedRanks[p] &= ~(1 << rank);
  else if (left === 0) k.heldRanks[p] &= ~(1 << rank);
}

/** Copy `src` into `dst` (a search's per-candidate copy of one determinization). */
export function copyKernel(dst: Kernel, src: Kernel): void {
  dst.phase = src.phase;
  dst.rule = src.rule;
  dst.hands.set(src.hands);
  dst.piles.set(src.piles);
  dst.stock.set(src.stock);
  dst.rankCounts.set(src.rankCounts);
  for (let p = 0; p < 2; p++) {
    dst.handLength[p] = src.handLength[p];
    dst.pileLength[p] = src.pileLength[p];
    dst.bids[p] = src.bids[p];
    dst.trumps[p] = src.trumps[p];
    dst.meldPoints[p] = src.meldPoints[p];
    dst.tricksWon[p] = src.tricksWon[p];
    dst.heldRanks[p] = src.heldRanks[p];
    dst.pairedRanks[p] = src.pairedRanks[p];
  }
  dst.stockPos = src.stockPos;
  dst.stockLength = src.stockLength;
  dst.turnUp = src.turnUp;
  dst.winner = src.winner;
  dst.bidReason = src.bidReason;
  dst.trickReason = src.trickReason;
  dst.firstPlayer = src.firstPlayer;
  dst.toAct = src.toAct;
  dst.step = src.step;
  dst.declared = src.declared;
  dst.leader = src.leader;
  dst.lead = src.lead;
  dst.last = src.last;
  dst.score = src.score;
}

/** Load the deal in progress of `state` into `k` (a finished deal loads as OVER with its score). */
export function loadKernel(k: Kernel, state: GameState): Kernel {
  const deal = state.deal;
  k.rule = state.options.trickRule;
  for (const p of [0, 1] as const) {
    loadList(k.hands, k.handLength, p, deal.hands[p]);
    loadList(k.piles, k.pileLength, p, deal.bidPiles[p]);
    k.trumps[p] = suitIndexOf(deal.trumps[p]);
    k.tricksWon[p] = deal.tricksWon[p];
    k.meldPoints[p] = 0;
    k.bids[p] = NONE;
  }
  k.stockPos = 0;
  k.stockLength = deal.stock.length;
  for (let i = 0; i < deal.stock.length; i++) k.stock[i] = cardId(deal.stock[i]);
  k.firstPlayer = deal.firstPlayer ?? NONE;
  k.declared = deal.declarations.length;
  for (const d of deal.declarations) k.meldPoints[d.player] = d.total;
  k.score = deal.score;
  k.winner = NONE;
  k.turnUp = NONE;
  k.lead = NONE;
  k.last = null;
  switch (state.phase) {
    case 'auction': {
      const a = state.auction;
      k.phase = AUCTION;
      k.turnUp = cardId(a.turnUp);
      for (const p of [0, 1] as const) {
        const bid = a.bids[p];
        if (bid !== null) k.bids[p] = cardId(bid);
      }
      if (a.outcome !== null) {
        k.winner = a.outcome.winner;
        k.bidReason = a.outcome.reason;
      }
      break;
    }
    case 'melds':
      k.phase = MELDS;
      k.toAct = state.toAct;
      k.step = state.step === 'joker' ? JOKER_STEP : DECLARE_STEP;
      break;
    case 'tricks':
      k.phase = TRICKS;
      k.leader = state.trick.leader;
      k.lead = state.trick.lead === null ? NONE : cardId(state.trick.lead);
      break;
    case 'play-off':
      k.phase = PLAY_OFF;
      k.toAct = state.round.toAct;
      k.leader = state.round.leader;
      k.last = state.round.last;
      countPlayOffRanks(k);
      break;
    default:
      k.phase = OVER;
  }
  return k;
}

/** The rank (2..14) of a natural card's id (ids run suit by suit, Two to Ace: see cardId). */
export function naturalRankOfId(id: number): number {
  return (id % 13) + 2;
}

/** The suit index (into SUITS) of a natural card's id. */
export function naturalSuitOfId(id: number): number {
  return (id / 13) | 0;
}

/** True for a Joker's id (the Jokers' ids follow the 52 naturals). */
export function isJokerId(id: number): boolean {
  return id >= RED_JOKER_ID;
}
