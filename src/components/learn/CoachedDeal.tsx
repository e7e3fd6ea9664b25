// The coached first deal: the play page's own table (LiveTable) on a fixed deal against the computer, with a coach beside it.
//
// Nothing of the game is re-implemented: the table, the computer player and the session come from src/components/play;
// the coach only reads the session (coachNotes.ts). Taking a trump back re-opens the table on the session cut short.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { toLang, type Lang } from '../../i18n/lang.ts';
import type { LearnWords } from '../../i18n/learn.ts';
import { localePath } from '../../i18n/paths.ts';
import type { GameConfig } from '../play/setup/config.ts';
import LiveTable from '../play/table/LiveTable.tsx';
import { afterPress, pressing } from '../play/table/press.ts';
import { currentState, HUMAN, startSession, truncateSession, type Session } from '../play/session/session.ts';
import { solveDeclarationInParts } from '../computer/computer.ts';
import { workerJob } from '../computer/pool.ts';
import { playerView } from '../../engine/index.ts';
import { loadStrings } from '../play/words/strings.ts';
import '../../styles/controls.css';
import '../play/play.css';
import ClampedNote from './ClampedNote.tsx';
import { useAuctionJudgements } from './coachAuction.ts';
import { coachNotes, openDeclaration, type TrumpValues } from './coachNotes.ts';
import { gap, say, sep } from './words.ts';
import './learn.css';

/** The deal: one deal (target 1) against the easy computer under R7, the same cards every time, undo allowed. */
export const COACHED_DEAL: GameConfig = { seed: 'coach-7', opponent: 'easy', jokers: false, target: 1, undo: true, trickRule: 'parlett' };

