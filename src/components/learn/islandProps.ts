// The props of the course's islands, built at build time by the lesson pages: each island gets only the words it can show.
import { courseEn, learnWordsOf, type LearnWords } from '../../i18n/learn.ts';
import type { Lang } from '../../i18n/lang.ts';
import { questionData, type QuestionData } from './answers.ts';
import { factsOf } from './course.ts';
import { buildQuestion } from './grade.ts';
import { missKeys } from './misses.ts';
import { EXERCISES } from './lessons.ts';
import type { Task } from './tasks.ts';

/** Every word key a value of an explanation mentions ({ word: 'who.A' }). */
function paramWords(params: Record<string, unknown>): string[] {
  return Object.values(params).flatMap((v) => (typeof v === 'object' && v !== null && 'word' in v ? [String(v.word)] : []));
}

/**
 * The props of one exercise island (used from the lesson's MDX: <Exercise client:visible {...exercise('tricks-2', 'ja')} />):
 * its id, the page's language and only the words that exercise can show.
 */
export function exercise(id: string, lang: Lang): { id: string; lang: Lang; words: LearnWords; task: Task; question: QuestionData } {
  const found = EXERCISES.get(id);
  if (!found) throw new Error(`unknown exercise ${id}`);
  const facts = factsOf(found);
  const q = buildQuestion(found.task, facts);
  const keys = new Set<string>(Object.keys(courseEn).filter((k) => k.startsWith('ex.')));
  keys.add(q.question);
  keys.add(q.hint);
  keys.add(q.why.key);
  if (q.houseRule) keys.add(q.houseRule.key);
  paramWords(q.why.params).forEach((k) => keys.add(k));
  if (q.houseRule) paramWords(q.houseRule.params).forEach((k) => keys.add(k));
  missKeys(q.misses).forEach((k) => keys.add(k));
  q.scene.forEach((s) => keys.add(s.label));
  q.options.forEach((o) => o.view.type === 'word' && keys.add(o.view.key));
  if (found.task.kind === 'bid') ['who.A', 'who.B'].forEach((k) => keys.add(k));
  keys.add(`page.${q.rule.page}`);
  if (q.rule.ruling) keys.add(`rule.${q.rule.ruling}`);
  // The question travels as data (every right selection listed), so the island ships no rules engine.
  return { id, lang, words: learnWordsOf(lang, keys), task: found.task, question: questionData(q) };
}

/** The props of the lesson index island: the page's language and the index's words. */
export function courseIndex(lang: Lang): { lang: Lang; words: LearnWords } {
  const keys = Object.keys(courseEn).filter((k) => k.startsWith('index.') || k.startsWith('lesson.') || k.startsWith('transfer.'));
  return { lang, words: learnWordsOf(lang, keys) };
}

/** The props of the practice page: its words, the answer mark and the rulings its answers cite. */
export function practiceProps(lang: Lang): { lang: Lang; words: LearnWords } {
  const keys = Object.keys(courseEn).filter((k) => k.startsWith('practice.') || k.startsWith('transfer.') || k.startsWith('rule.'));
  return { lang, words: learnWordsOf(lang, [...keys, 'ex.answerMark']) };
}

/** The props of the coached first deal: the page's language and the coach's words. */
export function coachProps(lang: Lang): { lang: Lang; words: LearnWords } {
  return {
    lang,
    words: learnWordsOf(
      lang,
      Object.keys(courseEn).filter((k) => k.startsWith('coach.') || k.startsWith('rung.')),
    ),
  };
}
