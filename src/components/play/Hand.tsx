// A row of card buttons (a hand or a bid pile) with one Tab stop; arrow keys move between the cards (see useHotkeys).
import { useState } from 'preact/hooks';
import type { Card } from '../../engine/types';
import type { Lang } from '../../i18n/lang';
import { cardKey } from './cardLook';
import PlayCard from './PlayCard';

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
      <PlayCard
        key={cardKey(card)}
        card={card}
        lang={props.lang}
        pressed={props.pressed?.(card)}
        blocked={blocked !== null}
        describedBy={blocked !== null ? reasonId(blocked) : props.actionHint ? hintId : undefined}
        badge={badge?.text}
        badgeLabel={badge?.label}
        tabIndex={i === current ? 0 : -1}
        onPress={(c) => props.onPress(c, blocked)}
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
  return (
    <div class="gx-hand" role="group" aria-label={props.label} data-choice-group={props.active ? 'active' : ''}>
      {cards}
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
