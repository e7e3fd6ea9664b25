// Playouts on the rules kernel: the rest of a deal with the rules of thumb for both players, nothing cloned per move.
//
// The same moves as the reference `playout` (tests/support/playout.ts, through applyAction) on the same position and random
// stream — the tests hold the two in agreement — because the kernel keeps the engine's card order.
import { CARDS, isJoker, RED_JOKER_ID } from '../cards.ts';
import { Kernel, loadKernel } from '../kernel/kernel.ts';
import { FOLLOWS, SUIT_LED } from '../kernel/tables.ts';
import { AUCTION, DECLARE_STEP, handCard, JOKER_STEP, MELDS, other, OVER, SLOTS, TRICKS } from '../kernel/scratch.ts';
import { comboOfKey } from '../playoff-plays.ts';
import { stepBid, stepDeclare, stepJokerChoice, stepPass, stepPlay, stepPlayOffMask, stepSettle } from '../kernel/steps.ts';
import { bestMeldTotal, bestTrumpTotals } from '../melds.ts';
import type { Rng } from '../rng.ts';
import { progressTotal } from '../scoring.ts';
import type { Card, GameState, PlayerIndex } from '../types.ts';
import { SUITS } from '../types.ts';
import { followCardId, keenBidId, leadCardId, longestSuit, lowestKeepId, wantsTurnUpIds } from './heuristics.ts';
import { playOffChoiceMask } from './playoff-choices.ts';
import { playoutScratch } from './playout-scratch.ts';
import { kernelLeafValue } from './leaf-value.ts';

export interface PlayoutOptions {
  /** Chance of a random card instead of the rule of thumb, for bids and trick plays (variety between playouts). */
  readonly epsilon: number;
  /** At the melds, exchange a Joker for the bid-pile card that helps most (else it is kept, as the rules player does). */
  readonly exchangeJoker?: boolean;
  /** End the playout when the auction is over, with the leaf model's value of the deal (no Jokers: leaf-value.ts). */
  readonly leafModel?: boolean;
  /** A player whose meld the turn-up completes bids to win it (the highest card of no meld), not the lowest keep. */
  readonly keenBids?: boolean;
}

// The card arrays (one per length: the rules of thumb read them and keep none) and follows, in the playouts' scratch.
const { hands, followIds } = playoutScratch;

/** Player p's hand as cards, in the playouts' scratch (valid until the next call). */
function handOf(k: Kernel, p: PlayerIndex): Card[] {
  const n = k.handLength[p];
  const hand = hands[n];
  for (let i = 0; i < n; i++) hand[i] = CARDS[k.hands[p * SLOTS + i]];
  return hand;
}

/** R10 (the kernel's table of followsSuit): the ids of p's cards that may follow the lead, in hand order, into followIds; how many. */
function legalFollows(k: Kernel, p: PlayerIndex): number {
  const suit = SUIT_LED[k.lead * 4 + k.trumps[k.leader]];
  const start = p * SLOTS;
  const end = start + k.handLength[p];
  let n = 0;
  for (let i = start; i < end; i++) if (FOLLOWS[k.hands[i] * 4 + suit]) followIds[n++] = k.hands[i];
  if (n > 0) return n;
  for (let i = start; i < end; i++) followIds[n++] = k.hands[i];
  return n;
}

/**
 * The bid-pile card (id) to take back for p's Joker: the one that adds most to the best meld total, then the highest
 * (a high card wins tricks, and the Joker is worth more in the play-off, where it joins any set or run); -1 keeps it.
 */
export function jokerExchangeId(k: Kernel, p: PlayerIndex): number {
  const hand = handOf(k, p).slice();
  const joker = hand.findIndex(isJoker);
  if (joker < 0) return -1;
  let best = -1;
  let bestKey = -1;
  for (let i = p * SLOTS; i < p * SLOTS + k.pileLength[p]; i++) {
    const id = k.piles[i];
    if (id >= RED_JOKER_ID) continue;
    hand[joker] = CARDS[id];
    const key = bestMeldTotal(hand) * 16 + (id % 13);
    if (key > bestKey) {
      bestKey = key;
      best = id;
    }
  }
  return best;
}

