// The review's hindsight on the person's costliest auction decisions: each played again on the deal's actual cards, in the background once the estimates are shown.
import type { AuctionReviewItem, AuctionReviewSource, Hindsight } from '../../engine/ai/index.ts';
import type { ReviewInput } from '../../engine/solver/index.ts';
import { playedDeal, workPerDecision } from './auctionJudgements.ts';
import { computer } from './computer.ts';

/** How many of the costliest decisions get a hindsight line (more would bury the estimates it follows). */
export const HINDSIGHT_LINES = 2;

/** One decision's hindsight, by its index in the review's list. */
export interface HindsightLine {
  readonly index: number;
  readonly hindsight: Hindsight;
}

/** The decisions that get a hindsight line: the costliest clearly worse ones, at most HINDSIGHT_LINES, costliest first. */
export function hindsightItems(items: readonly AuctionReviewItem[]): AuctionReviewItem[] {
  return items
    .filter((item) => item.clearlyWorse)
    .sort((a, b) => b.cost - a.cost || a.index - b.index)
    .slice(0, HINDSIGHT_LINES);
}

/**
 * Where the deal's actual cards are: the game state this page played it in, else the record (a replay's shows every
 * card; a seat's own hides the other's unseen cards, and the worker then refuses it: no hindsight where the actual
 * cards were never shown, as in a friend's game).
 */
function actualDeal(input: ReviewInput): AuctionReviewSource {
  const live = playedDeal(input.deal);
  return live === undefined ? input : { live, player: input.player };
}

/**
 * The hindsight lines of a judged deal (nobody waits for them: background calls, in workers only), each as it comes.
 * Resolves once all have come; a failed one (the actual cards not known here, or no worker) is left out.
 */
export function auctionHindsight(
  input: ReviewInput,
  items: readonly AuctionReviewItem[],
  onLine: (line: HindsightLine) => void,
): Promise<void> {
  const source = actualDeal(input);
  const calls = hindsightItems(items).map((item) =>
    computer
      .call('auction-hindsight', { source, index: item.index, alternative: item.best, work: workPerDecision() }, { background: true })
      .then(
        (hindsight) => onLine({ index: item.index, hindsight }),
        () => undefined,
      ),
  );
  return Promise.all(calls).then(() => undefined);
}
