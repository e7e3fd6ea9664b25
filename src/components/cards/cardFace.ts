// What is printed on a card's face: rank and suit glyph (never colour alone), the Joker's colour in words.
import type { Card } from '../../engine/types';
import { SUIT_GLYPH } from '../../i18n/cards';
import type { Lang } from '../../i18n/lang';
import { toolCommonStrings } from '../../i18n/tools-common';

export interface FaceParts {
  /** Big text: 'A', '10', or a star for a Joker. */
  readonly rank: string;
  /** Small text: the suit glyph, or the Joker's colour in words. */
  readonly mark: string;
  /** Red cards are drawn in the site's red (the glyph or word says the suit too). */
  readonly red: boolean;
}

const RANK_TEXT: Readonly<Record<number, string>> = { 14: 'A', 13: 'K', 12: 'Q', 11: 'J' };

export function faceParts(card: Card, lang: Lang): FaceParts {
  if ('joker' in card) {
    const t = toolCommonStrings[lang];
    return { rank: '★', mark: card.joker === 'red' ? t['common.jokerRed'] : t['common.jokerBlack'], red: card.joker === 'red' };
  }
  return { rank: RANK_TEXT[card.rank] ?? String(card.rank), mark: SUIT_GLYPH[card.suit], red: card.suit === 'H' || card.suit === 'D' };
}
