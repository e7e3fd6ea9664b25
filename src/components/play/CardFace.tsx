// A card shown, not chosen: its face (rank and suit glyph) as an image named with the card's spoken name.
import type { Card } from '../../engine/types';
import { cardName } from '../../i18n/cards';
import type { Lang } from '../../i18n/lang';
import { cardLook } from './cardLook';
import './hand.css';

export interface CardFaceProps {
  card: Card;
  lang: Lang;
  size?: 'chip' | 'small' | 'normal' | 'large';
  /** Extra words after the card's name for screen readers (e.g. "personal trump"). */
  note?: string;
}

export default function CardFace(props: CardFaceProps) {
  const look = cardLook(props.card);
  const size = props.size ?? 'normal';
  const name = cardName(props.card, props.lang);
  return (
    <span class={`gx-face gx-face--${size} ${look.tone}`} role="img" aria-label={props.note ? `${name} (${props.note})` : name} title={name}>
      <span class="gx-face__rank" aria-hidden="true">
        {look.rank}
      </span>
      <span class="gx-face__mark" aria-hidden="true">
        {look.mark}
      </span>
    </span>
  );
}
