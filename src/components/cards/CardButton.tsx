// One playing card as a real <button>, for the tools and the play page: rank and suit on the face, the card's spoken
// name as its accessible name.
//
// Usage: <CardButton card={card} lang="en" pressed={chosen} onPress={(c) => …} />
// `pressed` makes it a toggle (aria-pressed); `unavailable` keeps it focusable but refuses presses (aria-disabled;
// `onRefused` hears them, to say why); `size="hand"` fits the card to its hand's width (see the play page's hand).
import type { Ref } from 'preact';
import type { Card } from '../../engine/index.ts';
import { cardName } from '../../i18n/cards.ts';
import type { Lang } from '../../i18n/lang.ts';
import { cardClasses, cardKey, faceParts } from './cardFace.ts';
import './cards.css';

export interface CardButtonProps {
  card: Card;
  lang: Lang;
  /** Set for toggle buttons (pickers, play-off selection); leave undefined for plain action buttons. */
  pressed?: boolean;
  /** Shown dimmed, dashed and hatched; presses are refused (the card is used elsewhere, or not playable now). */
  unavailable?: boolean;
  size?: 'small' | 'normal' | 'large' | 'hand';
  /** For roving focus inside a grid: 0 for the one card reachable by Tab, -1 for the others. */
  tabIndex?: number;
  onPress?: (card: Card) => void;
  /** A press on an unavailable card (to say why it is refused). */
  onRefused?: (card: Card) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onFocus?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Extra id(s) describing the card (e.g. "already used for Bid A", or why it cannot be played). */
  describedBy?: string;
  /** A small mark on the face (e.g. "•" for a card just received) and the words read after the card's name. */
  badge?: { text: string; label: string } | null;
  /** Marks the button as a choice of the current decision (keyboard shortcuts and motion find it). */
  choice?: boolean;
  /** Set while a shown hint proposes this card: outlined, with a small tag (`mark`, e.g. "hint"), its name said as `named` words it. */
  hinted?: { mark: string; named(name: string): string } | null;
}

export default function CardButton(props: CardButtonProps) {
  const { card, lang, pressed, unavailable, size = 'normal', badge } = props;
  const face = faceParts(card, lang);
  const name = cardName(card, lang);
  const badged = badge ? `${name} (${badge.label})` : name;
  return (
    <button
      type="button"
      ref={props.buttonRef}
      class={cardClasses(face, size)}
      aria-label={props.hinted ? props.hinted.named(badged) : badged}
      aria-pressed={pressed === undefined ? undefined : pressed ? 'true' : 'false'}
      aria-disabled={unavailable ? 'true' : undefined}
      aria-describedby={props.describedBy}
      tabIndex={props.tabIndex}
      data-choice={props.choice ? '' : undefined}
      data-card-key={props.choice ? cardKey(card) : undefined}
      data-hinted={props.hinted ? '' : undefined}
      onClick={() => (unavailable ? props.onRefused?.(card) : props.onPress?.(card))}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
    >
      {/* The face is drawn from data-face by CSS: written text such as "A♠" would contradict the name "Ace of spades". */}
      <span class="gx-card__rank" aria-hidden="true" data-face={face.rank} />
      <span class="gx-card__mark" aria-hidden="true" data-face={face.mark} />
      {badge ? <span class="gx-card__badge" aria-hidden="true" data-face={badge.text} /> : null}
      {props.hinted ? <span class="gx-card__hint" aria-hidden="true" data-face={props.hinted.mark} /> : null}
    </button>
  );
}
