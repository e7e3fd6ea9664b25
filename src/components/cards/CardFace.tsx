// A card shown, not chosen, for the tools and the play page: its face as an image named with the card's spoken name.
//
// Usage: <CardFace card={card} lang="ja" size="chip" /> — use CardButton wherever the card can be pressed.
// Sizes: 'chip' (inline in a sentence), 'chip-large', 'small', 'normal', 'large' (on the table).
import type { Card } from '../../engine/index.ts';
import { cardName } from '../../i18n/cards.ts';
import type { Lang } from '../../i18n/lang.ts';
import { cardClasses, cardKey, faceParts } from './cardFace.ts';
import './cards.css';

export interface CardFaceProps {
  card: Card;
  lang: Lang;
  size?: 'chip' | 'chip-large' | 'small' | 'normal' | 'large';
  /** Extra words after the card's name for screen readers (e.g. "personal trump"). */
  note?: string;
  /** Tracked for motion (play page): the card flies from where it was; `owner` is the seat it came from, if known. */
  track?: boolean;
  owner?: number;
}

export default function CardFace(props: CardFaceProps) {
  const face = faceParts(props.card, props.lang);
  const size = props.size ?? 'normal';
  const name = cardName(props.card, props.lang);
  return (
    <span
      class={`${cardClasses(face, size)} gx-card--face`}
      role="img"
      aria-label={props.note ? `${name} (${props.note})` : name}
      title={name}
      data-card-key={props.track ? cardKey(props.card) : undefined}
      data-card-owner={props.track && props.owner !== undefined ? props.owner : undefined}
    >
      {/* Written text (unlike a button's face): an image's name is its label, and copied sentences keep "10♠". */}
      <span class="gx-card__rank" aria-hidden="true">
        {face.rank}
      </span>
      <span class="gx-card__mark" aria-hidden="true">
        {face.mark}
      </span>
    </span>
  );
}

/** A card's place on the table: face down (a sealed bid) or empty (nothing played yet), with its meaning as a name. */
export function CardSpace(props: { kind: 'back' | 'empty'; size?: 'small' | 'large'; label?: string }) {
  return (
    <span
      class={`gx-card gx-card--face gx-card--${props.size ?? 'large'} gx-card--${props.kind}`}
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : 'true'}
    />
  );
}
