// The table of a game with a friend on another device: the shared table layout, the connection in words, the hint and
// its keyboard, the record of the checked deals, abandon, the protocol's verdicts.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { format, type Lang } from '../../../i18n/lang.ts';
import { HARMLESS_CODES, type PeerErrorCode } from '../../../peer/index.ts';
import ConfirmDialog from '../dialogs/ConfirmDialog.tsx';
import ExportDialog from '../dialogs/ExportDialog.tsx';
import { describeGame } from '../log/describe.ts';
import { useLaterPanels } from '../phases/laterPanelsPart.ts';
import HintBox from '../review/HintBox.tsx';
import { useKeepFriendGame } from '../history/keepFriend.ts';
import type { Entry } from '../session/session.ts';
import TableLayout from '../table/TableLayout.tsx';
import { useHotkeys } from '../table/useHotkeys.ts';
import { useWide } from '../table/useWide.ts';
import { dict, engineErrorText } from '../words/words.ts';
import { friendRecord, uncheckedLines } from './friendRecord.ts';
import type { FriendGame } from './useFriendGame.ts';
import { useFriendHint } from './useFriendHint.ts';
import Waiting from './Waiting.tsx';
import { failureText, friendSeats, friendWords } from './words.ts';

const noop = (): void => undefined;

