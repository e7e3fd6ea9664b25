// A finished deal's review shared on the page: the practice collector's review is what "Review this deal"
// shows, a stopped job withdraws its promise so the panel solves the deal itself, and a different seat or deal never
// takes another's review.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import type { DealRecord, GameState } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import { reviewWithDeclaration } from '../../src/engine/solver/index.ts';
import type { ReviewInput } from '../../src/engine/solver/index.ts';
import { promiseReview, sharedReview } from '../../src/components/play/review/sharedReviews.ts';
import { practiceInWorker } from '../../src/components/play/review/practiceClient.ts';

/** The last deal of a one-deal game between the rules player and itself. */
function finishedDeal(seed: string): DealRecord {
  let state: GameState = newGame({ seed, target: 1 });
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length > 0) state = applyAction(state, decide(view, 'rules', 1).action);
    }
  }
  return state.game.deals[state.game.deals.length - 1];
}

const deal = finishedDeal('shared-review');
const input: ReviewInput = { deal, player: 0, jokers: false, trickRule: 'parlett' };

describe('shared reviews', () => {
  it('give an asker the review kept for the same deal and seat, and nothing for another seat or deal', async () => {
    const promised = promiseReview(input);
    const waiting = sharedReview(input);
    expect(waiting).toBeDefined();
    // A copy of the record (as a replay of an exported record makes) asks for the same review.
    expect(sharedReview({ ...input, deal: JSON.parse(JSON.stringify(deal)) })).toBe(waiting);
    expect(sharedReview({ ...input, player: 1 })).toBeUndefined();
    expect(sharedReview({ ...input, deal: finishedDeal('shared-review-other') })).toBeUndefined();
    const review = reviewWithDeclaration(input);
    promised.keep(review);
    await expect(waiting).resolves.toBe(review);
    // Withdrawing after it was kept changes nothing: the next asker gets it at once.
    promised.withdraw();
    await expect(sharedReview(input)).resolves.toBe(review);
  });

  it('reject the askers of a withdrawn review and forget it, so the next asker solves the deal itself', async () => {
    const withdrawn = { ...input, player: 1 as const };
    const promised = promiseReview(withdrawn);
    const waiting = sharedReview(withdrawn);
    promised.withdraw();
    await expect(waiting).rejects.toThrow('review withdrawn');
    expect(sharedReview(withdrawn)).toBeUndefined();
  });

  it('are promised by the practice collector while its job runs, and withdrawn when it ends without them (no workers here)', async () => {
    const own = { ...input, deal: finishedDeal('shared-review-practice') };
    const job = practiceInWorker([own]);
    const waiting = sharedReview(own);
    expect(waiting).toBeDefined();
    await expect(job.result).resolves.toEqual([]);
    await expect(waiting).rejects.toThrow('review withdrawn');
    expect(sharedReview(own)).toBeUndefined();
  });
});
