// A small card face for the course (rank and suit glyph, never colour alone), named with the card's full name.
// Lighter than CardFace (no Joker colour words from the card dictionary), so a lesson page stays within its script budget.
import type { Card } from '../../engine/index.ts';
import { cardName, SUIT_GLYPH } from '../../i18n/cards.ts';
import type { Lang } from '../../i18n/lang.ts';
// The rank letters come from the course's words, which a lesson page loads anyway (a shared module would cost every tool page bytes).
import { rankLetter as rankText } from '../../i18n/cards.ts';
import './cards.css';

export default function CardChip(props: { card: Card; lang: Lang; large?: boolean }) {
  const { card, lang } = props;
  const joker = 'joker' in card;
  const red = joker ? card.joker === 'red' : card.suit === 'H' || card.suit === 'D';
  return (
    <span
      class={`gx-chip ${props.large ? 'gx-chip--large ' : ''}${red ? 'gx-card--red' : 'gx-card--black'}`}
      role="img"
      aria-label={cardName(card, lang)}
    >
      <span aria-hidden="true">{joker ? '★' : rankText(card.rank)}</span>
      <span aria-hidden="true" class="gx-chip__mark">
        {joker ? 'JK' : SUIT_GLYPH[card.suit]}
      </span>
    </span>
  );
}
