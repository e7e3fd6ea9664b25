// The computer's reading of knownCards: the opponent's known cards, their bid pile, and the hidden pool a search deals at random.
import { cardId, fullDeck } from '../cards.ts';
import type { Card, PlayerIndex, PlayerView, Suit } from '../types.ts';
import { knownCards, opponentBids, shownVoids } from '../views.ts';

export interface Knowledge {
  readonly me: PlayerIndex;
  readonly opp: PlayerIndex;
  /** Cards certainly in the opponent's hand now (turn-ups they took and kept, their Joker, meld cards not yet played). */
  readonly oppHandKnown: Card[];
  /** The opponent's bid pile as far as known (their bids; with an exchanged Joker see `exchange`). */
  readonly oppPile: Card[];
  /**
   * The opponent swapped their Joker for one of their bid-cards (RULINGS §7) and that card has not
   * shown up yet: it is one of these candidates (now in their hand; the others stay in the pile).
   */
  readonly exchangeCandidates: Card[] | null;
  /** Hidden cards: to be shared between the opponent's unknown hand cards and the stock. */
  readonly pool: Card[];
  /** How many pool cards the opponent holds (including a sealed bid not yet revealed). */
  readonly oppUnknownCount: number;
  readonly stockCount: number;
  /** The opponent has bid in the current auction but the bids are not revealed yet. */
  readonly oppPendingBid: boolean;
  /** Suits the opponent has shown they lack (did not follow in a trick). */
  readonly oppVoids: Set<Suit>;
}

/** The AI's summary of knownCards: the opponent's cards by certainty, and the hidden pool to deal at random. */
export function readKnowledge(view: PlayerView): Knowledge {
  const me = view.player;
  const opp: PlayerIndex = me === 0 ? 1 : 0;
  const places = knownCards(view);
  const placeOf = (c: Card) => places[cardId(c)];
  // Cards shown to be in the opponent's hand, in a fixed order (Jokers, turn-ups, meld cards); the
  // rest of their hand, known or not, is dealt from the pool with the stock.
  const oppHandKnown: Card[] = [];
  const listed = new Set<number>();
  const list = (c: Card) => {
    if (placeOf(c) !== 'opponent-hand' || listed.has(cardId(c))) return;
    listed.add(cardId(c));
    oppHandKnown.push(c);
  };
  const jokers = fullDeck(view.options.jokers).slice(52);
  jokers.forEach(list);
  for (const a of view.auctions) if (a.turnUpTo === opp) list(a.turnUp);
  for (const d of view.declarations) if (d.player === opp) for (const meld of d.melds) meld.cards.forEach(list);
  // Their bid pile: the revealed bids still in it, then a Joker exchanged into it.
  const inPile = (c: Card) => placeOf(c) === 'opponent-bid-pile' || placeOf(c) === 'opponent-hand-or-bid-pile';
  const bids = opponentBids(view);
  const oppPile = [...bids.filter(inPile), ...jokers.filter(inPile)];
  const candidates = bids.filter((c) => placeOf(c) === 'opponent-hand-or-bid-pile');
  const exchangeCandidates = candidates.length > 0 ? candidates : null;
  const pool = fullDeck(view.options.jokers).filter((c) => {
    const place = placeOf(c);
    return place === 'unknown' || place === 'opponent-hand-deduced' || (place === 'opponent-hand' && !listed.has(cardId(c)));
  });
  const oppPendingBid = view.phase === 'auction' && view.auction.outcome === null && view.auction.hasBid[opp];
  const oppHandSize = view.handCounts[opp] + (oppPendingBid ? 1 : 0);
  const exchangedInHand = exchangeCandidates !== null ? 1 : 0;
  const oppUnknownCount = oppHandSize - oppHandKnown.length - exchangedInHand;
  if (oppUnknownCount + view.stockCount !== pool.length || oppUnknownCount < 0) {
    throw new Error(`ai: card accounting failed (pool ${pool.length}, opponent ${oppUnknownCount}, stock ${view.stockCount})`);
  }
  return {
    me,
    opp,
    oppHandKnown,
    oppPile,
    exchangeCandidates,
    pool,
    oppUnknownCount,
    stockCount: view.stockCount,
    oppPendingBid,
    oppVoids: shownVoids(view, opp),
  };
}
