// The play page's island: resumes the saved game or starts one (options, shared links), and switches between game, replay and problems.
import '../../styles/controls.css';
import './play.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { format, toLang, type Lang } from '../../i18n/lang.ts';
import { DEFAULT_CONFIG, randomSeed, readLink, type GameConfig, type LinkProblem } from './setup/config.ts';
import ConfirmDialog from './dialogs/ConfirmDialog.tsx';
import { bringTableIntoView, focusNewTable } from './table/inView.ts';
import { currentState, startSession, type Session } from './session/session.ts';
import NewGameDialog from './setup/NewGameDialog.tsx';
import OptionsScreen from './setup/OptionsScreen.tsx';
import { forgetLink } from './setup/forgetLink.ts';
import TablesPending from './table/TablesPending.tsx';
import { openingFor, type Screen } from './session/startup.ts';
import { opensFriendGame } from './friend/entry.ts';
import { browserStorage, type StorageLike } from '../../storage/storage.ts';
import { clearSaved, loadPrefs, loadSaved, savePrefs, type Prefs } from './session/storage.ts';
import { loadStrings, stringsFor } from './words/strings.ts';
import { LinkProblemsNotice } from './setup/laterNotices.tsx';
import { dict } from './words/words.ts';
import { takeReplayRequest } from './history/replayRequest.ts';
import { useSound } from './sound/sound.ts';
import { useKeeper } from './history/keeper.ts';
// A game with a friend on another device (its code loads only when chosen: friend/FriendLoader).
import FriendLoader from './friend/FriendLoader.tsx';
import type { FriendStart } from './friend/FriendGame.tsx';
import { usePageModules } from './pageModules.ts';

