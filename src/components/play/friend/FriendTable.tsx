// The table of a game with a friend on another device: the shared table layout, the connection in words, abandon, the protocol's verdicts.
import { useMemo, useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang';
import { HARMLESS_CODES, type PeerErrorCode } from '../../../peer/index.ts';
import ConfirmDialog from '../dialogs/ConfirmDialog';
import { describeGame } from '../log/describe';
import type { Entry } from '../session/session';
import TableLayout from '../table/TableLayout';
import { useWide } from '../table/useWide';
import { engineErrorText } from '../words/words';
import type { FriendGame } from './useFriendGame';
import { failureText, friendSeats, friendWords } from './words';

export default function FriendTable(props: {
  game: FriendGame;
  lang: Lang;
  idBase: string;
  invitation: preact.ComponentChildren;
  onExit(): void;
}) {
  const { game, lang, idBase } = props;
  const t = friendWords(lang);
  const wide = useWide();
  const [confirm, setConfirm] = useState(false);
  const reply = game.reply;
  const view = reply?.view ?? null;
  const seats = friendSeats(view?.player ?? 0, lang);
  const log = useMemo(() => (view === null ? [] : describeGame(view, seats, lang, view.player)), [view, lang]);
  if (reply === null || view === null)
    return (
      <p class="gx-friend__status" role="status">
        {t[`link.${game.status}`]}
      </p>
    );

  const stopped = reply.failure !== null || reply.abandonedBy !== null;
  const canAct = reply.ready && !reply.sealed && !stopped;
  const act = (entry: Entry): boolean => (entry.type === 'resign' ? false : game.act(entry));
  const dealt = reply.ready || view.phase !== 'auction' || view.auctions.length > 0;
  const waitingWord = !dealt
    ? t['friend.dealing']
    : reply.sealed
      ? t['friend.sealed']
      : !canAct || view.legalActions.length === 0
        ? t['friend.theirTurn']
        : '';
  const refusal =
    game.refused !== null && !HARMLESS_CODES.has(game.refused as PeerErrorCode) && reply.failure === null
      ? game.refused === 'illegal-move'
        ? engineErrorText('other', lang)
        : failureText(game.refused as PeerErrorCode, lang)
      : '';
  const top = (
    <div class="gx-friend__bar">
      <p class="gx-friend__status" role="status" data-link-status={game.status}>
        {t[`link.${game.status}`]} {stopped ? '' : waitingWord}
      </p>
      {stopped ? (
        <button type="button" class="gx-btn" onClick={props.onExit}>
          {t['friend.back']}
        </button>
      ) : (
        <button type="button" class="gx-btn" onClick={() => setConfirm(true)}>
          {t['friend.abandon']}
        </button>
      )}
    </div>
  );
  const below = (
    <>
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
      class="gx-play not-content"
      lang={lang}
      data-game-phase={view.phase}
      data-action-count={view.actionCount}
      data-opponent="friend"
      data-turn={canAct && view.legalActions.length > 0 ? 'human' : 'none'}
      data-seat={view.player}
      data-totals={`${totals[0]},${totals[1]}`}
      data-dealt={dealt ? 'true' : 'false'}
      data-friend-table=""
      role="region"
      aria-label={t['friend.title']}
    >
      {view.auctions.length === 0 && view.dealNumber === 1 && view.player === 0 && game.status !== 'connected' ? props.invitation : null}
      <TableLayout
        view={view}
        seats={seats}
        lang={lang}
        canAct={canAct}
        act={act}
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
      />
      {confirm ? (
        <ConfirmDialog
          id={`${idBase}-abandon`}
          title={t['friend.abandon']}
          text={t['friend.abandonConfirm']}
          confirmLabel={t['friend.abandon']}
          cancelLabel={t['friend.keepPlaying']}
          onConfirm={() => {
            setConfirm(false);
            game.abandon();
          }}
          onCancel={() => setConfirm(false)}
        />
      ) : null}
    </div>
  );
}
