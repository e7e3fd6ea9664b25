// One playing card as a real <button>: rank and suit glyph on the face, the card's spoken name as its accessible name.
//
// Usage: <CardButton card={card} lang="en" pressed={chosen} onPress={(c) => …} />
// `pressed` makes it a toggle (aria-pressed); `unavailable` keeps it focusable but ignores presses (aria-disabled).
import type { Ref } from 'preact';
import type { Card } from '../../engine/types';
import { cardName } from '../../i18n/cards';
import type { Lang } from '../../i18n/lang';
import { faceParts } from './cardFace';
import './cards.css';

export interface CardButtonProps {
  card: Card;
  lang: Lang;
  /** Set for toggle buttons (pickers); leave undefined for plain action buttons. */
  pressed?: boolean;
  /** Shown dimmed and dashed; presses are ignored (the card is used elsewhere, or not playable). */
  unavailable?: boolean;
  size?: 'small' | 'normal' | 'large';
  /** For roving focus inside a grid: 0 for the one card reachable by Tab, -1 for the others. */
  tabIndex?: number;
  onPress?: (card: Card) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onFocus?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Extra id(s) describing the card (e.g. "already used for Bid A"). */
  describedBy?: string;
}

export default function CardButton(props: CardButtonProps) {
  const { card, lang, pressed, unavailable, size = 'normal' } = props;
  const face = faceParts(card, lang);
  const classes = ['gx-card', `gx-card--${size}`, face.red ? 'gx-card--red' : 'gx-card--black'];
  if ('joker' in card) classes.push('gx-card--joker');
  return (
    <button
      type="button"
      ref={props.buttonRef}
      class={classes.join(' ')}
      aria-label={cardName(card, lang)}
      aria-pressed={pressed === undefined ? undefined : pressed ? 'true' : 'false'}
      aria-disabled={unavailable ? 'true' : undefined}
      aria-describedby={props.describedBy}
      tabIndex={props.tabIndex}
      onClick={() => {
        if (!unavailable) props.onPress?.(card);
      }}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
    >
      <span class="gx-card__rank" aria-hidden="true" data-face={face.rank} />
      <span class="gx-card__mark" aria-hidden="true" data-face={face.mark} />
    </button>
  );
}
