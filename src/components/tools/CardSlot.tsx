// One place a tool needs cards for (the turn-up, a bid, a hand…): its label, the cards now in it, and a field to type them; and a tool's list of them.
import { words } from '../../i18n/books.ts';
import type { Card } from '../../engine/index.ts';
import CardFace from '../cards/CardFace.tsx';
import CardTextInput from '../cards/CardTextInput.tsx';
import { format, type Lang } from '../../i18n/lang.ts';
import '../../styles/controls.css';
import './tools.css';

export interface CardSlotProps {
  id: string;
  lang: Lang;
  label: string;
  cards: readonly Card[];
  text: string;
  onText: (text: string) => void;
  problems: readonly string[];
  notice?: string | null;
  example: string;
  /** When the tool has several slots: whether the picker now fills this one, and how to make it do so. */
  active?: boolean;
  onSelect?: () => void;
  /** Show the number of cards (hands and plays). */
  counted?: boolean;
}

export default function CardSlot(props: CardSlotProps) {
  const t = words('tools-common', props.lang);
  const cardsId = `${props.id}-cards`;
  const count = props.cards.length;
  return (
    <div class={`gx-slot ${props.active ? 'gx-slot--active' : ''}`}>
      <div class="gx-slot__head">
        {props.onSelect ? (
          <button
            type="button"
            class="gx-slot__select"
            aria-pressed={props.active ? 'true' : 'false'}
            aria-describedby={cardsId}
            onClick={props.onSelect}
          >
            {props.label}
            <span class="gx-slot__arrow" aria-hidden="true">
              {' ▾'}
            </span>
          </button>
        ) : (
          <span class="gx-slot__title">{props.label}</span>
        )}
        {props.counted ? (
          <span class="gx-slot__count">{count === 1 ? t['common.cardCountOne'] : format(t['common.cardCount'], { n: count })}</span>
        ) : null}
      </div>
      <div class="gx-slot__cards" id={cardsId}>
        {count === 0 ? (
          <span class="gx-slot__empty">{props.counted ? t['common.noCards'] : t['common.notChosen']}</span>
        ) : (
          props.cards.map((card, i) => <CardFace card={card} lang={props.lang} key={i} size={props.counted ? 'chip' : 'chip-large'} />)
        )}
      </div>
      <CardTextInput
        id={`${props.id}-text`}
        lang={props.lang}
        label={format(t['common.typed'], { slot: props.label })}
        value={props.text}
        onInput={props.onText}
        problems={props.problems}
        notice={props.notice}
        example={props.example}
      />
    </div>
  );
}

/** One slot of a tool's list (its `id` is also its key). */
export type SlotSpec = Omit<CardSlotProps, 'lang'>;

/** The tool's slots as one named group, with the hint on typing cards under them. */
export function CardSlots(props: { lang: Lang; slots: readonly SlotSpec[] }) {
  const t = words('tools-common', props.lang);
  return (
    <>
      <div class="gx-slots" role="group" aria-label={t['common.slotsLabel']}>
        {props.slots.map((slot) => (
          <CardSlot key={slot.id} lang={props.lang} {...slot} />
        ))}
      </div>
      <p class="gx-hint">{t['common.typedHint']}</p>
    </>
  );
}
