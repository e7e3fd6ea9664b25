// /learn/practice/: the person's own costly decisions to retry, grouped by theme, with first-try accuracy per theme and the spaced schedule.
import { useEffect, useState } from 'preact/hooks';
import { toLang, type Lang } from '../../../i18n/lang.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { LearnWords } from '../../../i18n/learn.ts';
import { isCourseExercise } from '../lessons.ts';
import { browserStorage, type StorageLike } from '../../../storage/storage.ts';
import { say, sep } from '../words.ts';
import { MIN_GAIN } from '../../practice/constants.ts';
import PracticeItem from './PracticeItem.tsx';
import ProgressTransfer from './ProgressTransfer.tsx';
import { activeEntries, EMPTY_STORE, isDue, themeStats, type PracticeStore } from '../../practice/schedule.ts';
import { keepAnswer, readPractice } from '../../practice/storage.ts';
import { THEMES } from '../../practice/types.ts';
import '../../../styles/controls.css';
import '../learn.css';

/** Positions shown at once (the due ones first). */
export const SHOWN_AT_ONCE = 12;

export default function PracticePage(props: { lang: Lang; words: LearnWords }) {
  const lang = toLang(props.lang);
  const words = props.words ?? {};
  const [store, setStore] = useState<StorageLike | null>(null);
  const [practice, setPractice] = useState<PracticeStore>(EMPTY_STORE);
  const [damaged, setDamaged] = useState(false);
  const [ready, setReady] = useState(false);
  /** The positions of this visit, fixed when the page loads (an answered one stays in place until the next visit). */
  const [shown, setShown] = useState<string[]>([]);
  const [dueAtLoad, setDueAtLoad] = useState<Set<string>>(new Set());
  /** Whether a position was answered since the list was drawn: then the next round can be drawn (the schedule has moved). */
  const [answered, setAnswered] = useState(false);
  /** Which drawing of the list this is: each position is shown afresh in the next one. */
  const [round, setRound] = useState(0);

  const load = () => {
    const s = browserStorage();
    const read = readPractice(s);
    const active = activeEntries(read.practice).slice(0, SHOWN_AT_ONCE);
    setStore(s);
    setPractice(read.practice);
    setDamaged(read.damaged);
    setShown(active.map((e) => e.position.id));
    setDueAtLoad(new Set(active.filter((e) => isDue(read.practice, e)).map((e) => e.position.id)));
    setAnswered(false);
    setRound((r) => r + 1);
    setReady(true);
  };
  useEffect(load, []);

  const stats = themeStats(practice);
  const byId = new Map(practice.entries.map((e) => [e.position.id, e]));
  const visible = shown.map((id) => byId.get(id)).filter((e) => e !== undefined);
  let number = 0;

  return (
    <div class="gx-practice not-content" lang={lang} data-practice-page data-ready={ready ? 'true' : 'false'}>
      {damaged && (
        <p role="alert" data-practice-reset>
          {say(words, 'practice.damaged')}
        </p>
      )}
      {!ready && <p>{say(words, 'practice.loading')}</p>}
      {ready && store === null && <p>{say(words, 'practice.unsaved')}</p>}
      {ready && practice.entries.length === 0 && (
        <>
          <p data-practice-empty>{say(words, 'practice.empty', { min: MIN_GAIN })}</p>
          <p>
            <a class="gx-course__start" href={localePath(lang, '/play/')}>
              {say(words, 'practice.playDeal')}
            </a>
          </p>
        </>
      )}
      {ready && practice.entries.length > 0 && (
        <>
          <h2>{say(words, 'practice.themes')}</h2>
          <ul data-practice-themes>
            {stats
              .filter((t) => t.total > 0)
              .map((t) => (
                <li key={t.theme} data-theme={t.theme} data-first-right={t.firstRight} data-tried={t.tried}>
                  <strong>{say(words, `practice.theme.${t.theme}`)}</strong>
                  {sep(lang, 'label')}
                  {t.tried === 0
                    ? say(words, 'practice.statsNone', { total: t.total })
                    : say(words, 'practice.stats', {
                        total: t.total,
                        retired: t.retired,
                        right: t.firstRight,
                        tried: t.tried,
                        percent: Math.round((100 * t.firstRight) / t.tried),
                      })}
                </li>
              ))}
          </ul>
          <h2>{say(words, 'practice.list')}</h2>
          {visible.length === 0 && <p data-practice-done>{say(words, 'practice.allLearnt')}</p>}
          {THEMES.map((theme) => {
            const items = visible.filter((e) => e.position.theme === theme);
            if (items.length === 0) return null;
            return (
              <section key={theme} aria-labelledby={`gx-practice-${theme}`} data-practice-theme={theme}>
                <h3 id={`gx-practice-${theme}`}>{say(words, `practice.theme.${theme}`)}</h3>
                {/* Each position names its number itself ("Position 5", counted over the page), so the list is not numbered too. */}
                <ul class="gx-practice__list" style={{ listStyle: 'none', paddingInlineStart: 0 }}>
                  {items.map((entry) => {
                    number++;
                    const id = entry.position.id;
                    return (
                      <li key={`${round}:${id}`} data-practice-item={id} data-theme={theme} data-due={dueAtLoad.has(id) ? 'true' : 'false'}>
                        <PracticeItem
                          entry={entry}
                          number={number}
                          due={dueAtLoad.has(id)}
                          lang={lang}
                          words={words}
                          onFirstAnswer={(right) => {
                            const next = keepAnswer(store, id, right);
                            setPractice(next);
                            setAnswered(true);
                            const after = next.entries.find((e) => e.position.id === id);
                            return after ? { entry: after, turn: next.turn } : null;
                          }}
                        />
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </>
      )}
      {ready && answered && (
        <p class="gx-course__actions">
          {/* The list stays as drawn while it is being answered; this draws it again from the schedule. */}
          <button type="button" class="gx-btn gx-btn--primary" data-practice-next-round onClick={load}>
            {say(words, 'practice.nextRound')}
          </button>
        </p>
      )}
      {ready && <ProgressTransfer lang={lang} words={words} known={isCourseExercise} onImported={load} />}
    </div>
  );
}
