// One exercise of the course: shows a position, takes an answer by buttons, and lets the engine judge it.
//
// Usage (lesson MDX): <Exercise client:visible={{ rootMargin: '600px' }} {...exercise('tricks-2', 'ja')} /> (hydrated a screen ahead, so a
// tap on a phone is never lost to a button not yet live) — components/learn/islandProps.ts gives the id,
// the position (task), the question the engine built from it at build time, and only the words this exercise can show.
// The root carries data-exercise (the id) and data-exercise-state: unanswered | wrong | correct.
import { useState } from 'preact/hooks';
import { toLang, type Lang } from '../../i18n/lang.ts';
import type { LearnWords } from '../../i18n/learn.ts';
import { isRight, missNote, type QuestionData } from './answers.ts';
import CardChip from '../cards/CardChip.tsx';
import type { Option, SceneLine } from './question.ts';
import type { Task } from './tasks.ts';
import { browserStorage } from '../../storage/storage.ts';
import OptionButton from './OptionButton.tsx';
import { markDone } from './progress.ts';
import { recordFirstTry } from './scores.ts';
import { answerMark, gap, optionText, paramText, ruleLinks, say, sep, suitLabel } from './words.ts';
import '../../styles/controls.css';
import './learn.css';

/** Misses before the answer is shown. */
export const MISSES_BEFORE_ANSWER = 3;

type Verdict = 'unanswered' | 'wrong' | 'correct';

export interface ExerciseProps {
  id: string;
  lang: Lang;
  words: LearnWords;
  task: Task;
  /** The question built by the engine at build time (components/learn/islandProps.ts), with every right selection listed. */
  question: QuestionData;
}

function Scene(props: { line: SceneLine; lang: Lang; words: LearnWords }) {
  const { line, lang, words } = props;
  return (
    <div class="gx-ex__scene-row">
      <dt>{say(words, line.label)}</dt>
      <dd>
        {line.cards?.map((card, i) => (
          <CardChip key={i} card={card} lang={lang} />
        ))}
        {line.suit !== undefined && <span>{suitLabel(line.suit, lang)}</span>}
        {line.value !== undefined && <span>{line.value}</span>}
      </dd>
    </div>
  );
}

function OptionFace(props: { option: Option; lang: Lang; words: LearnWords; bidCaption: string | null }) {
  const { option, lang, words } = props;
  const v = option.view;
  if (v.type === 'card' || v.type === 'cards') {
    const cards = v.type === 'card' ? [v.card] : v.cards;
    return (
      <>
        {props.bidCaption && <span class="gx-ex__caption">{props.bidCaption}</span>}
        {cards.map((card, i) => (
          <CardChip key={i} card={card} lang={lang} large={v.type === 'card'} />
        ))}
      </>
    );
  }
  return <span>{v.type === 'suit' ? suitLabel(v.suit, lang) : optionText(option, words, lang)}</span>;
}

