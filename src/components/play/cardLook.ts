// How a card looks on the table: the rank and suit glyph printed on it, and the class that colours it (two or four colours).
import type { Card } from '../../engine/types';
import { SUIT_GLYPH } from '../../i18n/cards';

const RANK_TEXT: Readonly<Record<number, string>> = { 14: 'A', 13: 'K', 12: 'Q', 11: 'J' };

export interface Look {
  /** 'A', '10', or ★ for a Joker. */
  readonly rank: string;
  /** The suit glyph, or 'JOKER'. */
  readonly mark: string;
  /** CSS class naming the suit (four-colour decks colour ♦ and ♣ differently) or the Joker's colour. */
  readonly tone: string;
}

export function cardLook(card: Card): Look {
  if ('joker' in card) return { rank: '★', mark: 'JOKER', tone: `gx-tone-joker-${card.joker}` };
  return { rank: RANK_TEXT[card.rank] ?? String(card.rank), mark: SUIT_GLYPH[card.suit], tone: `gx-tone-${card.suit}` };
}

/** A stable key for a card in lists. */
export function cardKey(card: Card): string {
  return 'joker' in card ? `J${card.joker}` : `${card.rank}${card.suit}`;
}
