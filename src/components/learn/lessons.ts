// The course: its lessons in order, the rules page and ruling each trains, and each exercise's position (no answers).
import type { Progress } from './progress.ts';
import { AUCTION_LESSON_PLACES } from './auctionPlaces.ts';
import type { Task } from './tasks.ts';

export interface Exercise {
  /** Stable id, `<lesson>-<n>`: the progress record and the page's data-exercise use it. */
  readonly id: string;
  readonly task: Task;
}

export interface Lesson {
  readonly slug: string;
  /** The rules page the lesson trains (path under the site root) and its ruling anchor on /rulings/. */
  readonly page: string;
  readonly ruling: string;
  readonly exercises: readonly Exercise[];
}

/** A lesson whose exercises are numbered after its slug. */
const lesson = (slug: string, page: string, ruling: string, tasks: readonly Task[]): Lesson => ({
  slug,
  page,
  ruling,
  exercises: tasks.map((task, i) => ({ id: `${slug}-${i + 1}`, task })),
});

export const LESSONS: readonly Lesson[] = [
  lesson('cards', 'rules/cards', 'r1', [
    { kind: 'suits', want: 'major' },
    { kind: 'suits', want: 'red' },
    { kind: 'highest', cards: '10H KS 9D QC' },
    { kind: 'highest', cards: '2S JD AC KC' },
  ]),
  lesson('bidding', 'rules/auction', 'r1', [
    { kind: 'bid', turnUp: 'AS', a: '9H', b: 'JC' },
    { kind: 'bid', turnUp: '7D', a: '5S', b: '5D' },
    { kind: 'bid-rung', turnUp: 'AS', a: '5C', b: '5D' },
    { kind: 'bid', turnUp: '10S', a: '3D', b: '3H' },
    { kind: 'bid-rung', turnUp: 'KH', a: 'QS', b: 'QC' },
  ]),
  lesson('take-or-cede', 'rules/auction', 'r2', [
    { kind: 'auction', seed: 6, choice: 'take', ask: 'turn-up' },
    { kind: 'auction', seed: 11, choice: 'cede', ask: 'turn-up' },
    { kind: 'auction', seed: 5, choice: 'cede', ask: 'seen-by' },
    { kind: 'auction', seed: 9, choice: 'take', ask: 'seen-by' },
  ]),
  lesson('melds', 'rules/melds', 'r4', [
    { kind: 'meld-cards', hand: 'AS AH AD 5C 6C 7C 8C KH 2D 9S JS 4H 10D', trump: 'C' },
    { kind: 'meld-total', hand: 'AH KH QH 2H 3H 7S 7D 7C 9S 10D JC 4S 5D', trump: 'S', offer: [25, 35, 45, 50] },
    { kind: 'meld-total', hand: '9S 9H 9D 4C 5C 6C 7C 8C KS QD JD 2H 3S', trump: 'C', offer: [60, 65, 80, 95] },
    { kind: 'meld-cards', hand: '3S 3H 3D 3C 10S JS QS KS 6H 8D 9C 2C AH', trump: 'H' },
  ]),
  lesson('trump', 'rules/melds', 'r5', [
    { kind: 'best-trump', hand: 'KS KH KD 4C 5C 6C 9H 10H JH 2S 8D QC 7S' },
    { kind: 'best-trump', hand: '8S 8H 8C JS JH JC 2D 3D 4D AS 6H 10C KD' },
    { kind: 'trick', lead: '9C', follow: '2S', leaderTrump: 'H', followerTrump: 'S' },
  ]),
  lesson('tricks', 'rules/tricks', 'r7', [
    { kind: 'trick', lead: '10D', follow: 'KC', leaderTrump: 'S', followerTrump: 'H' },
    { kind: 'trick', lead: '7S', follow: 'KS', leaderTrump: 'S', followerTrump: 'H' },
    { kind: 'trick', lead: '5D', follow: '3D', leaderTrump: 'S', followerTrump: 'D' },
    { kind: 'trick', lead: '7S', follow: '7H', leaderTrump: 'S', followerTrump: 'H' },
    { kind: 'legal', hand: 'KH 4H 9C 2S JD', lead: '8H', leaderTrump: 'S' },
    { kind: 'follow', hand: 'QC 3S 9H 5H', lead: 'JD', leaderTrump: 'C', followerTrump: 'S', want: 'win' },
  ]),
  lesson('odd-trick', 'rules/tricks', 'r12', [
    { kind: 'trick-points', tricks: 7, offer: [35, 70, 80] },
    { kind: 'trick-points', tricks: 8, offer: [40, 70, 80] },
    { kind: 'odd-trick', tricks: [7, 5] },
    { kind: 'odd-trick', tricks: [6, 6] },
    { kind: 'follow', hand: 'AH 4H KS', lead: '9H', leaderTrump: 'D', followerTrump: 'S', want: 'lose' },
  ]),
  lesson('play-off', 'rules/play-off', 'r8', [
    { kind: 'combos', groups: ['5S 5H', '7C 8D 9S', 'QH KH AH 2H', '4D 6D 8D', '9C'] },
    { kind: 'beat', hand: '4C 4D 9S JH JD 2S KC', last: '8S 8H' },
    { kind: 'beat', hand: 'AH 2C 3D 9S 10S JC 5H', last: '6S 7D 8C' },
    { kind: 'can-beat', hand: 'AS AH 3C 5D 6D 7S', last: '9H 10C JD' },
    { kind: 'lead-most', hand: '4S 5H 6D 7C 8S KD KH' },
  ]),
  lesson('scoring', 'rules/scoring', 'r13', [
    { kind: 'deal-score', melds: [60, 35], tricks: [7, 6], cardsLeft: [0, 5], offer: [180, 200, 230, 250] },
    { kind: 'bonus', melds: [110, 40], tricks: [5, 8], cardsLeft: [3, 0] },
    { kind: 'bonus', melds: [100, 120], tricks: [7, 6], cardsLeft: [0, 2] },
    { kind: 'game-value', loser: 750 },
    { kind: 'game-value', loser: 480 },
  ]),
  lesson('jokers', 'rules/jokers', 'r10', [
    { kind: 'bid', turnUp: '9C', a: 'RJ', b: 'AS' },
    { kind: 'legal', hand: 'RJ 5H 9S 2C', lead: 'KH', leaderTrump: 'D' },
    { kind: 'legal', hand: 'BJ 9S 2C', lead: 'KH', leaderTrump: 'D' },
    { kind: 'trick', lead: 'RJ', follow: '2S', leaderTrump: 'S', followerTrump: 'H' },
    { kind: 'combos', groups: ['RJ 2D 3C', '3H 4H RJ', '7S 7C RJ', '5S RJ 7D'] },
  ]),
  // Strategy, not a rule: graded by the judge's estimate of every choice (questionsAuction.ts).
  lesson(
    'auction-judgement',
    'rules/auction',
    'r2',
    AUCTION_LESSON_PLACES.map((place) => ({ kind: 'auction-choice', ...place })),
  ),
];

/** Every exercise of the course by id. */
export const EXERCISES: ReadonlyMap<string, Exercise> = new Map(LESSONS.flatMap((l) => l.exercises.map((e) => [e.id, e] as const)));

export function lessonBySlug(slug: string): Lesson | undefined {
  return LESSONS.find((l) => l.slug === slug);
}

/** A progress record may only name exercises of this course. */
export const isCourseExercise = (id: string): boolean => EXERCISES.has(id);

/** How many of a lesson's exercises are done. */
export function lessonDone(progress: Progress, lesson: Lesson): number {
  return lesson.exercises.filter((e) => progress.done.includes(e.id)).length;
}

/** The first lesson not finished yet, or null when all are done. */
export function firstUnfinished(progress: Progress): Lesson | null {
  return LESSONS.find((l) => lessonDone(progress, l) < l.exercises.length) ?? null;
}
