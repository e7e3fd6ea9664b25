// What is printed on a card's face: rank and suit glyph (never colour alone), the Joker's colour in words; its tone and key.
import type { Card } from '../../engine/index.ts';
import { jokerMark, rankLetter, SUIT_GLYPH } from '../../i18n/cards.ts';
import type { Lang } from '../../i18n/lang.ts';

export interface FaceParts {
  /** Big text: 'A', '10', or a star for a Joker. */
  readonly rank: string;
  /** Small text: the suit glyph, or the Joker's colour in words. */
  readonly mark: string;
  /** Red cards are drawn in the site's red (the glyph or word says the suit too). */
  readonly red: boolean;
  /** The colour token of the card: its suit (S H D C: four-colour decks colour ♦ and ♣ apart) or the Joker's colour. */
  readonly tone: 'S' | 'H' | 'D' | 'C' | 'joker-red' | 'joker-black';
}

export function faceParts(card: Card, lang: Lang): FaceParts {
  if ('joker' in card) {
    return { rank: '★', mark: jokerMark(card.joker, lang), red: card.joker === 'red', tone: `joker-${card.joker}` };
  }
  return { rank: rankLetter(card.rank), mark: SUIT_GLYPH[card.suit], red: card.suit === 'H' || card.suit === 'D', tone: card.suit };
}

/** A stable key for a card in lists and for motion (the same card keeps its key wherever it is shown). */
export function cardKey(card: Card): string {
  return 'joker' in card ? `J${card.joker}` : `${card.rank}${card.suit}`;
}

/** The classes every card of the family carries: its size and its colour token. */
export function cardClasses(face: FaceParts, size: string): string {
  return `gx-card gx-card--${size} gx-tone-${face.tone} ${face.red ? 'gx-card--red' : 'gx-card--black'}${face.tone.startsWith('joker') ? ' gx-card--joker' : ''}`;
}
