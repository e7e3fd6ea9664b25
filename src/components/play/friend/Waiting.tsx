// Before the first deal exists: the state in words (no cards), Retry and the settings when no relay answers, or the verdict
// of a game stopped that early.
import { format, type Lang } from '../../../i18n/lang.ts';
import type { ComponentChildren } from 'preact';
import type { FriendGame } from './useFriendGame.ts';
import { failureText, friendWords } from './words.ts';

/** Before the deal exists: the state in words (no cards), Retry and the settings when no relay answers. */
export default function Waiting(props: { game: FriendGame; lang: Lang; friendName: string | null; onExit(): void }) {
  const { game, lang } = props;
  const t = friendWords(props.lang);
  const name = props.friendName;
  const words =
    game.status === 'no-relay'
      ? t['link.no-relay']
      : game.status === 'connected'
        ? name !== null
          ? format(t['friend.joined'], { name })
          : t['friend.dealing']
        : game.status === 'connecting'
          ? t['link.connecting']
          : name !== null
            ? format(t['friend.waitingFor'], { name })
            : t['link.waiting'];
  const reply = game.reply;
  if (game.full) {
    // A browser with the link but no seat: said plainly, with nothing about either player (they are not at fault).
    return (
      <Stopped lang={lang} back={t['friend.back']} onExit={props.onExit}>
        <p class="gx-note" role="alert" data-friend-full="">
          {t['friend.full']}
        </p>
      </Stopped>
    );
  }
  if (reply !== null && (reply.failure !== null || reply.abandonedBy !== null)) {
    // Stopped before the deal existed (a deck refused as its cards opened, or an abandon): the verdict, and the way back.
    return (
      <Stopped lang={lang} back={t['friend.back']} onExit={props.onExit}>
        {reply.failure !== null ? (
          <p class="gx-problem" role="alert" data-peer-failure={reply.failure.code} data-peer-detail={reply.failure.detail}>
            {failureText(reply.failure.code, lang)} {t['friend.stopped']}
          </p>
        ) : (
          <p class="gx-note gx-note--warn" role="alert" data-abandoned={reply.abandonedBy === reply.view.player ? 'me' : 'friend'}>
            {reply.abandonedBy === reply.view.player ? t['friend.abandonedByMe'] : t['friend.abandonedByFriend']}
          </p>
        )}
      </Stopped>
    );
  }
  return (
    <div class="gx-friend__waiting not-content" lang={lang} data-friend-table="" data-dealt="false" data-turn="none">
      <p class="gx-friend__status" role="status" data-link-status={game.status}>
        {words}
      </p>
      {game.alone ? (
        <p class="gx-note" data-friend-alone="">
          {t['friend.alone']}
        </p>
      ) : null}
      {game.status === 'no-relay' ? (
        <p class="gx-friend__actions">
          <button type="button" class="gx-btn gx-btn--primary" data-retry="" onClick={game.retry}>
            {t['friend.retry']}
          </button>{' '}
          <button
            type="button"
            class="gx-btn"
            data-open-settings=""
            onClick={(e) => {
              const details = e.currentTarget
                .closest('[data-friend-game]')
                ?.querySelector<HTMLDetailsElement>('details[data-friend-settings]');
              if (!details) return;
              details.open = true;
              details.querySelector('summary')?.focus();
              details.scrollIntoView({ block: 'nearest' });
            }}
          >
            {t['friend.openSettings']}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** The table before any deal, stopped: why (the children), and the way back. */
function Stopped(props: { lang: Lang; back: string; onExit: () => void; children: ComponentChildren }) {
  return (
    <div class="gx-friend__waiting not-content" lang={props.lang} data-friend-table="" data-dealt="false" data-turn="none">
      {props.children}
      <p>
        <button type="button" class="gx-btn" onClick={props.onExit}>
          {props.back}
        </button>
      </p>
    </div>
  );
}
