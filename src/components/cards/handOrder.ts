// The order cards are shown in: by suit (colours alternating) for the auction and tricks, by rank for the play-off.
import { compareByRank } from '../../engine/index.ts';
import type { Card } from '../../engine/index.ts';

const SUIT_ORDER: Readonly<Record<string, number>> = { S: 0, H: 1, C: 2, D: 3 };

function suitKey(card: Card): number {
  return 'joker' in card ? 4 : SUIT_ORDER[card.suit];
}

/** ♠ ♥ ♣ ♦ (black and red alternate), high cards first within a suit, Jokers last. */
export function bySuit(cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => suitKey(a) - suitKey(b) || ('rank' in b ? b.rank : 0) - ('rank' in a ? a.rank : 0));
}

/** Low to high, as combinations are built in the play-off (a Joker first: alone it is the lowest single). */
export function byRank(cards: readonly Card[]): Card[] {
  return cards.slice().sort(compareByRank);
}
