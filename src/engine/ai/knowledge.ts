// What a player's view tells about where every card is: own cards, public cards, the opponent's known cards, and the hidden pool.
import { cardId, fullDeck, isJoker } from '../cards.ts';
import type { Card, PlayerIndex, PlayerView, Suit } from '../types.ts';

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

export function readKnowledge(view: PlayerView): Knowledge {
  const me = view.player;
  const opp: PlayerIndex = me === 0 ? 1 : 0;
  const located = new Set<number>();
  const locate = (cards: readonly Card[]): void => {
    for (const c of cards) located.add(cardId(c));
  };
  locate(view.hand);
  locate(view.bidPile);
  locate(view.outOfPlay);
  const auction = view.auction;
  if (auction !== null) {
    located.add(cardId(auction.turnUp));
    const mine = auction.bids[me];
    if (auction.outcome === null && mine !== null) located.add(cardId(mine));
  }
  const oppPlayedInTricks = new Set<number>();
  const oppVoids = new Set<Suit>();
  for (const t of view.tricks) {
    locate([t.lead, t.follow]);
    const oppCard = t.leader === opp ? t.lead : t.follow;
    oppPlayedInTricks.add(cardId(oppCard));
    // A follower who played off the suit led (not a Joker, which may always be played) holds none of it.
    if (t.leader === me && !isJoker(t.follow)) {
      const ledSuit = isJoker(t.lead) ? view.trumps[me] : t.lead.suit;
      if (ledSuit !== null && t.follow.suit !== ledSuit) oppVoids.add(ledSuit);
    }
  }
  if (view.trick?.lead) {
    located.add(cardId(view.trick.lead));
    if (view.trick.leader === opp) oppPlayedInTricks.add(cardId(view.trick.lead));
  }
  for (const r of view.rounds) for (const m of r.moves) if (m.type === 'play') locate(m.cards);
  if (view.round) for (const m of view.round.moves) if (m.type === 'play') locate(m.cards);

  // The opponent's bid pile: their revealed natural bids (a bid Joker is out of play, R9). In the
  // play-off the pile has become their hand, so it is simply part of what is unlocated.
  let oppPile: Card[] = [];
  let exchangeCandidates: Card[] | null = null;
  if (view.phase !== 'play-off') {
    const bids: Card[] = [];
    for (const a of view.auctions) if (!isJoker(a.bids[opp])) bids.push(a.bids[opp]);
    if (auction !== null && auction.outcome !== null) {
      const b = auction.bids[opp];
      if (b !== null && !isJoker(b)) bids.push(b);
    }
    locate(bids);
    oppPile = bids;
    const exchanged = view.jokerChoices.some((j) => j.player === opp && j.exchanged);
    if (exchanged) {
      const back = bids.filter((c) => oppPlayedInTricks.has(cardId(c)));
      oppPile = bids.filter((c) => !oppPlayedInTricks.has(cardId(c)));
      if (back.length === 0) {
        exchangeCandidates = bids.filter((c) => !oppVoids.has((c as { suit: Suit }).suit));
        if (exchangeCandidates.length === 0) exchangeCandidates = bids.slice();
      }
    }
  }
  // Jokers never go to the stock: one not located is the opponent's (in the pile if they exchanged it).
  const oppHandKnown: Card[] = [];
  const oppExchanged = view.jokerChoices.some((j) => j.player === opp && j.exchanged);
  if (view.options.jokers) {
    for (const joker of fullDeck(true).slice(52)) {
      const id = cardId(joker);
      if (located.has(id)) continue;
      located.add(id);
      if (oppExchanged && view.phase !== 'play-off') oppPile.push(joker);
      else oppHandKnown.push(joker);
    }
  }
  // Turn-ups the opponent took and still holds, and their announced meld cards still held.
  for (const a of view.auctions) {
    if (a.turnUpTo === opp && !located.has(cardId(a.turnUp))) {
      located.add(cardId(a.turnUp));
      oppHandKnown.push(a.turnUp);
    }
  }
  for (const d of view.declarations) {
    if (d.player !== opp) continue;
    for (const meld of d.melds) {
      for (const c of meld.cards) {
        if (located.has(cardId(c))) continue;
        located.add(cardId(c));
        oppHandKnown.push(c);
      }
    }
  }
  const pool = fullDeck(view.options.jokers).filter((c) => !located.has(cardId(c)));
  const oppPendingBid = auction !== null && auction.outcome === null && auction.hasBid[opp];
  const oppHandSize = view.handCounts[opp] + (oppPendingBid ? 1 : 0);
  const exchangedInHand = exchangeCandidates !== null ? 1 : 0;
  const oppUnknownCount = oppHandSize - oppHandKnown.length - exchangedInHand;
  if (oppUnknownCount + view.stockCount !== pool.length || oppUnknownCount < 0) {
    throw new Error(`ai: card accounting failed (pool ${pool.length}, opponent ${oppUnknownCount}, stock ${view.stockCount})`);
  }
  return {
    me, opp, oppHandKnown, oppPile, exchangeCandidates, pool, oppUnknownCount, stockCount: view.stockCount, oppPendingBid, oppVoids,
  };
}
