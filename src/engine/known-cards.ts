// knownCards: where one player can tell each card is, from their view alone (what they saw, plus what follows from it).
import { cardId, fullDeck, isJoker } from './cards.ts';
import { announcedMelds } from './melds.ts';
import type { Card, CardId, Declaration, PlayerIndex, PlayerView, Suit } from './types.ts';
import { followsSuit, suitLed } from './tricks.ts';

/**
 * Where the viewer can place a card. "Seen" places come from what the view shows; `opponent-hand-deduced`
 * is known by elimination only (after the auction every other card is placed, so the rest must be in the
 * opponent's hand); `unknown` is the opponent's concealed cards and the stock, which the viewer cannot tell apart.
 */
export const CARD_PLACES = [
  /** In the viewer's hand. */
  'hand',
  /** In the viewer's bid pile. */
  'bid-pile',
  /** The viewer's own bid in the current auction, not revealed yet. */
  'sealed-bid',
  /** The turn-up of the current auction. */
  'turn-up',
  /** Face up on the table: led or followed in a trick, played in the play-off. */
  'played',
  /** A Joker bid in an auction (R9). */
  'out-of-play',
  /**
   * Shown to be in the opponent's hand: a turn-up they took, a card they melded, their Joker, their play-off
   * hand, the one bid their Joker exchange can have taken back (while their bid is sealed, such a card may be that
   * bid: it counts as in the hand until revealed).
   */
  'opponent-hand',
  /** The opponent's revealed bid, still in their bid pile (or the Joker they exchanged into it). */
  'opponent-bid-pile',
  /** The opponent exchanged their Joker for one of their bids and has not shown which: each such bid may be in either place. */
  'opponent-hand-or-bid-pile',
  /** Not seen in the opponent's hand, but no other place is left for it. */
  'opponent-hand-deduced',
  /** The opponent's concealed hand, their sealed bid, or the stock. */
  'unknown',
] as const;
export type CardPlace = (typeof CARD_PLACES)[number];

/** The place of every card of the deck in play, indexed by card id (52 entries, 54 with the Jokers). */
export type KnownCards = readonly CardPlace[];

/** Suits `player` has shown they lack: they followed a trick with a natural card of another suit than the one led. */
export function shownVoids(view: PlayerView, player: PlayerIndex): Set<Suit> {
  const voids = new Set<Suit>();
  for (const t of view.tricks) {
    const leaderTrump = view.trumps[t.leader];
    if (t.leader === player || isJoker(t.follow) || leaderTrump === null) continue;
    const led = suitLed(t.lead, leaderTrump);
    if (!followsSuit(t.follow, led)) voids.add(led);
  }
  return voids;
}

/**
 * Whether `hand`, declared with `declaration.trump`, announces what `declaration` records: the same melds, card for card.
 * R6: every meld is announced at its best (the engine scores them), and the cards are shown, so a hand that would have
 * announced anything else is not the hand that declared.
 */
export function announces(hand: readonly Card[], declaration: Declaration): boolean {
  const { total, melds } = announcedMelds(hand, declaration.trump);
  if (total !== declaration.total || melds.length !== declaration.melds.length) return false;
  return melds.every((meld, i) => {
    const shown = declaration.melds[i];
    return meld.kind === shown.kind && meld.points === shown.points && sameCards(meld.cards, shown.cards);
  });
}

const sameCards = (a: readonly Card[], b: readonly Card[]): boolean =>
  a.length === b.length && a.every((c, i) => cardId(c) === cardId(b[i]));

/**
 * The bids a Joker exchange (R15) may have taken back, given what the exchanger then declared: `rest` is the rest of
 * their hand at that declaration (all of it but the card taken back), and a bid stays only if the hand with it announces
 * what they announced (`announces`). The card truly taken back always stays.
 */
export function takenBackAnnounced(rest: readonly Card[], bids: readonly Card[], declaration: Declaration): Card[] {
  return bids.filter((c) => announces([...rest, c], declaration));
}

/** The opponent's natural bids of this deal, in auction order (the current auction's once revealed). A bid Joker is out of play (R9). */
export function opponentBids(view: PlayerView): Card[] {
  const opp: PlayerIndex = view.player === 0 ? 1 : 0;
  const bids: Card[] = [];
  for (const a of view.auctions) if (!isJoker(a.bids[opp])) bids.push(a.bids[opp]);
  if (view.phase === 'auction' && view.auction.outcome !== null) {
    const b = view.auction.bids[opp];
    if (b !== null && !isJoker(b)) bids.push(b);
  }
  return bids;
}

