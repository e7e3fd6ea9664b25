// The coached first deal: the play page's own table (LiveTable) on a fixed deal against the computer, with a coach beside it.
//
// Nothing of the game is re-implemented: the table, the computer player and the session come from src/components/play;
// the coach only reads the session (coachNotes.ts). Taking a trump back re-opens the table on the session cut short.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { toLang, type Lang } from '../../i18n/lang';
import type { LearnWords } from '../../i18n/learn';
import { localePath } from '../../i18n/paths';
import type { GameConfig } from '../play/setup/config';
import LiveTable from '../play/table/LiveTable';
import { startSession, truncateSession, type Session } from '../play/session/session';
import { loadStrings } from '../play/words/strings';
import '../controls/buttons.css';
import '../play/play.css';
import { coachNotes } from './coachNotes';
import { gap, say, sep } from './words';
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
  const notes = useMemo(() => coachNotes(session, words, lang), [session]);
  const reopen = (next: Session) => {
    setSession(next);
    setTable((t) => ({ key: t.key + 1, initial: next }));
  };

  return (
    <div class="gx-coached not-content" lang={lang} data-coached-deal data-coach-ready={ready ? 'true' : 'false'}>
      <aside class="gx-coach" aria-labelledby="gx-coach-title" data-coach>
        <h2 id="gx-coach-title">{say(words, 'coach.title')}</h2>
        {notes.now && (
          <p data-coach-now>
            <strong>
              {say(words, 'coach.now')}
              {sep(lang, 'colon')}
            </strong>
            {gap(lang)}
            {notes.now}
          </p>
        )}
        <p data-coach-last aria-live="polite">
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
        {notes.mistake && (
          <p class="gx-coach__note" data-coach-mistake>
            {notes.mistake.text}
            {notes.mistake.keep !== null && (
              <>
                {gap(lang)}
                <button type="button" class="gx-btn" data-take-back onClick={() => reopen(truncateSession(session, notes.mistake!.keep!))}>
                  {say(words, 'coach.takeBack')}
                </button>
              </>
            )}
          </p>
        )}
        {notes.end && (
          <div data-coach-end>
            <p>{notes.end}</p>
            <p class="gx-course__actions">
              <a class="gx-course__start" href={localePath(lang, '/play/')} data-play-real>
                {say(words, 'coach.playReal')}
              </a>
              <button type="button" class="gx-btn" onClick={() => reopen(startSession(COACHED_DEAL))}>
                {say(words, 'coach.restart')}
              </button>
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
        />
      ) : (
        <p>{say(words, 'coach.loading')}</p>
      )}
    </div>
  );
}
