// The game being played: the table (or a hot-seat hand-off), its controls, hint, resign and export dialogs, and shortcuts.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { format, type Lang } from '../../../i18n/lang.ts';
import { linkSearch } from '../setup/config.ts';
import ConfirmDialog from '../dialogs/ConfirmDialog.tsx';
import { describeGame } from '../log/describe.ts';
import { formatRecord } from '../session/gameRecord.ts';
import HandOff from './HandOff.tsx';
import HintBox from '../review/HintBox.tsx';
import type { HintMark } from './hintMark.ts';
import { bringTableIntoView } from './inView.ts';
import { playMoves, sendToPile, snapshot, type Snapshot } from './motion.ts';
import { partsText } from '../words/parts.ts';
import type { PlayerView } from '../../../engine/index.ts';
import type { Session } from '../session/session.ts';
import SeatPanel from './SeatPanel.tsx';
import StatusBar, { GameSeed } from './StatusBar.tsx';
import type { StorageLike } from '../../../storage/storage.ts';
import TableLayout from './TableLayout.tsx';
import Toolbar from './Toolbar.tsx';
import { useGame } from '../session/useGame.ts';
import { useHotkeys } from './useHotkeys.ts';
import { useWide } from './useWide.ts';
import { dict, engineErrorText, seatNames } from '../words/words.ts';
import { laterPart, useLaterPart } from '../words/laterWords.ts';

export interface LiveTableProps {
  initial: Session;
  lang: Lang;
  idBase: string;
  store: StorageLike | null;
  fast: boolean;
  fourColour: boolean;
  onFourColour(): void;
  /** Table sounds (the play pages only: a page without them passes nothing): the setting, and each view as it changes. */
  sound?: boolean;
  onSound?(): void;
  onView?(view: PlayerView): void;
  onNewGame(): void;
  onLoadRecord(): void;
  /** Told of every change, so the page can come back to this game after a replay. */
  onSession(session: Session): void;
  /**
   * While set the computer waits: `'person'` for the person's answer elsewhere on the page (the coached deal, while its
   * coach offers to take a trump back; the table's prompt then says the computer waits for them), `'moment'` for a short
   * task of the page's (the coach judging a trump just named).
   */
  hold?: 'person' | 'moment' | null;
}

/** The export dialog: fetched when first asked for (from the menu, the log or the game's end). */
const exportDialog = laterPart(() => import('../dialogs/ExportDialog.tsx'));

