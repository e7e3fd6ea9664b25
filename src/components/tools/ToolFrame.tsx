// The frame every table tool shares: its section, the Jokers toggle, the card picker, and the row under it (clear, copy link).
import { words } from '../../i18n/books';
import type { ComponentChildren } from 'preact';
import type { Card } from '../../engine/index';
import CardPicker from '../cards/CardPicker';
import type { Lang } from '../../i18n/lang';
import CopyLink from './CopyLink';
import '../../styles/controls.css';
import './tools.css';

export interface ToolFrameProps {
  lang: Lang;
  /** Names the tool for tests and styles (`data-tool`). */
  tool: string;
  jokers: boolean;
  onJokers: (on: boolean) => void;
  /** The picker fills the slot now chosen: its name (`label`), the cards in it and those taken elsewhere. */
  picker: { id: string; label: string; selected: readonly Card[]; unavailable?: readonly Card[]; onPick: (card: Card) => void };
  /** Buttons beside the copy link under the picker (a Clear button). */
  actions?: ComponentChildren;
  /** Only on the tool's own page: the state lives in the address, so offer to copy it. */
  syncUrl?: boolean;
  /** The tool's own part between the toggle and the picker: its slots, choices, verdict and results. */
  children: ComponentChildren;
}

export default function ToolFrame(props: ToolFrameProps) {
  const common = words('tools-common', props.lang);
  const copy = props.syncUrl ? <CopyLink lang={props.lang} /> : null;
  return (
    <section class="gx-tool not-content" lang={props.lang} data-tool={props.tool}>
      <label class="gx-toggle">
        <input type="checkbox" checked={props.jokers} onChange={(e) => props.onJokers(e.currentTarget.checked)} /> {common['common.jokers']}
      </label>
      {props.children}
      <CardPicker {...props.picker} lang={props.lang} jokers={props.jokers} />
      {props.actions ? (
        <div class="gx-copy">
          {props.actions}
          {copy}
        </div>
      ) : (
        copy
      )}
    </section>
  );
}
