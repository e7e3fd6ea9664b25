// A keyboard-friendly grid of the whole pack (one row per suit, Jokers optional) for choosing cards by click, touch or keys.
//
// Usage: <CardPicker lang="en" label="Cards for: Turn-up" selected={[card]} onPick={(c) => …} jokers />
// Only one card is in the Tab order (roving focus); arrow keys move, Home/End jump along a row, Enter/Space press.
import { words } from '../../i18n/books.ts';
import { useRef, useState } from 'preact/hooks';
import { cardId, fullDeck, SUITS } from '../../engine/index.ts';
import type { Card } from '../../engine/index.ts';
import { suitName } from '../../i18n/cards.ts';
import type { Lang } from '../../i18n/lang.ts';
import CardButton from './CardButton.tsx';
import './cards.css';

export interface CardPickerProps {
  lang: Lang;
  /** Accessible name of the grid, e.g. "Cards for: Turn-up". */
  label: string;
  /** Cards shown pressed (aria-pressed="true"). */
  selected?: readonly Card[];
  /** Cards shown unavailable (used elsewhere): focusable, but presses are ignored. */
  unavailable?: readonly Card[];
  /** Adds a row with the red and black Jokers. */
  jokers?: boolean;
  /** Called with the card pressed. */
  onPick: (card: Card) => void;
  /** Optional id for the grid (a tool may point aria-controls at it). */
  id?: string;
}

/** Rows of the grid: each suit from Ace down to Two, then the Jokers if asked. */
function pickerRows(jokers: boolean): Card[][] {
  const deck = fullDeck(jokers);
  const rows: Card[][] = SUITS.map((suit) =>
    deck.filter((c) => 'suit' in c && c.suit === suit).sort((x, y) => ('rank' in y ? y.rank : 0) - ('rank' in x ? x.rank : 0)),
  );
  if (jokers) rows.push(deck.filter((c) => 'joker' in c));
  return rows;
}

export default function CardPicker(props: CardPickerProps) {
  const { lang } = props;
  const t = words('tools-common', lang);
  const rows = pickerRows(Boolean(props.jokers));
  const selected = new Set((props.selected ?? []).map(cardId));
  const unavailable = new Set((props.unavailable ?? []).map(cardId));
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hintId = `${props.id ?? 'gx-picker'}-hint`;

  // Keep the roving position inside the grid when the Joker row disappears.
  const row = Math.min(focus[0], rows.length - 1);
  const col = Math.min(focus[1], rows[row].length - 1);

  const moveTo = (r: number, c: number) => {
    const nr = (r + rows.length) % rows.length;
    const nc = Math.max(0, Math.min(c, rows[nr].length - 1));
    setFocus([nr, nc]);
    buttons.current.get(`${nr}:${nc}`)?.focus();
  };

  const onKeyDown = (r: number, c: number) => (event: KeyboardEvent) => {
    const last = rows[r].length - 1;
    const moves: Record<string, () => void> = {
      ArrowRight: () => (c < last ? moveTo(r, c + 1) : moveTo(r + 1, 0)),
      ArrowLeft: () => (c > 0 ? moveTo(r, c - 1) : moveTo(r - 1, rows[(r - 1 + rows.length) % rows.length].length - 1)),
      ArrowDown: () => moveTo(r + 1, c),
      ArrowUp: () => moveTo(r - 1, c),
      Home: () => moveTo(r, 0),
      End: () => moveTo(r, last),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <div class="gx-picker" role="group" aria-label={props.label} aria-describedby={hintId} id={props.id}>
      <p class="gx-picker__hint" id={hintId}>
        {t['common.pickerHint']}
      </p>
      {rows.map((cards, r) => (
        <div
          class="gx-picker__row"
          role="group"
          aria-label={'joker' in cards[0] ? t['common.jokerRow'] : suitName((cards[0] as { suit: (typeof SUITS)[number] }).suit, lang)}
          key={r}
        >
          {cards.map((card, c) => (
            <CardButton
              key={cardId(card)}
              card={card}
              lang={lang}
              pressed={selected.has(cardId(card))}
              unavailable={unavailable.has(cardId(card))}
              tabIndex={r === row && c === col ? 0 : -1}
              onPress={props.onPick}
              onKeyDown={onKeyDown(r, c)}
              onFocus={() => {
                if (r !== row || c !== col) setFocus([r, c]);
              }}
              buttonRef={(el: HTMLButtonElement | null) => {
                if (el) buttons.current.set(`${r}:${c}`, el);
                else buttons.current.delete(`${r}:${c}`);
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
