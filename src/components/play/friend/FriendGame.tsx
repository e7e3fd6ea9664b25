// A game with a friend on another device, loaded only when chosen: the invitation or the join screen, then the table.
import './friend.css';
import { useMemo, useState } from 'preact/hooks';
import { format, type Lang } from '../../../i18n/lang';
import type { FriendOptions } from '../../../peer/index.ts';
import FriendTable from './FriendTable';
import {
  displayCode,
  invitationLink,
  nameOf,
  nameProblem,
  NAME_LIMIT,
  newRoomCode,
  normaliseCode,
  pageRelay,
  readInvitation,
  type Invitation,
  type InvitationProblem,
} from './invite';
import { linkServers, loadSettings } from './linkSettings';
import Qr from './Qr';
import Settings from './Settings';
import { clearFriendSave, loadFriendSave, storeFriendSave, type FriendSave } from './storage';
import { useFriendGame } from './useFriendGame';
import { friendWords, optionsText } from './words';

/** How the page came to a game with a friend. */
export type FriendStart =
  | { readonly kind: 'invite'; readonly options: FriendOptions }
  | { readonly kind: 'link'; readonly invitation: Invitation }
  | { readonly kind: 'code' }
  | { readonly kind: 'resume'; readonly save: FriendSave }
  /** The page was opened with an invitation in its address, or with a game stored here: read them. */
  | { readonly kind: 'page' };

/** What the address and this browser's storage hold: resume, join, or a damaged invitation. */
function fromPage(storage: Storage | null): FriendStart | { readonly problem: InvitationProblem } | null {
  const invitation = readInvitation(window.location.search);
  const saved = loadFriendSave(storage);
  if (invitation !== null && 'problem' in invitation) return invitation;
  if (saved !== null && (invitation === null || invitation.room === saved.room)) return { kind: 'resume', save: saved };
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
        <button type="button" class="gx-btn" onClick={props.onExit}>
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
  const game = useFriendGame(save, servers, storage);
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
      {/* Always here (not inside the table once it exists), so that what is typed in it survives the first deal. */}
      {waiting ? invitation : null}
      <FriendTable
        game={game}
        lang={lang}
        idBase={props.idBase}
        room={save.room}
        opponentName={save.opponentName ?? null}
        onExit={props.onExit}
      />
      {/* The 'no relay' words advise setting one's own relay: the settings are then here, not only on the join screens. */}
      {game.status === 'no-relay' && !(waiting && props.onReinvite !== undefined) ? (
        <Settings lang={lang} idBase={props.idBase} storage={storage} />
      ) : null}
    </section>
  );
}

/** The name this browser last gave an invitation (remembered for the next one), or ''. */
const NAME_KEY = 'galapagos-friend-name';
function readName(storage: Storage | null): string {
  try {
    return nameOf(storage?.getItem(NAME_KEY) ?? '') ?? '';
  } catch {
    return '';
  }
}
function storeName(storage: Storage | null, name: string): void {
  try {
    if (name === '') storage?.removeItem(NAME_KEY);
    else storage?.setItem(NAME_KEY, name);
  } catch {
    /* not remembered: the link still carries it */
  }
}

