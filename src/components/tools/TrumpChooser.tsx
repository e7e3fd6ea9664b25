// A row of suit buttons for naming a trump (glyph + suit name; the chosen one is pressed), optionally with "none yet".
import type { ComponentChildren } from 'preact';
import { SUITS } from '../../engine/index.ts';
import type { Suit } from '../../engine/index.ts';
import { SUIT_GLYPH, suitName } from '../../i18n/cards.ts';
import type { Lang } from '../../i18n/lang.ts';
import '../../styles/controls.css';
import './tools.css';

export interface TrumpChooserProps {
  lang: Lang;
  label: string;
  value: Suit | null;
  onChange: (suit: Suit | null) => void;
  /** Offer a "none yet" button with this label. */
  noneLabel?: string;
  /** Extra words after each suit (e.g. the meld total for that trump). */
  extra?: Partial<Record<Suit, ComponentChildren>>;
  /** Problem in words (a bad suit in the link). */
  problem?: string | null;
  id: string;
}

export default function TrumpChooser(props: TrumpChooserProps) {
  return (
    <div class="gx-trumps">
      <span class="gx-trumps__label" id={`${props.id}-label`}>
        {props.label}
      </span>
      <div class="gx-trumps__buttons" role="group" aria-labelledby={`${props.id}-label`}>
        {SUITS.map((suit) => (
          <button
            type="button"
            key={suit}
            class={`gx-suit ${suit === 'H' || suit === 'D' ? 'gx-card--red' : 'gx-card--black'}`}
            aria-pressed={props.value === suit ? 'true' : 'false'}
            onClick={() => props.onChange(suit)}
          >
            <span aria-hidden="true" class="gx-suit__tick">
              {'✓ '}
            </span>
            <span aria-hidden="true" class="gx-suit__glyph">
              {SUIT_GLYPH[suit]}
            </span>{' '}
            <span class="gx-suit__name">{suitName(suit, props.lang)}</span>
            {props.extra?.[suit] ? <span class="gx-suit__extra"> {props.extra[suit]}</span> : null}
          </button>
        ))}
        {props.noneLabel ? (
          <button type="button" class="gx-suit" aria-pressed={props.value === null ? 'true' : 'false'} onClick={() => props.onChange(null)}>
            <span aria-hidden="true" class="gx-suit__tick">
              {'✓ '}
            </span>
            {props.noneLabel}
          </button>
        ) : null}
      </div>
      {props.problem ? <p class="gx-problem">{props.problem}</p> : null}
    </div>
  );
}
