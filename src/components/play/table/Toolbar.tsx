// The game's controls: undo (with why it is refused) and hint always at hand; new game, resign, four-colour deck and
// copy-link (and sound, on the play pages) inline on wide screens, behind a "More" menu button on narrow ones (with export and load from the log).
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import type { UndoPoint } from '../session/undo.ts';
import { dict, lookup } from '../words/words.ts';
import './toolbar.css';

export interface ToolbarProps {
  lang: Lang;
  idBase: string;
  undo: UndoPoint;
  canResign: boolean;
  canHint: boolean;
  fourColour: boolean;
  /** Wide screens show every control; narrow ones keep the rarer ones in the menu. */
  wide: boolean;
  onNew(): void;
  onResign(): void;
  onUndo(): void;
  onHint(): void;
  onFourColour(): void;
  onCopyLink(): void;
  /** Sound on or off (offered only where the page has it: the play pages). */
  sound?: boolean;
  onSound?(): void;
  /** Extra controls for the menu on narrow screens (export, load: on wide screens they sit under the log). */
  menuExtras?: ComponentChildren;
}

function Kbd(props: { k: string }) {
  return (
    <kbd class="gx-kbd" aria-hidden="true">
      {props.k}
    </kbd>
  );
}

export default function Toolbar(props: ToolbarProps) {
  const t = dict(props.lang);
  const { undo } = props;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const undoShown = undo.ok || (undo.why !== 'off' && undo.why !== 'two-people');
  const undoWhyId = `${props.idBase}-undo-why`;
  const menuId = `${props.idBase}-menu`;

  // The menu closes on Escape (focus back on its button) and when the focus or a click goes elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      box.current?.querySelector<HTMLButtonElement>('[aria-controls]')?.focus();
    };
    const onPointer = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const rare = (
    <>
      <button type="button" class="gx-btn" onClick={props.onNew}>
        {t['tool.newGame']}
      </button>
      <button type="button" class="gx-btn" disabled={!props.canResign} onClick={props.onResign}>
        {t['tool.resign']}
      </button>
      <button type="button" class="gx-btn" aria-pressed={props.fourColour ? 'true' : 'false'} onClick={props.onFourColour}>
        {t['tool.fourColour']}
      </button>
      <button type="button" class="gx-btn" onClick={props.onCopyLink}>
        {t['tool.copyLink']}
      </button>
      {props.onSound ? (
        <button type="button" class="gx-btn" aria-pressed={props.sound ? 'true' : 'false'} onClick={props.onSound} data-sound="">
          {t['tool.sound']}
        </button>
      ) : null}
    </>
  );
  return (
    <div class="gx-toolbar" role="group" aria-label={t['tool.label']} ref={box}>
      {undoShown ? (
        <button
          type="button"
          class="gx-btn"
          aria-disabled={undo.ok ? undefined : 'true'}
          aria-describedby={undo.ok ? undefined : undoWhyId}
          aria-keyshortcuts="U"
          data-undo={undo.ok ? 'ok' : undo.why}
          onClick={props.onUndo}
        >
          {t['tool.undo']}
          <Kbd k="U" />
        </button>
      ) : null}
      <button type="button" class="gx-btn" disabled={!props.canHint} aria-keyshortcuts="H" onClick={props.onHint}>
        {t['tool.hint']}
        <Kbd k="H" />
      </button>
      {props.wide ? (
        rare
      ) : (
        <div class="gx-menu">
          <button
            type="button"
            class="gx-btn gx-menu__button"
            aria-expanded={open ? 'true' : 'false'}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
          >
            {t['tool.menu']}
            <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
          {/* A press on any control of the menu (except the deck toggle, kept open for a second look) closes it. */}
          <div
            class="gx-menu__panel"
            id={menuId}
            hidden={!open}
            onClick={(event) => {
              const pressed = (event.target as HTMLElement).closest('button');
              if (pressed && !pressed.hasAttribute('aria-pressed')) setOpen(false);
            }}
          >
            {rare}
            {props.menuExtras}
          </div>
        </div>
      )}
      {!undo.ok && undoShown ? (
        <span id={undoWhyId} class="gx-sr">
          {lookup(props.lang, `undo.${undo.why}`, 'undo.nothing')}
        </span>
      ) : null}
    </div>
  );
}