export default function Exercise(props: ExerciseProps) {
  const lang = toLang(props.lang);
  const words = props.words ?? {};
  // Built at build time (a position the engine refuses fails the build), so no engine code ships with the island.
  const question = props.question;
  const [selected, setSelected] = useState<string[]>([]);
  const [verdict, setVerdict] = useState<Verdict>('unanswered');
  const [misses, setMisses] = useState(0);
  // The last wrong selection, which the engine's note explains.
  const [missed, setMissed] = useState<string[]>([]);
  const [empty, setEmpty] = useState(false);
  const number = props.id.slice(props.id.lastIndexOf('-') + 1);
  const headingId = `ex-${props.id}-q`;
  const showAnswer = verdict !== 'correct' && misses >= MISSES_BEFORE_ANSWER;

  const judge = (choice: string[]) => {
    if (choice.length === 0) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    // The first answer of this exercise in this browser is its first try (the course index scores lessons by it).
    if (verdict === 'unanswered' && misses === 0) recordFirstTry(browserStorage(), props.id, isRight(question, choice));
    if (isRight(question, choice)) {
      setVerdict('correct');
      markDone(browserStorage(), props.id);
    } else {
      setVerdict('wrong');
      setMissed(choice);
      setMisses((m) => m + 1);
    }
  };
  const press = (id: string) => {
    if (!question.several) {
      setSelected([id]);
      judge([id]);
      return;
    }
    setEmpty(false);
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  };
  const links = ruleLinks(question.rule, lang);
  const why = Object.fromEntries(Object.entries(question.why.params).map(([k, v]) => [k, paramText(v, words, lang)]));
  const note = verdict === 'wrong' ? missNote(question, missed) : null;
  const noteText = note
    ? say(words, note.key, Object.fromEntries(Object.entries(note.params).map(([k, v]) => [k, paramText(v, words, lang)])))
    : null;
  const houseRule = question.houseRule;
  const houseRuleText = houseRule
    ? say(words, houseRule.key, Object.fromEntries(Object.entries(houseRule.params).map(([k, v]) => [k, paramText(v, words, lang)])))
    : null;
  const answerText = question.options
    .filter((o) => question.answer.includes(o.id))
    .map((o) => optionText(o, words, lang))
    .join(sep(lang, 'list'));

  return (
    <section class="gx-ex not-content" lang={lang} data-exercise={props.id} data-exercise-state={verdict} aria-labelledby={headingId}>
      <p class="gx-ex__q" id={headingId}>
        <strong>{say(words, 'ex.label', { n: number })}</strong>
        {sep(lang, 'heading')}
        {say(words, question.question)}
      </p>
      {question.scene.length > 0 && (
        <dl class="gx-ex__scene">
          {question.scene.map((line, i) => (
            <Scene key={i} line={line} lang={lang} words={words} />
          ))}
        </dl>
      )}
      <div class="gx-ex__options" role="group" aria-label={say(words, 'ex.options')}>
        {question.options.map((option) => {
          const isAnswer = showAnswer && question.answer.includes(option.id);
          const who = props.task.kind === 'bid' ? say(words, option.id === 'a' ? 'who.A' : 'who.B') : null;
          return (
            <OptionButton
              key={option.id}
              id={option.id}
              chosen={selected.includes(option.id)}
              several={question.several}
              mark={isAnswer ? answerMark(words, lang) : null}
              onPress={press}
            >
              <OptionFace option={option} lang={lang} words={words} bidCaption={who ? say(words, 'ex.bidOf', { who }) : null} />
            </OptionButton>
          );
        })}
      </div>
      {question.several && (
        <button type="button" class="gx-btn gx-btn--primary gx-ex__check" data-check onClick={() => judge(selected)}>
          {say(words, 'ex.check')}
        </button>
      )}
      <div class="gx-ex__feedback" role="status" aria-live="polite" data-feedback={verdict}>
        {empty && <p>{say(words, 'ex.emptyCheck')}</p>}
        {verdict === 'correct' && (
          <p>
            <strong class="gx-ex__ok">✓ {say(words, 'ex.right')}</strong>
            {gap(lang)}
            {say(words, question.why.key, why)}
          </p>
        )}
        {verdict === 'correct' && houseRuleText && <p data-house-rule>{houseRuleText}</p>}
        {verdict === 'wrong' && (
          <p>
            <strong class="gx-ex__no">✗ {say(words, 'ex.wrong')}</strong>
            {noteText && (
              <>
                {gap(lang)}
                <span data-miss={note?.key}>{noteText}</span>
              </>
            )}
          </p>
        )}
        {verdict === 'wrong' && (
          <p>
            {say(words, question.hint)}
            {gap(lang)}
            {say(words, 'ex.tryAgain')}
          </p>
        )}
        {showAnswer && (
          <p data-answer-text>
            {say(words, 'ex.answerIs')}
            {gap(lang)}
            {answerText}
          </p>
        )}
        {verdict !== 'unanswered' && (
          <p class="gx-ex__rule">
            {links.ruling && question.rule.ruling && (
              <>
                <a href={links.ruling}>{say(words, `rule.${question.rule.ruling}`)}</a>
                {say(words, 'ex.dotSep')}
              </>
            )}
            <a href={links.page}>
              {say(words, 'ex.page')}
              {sep(lang, 'label')}
              {say(words, `page.${question.rule.page}`)}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