export default function GameTable(props: { lang: Lang }) {
  const lang = toLang(props.lang);
  const idBase = `gx-${lang}`;
  // The page's entry provides the words, so the server and the first render in the browser both show the new-game options
  // (in the HTML from the start: no late paint, no shift); the saved game or a shared deal replaces them once read.
  const [screen, setScreen] = useState<Screen>(() => (stringsFor(lang) ? { kind: 'lobby' } : { kind: 'loading' }));
  /**
   * The seed offered in the options (empty in the server's HTML, which must match the first render; a fresh one at once
   * after, filled into the same form) and which showing of the options it is (a new one starts the form afresh).
   */
  const [lobby, setLobby] = useState({ seed: '', visit: 0 });
  const settled = useRef(false);
  const [dialog, setDialog] = useState<'new' | 'load' | 'link' | null>(null);
  const [pendingLink, setPendingLink] = useState<GameConfig | null>(null);
  const [linkProblems, setLinkProblems] = useState<LinkProblem[]>([]);
  const [prefs, setPrefs] = useState<Prefs>({ fourColour: false });
  const [fast, setFast] = useState(false);
  const sound = useSound();
  /** Keeps each game finished here in the browser's history (games against the computer and at this device). */
  const keeper = useKeeper(() => store.current);
  const store = useRef<StorageLike | null>(null);
  const gameId = useRef(0);
  const lastConfig = useRef<GameConfig>({ ...DEFAULT_CONFIG, seed: 'x' });
  /** The game as it stands (kept here so a replay can return to it). */
  const latest = useRef<Session | null>(null);

  /** Set when the person started or switched the table (not on page load): the new table is then brought into view. */
  const reveal = useRef(false);

  const play = (session: Session) => {
    keeper.opened(session);
    lastConfig.current = session.config;
    latest.current = session;
    setScreen({ kind: 'game', session, id: ++gameId.current });
  };
  const startGame = (config: GameConfig) => {
    setDialog(null);
    reveal.current = true;
    play(startSession(config));
  };

  const [ready, setReady] = useState(() => stringsFor(lang) !== null);
  /** The game table, fetched once the page is ready (the first load is the options only); the replay table and the record
   * loader while a record is chosen or replayed. */
  const later = usePageModules(
    ready,
    screen.kind === 'game' && currentState(screen.session).phase !== 'auction',
    dialog === 'load' || screen.kind === 'replay',
  );
  const { live, replay } = later;
  const [friend, setFriend] = useState<FriendStart | null>(null);
  /** A kept game asked for from the history page was not found in this browser. */
  const [keptMissing, setKeptMissing] = useState(false);
  const toLobby = () => {
    setLobby((shown) => ({ seed: randomSeed(), visit: screen.kind === 'lobby' ? shown.visit : shown.visit + 1 }));
    setScreen({ kind: 'lobby' });
  };

  useLayoutEffect(() => {
    if (!reveal.current || (screen.kind === 'game' ? live : screen.kind === 'replay' ? replay : null) === null) return;
    reveal.current = false;
    bringTableIntoView();
    focusNewTable();
  }, [screen, live, replay]);

  // The options hidden for a resume (RESUME_SCRIPT) come back, or give way to the table, before the next paint.
  useLayoutEffect(() => {
    if (settled.current) document.documentElement.removeAttribute('data-gx-resume');
  }, [screen, lobby]);

  useEffect(() => {
    loadStrings(lang).then(
      () => setReady(true),
      () => setReady(false),
    );
  }, []);

  useEffect(() => {
    if (!ready) return;
    store.current = browserStorage();
    setPrefs(loadPrefs(store.current));
    const replayId = takeReplayRequest();
    if (replayId !== null)
      import('./history/replayKept.ts')
        .then((kept) => kept.keptSession(store.current, replayId))
        .then((session) => {
          if (session === null) return setKeptMissing(true);
          reveal.current = true;
          setScreen({ kind: 'replay', session });
        }, later.fail);
    // Before the shared-deal parameters are read and removed: an invitation uses some of the same names.
    if (replayId === null && opensFriendGame(window.location.search, store.current)) {
      settled.current = true;
      setFriend({ kind: 'page' });
      return;
    }
    const link = readLink(window.location.search, DEFAULT_CONFIG);
    setFast(link.fast);
    setLinkProblems(link.problems);
    if (link.config || link.problems.length > 0) forgetLink();
    const opening = openingFor(link.config, store.current ? loadSaved(store.current) : { kind: 'empty' });
    settled.current = true;
    if (opening.kind === 'problem') setScreen(opening);
    else if (opening.kind === 'lobby') toLobby();
    else {
      play(opening.session);
      if (opening.offer) {
        setPendingLink(opening.offer);
        setDialog('link');
      }
    }
  }, [ready]);

  // Until the page's words have arrived (a moment after hydration) the table is an empty, busy box.
  if (!ready) return <div class="gx-play gx-play--busy not-content" lang={lang} aria-busy="true" />;
  const t = dict(lang);

  const toggleFour = () => {
    const next = { fourColour: !prefs.fourColour };
    setPrefs(next);
    savePrefs(store.current, next);
  };
  const newConfig = (): GameConfig => ({ ...lastConfig.current, seed: randomSeed() });
  // A game with a friend on another device, from the first options or from the New game dialog (closed first).
  const inviteFriend = (c: GameConfig) => {
    setDialog(null);
    setFriend({ kind: 'invite', options: { jokers: c.jokers, target: c.target, trickRule: c.trickRule } });
  };
  const joinByCode = () => {
    setDialog(null);
    setFriend({ kind: 'code' });
  };
  const gameInProgress = screen.kind === 'game';

  const linkMessages = linkProblems.length > 0 ? <LinkProblemsNotice problems={linkProblems} lang={lang} /> : null;

  let body;
  if (friend !== null) {
    body = (
      <FriendLoader
        lang={lang}
        idBase={`${idBase}-friend`}
        start={friend}
        storage={store.current as Storage | null}
        loading={t['table.loading']}
        failed={t['table.loadFailed']}
        onExit={() => {
          setFriend(null);
          toLobby();
        }}
      />
    );
  } else if (screen.kind === 'game') {
    // Until the table's file has arrived (or if it could not be fetched), a placeholder says so.
    body = live ? (
      <live.default
        key={screen.id}
        initial={screen.session}
        lang={lang}
        idBase={idBase}
        store={store.current}
        fast={fast}
        fourColour={prefs.fourColour}
        onFourColour={toggleFour}
        sound={sound.on}
        onSound={sound.toggle}
        onNewGame={() => setDialog('new')}
        onLoadRecord={() => setDialog('load')}
        onView={sound.hear}
        onSession={(session) => {
          keeper.changed(session);
          lastConfig.current = session.config;
          latest.current = session;
        }}
      />
    ) : (
      <TablesPending lang={lang} failed={later.failed} />
    );
  } else if (screen.kind === 'replay') {
    body = replay ? (
      <replay.default
        session={screen.session}
        lang={lang}
        idBase={idBase}
        fourColour={prefs.fourColour}
        onExit={() => {
          reveal.current = true;
          if (latest.current) play(latest.current);
          else if (opensFriendGame('', store.current)) setFriend({ kind: 'page' });
          else toLobby();
        }}
      />
    ) : (
      <TablesPending lang={lang} failed={later.failed} />
    );
  } else {
    body = (
      <OptionsScreen
        screen={screen}
        lang={lang}
        idBase={idBase}
        fourColour={prefs.fourColour}
        options={{ ...lastConfig.current, seed: lobby.seed }}
        visit={lobby.visit}
        onStart={startGame}
        onFriend={inviteFriend}
        onFriendCode={joinByCode}
        onLoadRecord={() => setDialog('load')}
        onRestart={() => {
          if (store.current) clearSaved(store.current);
          toLobby();
        }}
      />
    );
  }

  return (
    <>
      {linkMessages}
      {keptMissing ? (
        <p class="gx-note gx-note--warn" role="alert" data-kept-missing="">
          {t['history.missing']}
        </p>
      ) : null}
      {body}
      {dialog === 'new' ? (
        <NewGameDialog
          lang={lang}
          idBase={idBase}
          initial={newConfig()}
          replacing={gameInProgress && latest.current !== null && currentState(latest.current).phase !== 'game-over'}
          onStart={startGame}
          onFriend={inviteFriend}
          onFriendCode={joinByCode}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'load' && later.failed && !later.loader ? (
        <p class="gx-note gx-note--warn" role="alert">
          {t['table.loadFailed']}
        </p>
      ) : null}
      {dialog === 'load' && later.loader ? (
        <later.loader.default
          lang={lang}
          idBase={idBase}
          onClose={() => setDialog(null)}
          onLoad={(session) => {
            setDialog(null);
            reveal.current = true;
            setScreen({ kind: 'replay', session });
          }}
        />
      ) : null}
      {dialog === 'link' && pendingLink ? (
        <ConfirmDialog
          id={`${idBase}-link`}
          title={t['link.confirmTitle']}
          text={format(t['link.confirmText'], { seed: pendingLink.seed })}
          confirmLabel={t['link.confirmYes']}
          cancelLabel={t['link.confirmNo']}
          onClose={() => setDialog(null)}
          onConfirm={() => startGame(pendingLink)}
        />
      ) : null}
    </>
  );
}