function InvitationPanel(props: {
  lang: Lang;
  idBase: string;
  save: FriendSave;
  options: FriendOptions;
  storage: Storage | null;
  onReinvite?: () => void;
}) {
  const t = friendWords(props.lang);
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  const [name, setName] = useState(() => readName(props.storage));
  const problem = nameProblem(name);
  const href = invitationLink(new URL(window.location.href), {
    room: props.save.room,
    options: props.options,
    relay: props.save.relay,
    from: nameOf(name),
  });
  const nameId = `${props.idBase}-invite-name`;
  return (
    <div class="gx-friend__invite not-content" data-invitation="">
      <h3>{t['friend.title']}</h3>
      <p>{t['friend.inviteIntro']}</p>
      <p>{optionsText(props.options, props.lang)}</p>
      <p class="gx-friend__name">
        <label for={nameId}>{t['friend.yourName']}</label>
        <input
          id={nameId}
          type="text"
          autocomplete="nickname"
          maxLength={NAME_LIMIT * 2}
          value={name}
          aria-invalid={problem !== null ? 'true' : undefined}
          aria-describedby={`${nameId}-note`}
          data-invite-name=""
          onInput={(e) => {
            const typed = e.currentTarget.value;
            setName(typed);
            if (nameProblem(typed) === null) storeName(props.storage, typed.trim());
          }}
        />
        <span
          id={`${nameId}-note`}
          class={problem !== null ? 'gx-problem' : 'gx-setup__hint'}
          role={problem !== null ? 'alert' : undefined}
        >
          {problem !== null ? t[`friend.nameBad.${problem}`] : t['friend.yourNameHint']}
        </span>
      </p>
      <p>
        <span class="gx-friend__label">{t['friend.link']}: </span>
        <a href={href} data-invite-link="" class="gx-friend__link">
          {href}
        </a>
      </p>
      <p>
        <button
          type="button"
          class="gx-btn"
          onClick={() =>
            navigator.clipboard.writeText(href).then(
              () => setCopied('ok'),
              () => setCopied('failed'),
            )
          }
        >
          {t['friend.copy']}
        </button>{' '}
        <span role="status">{copied === 'ok' ? t['friend.copied'] : copied === 'failed' ? t['friend.copyFailed'] : ''}</span>
      </p>
      <Qr text={href} label={t['friend.qr']} />
      <p>
        <span class="gx-friend__label">{t['friend.code']}: </span>
        <strong data-room-code="" class="gx-friend__code">
          {displayCode(props.save.room)}
        </strong>
      </p>
      <p class="gx-setup__hint">{t['friend.codeHint']}</p>
      {props.onReinvite !== undefined ? (
        <Settings
          lang={props.lang}
          idBase={`${props.idBase}-invite`}
          storage={props.storage}
          onSaved={props.onReinvite}
          note={t['friend.settingsReinvite']}
        />
      ) : null}
    </div>
  );
}

function Join(props: {
  lang: Lang;
  idBase: string;
  start: FriendStart;
  relay: string | null;
  storage: Storage | null;
  onJoin(save: FriendSave): void;
}) {
  const t = friendWords(props.lang);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const invitation = props.start.kind === 'link' ? props.start.invitation : null;
  const valid = normaliseCode(code);
  if (invitation !== null) {
    return (
      <section class="gx-friend gx-friend__join" data-friend-join="">
        <h3>{t['friend.title']}</h3>
        <p data-invited-by={invitation.from ?? ''}>
          {invitation.from !== null ? format(t['friend.joinIntroFrom'], { name: invitation.from }) : t['friend.joinIntro']}
        </p>
        <p data-invited-options="">{optionsText(invitation.options, props.lang)}</p>
        <button
          type="button"
          class="gx-btn gx-btn--primary"
          data-join=""
          onClick={() =>
            props.onJoin({
              room: invitation.room,
              seat: 1,
              options: invitation.options,
              relay: invitation.relay ?? props.relay,
              opponentName: invitation.from,
              journal: null,
            })
          }
        >
          {t['friend.join']}
        </button>
        <Settings lang={props.lang} idBase={props.idBase} storage={props.storage} />
      </section>
    );
  }
  return (
    <form
      class="gx-friend gx-friend__join"
      noValidate
      data-friend-code=""
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (valid !== null) props.onJoin({ room: valid, seat: 1, options: null, relay: props.relay, journal: null });
      }}
    >
      <h3>{t['friend.joinCode']}</h3>
      <label for={`${props.idBase}-code`}>{t['friend.codeLabel']}</label>{' '}
      <input
        id={`${props.idBase}-code`}
        type="text"
        autocomplete="off"
        spellcheck={false}
        maxLength={20}
        value={code}
        aria-invalid={touched && valid === null ? 'true' : undefined}
        aria-describedby={`${props.idBase}-code-error`}
        onInput={(e) => setCode(e.currentTarget.value)}
      />{' '}
      <button type="submit" class="gx-btn gx-btn--primary">
        {t['friend.join']}
      </button>
      <p id={`${props.idBase}-code-error`} class="gx-problem" role="alert">
        {touched && valid === null ? t['friend.codeBad'] : ''}
      </p>
      <Settings lang={props.lang} idBase={props.idBase} storage={props.storage} />
    </form>
  );
}
