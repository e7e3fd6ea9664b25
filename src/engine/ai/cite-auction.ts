// The cards an auction or Joker hint's reason is about (AuctionCite): each fact checked on the cards the player sees, or not cited.
import { isJoker, sameCard } from '../cards.ts';
import { meldGain } from '../meld-gain.ts';
import { bestMeldTotal } from '../melds.ts';
import type { Action, Card, PlayerView } from '../types.ts';
import { readKnowledge } from './knowledge.ts';
import type { AiReason, AuctionCite } from './types.ts';

/** The rank the auction's hints call high (a Ten or better), as the reasons do. */
const HIGH_RANK = 10;

/** A card the hints call high: a Ten or better, or a Joker. */
const isHigh = (card: Card): boolean => isJoker(card) || card.rank >= HIGH_RANK;

/** `card` scores more meld points with `cards` (whose they are said by `whose`), or nothing is cited. */
function meldCite(whose: 'mine' | 'theirs', cards: readonly Card[], card: Card, bid: Card | null): AuctionCite | undefined {
  const gain = meldGain(cards, card);
  if (!gain.adds) return undefined;
  const { partners, melds } = gain;
  return { kind: 'meld', whose, card, partners, melds, gain: gain.points[0] - gain.points[1], bid };
}

/** A low bid in none of the hand's melds (the hand keeps every meld point without it). */
function spareCite(hand: readonly Card[], bid: Card): AuctionCite | undefined {
  if (isHigh(bid)) return undefined;
  const without = hand.filter((c) => !sameCard(c, bid));
  return bestMeldTotal(without) === bestMeldTotal(hand) ? { kind: 'spare', bid } : undefined;
}

/** The bid pile's cards the bid pairs with (same rank), else the two it runs between (one rank either side). */
function pileCite(pile: readonly Card[], bid: Card): AuctionCite | undefined {
  if (isJoker(bid)) return undefined;
  const ofRank = (rank: number) => pile.filter((c) => !isJoker(c) && c.rank === rank);
  const same = ofRank(bid.rank);
  if (same.length > 0) return { kind: 'pile-rank', bid, pile: same };
  const [below, above] = [ofRank(bid.rank - 1), ofRank(bid.rank + 1)];
  return below.length > 0 && above.length > 0 ? { kind: 'pile-run', bid, pile: [below[0], above[0]] } : undefined;
}

/** A low turn-up that adds nothing to the hand's melds, and how many of the cards the player cannot place would (one may be the unseen card). */
function idleCite(view: PlayerView, turnUp: Card): AuctionCite | undefined {
  if (isHigh(turnUp) || meldGain(view.hand, turnUp).adds) return undefined;
  const unseen = readKnowledge(view).pool;
  const melding = unseen.filter((c) => meldGain(view.hand, c).adds).length;
  return melding > 0 ? { kind: 'turn-up-idle', turnUp, melding, unseen: unseen.length } : { kind: 'all-idle', turnUp };
}

/**
 * What `reason` (the reason given for `action` in `view`) is about, in cards: the turn-up and the meld it makes with
 * the player's cards or with the turn-ups the other took and kept, the bid and the bid-pile cards it fits, the card
 * taken back for the Joker. Undefined for a reason outside the auction and the Joker's choice, or when the fact it
 * would cite does not hold on the cards (the hint then says the reason in general words).
 */
export function citeAuction(view: PlayerView, action: Action, reason: AiReason): AuctionCite | undefined {
  if (action.type === 'joker-exchange') return exchangeCite(view.hand, action.card, reason);
  if (view.phase !== 'auction') return undefined;
  const turnUp = view.auction.turnUp;
  const bid = action.type === 'bid' ? action.card : null;
  // A bid's reason speaks of the card bid: none is cited for another action.
  if (reason.startsWith('bid-') && bid === null) return undefined;
  const turnUpCite: AuctionCite = { kind: 'turn-up', turnUp, bid };
  switch (reason) {
    case 'bid-to-win-meld':
    case 'take-turn-up-for-meld':
      return meldCite('mine', view.hand, turnUp, bid);
    case 'bid-to-deny':
    case 'take-to-deny':
      return meldCite('theirs', readKnowledge(view).oppHandKnown, turnUp, bid);
    case 'cede-for-unseen':
      return meldCite('mine', view.hand, turnUp, bid) ?? turnUpCite;
    case 'cede-weak-turn-up':
      return idleCite(view, turnUp);
    case 'bid-joker-to-win':
      return bid !== null && isJoker(bid) ? turnUpCite : undefined;
    case 'bid-high-to-win':
      return bid !== null && isHigh(bid) ? turnUpCite : undefined;
    case 'bid-to-win-high-turn-up':
    case 'take-high-turn-up':
      return isHigh(turnUp) ? turnUpCite : undefined;
    case 'bid-to-win-turn-up':
    case 'bid-let-turn-up-go':
    case 'take-turn-up':
      return turnUpCite;
    case 'bid-low-card':
      return bid === null ? undefined : spareCite(view.hand, bid);
    case 'bid-for-play-off':
      return bid === null ? undefined : pileCite(view.bidPile, bid);
    default:
      return undefined;
  }
}

/** The Joker exchanged for `card` of the bid pile: the meld it makes with the hand, or the card itself (a high one, for tricks). */
function exchangeCite(hand: readonly Card[], card: Card, reason: AiReason): AuctionCite | undefined {
  switch (reason) {
    case 'exchange-joker-for-meld': {
      const naturals = hand.filter((c) => !isJoker(c));
      return meldCite('mine', naturals, card, null);
    }
    case 'exchange-joker-for-high-card':
      return isHigh(card) ? { kind: 'taken-back', card } : undefined;
    case 'exchange-joker-for-play-off':
      return { kind: 'taken-back', card };
    default:
      return undefined;
  }
}