/** One rule-of-thumb move of whoever acts in `k` (for a sealed auction, the first player still to bid). */
function policyStep(k: Kernel, rng: Rng, epsilon: number, exchangeJoker: boolean, keenBids: boolean): void {
  switch (k.phase) {
    case AUCTION: {
      if (k.winner >= 0) {
        const w = k.winner as PlayerIndex;
        if (playoutScratch.firstAuctionWinner < 0) playoutScratch.firstAuctionWinner = w;
        stepSettle(k, wantsTurnUpIds(k.hands, w * SLOTS, k.handLength[w], CARDS[k.turnUp]) !== null);
        return;
      }
      const p: PlayerIndex = k.bids[0] < 0 ? 0 : 1;
      const n = k.handLength[p];
      const start = p * SLOTS;
      const explore = rng.chance(epsilon);
      const id = explore
        ? handCard(k, p, rng.below(n))
        : keenBids
          ? keenBidId(k.hands, start, n, CARDS[k.turnUp])
          : lowestKeepId(k.hands, start, n);
      stepBid(k, p, id);
      return;
    }
    case MELDS: {
      const p = k.toAct;
      // The playout keeps a Joker in hand (no exchange), as policyAction does.
      if (k.step === JOKER_STEP) return stepJokerChoice(k, p, exchangeJoker ? jokerExchangeId(k, p) : -1);
      const hand = handOf(k, p);
      return stepDeclare(k, p, SUITS.indexOf(longestSuit(hand, bestTrumpTotals(hand))));
    }
    case TRICKS: {
      const leader = k.leader;
      const p = k.lead < 0 ? leader : other(leader);
      const explore = rng.chance(epsilon);
      if (k.lead < 0) {
        const n = k.handLength[p];
        return stepPlay(k, p, explore ? handCard(k, p, rng.below(n)) : leadCardId(k.hands, p * SLOTS, n, k.trumps[p]));
      }
      const n = legalFollows(k, p);
      const id = explore ? followIds[rng.below(n)] : followCardId(followIds, 0, n, k.lead, k.trumps[leader], k.trumps[p], k.rule);
      return stepPlay(k, p, id);
    }
    default: {
      const p = k.toAct;
      // The kernel's hand order is handOf's: the choice's positions are the kernel's.
      const choice = playOffChoiceMask(handOf(k, p), k.last);
      if (choice < 0) return stepPass(k, p);
      return stepPlayOffMask(k, p, choice & 0xffff, comboOfKey(choice >> 16));
    }
  }
}

/** Play the rest of the auction in `k` with the rules of thumb (what the leaf model's training positions are dealt by). */
export function kernelAuctionOut(k: Kernel, rng: Rng, epsilon: number): void {
  playoutScratch.firstAuctionWinner = k.phase === AUCTION && k.winner >= 0 ? k.winner : -1;
  while (k.phase === AUCTION) policyStep(k, rng, epsilon, false, false);
}

/** Play the deal in `k` out with the rules of thumb; returns `me`'s deal score minus the opponent's. */
export function kernelPlayout(k: Kernel, me: PlayerIndex, rng: Rng, options: PlayoutOptions): number {
  const exchange = options.exchangeJoker === true;
  const keen = options.keenBids === true;
  playoutScratch.firstAuctionWinner = k.phase === AUCTION && k.winner >= 0 ? k.winner : -1;
  const leaf = options.leafModel === true;
  while (k.phase !== OVER) {
    if (leaf && k.phase === MELDS && k.step === DECLARE_STEP && k.declared === 0) return kernelLeafValue(k, me);
    policyStep(k, rng, options.epsilon, exchange, keen);
  }
  const total = progressTotal(k.score);
  return me === 0 ? total[0] - total[1] : total[1] - total[0];
}

/** kernelPlayout from a game state (loaded into the playouts' scratch kernel: the engine is single-threaded). */
export function playoutFrom(state: GameState, me: PlayerIndex, rng: Rng, options: PlayoutOptions): number {
  return kernelPlayout(loadKernel(playoutScratch.kernel, state), me, rng, options);
}
