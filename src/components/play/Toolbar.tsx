// The game's controls: new game, resign, undo (with why it is refused), hint, four-colour deck, copy a link to the deal.
import type { Lang } from '../../i18n/lang';
import type { UndoPoint } from './undo';
import { dict, lookup } from './words';

export interface ToolbarProps {
  lang: Lang;
  idBase: string;
  undo: UndoPoint;
  canResign: boolean;
  canHint: boolean;
  fourColour: boolean;
  onNew(): void;
  onResign(): void;
  onUndo(): void;
  onHint(): void;
  onFourColour(): void;
  onCopyLink(): void;
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
  const undoShown = undo.ok || (undo.why !== 'off' && undo.why !== 'two-people');
  const undoWhyId = `${props.idBase}-undo-why`;
  return (
    <div class="gx-toolbar" role="toolbar" aria-label={t['tool.label']}>
      <button type="button" class="gx-btn" onClick={props.onNew}>
        {t['tool.newGame']}
      </button>
      <button type="button" class="gx-btn" disabled={!props.canResign} onClick={props.onResign}>
        {t['tool.resign']}
      </button>
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
      <button type="button" class="gx-btn" aria-pressed={props.fourColour ? 'true' : 'false'} onClick={props.onFourColour}>
        {t['tool.fourColour']}
      </button>
      <button type="button" class="gx-btn" onClick={props.onCopyLink}>
        {t['tool.copyLink']}
      </button>
      {!undo.ok && undoShown ? (
        <span id={undoWhyId} class="gx-sr">
          {lookup(props.lang, `undo.${undo.why}`, 'undo.nothing')}
        </span>
      ) : null}
    </div>
  );
}
