// What one card adds to the melds of some cards (a turn-up to a hand, a card taken back for the Joker): the facts hints and practice cite.
import { isJoker, sameCard } from './cards.ts';
import { bestMeldTotal, bestTrumpTotals, scoreMelds } from './melds.ts';
import type { Card, Meld, MeldKind } from './types.ts';
import { SUITS } from './types.ts';

/** A meld described by its kind and number of cards (a sentence names its cards apart). */
export interface MeldShape {
  readonly kind: MeldKind;
  readonly size: number;
}

/** What adding a card does to the melds of some cards. */
export interface MeldGain {
  /** The best meld total of the cards with the card, and without it (each under its own best trump). */
  readonly points: readonly [number, number];
  /** The card adds meld points: `points[0] > points[1]`. */
  readonly adds: boolean;
  /** The cards it scores with, under the trump that scores the cards with it most (empty when it adds nothing). */
  readonly partners: readonly Card[];
  /** The melds it is in there, sets first as scoreMelds lists them (empty when it adds nothing). */
  readonly melds: readonly MeldShape[];
}

/** The melds of `cards` plus `card` that hold `card`, under the trump that scores those cards most. */
function meldsHolding(cards: readonly Card[], card: Card): Meld[] {
  const all = [...cards, card];
  const totals = bestTrumpTotals(all);
  const trump = SUITS.reduce((best, s) => (totals[s] > totals[best] ? s : best));
  return scoreMelds(all, trump).melds.filter((m) => m.cards.some((c) => sameCard(c, card)));
}

/** The cards of these melds other than `card`, each once. */
function partnersIn(melds: readonly Meld[], card: Card): Card[] {
  const partners = melds.flatMap((m) => m.cards.filter((c) => !sameCard(c, card)));
  return partners.filter((c, i) => partners.findIndex((x) => sameCard(x, c)) === i);
}

/** The cards of `cards` that score in a meld with `card` (under the trump that scores them with it most). */
export function meldsWith(cards: readonly Card[], card: Card): Card[] {
  return partnersIn(meldsHolding(cards, card), card);
}

/** What `card` adds to the melds of `cards` (a Joker is in no meld, so it adds nothing). */
export function meldGain(cards: readonly Card[], card: Card): MeldGain {
  const points = [bestMeldTotal([...cards, card]), bestMeldTotal(cards)] as const;
  const adds = !isJoker(card) && points[0] > points[1];
  if (!adds) return { points, adds, partners: [], melds: [] };
  const melds = meldsHolding(cards, card);
  return { points, adds, partners: partnersIn(melds, card), melds: melds.map((m) => ({ kind: m.kind, size: m.cards.length })) };
}
