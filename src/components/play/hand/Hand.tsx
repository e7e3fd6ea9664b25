// A hand (or a bid pile) as card buttons with one Tab stop, fitted to the width (one row when it fits, else two), its sort
// order stated; arrow keys move between the cards (see useHotkeys).
import { useState } from 'preact/hooks';
import type { Card } from '../../../engine/index.ts';
import type { Lang } from '../../../i18n/lang.ts';
import { cardKey } from '../../cards/cardFace.ts';
import CardButton from '../../cards/CardButton.tsx';
import { cardHint, type HintMark } from '../table/hintMark.ts';
import './hand.css';

export interface HandProps {
  cards: readonly Card[];
  lang: Lang;
  /** Accessible name of the group, e.g. "Your hand". */
  label: string;
  /** Unique prefix for the ids of the reason texts. */
  idBase: string;
  /** Why a card cannot be chosen now (null: it can). */
  blockedReason(card: Card): string | null;
  pressed?(card: Card): boolean;
  badge?(card: Card): { text: string; label: string } | null;
  onPress(card: Card, blocked: string | null): void;
  onEnter?(card: Card, event: KeyboardEvent): void;
  /** Extra text read after each available card (what pressing it does). */
  actionHint?: string;
  /** The group holding the current decision: number keys 1–9 focus its cards. */
  active?: boolean;
  /** The order the cards are shown in, in words (e.g. "By suit, high to low"). */
  sortNote?: string;
  /** A shown hint: the cards it proposes are marked while this hand holds the decision. */
  hint?: HintMark | null;
}

export default function Hand(props: HandProps) {
  const [focus, setFocus] = useState(0);
  const current = Math.min(focus, Math.max(0, props.cards.length - 1));
  const reasons: string[] = [];
  const reasonId = (reason: string) => {
    let index = reasons.indexOf(reason);
    if (index < 0) index = reasons.push(reason) - 1;
    return `${props.idBase}-why${index}`;
  };
  const hintId = `${props.idBase}-do`;
  const cards = props.cards.map((card, i) => {
    const blocked = props.blockedReason(card);
    const badge = props.badge?.(card) ?? null;
    return (
      <CardButton
        key={cardKey(card)}
        card={card}
        lang={props.lang}
        size="hand"
        choice
        pressed={props.pressed?.(card)}
        unavailable={blocked !== null}
        describedBy={blocked !== null ? reasonId(blocked) : props.actionHint ? hintId : undefined}
        badge={badge}
        hinted={props.active ? cardHint(props.hint, card) : null}
        tabIndex={i === current ? 0 : -1}
        onPress={(c) => props.onPress(c, null)}
        onRefused={(c) => props.onPress(c, blocked)}
        onFocus={() => setFocus(i)}
        onKeyDown={
          props.onEnter
            ? (event) => {
                if (event.key === 'Enter') props.onEnter?.(card, event);
              }
            : undefined
        }
      />
    );
  });
  const count = props.cards.length;
  // Cards per row when the hand needs two rows (narrow screens); the CSS uses one row when all fit.
  const half = count <= 7 ? count : Math.ceil(count / 2);
  return (
    <div
      class={`gx-hand${props.active ? ' gx-hand--active' : ''}`}
      role="group"
      aria-label={props.label}
      data-choice-group={props.active ? 'active' : ''}
      data-decision={props.active ? '' : undefined}
      style={{ '--gx-n': Math.max(count, 1), '--gx-half': Math.max(half, 1) }}
    >
      {props.sortNote ? <p class="gx-hand__sort">{props.sortNote}</p> : null}
      <div class="gx-hand__cards">{cards}</div>
      {reasons.map((reason, i) => (
        <span key={i} id={`${props.idBase}-why${i}`} class="gx-sr">
          {reason}
        </span>
      ))}
      {props.actionHint ? (
        <span id={hintId} class="gx-sr">
          {props.actionHint}
        </span>
      ) : null}
    </div>
  );
}