export default function CoachedDeal(props: { lang: Lang; words: LearnWords }) {
  const lang = toLang(props.lang);
  const words = props.words ?? {};
  const [ready, setReady] = useState(false);
  const [session, setSession] = useState<Session>(() => startSession(COACHED_DEAL));
  const [table, setTable] = useState<{ key: number; initial: Session }>(() => ({ key: 0, initial: session }));
  useEffect(() => {
    loadStrings(lang).then(
      () => setReady(true),
      () => setReady(false),
    );
  }, []);
  const [trumps, setTrumps] = useState<TrumpValues | null>(null);
  /** The decision whose trumps are being solved (null when none is). */
  const [judging, setJudging] = useState<number | null>(null);
  // At the person's declaration, each trump's exact value is solved in a worker; the coach judges the trump by it.
  // The solve is not stopped when the person declares before it ends: the coach's note on the trump named needs it.
  // Only a solve for another position (or leaving the page) stops it.
  const declarationJob = useRef<{ readonly at: number; readonly cancel: () => void } | null>(null);
  useEffect(() => () => declarationJob.current?.cancel(), []);
  useEffect(() => {
    const state = currentState(session);
    if (state.phase !== 'melds' || state.step !== 'declare' || state.toAct !== HUMAN) return;
    const at = session.entries.length;
    if ((trumps !== null && trumps.at === at) || declarationJob.current?.at === at) return;
    declarationJob.current?.cancel();
    const job = workerJob((signal) => solveDeclarationInParts({ view: playerView(state, HUMAN) }, { signal }));
    declarationJob.current = { at, cancel: job.cancel };
    setJudging(at);
    const judged = (): void => setJudging((j) => (j === at ? null : j));
    job.result.then((solved) => {
      if (solved !== null && solved.exact) setTrumps({ at, values: solved.values, best: solved.best });
      judged();
    }, judged);
  }, [session]);
  // Each bid and take/cede of the person's is judged in a worker as it is made (coachAuction.ts): a costly one is remarked on.
  const auctionNote = useAuctionJudgements(session);
  const notes = useMemo(() => coachNotes(session, words, lang, trumps, auctionNote), [session, trumps, auctionNote]);
  // On a phone, at each of the person's decisions: the coach's words, the table and the choices on one screen. Watched
  // on the page itself (the table's attributes say whose turn it is). A decision is counted by the person's own moves, so
  // the other side's sealed bid arriving is not a new one. Once the reader scrolls (wheel, touch, keys, scroll bar) the
  // page is theirs until their next decision; and it never moves while a finger or button is down, so a press never
  // lands on what the page moved under it.
  const coach = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const decision = useRef(0);
  decision.current = session.entries.filter((e) => e.player === HUMAN).length;
  useEffect(() => {
    const home = root.current;
    if (!home) return;
    let seen = -1;
    let readerScrolled = false;
    // The play-off round's plays seen last: on a phone the round shows its last lines (learn.css), so a new play scrolls
    // it to its end; between plays the reader may scroll it back.
    let roundSeen = '';
    // Run as the page changes (a mutation observer's callback comes before the next paint) or its layout does (styles loading).
    const check = () => {
      const round = home.querySelector<HTMLElement>('[data-round-moves]');
      const plays = round
        ? `${round.dataset.roundMoves}/${home.querySelector('[data-game-phase]')?.getAttribute('data-action-count')}`
        : '';
      if (round && plays !== roundSeen) {
        const sentence = round.querySelector('p');
        if (sentence) sentence.scrollTop = sentence.scrollHeight;
      }
      roundSeen = plays;
      const game = home.querySelector<HTMLElement>('[data-game-phase]');
      if (!coach.current || !game || game.dataset.turn !== 'human' || !home.querySelector('[data-decision]')) return;
      if (pressing()) return afterPress(check);
      if (seen !== decision.current) {
        seen = decision.current;
        readerScrolled = false;
      }
      if (!readerScrolled && !allInView(coach.current)) keepOnOneScreen(coach.current);
    };
    const scrolled = () => (readerScrolled = true);
    const key = (event: KeyboardEvent) => SCROLL_KEYS.includes(event.key) && scrolled();
    // A press on the page's own scroll bar is on the root element.
    const press = (event: PointerEvent) => event.target === document.documentElement && scrolled();
    const listeners = [
      ['wheel', scrolled],
      ['touchmove', scrolled],
      ['keydown', key],
      ['pointerdown', press],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, { capture: true, passive: true });
    const observer = new MutationObserver(check);
    observer.observe(home, { childList: true, subtree: true, attributes: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resized?.observe(home);
    check();
    return () => {
      observer.disconnect();
      resized?.disconnect();
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, { capture: true });
    };
  }, []);
  // While the coach offers to take a costly trump back, the computer waits for the person's answer: taken back, or kept
  // (the declaration whose mistake the person chose to keep). Else the computer would answer it at once and the offer
  // would vanish before it could be read.
  const [kept, setKept] = useState<number | null>(null);
  const offered = notes.mistake !== null && notes.mistake.keep !== null && notes.mistake.keep !== kept ? notes.mistake.keep : null;
  // A trump named before its value is solved: the computer waits for the judgement too (a moment), so that the offer
  // can still come.
  const awaiting = judging === openDeclaration(session);
  // The offer is the person's next decision: brought into view where the table had the screen (a laptop's, after the trump
  // was named at its foot).
  useEffect(() => {
    const offer = coach.current?.querySelector('[data-coach-offer]');
    if (offered !== null && coach.current && offer && !inView(offer)) keepOnOneScreen(coach.current);
  }, [offered]);
  const reopen = (next: Session) => {
    setSession(next);
    setTable((t) => ({ key: t.key + 1, initial: next }));
    setKept(null);
  };

  const nowText = offered !== null ? say(words, 'coach.held') : awaiting ? say(words, 'coach.judging') : notes.now;
  const more = say(words, 'coach.more');
  const less = say(words, 'coach.less');

  return (
    <div class="gx-coached not-content" lang={lang} ref={root} data-coached-deal data-coach-ready={ready ? 'true' : 'false'}>
      <aside
        class="gx-coach"
        aria-labelledby="gx-coach-title"
        data-coach
        data-trump-values={trumps === null ? undefined : JSON.stringify(trumps.values)}
        ref={coach}
      >
        <h2 id="gx-coach-title">{say(words, 'coach.title')}</h2>
        {notes.now && (
          <ClampedNote attrs={{ 'data-coach-now': '' }} text={nowText} more={more} less={less}>
            <strong>
              {say(words, 'coach.now')}
              {sep(lang, 'colon')}
            </strong>
            {gap(lang)}
            {nowText}
          </ClampedNote>
        )}
        {notes.mistake && (
          <ClampedNote
            attrs={{ class: 'gx-coach__note', 'data-coach-mistake': notes.mistake.phase }}
            text={notes.mistake.text}
            whole={offered !== null}
            more={more}
            less={less}
          >
            {notes.mistake.text}
          </ClampedNote>
        )}
        {/* Outside the note, which scrolls inside a few lines on a phone: the answer is always in view. */}
        {offered !== null && (
          <p class="gx-course__actions" data-coach-offer>
            <button type="button" class="gx-btn" data-take-back onClick={() => reopen(truncateSession(session, offered))}>
              {say(words, 'coach.takeBack')}
            </button>
            <button type="button" class="gx-btn" data-keep-trump onClick={() => setKept(offered)}>
              {say(words, 'coach.keepTrump')}
            </button>
          </p>
        )}
        {notes.end && (
          <div data-coach-end>
            <p>{notes.end}</p>
            <p class="gx-course__actions">
              {/* Playing this deal again is the table's own "Play again", beside it. */}
              <a class="gx-course__start" href={localePath(lang, '/play/')} data-play-real>
                {say(words, 'coach.playReal')}
              </a>
            </p>
          </div>
        )}
      </aside>
      {ready ? (
        <LiveTable
          key={table.key}
          initial={table.initial}
          lang={lang}
          idBase={`gx-coach-${lang}`}
          store={null}
          fast={false}
          fourColour={false}
          onFourColour={() => undefined}
          onNewGame={() => reopen(startSession(COACHED_DEAL))}
          onLoadRecord={() => window.location.assign(localePath(lang, '/play/'))}
          onSession={setSession}
          hold={offered !== null ? 'person' : awaiting ? 'moment' : null}
        />
      ) : (
        <p>{say(words, 'coach.loading')}</p>
      )}
      {/* The last result: above the table on a wide screen, below it on a phone (learn.css), where the decision needs the room. */}
      <div class="gx-coach gx-coach--last" data-coach>
        <p data-coach-last aria-live="polite" tabIndex={notes.last ? 0 : undefined}>
          {notes.last && (
            <>
              <strong>
                {say(words, 'coach.last')}
                {sep(lang, 'colon')}
              </strong>
              {gap(lang)}
              {notes.last}
            </>
          )}
        </p>
      </div>
    </div>
  );
}

/** The keys that scroll the page or move the focus through it: once one is pressed, the reader has taken the page over. */
const SCROLL_KEYS: readonly string[] = ['Tab', 'PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' '];

/** Whether the coach, the table and the current choices are all wholly on screen below the page's header. */
function allInView(coach: HTMLElement): boolean {
  return [coach, ...Array.from(document.querySelectorAll<HTMLElement>('[data-table], [data-decision]'))].every(inView);
}

/** Whether an element is wholly on screen below the page's header. */
function inView(el: Element): boolean {
  const header = document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0;
  const box = el.getBoundingClientRect();
  return box.top >= header - 0.5 && box.bottom <= window.innerHeight + 0.5;
}

/** Scrolls the coach to just under the header (the caller checks that the coach, table and choices are not all in view). */
function keepOnOneScreen(coach: HTMLElement): void {
  const header = Math.max(0, document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0);
  const top = coach.getBoundingClientRect().top + window.scrollY - header - 2;
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior: 'instant' });
}
