// A question as plain data for the Exercise island: every right selection listed at build time, so the island grades without the engine.
import type { Note, Question } from './question.ts';

/** The key of a selection in Question.misses.selections: its option ids in order. */
export const selectionKey = (selected: readonly string[]): string => [...selected].sort().join(' ');

/** Most options a several-answer question may have: every subset of them is tried once at build time. */
const MAX_SEVERAL_OPTIONS = 16;

/** A built question without its grading function: `accepts` lists every right selection (option ids, any order). */
export type QuestionData = Omit<Question, 'grade'> & { readonly accepts: readonly (readonly string[])[] };

/**
 * Runs the engine's grading on every selection the island can send (one option, or any set of options for a
 * several-answer question) and keeps the right ones, so the island's verdict is the engine's verdict.
 */
export function questionData(q: Question): QuestionData {
  const { grade, ...rest } = q;
  const ids = q.options.map((o) => o.id);
  const accepts: string[][] = [];
  if (!q.several) {
    for (const id of ids) if (grade([id])) accepts.push([id]);
  } else {
    if (ids.length > MAX_SEVERAL_OPTIONS) throw new Error(`too many options to list the right selections: ${ids.length}`);
    for (let mask = 1; mask < 1 << ids.length; mask++) {
      const chosen = ids.filter((_, i) => mask & (1 << i));
      if (grade(chosen)) accepts.push(chosen);
    }
  }
  return { ...rest, accepts };
}

/** Whether the island's selection is one of the right ones (same ids, any order). */
export function isRight(q: Pick<QuestionData, 'accepts'>, selected: readonly string[]): boolean {
  return q.accepts.some((right) => right.length === selected.length && right.every((id) => selected.includes(id)));
}

/**
 * What the engine said, at build time, about this wrong selection (Question.misses): the note of the whole selection, else of
 * the first option chosen that is in no right answer, else of the first right option left out, else the general one.
 */
export function missNote(q: Pick<QuestionData, 'accepts' | 'answer' | 'misses'>, selected: readonly string[]): Note | null {
  const m = q.misses;
  if (!m) return null;
  const whole = m.selections?.[selectionKey(selected)];
  if (whole) return whole;
  const inSomeAnswer = new Set(q.accepts.flat());
  for (const id of selected) if (!inSomeAnswer.has(id) && m.extra?.[id]) return m.extra[id];
  for (const id of q.answer) if (!selected.includes(id) && m.missing?.[id]) return m.missing[id];
  return m.otherwise ?? null;
}