/** Where the viewer can place each card, from `view` alone (so it can never reveal what the view hides). */
export function knownCards(view: PlayerView): KnownCards {
  const me = view.player;
  const opp: PlayerIndex = me === 0 ? 1 : 0;
  const deck = fullDeck(view.options.jokers);
  const places: CardPlace[] = deck.map(() => 'unknown');
  const put = (cards: readonly Card[], place: CardPlace) => {
    for (const c of cards) places[cardId(c)] = place;
  };
  const playOff = view.phase === 'play-off';
  // Later steps override earlier ones: a card taken as a turn-up may be bid later, a bid may be played.
  for (const a of view.auctions) if (a.turnUpTo === opp) put([a.turnUp], 'opponent-hand');
  for (const d of view.declarations) if (d.player === opp) for (const meld of d.melds) put(meld.cards, 'opponent-hand');
  // In the play-off the bid piles have become the hands.
  const bids = opponentBids(view);
  put(bids, playOff ? 'opponent-hand' : 'opponent-bid-pile');
  const oppExchanged = view.jokerChoices.some((j) => j.player === opp && j.exchanged);
  put(view.outOfPlay, 'out-of-play');
  put(view.hand, 'hand');
  put(view.bidPile, 'bid-pile');
  if (view.phase === 'auction') {
    put([view.auction.turnUp], 'turn-up');
    const mine = view.auction.bids[me];
    if (view.auction.outcome === null && mine !== null) put([mine], 'sealed-bid');
  }
  for (const t of view.tricks) put([t.lead, t.follow], 'played');
  if (view.phase === 'tricks' && view.trick.lead !== null) put([view.trick.lead], 'played');
  for (const r of view.rounds) for (const m of r.moves) if (m.type === 'play') put(m.cards, 'played');
  if (view.phase === 'play-off') for (const m of view.round.moves) if (m.type === 'play') put(m.cards, 'played');
  // Each player has at most one Joker and Jokers never go to the stock: one not placed yet is the opponent's,
  // in their bid pile if they exchanged it (until the pile becomes their play-off hand).
  for (const joker of deck.slice(52)) {
    const id = cardId(joker);
    if (places[id] === 'unknown') places[id] = oppExchanged && !playOff ? 'opponent-bid-pile' : 'opponent-hand';
  }
  // The bid the opponent took back with their Joker: known once played; until then it may be any bid of a suit they
  // have not shown to lack with which their hand would announce what they announced (known if only one is left).
  if (oppExchanged && !playOff && !bids.some((c) => places[cardId(c)] === 'played')) {
    const voids = shownVoids(view, opp);
    const unvoided = bids.filter((c) => !isJoker(c) && !voids.has(c.suit));
    const declaration = view.declarations.find((d) => d.player === opp);
    const announced = declaration === undefined ? unvoided : takenBackAnnounced(restAtDeclaration(view, places), unvoided, declaration);
    const candidates = announced.length > 0 ? announced : unvoided.length > 0 ? unvoided : bids;
    if (candidates.length === 1) put(candidates, 'opponent-hand');
    else put(candidates, 'opponent-hand-or-bid-pile');
  }
  // Once the stock is empty and no sealed bid is pending, every card left unplaced is in the opponent's hand.
  const pendingBid = view.phase === 'auction' && view.auction.outcome === null && view.auction.hasBid[opp];
  if (view.stockCount === 0 && !pendingBid) {
    for (let id = 0; id < places.length; id++) if (places[id] === 'unknown') places[id] = 'opponent-hand-deduced';
  }
  return places;
}

/**
 * The opponent's hand when they declared, but for the bid their Joker exchange took back, from places set so far (before
 * the deduction at the end of knownCards): the cards placed in their hand or not placed at all (the stock is empty by
 * then, so the rest is theirs), and those they have played to the tricks since.
 */
function restAtDeclaration(view: PlayerView, places: readonly CardPlace[]): Card[] {
  const opp: PlayerIndex = view.player === 0 ? 1 : 0;
  const rest = fullDeck(view.options.jokers).filter((c) => places[cardId(c)] === 'opponent-hand' || places[cardId(c)] === 'unknown');
  for (const t of view.tricks) rest.push(t.leader === opp ? t.lead : t.follow);
  if (view.phase === 'tricks' && view.trick.lead !== null && view.trick.leader === opp) rest.push(view.trick.lead);
  return rest;
}

/** The ids of the cards whose place `known` gives for certain (not unknown, not one of two places). */
export function placedCardIds(known: KnownCards, options: { readonly deduced: boolean }): Set<CardId> {
  const out = new Set<CardId>();
  known.forEach((place, id) => {
    if (place === 'unknown' || place === 'opponent-hand-or-bid-pile') return;
    if (place === 'opponent-hand-deduced' && !options.deduced) return;
    out.add(id);
  });
  return out;
}
