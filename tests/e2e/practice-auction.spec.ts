// The auction in practice and in the course: a costly auction choice as a practice position (theme auction) graded by
// the judge's estimate, the auction-judgement lesson in both languages, and the coach's note on a costly bid.
import { expect, test, type Page } from './test.ts';
import { applyAction, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/index.ts';
import { decide, judgeDealAuction } from '../../src/engine/ai/index.ts';
import { auctionPositions } from '../../src/components/practice/auction-extract.ts';
import { PRACTICE_KEY } from '../../src/components/practice/storage.ts';
import { questionOf } from '../../src/components/learn/course.ts';
import { lessonBySlug } from '../../src/components/learn/lessons.ts';
import { waitForIslands, watchProblems } from './helpers.ts';

const LANGS = [
  { lang: 'en', prefix: '' },
  { lang: 'ja', prefix: '/ja' },
] as const;

/** The auction positions of a deal where seat 0 plays at random, by the review's judgement (small work: the page is tested, not the estimate). */
function auctionPractice() {
  let state: GameState = newGame({ seed: 'practice-auction', target: 1, jokers: true });
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length > 0) state = applyAction(state, decide(view, player === 0 ? 'random' : 'rules', 3).action);
    }
  }
  const deal = state.game.deals[state.game.deals.length - 1];
  const input = { deal, player: 0 as const, jokers: true, trickRule: 'parlett' as const };
  return auctionPositions(input, judgeDealAuction(input, { work: 40_000, seed: 1 }).items);
}

async function keep(page: Page, positions: ReturnType<typeof auctionPractice>): Promise<void> {
  const store = {
    version: 1,
    turn: 0,
    entries: positions.map((position) => ({ position, due: 0, wait: 2, streak: 0, firstTry: null, retired: false })),
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PRACTICE_KEY, JSON.stringify(store)] as const);
}

test('an auction practice position is shown with what was seen then, and graded by the estimate in both languages', async ({ page }) => {
  const problems = watchProblems(page);
  const positions = auctionPractice();
  const position = positions.find((p) => p.kind === 'bid');
  expect(position, 'a costly bid in the deal').toBeDefined();
  await page.goto('/learn/practice/');
  await keep(page, [position!]);
  for (const { lang, prefix } of LANGS) {
    await page.goto(`${prefix}/learn/practice/`);
    await waitForIslands(page);
    await expect(page.locator('[data-practice-page]')).toHaveAttribute('data-ready', 'true');
    const item = page.locator(`[data-practice-item="${position!.id}"]`);
    await expect(item).toHaveAttribute('data-theme', 'auction');
    const exercise = item.locator('[data-exercise]');
    await expect(exercise).toHaveAttribute('lang', lang);
    // The turn-up, the other player's bids so far and the score are on show with the hand, as they were.
    // (Rows: the hand, the turn-up, the other's turn-ups and bids, your bid pile, unseen cards you took if any, the totals.)
    await expect(exercise.locator('.gx-ex__scene-row')).toHaveCount(6 + (position!.auction!.unseen.length > 0 ? 1 : 0));
    await expect(exercise).toHaveAttribute('data-exercise-state', 'unanswered');
    // The choice made in the deal: wrong, with how much worse it came out, give or take.
    await item.locator(`[data-option="${position!.played}"]`).click();
    await expect(exercise).toHaveAttribute('data-exercise-state', 'wrong');
    await expect(item.locator('[data-wrong-note]')).toContainText(/±/);
    // The best: right, and the answer says over how many hands it was estimated.
    const best = position!.answers.find((id) => position!.outcomes?.[id]?.loss === 0)!;
    await item.locator(`[data-option="${best}"]`).click();
    await expect(exercise).toHaveAttribute('data-exercise-state', 'correct');
    await expect(item.locator('[data-answer-text]')).toContainText(String(position!.auction!.samples));
    await expect(item.locator('[data-answer-text]')).not.toContainText(/[{}]/);
    await page.locator('[data-practice-next-round]').click();
  }
  expect(problems.errors).toEqual([]);
});

for (const { lang, prefix } of LANGS) {
  test(`${lang}: the auction-judgement lesson grades by the estimate: a clearly worse choice wrong with its figure, the best right`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const lesson = lessonBySlug('auction-judgement')!;
    await page.goto(`${prefix}/learn/auction-judgement/`);
    await waitForIslands(page);
    await expect(page.locator('[data-exercise]')).toHaveCount(lesson.exercises.length);
    // A take-or-cede position (two choices): the wrong one first, then the best.
    const id = lesson.exercises.find((e) => e.task.kind === 'auction-choice' && e.task.step === 'take')!.id;
    const q = questionOf(id);
    const exercise = page.locator(`[data-exercise="${id}"]`);
    const wrong = q.options.find((o) => !q.grade([o.id]))!.id;
    await exercise.locator(`[data-option="${wrong}"]`).click();
    await expect(exercise).toHaveAttribute('data-exercise-state', 'wrong');
    await expect(exercise.locator('[data-miss]')).toHaveAttribute('data-miss', 'miss.auction-choice');
    await expect(exercise.locator('[data-miss]')).toContainText(/±/);
    await exercise.locator(`[data-option="${q.answer[0]}"]`).click();
    await expect(exercise).toHaveAttribute('data-exercise-state', 'correct');
    expect(problems.errors).toEqual([]);
  });
}

test('the coach remarks on a costly bid with the estimate: what was better, by about how much, over how many hands', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await page.goto('/learn/first-deal/');
  await waitForIslands(page);
  const game = page.locator('[data-game-phase]');
  await expect(game).toHaveAttribute('data-turn', 'human');
  // The first auction's ♣3: clearly worse than the best bid by the coach's judge, and costly (tests/unit/coach-auction.test.ts).
  await page.locator('[data-choice-group="active"] [data-card-key="3C"]').click();
  const note = page.locator('aside[data-coach] [data-coach-mistake="auction"]');
  await expect(note).toBeVisible({ timeout: 60_000 });
  await expect(note).toContainText(/±/);
  expect(problems.errors).toEqual([]);
});
