// Turns an exercise position into a question the engine answers: the options, which selections are right, and why.
//
// Nothing here knows an answer in advance: every verdict comes from the rules engine (questionsMelds.ts,
// questionsPlay.ts); an auction position comes with the facts the engine produced when it played that auction
// (auctionFacts.ts).
import type { AuctionFacts } from './auctionFacts';
import type { Question } from './question';
import { missesOf } from './misses';
import { auctionChoiceQuestion } from './questionsAuction';
import { meldPhaseQuestion } from './questionsMelds';
import { playPhaseQuestion } from './questionsPlay';
import type { Task } from './tasks';

export type { Misses, Note, Option, OptionView, Param, Question, RuleRef, SceneLine } from './question';

/** Builds the question of one exercise position, with every verdict taken from the engine. */
export function buildQuestion(task: Task, facts?: AuctionFacts): Question {
  const question = auctionChoiceQuestion(task) ?? meldPhaseQuestion(task, facts) ?? playPhaseQuestion(task);
  if (question === null) throw new Error(`unknown exercise kind ${String((task as { kind?: unknown }).kind)}`);
  const misses = missesOf(task, question, facts);
  return misses ? { ...question, misses } : question;
}
