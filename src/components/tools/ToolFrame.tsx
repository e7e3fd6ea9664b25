// The frame every table tool shares: its section, the Jokers toggle, the card picker, and the row under it (clear, copy link).
import { words } from '../../i18n/books.ts';
import type { ComponentChildren } from 'preact';
import type { Card } from '../../engine/index.ts';
import CardPicker from '../cards/CardPicker.tsx';
import { format, toLang, type Lang } from '../../i18n/lang.ts';
import CopyLink from './CopyLink.tsx';
import { useToolId } from './toolId.ts';
import type { UrlCodec } from './urlState.ts';
import { useUrlState } from './useUrlSync.ts';
import '../../styles/controls.css';
import './tools.css';

export interface ToolFrameProps<S extends { readonly jokers: boolean }> {
  lang: Lang;
  /** Names the tool for tests and styles (`data-tool`) and starts its element ids. */
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

/** A tool's props that preset its state: each field by its own name (the text of a slot or choice, or Jokers on). */
export type Presets<S> = { readonly [K in keyof S]?: S[K] };

/**
 * How every table tool starts: its language, its element ids, and its state kept in the address, preset by the props
 * (a text absent from them is empty, Jokers off); ToolFrame takes the same, spread into it.
 */
export function useToolFrame<S extends { readonly jokers: boolean }>(
  tool: string,
  props: Presets<S> & { lang: Lang; syncUrl?: boolean },
  codec: UrlCodec<S>,
) {
  const lang = toLang(props.lang);
  const baseId = useToolId(tool, props);
  // The codec's names are the state's fields (its link parameters), every one text but `jokers`.
  const given: Record<string, unknown> = props;
  const preset = Object.fromEntries(codec.names.map((name) => [name, given[name] ?? (name === 'jokers' ? false : '')])) as S;
  const [state, setState] = useUrlState(props.syncUrl, codec, preset);
  return { lang, tool, baseId, state, setState, syncUrl: props.syncUrl };
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
