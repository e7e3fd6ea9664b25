// Words of the course in English and Japanese, and the helpers that hand each island only the words it uses.
import { questionData, type QuestionData } from '../components/learn/answers';
import { factsOf } from '../components/learn/course';
import { buildQuestion } from '../components/learn/grade';
import { EXERCISES, LESSONS } from '../components/learn/lessons';
import type { Task } from '../components/learn/tasks';
import { defineDictionary, type Lang } from './lang';
import { learnEn } from './learn-en';
import { learnJa } from './learn-ja';

export const learnStrings = defineDictionary(learnEn, learnJa);

export type LearnKey = keyof typeof learnEn;
export type LearnWords = Partial<Record<LearnKey, string>>;

function pick(lang: Lang, keys: Iterable<string>): LearnWords {
  const all = learnStrings[lang] as Record<string, string>;
  const out: Record<string, string> = {};
  for (const key of keys) if (Object.hasOwn(all, key)) out[key] = all[key];
  return out as LearnWords;
}

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
  const keys = new Set<string>(Object.keys(learnEn).filter((k) => k.startsWith('ex.')));
  keys.add(q.question);
  keys.add(q.hint);
  keys.add(q.why.key);
  if (q.houseRule) keys.add(q.houseRule.key);
  paramWords(q.why.params).forEach((k) => keys.add(k));
  if (q.houseRule) paramWords(q.houseRule.params).forEach((k) => keys.add(k));
  q.scene.forEach((s) => keys.add(s.label));
  q.options.forEach((o) => o.view.type === 'word' && keys.add(o.view.key));
  if (found.task.kind === 'bid') ['who.A', 'who.B'].forEach((k) => keys.add(k));
  keys.add(`page.${q.rule.page}`);
  if (q.rule.ruling) keys.add(`rule.${q.rule.ruling}`);
  // The question travels as data (every right selection listed), so the island ships no rules engine.
  return { id, lang, words: pick(lang, keys), task: found.task, question: questionData(q) };
}

/** The props of the lesson index island: the page's language and the index's words. */
export function courseIndex(lang: Lang): { lang: Lang; words: LearnWords } {
  const keys = Object.keys(learnEn).filter((k) => k.startsWith('index.') || k.startsWith('lesson.') || k.startsWith('transfer.'));
  return { lang, words: pick(lang, keys) };
}

/** The props of the practice page (issue 25): its words, the answer mark and the rulings its answers cite. */
export function practiceProps(lang: Lang): { lang: Lang; words: LearnWords } {
  const keys = Object.keys(learnEn).filter((k) => k.startsWith('practice.') || k.startsWith('transfer.') || k.startsWith('rule.'));
  return { lang, words: pick(lang, [...keys, 'ex.answerMark']) };
}

/** The props of the coached first deal: the page's language and the coach's words. */
export function coachProps(lang: Lang): { lang: Lang; words: LearnWords } {
  return { lang, words: pick(lang, Object.keys(learnEn).filter((k) => k.startsWith('coach.') || k.startsWith('rung.'))) };
}

/** A lesson's title in a language (for the pages' own use, e.g. the next-lesson link). */
export function lessonTitle(slug: string, lang: Lang): string {
  return (learnStrings[lang] as Record<string, string>)[`lesson.${slug}`] ?? slug;
}

export { LESSONS };
