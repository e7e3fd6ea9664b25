// The course's lesson list: each lesson's goal, exercise count and progress in this browser, and a Start link.
import { useEffect, useState } from 'preact/hooks';
import { toLang, type Lang } from '../../i18n/lang.ts';
import type { LearnWords } from '../../i18n/learn.ts';
import { localePath } from '../../i18n/paths.ts';
import { firstUnfinished, isCourseExercise, lessonDone, LESSONS } from './lessons.ts';
import { browserStorage, remove, type StorageLike } from '../../storage/storage.ts';
import { forgetProgress, readProgress, type Progress } from './progress.ts';
import ProgressTransfer from './practice/ProgressTransfer.tsx';
import ConfirmButton from './ConfirmButton.tsx';
import { lessonScore, NO_TRIES, readFirstTries, resetLesson, SCORES_KEY, type FirstTries } from './scores.ts';
import { say } from './words.ts';
import '../../styles/controls.css';
import './learn.css';

export interface CourseIndexProps {
  lang: Lang;
  words: LearnWords;
}

export default function CourseIndex(props: CourseIndexProps) {
  const lang = toLang(props.lang);
  const words = props.words ?? {};
  const [progress, setProgress] = useState<Progress>({ version: 1, done: [] });
  const [damaged, setDamaged] = useState(false);
  const [store, setStore] = useState<StorageLike | null>(null);
  const [ready, setReady] = useState(false);
  const [tries, setTries] = useState<FirstTries>(NO_TRIES);

  const load = () => {
    const s = browserStorage();
    const read = readProgress(s, isCourseExercise);
    setStore(s);
    setProgress(read.progress);
    setDamaged(read.damaged);
    setTries(readFirstTries(s, isCourseExercise));
    setReady(true);
  };
  useEffect(load, []);

  const next = firstUnfinished(progress);
  const doneLessons = LESSONS.filter((l) => lessonDone(progress, l) === l.exercises.length).length;
  const href = (slug: string) => localePath(lang, `/learn/${slug}/`);
  const startLabel =
    next === null
      ? say(words, 'index.review')
      : progress.done.length === 0
        ? say(words, 'index.start')
        : say(words, 'index.continue', { lesson: say(words, `lesson.${next.slug}`) });

  return (
    <div class="gx-course-index not-content" lang={lang} data-course-index data-ready={ready ? 'true' : 'false'}>
      {damaged && (
        <p role="alert" data-progress-reset>
          {say(words, 'index.damaged')}
        </p>
      )}
      {ready && store === null && <p>{say(words, 'index.unsaved')}</p>}
      <div class="gx-course__actions">
        <a class="gx-course__start" href={href((next ?? LESSONS[0]).slug)} data-start>
          {startLabel}
        </a>
        <span data-summary>{say(words, 'index.summary', { done: doneLessons, total: LESSONS.length })}</span>
      </div>
      <ol class="gx-course" aria-label={say(words, 'index.label')}>
        {LESSONS.map((lesson, i) => {
          const done = lessonDone(progress, lesson);
          const n = lesson.exercises.length;
          const status =
            done === n ? say(words, 'index.done') : done === 0 ? say(words, 'index.notYet') : say(words, 'index.partly', { done, n });
          const ids = lesson.exercises.map((e) => e.id);
          const score = lessonScore(tries, ids);
          const started = done > 0 || score.tried > 0;
          return (
            <li
              key={lesson.slug}
              data-lesson={lesson.slug}
              data-lesson-done={done === n ? 'true' : 'false'}
              data-first-right={score.right}
              data-first-tried={score.tried}
            >
              <a href={href(lesson.slug)}>
                {i + 1}. {say(words, `lesson.${lesson.slug}`)}
              </a>
              <span class="gx-course__status">
                {say(words, 'index.exercises', { n })}
                {say(words, 'index.dotSep')}
                {done === n ? '✓ ' : ''}
                {status}
                {score.tried > 0 && (
                  <>
                    {say(words, 'index.dotSep')}
                    <span data-lesson-score>{say(words, 'index.score', score)}</span>
                  </>
                )}
              </span>
              {started && (
                <ConfirmButton
                  hook="lesson-reset"
                  hookValue={lesson.slug}
                  label={say(words, 'index.reset')}
                  ariaLabel={say(words, 'index.resetLabel', { lesson: say(words, `lesson.${lesson.slug}`) })}
                  question={say(words, 'index.resetAsk', { lesson: say(words, `lesson.${lesson.slug}`) })}
                  yes={say(words, 'index.resetYes')}
                  no={say(words, 'index.keep')}
                  onConfirm={() => {
                    resetLesson(store, ids);
                    load();
                  }}
                  focusAfter={() => document.querySelector<HTMLElement>(`[data-lesson="${lesson.slug}"] a`)}
                />
              )}
              <p class="gx-course__goal">{say(words, `lesson.${lesson.slug}.goal`)}</p>
            </li>
          );
        })}
      </ol>
      <p>
        <a href={localePath(lang, '/learn/practice/')} data-practice-link>
          {say(words, 'index.practice')}
        </a>
      </p>
      {progress.done.length > 0 && (
        <p>
          <ConfirmButton
            hook="progress-forget"
            label={say(words, 'index.forget')}
            question={say(words, 'index.forgetAsk')}
            yes={say(words, 'index.forgetYes')}
            no={say(words, 'index.keep')}
            onConfirm={() => {
              forgetProgress(store);
              remove(store, SCORES_KEY);
              setProgress({ version: 1, done: [] });
              setTries(NO_TRIES);
            }}
            focusAfter={() => document.querySelector<HTMLElement>('[data-course-index] [data-start]')}
          />
        </p>
      )}
      {ready && <ProgressTransfer lang={lang} words={words} known={isCourseExercise} onImported={load} />}
    </div>
  );
}
