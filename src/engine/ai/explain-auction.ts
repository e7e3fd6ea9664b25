// Reason codes for the auction's hints (bid, take or cede, keep or exchange the Joker), from the view and, for a searching player, what its search found.
import { cardId, isJoker } from '../cards.ts';
import { meldGain } from '../meld-gain.ts';
import type { Card, PlayerView } from '../types.ts';
import { lowestKeepCard } from './heuristics.ts';
import { readKnowledge } from './knowledge.ts';
import type { AiReason } from './types.ts';

/** What a search learnt about the action it chose, for its hint. */
export interface AuctionInsight {
  /** The share of the search's playouts in which this bid won the turn-up (see RankedCandidate.auctionWon). */
  readonly winChance: number | null;
}

/** A bid the search expects to win at least this often is a bid "to win" the turn-up. */
export const WIN_CHANCE = 0.5;

/** A turn-up high enough to be worth taking for itself (the rules player's line: a Ten or better, or a Joker). */
const isHigh = (card: Card): boolean => isJoker(card) || card.rank >= 10;

// Whether a turn-up melds is the fact the hint then cites (cite-auction.ts), so both ask meldGain.

/** The turn-up adds meld points to the player's hand. */
const fitsMine = (view: PlayerView, turnUp: Card): boolean => meldGain(view.hand, turnUp).adds;

/** The turn-up adds meld points to the cards the other player is known to hold (turn-ups they took and kept). */
const fitsTheirs = (view: PlayerView, turnUp: Card): boolean => meldGain(readKnowledge(view).oppHandKnown, turnUp).adds;

/** A card that pairs with, or runs on from, cards already in the bid pile strengthens the play-off hand. */
function fitsPile(view: PlayerView, card: Card): boolean {
  if (isJoker(card)) return false;
  const pileRanks = new Set<number>(view.bidPile.map((c) => (isJoker(c) ? 0 : c.rank)));
  return pileRanks.has(card.rank) || (pileRanks.has(card.rank - 1) && pileRanks.has(card.rank + 1));
}

export function explainBid(view: PlayerView, card: Card, insight?: AuctionInsight): AiReason {
  if (isJoker(card)) return 'bid-joker-to-win';
  const spare = cardId(lowestKeepCard(view.hand)) === cardId(card);
  const turnUp = view.auction?.turnUp;
  const winChance = insight?.winChance ?? null;
  if (winChance === null || turnUp === undefined) {
    // The rules of thumb: no estimate of the bid's chance.
    if (spare) return 'bid-low-card';
    if (fitsPile(view, card)) return 'bid-for-play-off';
    return card.rank >= 10 ? 'bid-high-to-win' : 'bid-low-card';
  }
  if (winChance >= WIN_CHANCE) {
    if (fitsMine(view, turnUp)) return 'bid-to-win-meld';
    if (fitsTheirs(view, turnUp)) return 'bid-to-deny';
    return isHigh(turnUp) ? 'bid-to-win-high-turn-up' : 'bid-to-win-turn-up';
  }
  if (fitsPile(view, card)) return 'bid-for-play-off';
  return spare ? 'bid-low-card' : 'bid-let-turn-up-go';
}

export function explainTake(view: PlayerView): AiReason {
  const turnUp = view.auction?.turnUp;
  if (turnUp === undefined || isJoker(turnUp)) return 'take-turn-up';
  if (fitsMine(view, turnUp)) return 'take-turn-up-for-meld';
  if (turnUp.rank >= 10) return 'take-high-turn-up';
  return fitsTheirs(view, turnUp) ? 'take-to-deny' : 'take-turn-up';
}

export function explainCede(view: PlayerView): AiReason {
  const turnUp = view.auction?.turnUp;
  if (turnUp === undefined || isHigh(turnUp) || fitsMine(view, turnUp)) return 'cede-for-unseen';
  return 'cede-weak-turn-up';
}

export function explainExchange(view: PlayerView, card: Card): AiReason {
  // The Joker leaves the hand (it is in no meld): the card taken back joins the hand's other cards.
  const kept = view.hand.filter((c) => !isJoker(c));
  if (meldGain(kept, card).adds) return 'exchange-joker-for-meld';
  return !isJoker(card) && card.rank >= 12 ? 'exchange-joker-for-high-card' : 'exchange-joker-for-play-off';
}
