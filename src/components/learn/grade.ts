// Turns an exercise position into a question the engine answers: the options, which selections are right, and why.
//
// Nothing here knows an answer in advance: every verdict comes from the rules engine (questionsMelds.ts,
// questionsPlay.ts); an auction position comes with the facts the engine produced when it played that auction
// (auctionFacts.ts).
import type { AuctionFacts } from './auctionFacts.ts';
import type { Question } from './question.ts';
import { missesOf } from './misses.ts';
import { auctionChoiceQuestion } from './questionsAuction.ts';
import { meldPhaseQuestion } from './questionsMelds.ts';
import { playPhaseQuestion } from './questionsPlay.ts';
import type { Task } from './tasks.ts';

export type { Misses, Note, Option, OptionView, Param, Question, RuleRef, SceneLine } from './question.ts';

/** Builds the question of one exercise position, with every verdict taken from the engine. */
export function buildQuestion(task: Task, facts?: AuctionFacts): Question {
  const question = auctionChoiceQuestion(task) ?? meldPhaseQuestion(task, facts) ?? playPhaseQuestion(task);
  if (question === null) throw new Error(`unknown exercise kind ${String((task as { kind?: unknown }).kind)}`);
  const misses = missesOf(task, question, facts);
  return misses ? { ...question, misses } : question;
}
