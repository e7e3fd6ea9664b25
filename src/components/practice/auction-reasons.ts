// A fact from the cards that goes with an auction answer (meld points kept, a turn-up that melds or does not): never a guess.
//
// The estimate says which choice is best; these facts only say what the cards show about it, so each is checked on
// the cards before it is cited, and none is cited where none holds.
import { bestMeldTotal, cardId, isJoker, meldGain, meldsWith } from '../../engine/index.ts';
import type { Card } from '../../engine/index.ts';
import type { AuctionReason } from './types.ts';

const same = (a: Card, b: Card): boolean => cardId(a) === cardId(b);
const without = (cards: readonly Card[], card: Card): Card[] => cards.filter((c) => !same(c, card));
const rankOf = (card: Card): number => ('rank' in card ? card.rank : 15);

/**
 * A bid: bidding lower than the card played keeps meld points (the played card broke a meld) or lets an idle turn-up go;
 * bidding higher wins a turn-up that melds with the person's cards, or with the turn-ups the other player took.
 */
export function bidReason(
  hand: readonly Card[],
  turnUp: Card,
  theirCards: readonly Card[],
  best: Card,
  played: Card,
): AuctionReason | null {
  const mine = meldGain(hand, turnUp);
  if (rankOf(best) < rankOf(played)) {
    const kept: [number, number] = [bestMeldTotal(without(hand, best)), bestMeldTotal(without(hand, played))];
    if (kept[0] > kept[1]) return { code: 'keeps-melds', cards: [played], points: kept };
    if (!mine.adds && !isJoker(turnUp)) return { code: 'turn-up-idle', cards: [turnUp], points: mine.points };
    return null;
  }
  if (rankOf(best) > rankOf(played)) return takeReason(hand, turnUp, theirCards);
  return null;
}

/** Taking the turn-up: it melds with the person's cards, or with the turn-ups the other player took. */
export function takeReason(hand: readonly Card[], turnUp: Card, theirCards: readonly Card[]): AuctionReason | null {
  if (isJoker(turnUp)) return null;
  const mine = meldGain(hand, turnUp);
  if (mine.adds) return { code: 'turn-up-melds', cards: [turnUp, ...mine.partners], points: mine.points };
  const theirs = meldGain(theirCards, turnUp);
  if (theirs.adds) return { code: 'their-melds', cards: [turnUp, ...theirs.partners], points: theirs.points };
  return null;
}

/** Ceding the turn-up: it adds nothing to the person's melds (the unseen card taken instead is seen by the person alone). */
export function cedeReason(hand: readonly Card[], turnUp: Card): AuctionReason | null {
  if (isJoker(turnUp)) return null;
  const mine = meldGain(hand, turnUp);
  return mine.adds ? null : { code: 'turn-up-idle', cards: [turnUp], points: mine.points };
}

/** The Joker exchanged for a card of the bid pile that adds meld points to the hand. */
export function exchangeReason(hand: readonly Card[], card: Card): AuctionReason | null {
  const kept = hand.filter((c) => !isJoker(c));
  const points: [number, number] = [bestMeldTotal([...kept, card]), bestMeldTotal(kept)];
  return points[0] > points[1] ? { code: 'exchange-melds', cards: [card, ...meldsWith(kept, card)], points } : null;
}
