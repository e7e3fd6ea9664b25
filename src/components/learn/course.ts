// Each exercise's question as the engine answers it (for build-time pages and the tests; it runs the whole engine).
import { auctionFacts, type AuctionFacts } from './auctionFacts.ts';
import { buildQuestion, type Question } from './grade.ts';
import { EXERCISES, type Exercise } from './lessons.ts';

/** The engine's facts an exercise needs besides its position (only the auction positions have any). */
export function factsOf(exercise: Exercise): AuctionFacts | undefined {
  const task = exercise.task;
  return task.kind === 'auction' ? auctionFacts(task.seed, task.choice) : undefined;
}

/** The question of an exercise by id, answered by the engine. */
export function questionOf(id: string): Question {
  const exercise = EXERCISES.get(id);
  if (!exercise) throw new Error(`unknown exercise ${id}`);
  return buildQuestion(exercise.task, factsOf(exercise));
}
