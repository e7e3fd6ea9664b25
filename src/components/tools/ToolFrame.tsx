// The frame every table tool shares: its section, the Jokers toggle, the card picker, and the row under it (clear, copy link).
import { words } from '../../i18n/books.ts';
import type { ComponentChildren } from 'preact';
import type { Card } from '../../engine/index.ts';
import CardPicker from '../cards/CardPicker.tsx';
import { format, type Lang } from '../../i18n/lang.ts';
import CopyLink from './CopyLink.tsx';
import '../../styles/controls.css';
import './tools.css';

export interface ToolFrameProps<S extends { readonly jokers: boolean }> {
  lang: Lang;
  /** Names the tool for tests and styles (`data-tool`). */
  tool: string;
  /** The tool's id prefix (useToolId): the picker is `<baseId>-picker`. */
  baseId: string;
  /** The tool's state and its setter: the frame reads and toggles `jokers`. */
  state: S;
  setState: (update: (s: S) => S) => void;
  /** The picker fills the slot now chosen: its name, the cards in it and those taken elsewhere. */
  picker: { slot: string; selected: readonly Card[]; unavailable?: readonly Card[]; onPick: (card: Card) => void };
  /** A Clear button beside the copy link (its label "Clear" unless the tool names what it empties). */
  clear?: { onClear: () => void; label?: string };
  /** Only on the tool's own page: the state lives in the address, so offer to copy it. */
  syncUrl?: boolean;
  /** The tool's own part between the toggle and the picker: its slots, choices, verdict and results. */
  children: ComponentChildren;
}

export default function ToolFrame<S extends { readonly jokers: boolean }>(props: ToolFrameProps<S>) {
  const common = words('tools-common', props.lang);
  const { slot, ...picker } = props.picker;
  const jokers = props.state.jokers;
  return (
    <section class="gx-tool not-content" lang={props.lang} data-tool={props.tool}>
      <label class="gx-toggle">
        <input
          type="checkbox"
          checked={jokers}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            props.setState((s) => ({ ...s, jokers: on }));
          }}
        />{' '}
        {common['common.jokers']}
      </label>
      {props.children}
      <CardPicker
        {...picker}
        id={`${props.baseId}-picker`}
        label={format(common['common.pickerLabel'], { slot })}
        lang={props.lang}
        jokers={jokers}
      />
      {props.clear || props.syncUrl ? (
        <div class="gx-copy">
          {props.clear ? (
            <button type="button" class="gx-btn" onClick={props.clear.onClear}>
              {props.clear.label ?? common['common.clear']}
            </button>
          ) : null}
          {props.syncUrl ? <CopyLink lang={props.lang} /> : null}
        </div>
      ) : null}
    </section>
  );
}