export default function LiveTable(props: LiveTableProps) {
  const { lang, idBase } = props;
  const t = dict(lang);
  const [cannotSave, setCannotSave] = useState(false);
  const wide = useWide();
  const game = useGame(props.initial, props.store, props.fast, () => setCannotSave(true), props.onSession, props.hold != null);
  const { session, state, view, seat, handOffTo } = game;
  const [dialog, setDialog] = useState<'resign' | 'export' | null>(null);
  const exporter = useLaterPart(lang, exportDialog, dialog === 'export');
  const root = useRef<HTMLDivElement>(null);
  /** Whether the keyboard focus was in the table (so a lost focus is given back, never taken from elsewhere). */
  const hadFocus = useRef(false);
  const seats = seatNames(session.config, lang);
  const computer = session.config.opponent !== 'human';
  // The end-of-deal screen is shared: either person may deal on.
  const canAct = seat !== null || state.phase === 'deal-over';
  const myTurn = seat !== null && view.legalActions.length > 0;
  // A shared screen (hand-off, end of deal in hot-seat) shows only public facts in the log.
  const log = useMemo(() => describeGame(view, seats, lang, seat), [view, lang, seat]);
  const latest = log.slice(-3);

  useHotkeys(
    root,
    {
      h: myTurn ? game.requestHint : undefined,
      u: computer ? game.undoLast : undefined,
      p: myTurn && view.legalActions.some((a) => a.type === 'pass') ? () => game.act({ type: 'pass', player: view.player }) : undefined,
      t: myTurn && view.legalActions.some((a) => a.type === 'take') ? () => game.act({ type: 'take', player: view.player }) : undefined,
      c: myTurn && view.legalActions.some((a) => a.type === 'cede') ? () => game.act({ type: 'cede', player: view.player }) : undefined,
    },
    dialog === null,
  );

  // A played card or a pressed choice leaves the page when the game moves on; keyboard users then land on
  // the next decision (the first choice available) instead of the top of the page.
  useEffect(() => {
    const home = root.current;
    const active = document.activeElement;
    if (!home || !hadFocus.current || (active && active !== document.body && document.contains(active))) return;
    const target =
      home.querySelector<HTMLElement>('[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])') ??
      home.querySelector<HTMLElement>('[data-choice-group="active"] [data-choice]');
    target?.focus();
  });

  // A new deal, or the table shown again after a hot-seat hand-off, starts in view even if the button was pressed lower down.
  const dealShown = useRef(`${view.dealNumber}/${handOffTo}`);
  useLayoutEffect(() => {
    const now = `${view.dealNumber}/${handOffTo}`;
    if (now === dealShown.current) return;
    dealShown.current = now;
    bringTableIntoView();
  }, [view.dealNumber, handOffTo]);

  // Motion: after each commit, cards fly from where they were at the previous one (never awaited: input is live at once).
  const placed = useRef<Snapshot>(new Map());
  const tricksShown = useRef(view.tricks.length);
  useLayoutEffect(() => {
    const home = root.current;
    if (!home) return;
    playMoves(home, placed.current);
    const last = view.tricks[view.tricks.length - 1];
    if (last && view.tricks.length === tricksShown.current + 1 && placed.current.size > 0) {
      const cards = Array.from(home.querySelectorAll<HTMLElement>('[data-last-trick] [data-card-key]'));
      sendToPile(home, cards, home.querySelector<HTMLElement>(`[data-seat="${last.winner}"] [data-pile]`));
    }
    tricksShown.current = view.tricks.length;
    placed.current = snapshot(home);
  });

  // The page hears each change of the table (its sounds).
  useEffect(() => props.onView?.(view), [view]);
  // What a shown hint proposes is marked on the table (cards, bid, exchange, trump, take, pass …) until the move is made.
  const hint = game.hint;
  const hintMark: HintMark | null =
    hint.status === 'ready' && hint.at === game.decision
      ? { action: hint.decision.action, mark: t['hint.cardMark'], named: (name) => format(t['hint.cardName'], { name }) }
      : null;
  const notice = game.notice;
  const noticeText = notice === null ? '' : 'engineCode' in notice ? engineErrorText(notice.engineCode, lang) : t[notice.key];
  const copyLink = () => {
    const url = `${window.location.origin}${window.location.pathname}${linkSearch(session.config)}`;
    navigator.clipboard?.writeText(url).then(
      () => game.setNotice({ key: 'tool.linkCopied' }),
      () => undefined,
    );
  };
  const turn = handOffTo !== null ? 'handoff' : myTurn ? 'human' : game.thinking ? 'computer' : 'none';

  const logTools = (
    <>
      <GameSeed seed={session.config.seed} lang={lang} />
      <button type="button" class="gx-btn" onClick={() => setDialog('export')}>
        {t['tool.export']}
      </button>
      <button type="button" class="gx-btn" onClick={props.onLoadRecord}>
        {t['tool.load']}
      </button>
    </>
  );

  const top = (
    <>
      <StatusBar view={view} seats={seats} lang={lang} thinking={game.thinking} waitsForYou={props.hold === 'person'} />
      <Toolbar
        lang={lang}
        idBase={idBase}
        undo={game.undo}
        canResign={state.phase !== 'game-over' && (computer || seat !== null)}
        canHint={myTurn}
        fourColour={props.fourColour}
        onNew={props.onNewGame}
        onResign={() => setDialog('resign')}
        onUndo={() => (game.undo.ok ? game.undoLast() : undefined)}
        onHint={game.requestHint}
        onFourColour={props.onFourColour}
        onCopyLink={copyLink}
        sound={props.sound}
        onSound={props.onSound}
        wide={wide}
        menuExtras={wide ? null : logTools}
      />
    </>
  );
  const below = (
    <>
      <HintBox hint={game.hint} lang={lang} decision={game.decision} />
      <p class="gx-notice" role="status" data-notice="">
        {noticeText}
      </p>
      {cannotSave ? <p class="gx-note gx-note--warn">{t['stored.cannotSave']}</p> : null}
    </>
  );
  return (
    <div
      ref={root}
      class={`gx-play not-content${props.fourColour ? ' gx-four' : ''}`}
      lang={lang}
      data-game-phase={state.phase}
      data-turn={turn}
      data-action-count={state.actionCount}
      data-opponent={session.config.opponent}
      aria-label={t['table.label']}
      role="region"
      tabIndex={-1}
      onFocusIn={() => {
        hadFocus.current = true;
      }}
      onFocusOut={(event) => {
        const next = (event as FocusEvent).relatedTarget as Node | null;
        if (next && !root.current?.contains(next)) hadFocus.current = false;
      }}
    >
      <h2 class="gx-sr">{t['table.label']}</h2>
      {handOffTo !== null ? (
        <div class="gx-layout gx-layout--handoff">
          <div class="gx-main">
            {top}
            <HandOff to={handOffTo} seats={seats} lang={lang} latest={latest} onShow={game.takeSeat} idBase={idBase} />
            <div class="gx-seats">
              <SeatPanel view={view} player={0} seats={seats} lang={lang} />
              <SeatPanel view={view} player={1} seats={seats} lang={lang} />
            </div>
          </div>
        </div>
      ) : (
        <TableLayout
          view={view}
          seats={seats}
          lang={lang}
          canAct={canAct}
          act={game.act}
          idBase={idBase}
          thinking={game.thinking}
          waitsForYou={props.hold === 'person'}
          level={computer ? session.config.opponent : null}
          openHands={null}
          log={log}
          top={top}
          below={below}
          logTools={wide ? logTools : null}
          wide={wide}
          onNextDeal={game.nextDeal}
          onAgain={props.onNewGame}
          onExport={() => setDialog('export')}
          hint={hintMark}
        />
      )}
      <p class="gx-sr" aria-live="polite">
        {latest.length > 0 ? partsText(latest[latest.length - 1].parts, lang, t['list.sep']) : ''}
      </p>
      {dialog === 'resign' ? (
        <ConfirmDialog
          id={`${idBase}-resign`}
          title={t['resign.title']}
          text={format(t['resign.text'], { total: state.game.totals[computer ? 0 : (seat ?? 0)] })}
          confirmLabel={t['resign.confirm']}
          cancelLabel={t['setup.cancel']}
          onClose={() => setDialog(null)}
          onConfirm={() => game.resign()}
        />
      ) : null}
      {dialog === 'export' && exporter ? (
        <exporter.default
          text={formatRecord(session)}
          seed={session.config.seed}
          lang={lang}
          idBase={idBase}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
