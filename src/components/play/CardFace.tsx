// A card shown, not chosen: its face (rank and suit glyph) as an image named with the card's spoken name.
import type { Card } from '../../engine/types';
import { cardName } from '../../i18n/cards';
import type { Lang } from '../../i18n/lang';
import { cardKey, cardLook } from './cardLook';
import './hand.css';

export interface CardFaceProps {
  card: Card;
  lang: Lang;
  size?: 'chip' | 'small' | 'normal' | 'large';
  /** Extra words after the card's name for screen readers (e.g. "personal trump"). */
  note?: string;
  /** Tracked for motion (see motion.ts): the card flies from where it was; `owner` is the seat it came from, if known. */
  track?: boolean;
  owner?: number;
}

export default function CardFace(props: CardFaceProps) {
  const look = cardLook(props.card);
  const size = props.size ?? 'normal';
  const name = cardName(props.card, props.lang);
  return (
    <span class={`gx-face gx-face--${size} ${look.tone}`} role="img" aria-label={props.note ? `${name} (${props.note})` : name} title={name}
      data-card-key={props.track ? cardKey(props.card) : undefined}
      data-card-owner={props.track && props.owner !== undefined ? props.owner : undefined}
    >
      <span class="gx-face__rank" aria-hidden="true">
        {look.rank}
      </span>
      <span class="gx-face__mark" aria-hidden="true">
        {look.mark}
      </span>
    </span>
  );
}
