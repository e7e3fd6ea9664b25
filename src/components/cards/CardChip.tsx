// A small face of a card for showing (not choosing): an image role named with the card's spoken name.
//
// Usage: <CardChip card={card} lang="ja" /> — use CardButton instead wherever the card can be pressed.
import type { Card } from '../../engine/types';
import { cardName } from '../../i18n/cards';
import type { Lang } from '../../i18n/lang';
import { faceParts } from './cardFace';
import './cards.css';

export default function CardChip(props: { card: Card; lang: Lang; large?: boolean }) {
  const face = faceParts(props.card, props.lang);
  return (
    <span class={`gx-chip ${props.large ? 'gx-chip--large ' : ''}${face.red ? 'gx-card--red' : 'gx-card--black'}`} role="img" aria-label={cardName(props.card, props.lang)}>
      <span aria-hidden="true">{face.rank}</span>
      <span aria-hidden="true" class="gx-chip__mark">
        {face.mark}
      </span>
    </span>
  );
}
