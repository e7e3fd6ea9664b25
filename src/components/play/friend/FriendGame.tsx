// A game with a friend on another device, loaded only when chosen: the invitation or the join screen, then the table.
import './friend.css';
import { useMemo, useState } from 'preact/hooks';
import { format, type Lang } from '../../../i18n/lang.ts';
import type { FriendOptions } from '../../../peer/index.ts';
import FriendTable from './FriendTable.tsx';
import InvitationPanel from './InvitationPanel.tsx';
import { newRoomCode, pageRelay, readInvitation, type Invitation, type InvitationProblem } from './invite.ts';
import Join from './Join.tsx';
import { readHistory } from '../history/history.ts';
import { playedToTheEnd } from './friendRecord.ts';
import { linkServers, loadSettings } from './linkSettings.ts';
import Settings from './Settings.tsx';
import { clearFriendSave, loadFriendSave, readName, storedFriendSaveIsOld, storeFriendSave, type FriendSave } from './storage.ts';
import { useFriendGame } from './useFriendGame.ts';
import { friendWords } from './words.ts';

/** How the page came to a game with a friend. */
export type FriendStart =
  | { readonly kind: 'invite'; readonly options: FriendOptions }
  | { readonly kind: 'link'; readonly invitation: Invitation }
  | { readonly kind: 'code' }
  | { readonly kind: 'resume'; readonly save: FriendSave }
  /** The page was opened with an invitation in its address, or with a game stored here: read them. */
  | { readonly kind: 'page' };

/** What the address and this browser's storage hold: resume, join, a game already over, or a damaged invitation. */
function fromPage(storage: Storage | null): FriendStart | { readonly problem: InvitationProblem | 'old-save' | 'over' } | null {
  if (storedFriendSaveIsOld(storage)) return { problem: 'old-save' };
  const invitation = readInvitation(window.location.search);
  const saved = loadFriendSave(storage);
  if (invitation !== null && 'problem' in invitation) return invitation;
  if (saved !== null && (invitation === null || invitation.room === saved.room)) return { kind: 'resume', save: saved };
  // Played to its end here (and its saved game since let go): the game is over, rather than a room nobody is in.
  if (invitation !== null && playedToTheEnd(readHistory(storage).games, invitation.room)) return { problem: 'over' };
  return invitation === null ? null : { kind: 'link', invitation };
}

export interface FriendGameProps {
  readonly lang: Lang;
  readonly idBase: string;
  readonly start: FriendStart;
  readonly storage: Storage | null;
  onExit(): void;
}

const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));

export default function FriendGame(props: FriendGameProps) {
  const { lang, storage } = props;
  const t = friendWords(lang);
  const [pageStart] = useState(() => (props.start.kind === 'page' ? fromPage(storage) : props.start));
  if (pageStart === null || 'problem' in pageStart) {
    return (
      <section class="gx-friend">
        <p class="gx-problem" role="alert">
          {pageStart === null ? '' : t[`friend.linkBad.${pageStart.problem}`]}
        </p>
        <button
          type="button"
          class="gx-btn"
          onClick={() => {
            // A game saved by an earlier version can never go on: forget it, or every visit would stop here again.
            if (pageStart !== null && pageStart.problem === 'old-save') clearFriendSave(storage);
            props.onExit();
          }}
        >
          {t['friend.back']}
        </button>
      </section>
    );
  }
  return <Started {...props} start={pageStart} />;
}

/**
 * A new invitation (a fresh room), stored. Its relay is the page's relay=, else the first relay of the player's own
 * settings, so that the invitation link carries it and the friend's page meets this one there.
 */
function newInvitation(storage: Storage | null, options: FriendOptions, pageRelay: string | null): FriendSave {
  const relay = pageRelay ?? loadSettings(storage)?.relays[0] ?? null;
  const fresh: FriendSave = { room: newRoomCode(random), seat: 0, options, relay, journal: null };
  storeFriendSave(storage, fresh);
  return fresh;
}

function Started(props: FriendGameProps) {
  const { lang, storage } = props;
  const relay = pageRelay(window.location.search);
  const [save, setSave] = useState<FriendSave | null>(() => {
    if (props.start.kind === 'resume') return props.start.save;
    if (props.start.kind !== 'invite') return null;
    return newInvitation(storage, props.start.options, relay);
  });
  const exit = () => {
    clearFriendSave(storage);
    props.onExit();
  };
  if (save === null) {
    return (
      <Join
        lang={lang}
        idBase={props.idBase}
        start={props.start}
        onJoin={(s) => {
          storeFriendSave(storage, s);
          setSave(s);
        }}
        relay={relay}
        storage={storage}
      />
    );
  }
  // Settings saved while the invitation waits make a new one (a new room, the new relay): the link is fixed at its making.
  const reinvite = save.seat === 0 && save.options !== null ? () => setSave(newInvitation(storage, save.options!, relay)) : undefined;
  return <Playing key={save.room} {...props} save={save} onExit={exit} onReinvite={reinvite} />;
}

function Playing(props: FriendGameProps & { save: FriendSave; onReinvite?: () => void }) {
  const { lang, save, storage } = props;
  const servers = useMemo(() => linkServers(save.relay, loadSettings(storage)), []);
  // This player's name goes to the friend's page (the inviter's is in the link too; the friend's only this way).
  const [myName] = useState(() => readName(storage) || null);
  const game = useFriendGame(save, servers, storage, myName);
  const friendName = game.friendName ?? save.opponentName ?? null;
  const t = friendWords(lang);
  const invitation =
    save.options === null ? null : (
      <InvitationPanel
        lang={lang}
        idBase={props.idBase}
        save={save}
        options={save.options}
        storage={storage}
        onReinvite={props.onReinvite}
      />
    );
  // The invitation shows until the friend is here and the first auction has begun; while it shows, its own settings
  // serve the 'no relay' advice too (saving there makes a new invitation).
  const view = game.reply?.view ?? null;
  const waiting =
    invitation !== null &&
    save.seat === 0 &&
    (view === null || (view.auctions.length === 0 && view.dealNumber === 1 && game.status !== 'connected'));
  return (
    <section class="gx-friend" data-friend-game="" data-room={save.room}>
      {save.relay !== null ? <p class="gx-setup__hint">{format(t['friend.relayOnly'], { relay: save.relay })}</p> : null}
      {/* The state in words first (no cards until the deal exists), then the invitation it is about. */}
      <FriendTable game={game} lang={lang} idBase={props.idBase} room={save.room} opponentName={friendName} onExit={props.onExit} />
      {/* Always here (not inside the table once it exists), so that what is typed in it survives the first deal. */}
      {waiting ? invitation : null}
      {/* The 'no relay' words advise setting one's own relay: the settings are then here, not only on the join screens. */}
      {game.status === 'no-relay' && !(waiting && props.onReinvite !== undefined) ? (
        <Settings lang={lang} idBase={props.idBase} storage={storage} />
      ) : null}
    </section>
  );
}
