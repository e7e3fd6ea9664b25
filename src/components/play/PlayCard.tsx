// One card of a hand as a real <button>: rank and suit on its face, its spoken name as the accessible name.
//
// `pressed` makes it a toggle (play-off selection); `blocked` keeps it focusable but refuses it, with the
// reason read out through aria-describedby (colour and dimming are never the only cue: the reason is text).
import type { Ref } from 'preact';
import type { Card } from '../../engine/types';
import { cardName } from '../../i18n/cards';
import type { Lang } from '../../i18n/lang';
import { cardKey, cardLook } from './cardLook';

export interface PlayCardProps {
  card: Card;
  lang: Lang;
  pressed?: boolean;
  blocked?: boolean;
  /** Id of the element saying why the card is blocked (or what it would do). */
  describedBy?: string;
  /** A small badge on the card, e.g. "hint" or "unseen". */
  badge?: string;
  badgeLabel?: string;
  tabIndex?: number;
  onPress(card: Card): void;
  onKeyDown?(event: KeyboardEvent): void;
  onFocus?(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

export default function PlayCard(props: PlayCardProps) {
  const look = cardLook(props.card);
  const name = cardName(props.card, props.lang);
  return (
    <button
      type="button"
      ref={props.buttonRef}
      class={`gx-pcard ${look.tone}`}
      data-choice=""
      data-card-key={cardKey(props.card)}
      aria-label={props.badgeLabel ? `${name} (${props.badgeLabel})` : name}
      aria-pressed={props.pressed === undefined ? undefined : props.pressed ? 'true' : 'false'}
      aria-disabled={props.blocked ? 'true' : undefined}
      aria-describedby={props.describedBy}
      tabIndex={props.tabIndex}
      onClick={() => props.onPress(props.card)}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
    >
      {/* The face is drawn from data-face by CSS: written text such as "A♠" would contradict the name "Ace of spades". */}
      <span class="gx-pcard__rank" aria-hidden="true" data-face={look.rank} />
      <span class="gx-pcard__mark" aria-hidden="true" data-face={look.mark} />
      {props.badge ? <span class="gx-pcard__badge" aria-hidden="true" data-face={props.badge} /> : null}
    </button>
  );
}