export default function FriendTable(props: {
  game: FriendGame;
  lang: Lang;
  idBase: string;
  /** The room code (names the record's file; the deals never come from it). */
  room: string;
  /** The other player's name, when their invitation gave one. */
  opponentName: string | null;
  onExit(): void;
}) {
  const { game, lang, idBase } = props;
  const t = friendWords(lang);
  const play = dict(lang);
  const wide = useWide();
  const root = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<'abandon' | 'export' | null>(null);
  const reply = game.reply;
  const view = reply?.view ?? null;
  const seats = friendSeats(view?.player ?? 0, lang, props.opponentName);
  const log = useMemo(() => (view === null ? [] : describeGame(view, seats, lang, view.player)), [view, lang]);
  const stopped = reply !== null && (reply.failure !== null || reply.abandonedBy !== null);
  // A deal's review, its place in the record and the next deal wait for the end-of-deal check: both hands are known only then.
  const checking = view !== null && reply !== null && (view.phase === 'deal-over' || view.phase === 'game-over') && !reply.audited;
  // The later phases' panels are fetched once the game is under way: until they are here the table shows no choices, so
  // it is nobody's turn on it yet (a game resumed past the auction waits a moment for them).
  const pastAuction = view !== null && view.phase !== 'auction';
  const { panels } = useLaterPanels(pastAuction);
  const panelsReady = !pastAuction || panels !== null;
  const canAct = reply !== null && reply.ready && !reply.sealed && !stopped && !checking && panelsReady;
  const myTurn = canAct && view !== null && view.legalActions.length > 0;
  const ownMoves = reply === null ? 0 : reply.journal.steps.filter((step) => 'acted' in step).length;
  const hint = useFriendHint(view, props.room, ownMoves, myTurn);
  useKeepFriendGame(view, reply, props.room, props.opponentName);
  // From the deal's first trick the review's judgement of this player's auction begins in the background, from their own
  // view (the other's hidden cards never reach this page), as at the computer's table: its estimates are then on
  // screen soon after the deal ends.
  useEffect(() => {
    if (view?.phase === 'tricks') import('../../computer/auctionJudgements.ts').then((judge) => judge.judgeOwnAuctionEarly(view), noop);
  }, [view]);
  const has = (type: string) => myTurn && view !== null && view.legalActions.some((a) => a.type === type);
  const press = (type: 'pass' | 'take' | 'cede') => () => view !== null && game.act({ type, player: view.player });
  useHotkeys(
    root,
    {
      h: myTurn ? hint.request : undefined,
      p: has('pass') ? press('pass') : undefined,
      t: has('take') ? press('take') : undefined,
      c: has('cede') ? press('cede') : undefined,
    },
    dialog === null,
  );
  const dealt = reply !== null && view !== null && (reply.ready || view.phase !== 'auction' || view.auctions.length > 0);
  // No table until the first deal exists: the engine's state before it holds made-up cards, never to be shown.
  // (Between deals the table stays, its log and totals with it, and says it is dealing.)
  if (reply === null || view === null || (!dealt && view.dealNumber === 1))
    return <Waiting game={game} lang={lang} friendName={props.opponentName} onExit={props.onExit} />;

  const act = (entry: Entry): boolean => (entry.type === 'resign' ? false : game.act(entry));
  const over = view.phase === 'game-over' && reply.audited;
  const waitingWord = !dealt
    ? t['friend.dealing']
    : checking
      ? game.keysLeft !== null && game.status === 'connected'
        ? format(t['friend.keysWait'], { seconds: game.keysLeft })
        : t['friend.checking']
      : over
        ? t['friend.gameOver']
        : reply.sealed
          ? t['friend.sealed']
          : !canAct || view.legalActions.length === 0
            ? t['friend.theirTurn']
            : '';
  // A deal that ended but was not checked (yet, or ever): its totals are this browser's count, never a result.
  const unchecked = checking ? (stopped ? t['friend.uncheckedStopped'] : t['friend.uncheckedWhile']) : undefined;
  const exportable = reply.deals.length > 0 || (checking && stopped);
  const refusal =
    game.refused !== null && !HARMLESS_CODES.has(game.refused as PeerErrorCode) && reply.failure === null
      ? game.refused === 'illegal-move'
        ? engineErrorText('other', lang)
        : failureText(game.refused as PeerErrorCode, lang)
      : '';
  const top = (
    <div class="gx-friend__bar">
      <p
        class="gx-friend__status"
        role="status"
        data-link-status={game.status}
        data-link-path={game.status === 'connected' ? game.path : undefined}
        data-keys-left={checking && !stopped ? game.keysLeft : undefined}
      >
        {t[`link.${game.status}`]} {game.status === 'connected' ? t[`link.via.${game.path}`] : ''}{' '}
        {stopped || game.status === 'closed' ? '' : waitingWord}
        {game.refusedFrames > 0 ? (
          <small class="gx-friend__refused" data-refused-frames={game.refusedFrames}>
            {' '}
            {format(t['friend.refusedFrames'], { count: game.refusedFrames })}
          </small>
        ) : null}
      </p>
      <div class="gx-toolbar" role="group" aria-label={play['tool.label']}>
        <button type="button" class="gx-btn" disabled={!myTurn} aria-keyshortcuts="H" onClick={hint.request}>
          {play['tool.hint']}
          <kbd class="gx-kbd" aria-hidden="true">
            H
          </kbd>
        </button>
        <button
          type="button"
          class="gx-btn"
          disabled={!exportable}
          aria-describedby={!exportable ? `${idBase}-export-none` : undefined}
          data-friend-export=""
          onClick={() => setDialog('export')}
        >
          {play['tool.export']}
        </button>
        {stopped || over ? (
          <button type="button" class="gx-btn" onClick={props.onExit}>
            {t['friend.back']}
          </button>
        ) : (
          <button type="button" class="gx-btn" onClick={() => setDialog('abandon')}>
            {t['friend.abandon']}
          </button>
        )}
        {!exportable ? (
          <span id={`${idBase}-export-none`} class="gx-sr">
            {t['friend.exportNone']}
          </span>
        ) : null}
      </div>
    </div>
  );
  const below = (
    <>
      <HintBox hint={hint.hint} lang={lang} decision={hint.decision} />
      {reply.failure !== null ? (
        <p class="gx-problem" role="alert" data-peer-failure={reply.failure.code} data-peer-detail={reply.failure.detail}>
          {failureText(reply.failure.code, lang)} {t['friend.stopped']}
        </p>
      ) : null}
      {reply.abandonedBy !== null ? (
        <p class="gx-note gx-note--warn" role="alert" data-abandoned={reply.abandonedBy === view.player ? 'me' : 'friend'}>
          {reply.abandonedBy === view.player ? t['friend.abandonedByMe'] : t['friend.abandonedByFriend']}
        </p>
      ) : null}
      <p class="gx-notice" role="status" data-notice="">
        {refusal}
      </p>
    </>
  );
  const totals = view.phase === 'game-over' ? view.result.totals : view.totals;
  return (
    <div
      ref={root}
      class="gx-play not-content"
      lang={lang}
      data-game-phase={view.phase}
      data-action-count={view.actionCount}
      data-opponent="friend"
      data-turn={canAct && view.legalActions.length > 0 ? 'human' : 'none'}
      data-seat={view.player}
      data-totals={`${totals[0]},${totals[1]}`}
      data-dealt={dealt ? 'true' : 'false'}
      data-audited-deals={reply.deals.length}
      data-deals-ended={view.deals.length}
      data-friend-table=""
      role="region"
      aria-label={t['friend.title']}
    >
      <h2 class="gx-sr">{play['table.label']}</h2>
      <TableLayout
        view={view}
        seats={seats}
        lang={lang}
        canAct={canAct}
        act={act}
        reviewable={!checking}
        unchecked={unchecked}
        idBase={idBase}
        thinking={false}
        level={null}
        openHands={null}
        log={log}
        top={top}
        below={below}
        logTools={null}
        wide={wide}
        onNextDeal={() => {
          if (view.phase === 'deal-over' && view.nextDealer === view.player) game.act({ type: 'next-deal', player: view.player });
        }}
        onExport={exportable ? () => setDialog('export') : undefined}
      />
      {dialog === 'export' ? (
        <ExportDialog
          text={
            friendRecord(view.options, props.room, reply.deals) +
            (checking && stopped ? uncheckedLines(view, reply.failure === null ? 'abandoned' : reply.failure.code) : '')
          }
          seed={`friend-${props.room}`}
          lang={lang}
          idBase={idBase}
          note={checking && stopped ? t['friend.exportUnchecked'] : t['friend.exportNote']}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'abandon' ? (
        <ConfirmDialog
          id={`${idBase}-abandon`}
          title={t['friend.abandon']}
          text={t['friend.abandonConfirm']}
          confirmLabel={t['friend.abandon']}
          cancelLabel={t['friend.keepPlaying']}
          onClose={() => setDialog(null)}
          onConfirm={() => game.abandon()}
        />
      ) : null}
    </div>
  );
}
