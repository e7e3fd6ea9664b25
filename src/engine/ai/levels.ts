// Playing levels: how much search each level does (and easy's deliberate slips).
import type { PlayerView } from '../types.ts';
import { explain } from './explain.ts';
import type { AiDecision, AiLevel } from './index.ts';
import { decisionRng } from './prng.ts';
import { rulesDecide } from './rules.ts';
import type { SearchBudget } from './search.ts';
import { distinctCandidates, searchBest } from './search.ts';

export interface LevelBudget extends Omit<SearchBudget, 'playouts'> {
  /** Search effort in work units (a playout from the first auction costs about 400). */
  readonly work: number;
  /** Bounds on the number of playouts, whatever the phase. */
  readonly minPlayouts: number;
  readonly maxPlayouts: number;
}

export const LEVEL_BUDGETS: Readonly<Record<AiLevel, LevelBudget>> = {
  easy: { work: 16_000, minPlayouts: 20, maxPlayouts: 300, epsilon: 0.1, winWeight: 20 },
  medium: { work: 120_000, minPlayouts: 100, maxPlayouts: 2_000, epsilon: 0.1, winWeight: 20 },
  hard: { work: 480_000, minPlayouts: 400, maxPlayouts: 8_000, epsilon: 0.1, winWeight: 20 },
};

/** Share of easy's decisions where it plays the plain rule of thumb instead of searching. */
const EASY_SLIP = 0.3;

/**
 * Rough cost of one playout from this position, in the units of LevelBudget.work (measured: an
 * auction playout is dominated by the remaining auctions; the play-off is cheap). Being a function
 * of the view only, the budget, like the decision, is the same for the same view and seed.
 */
export function playoutCost(view: PlayerView): number {
  const auctionsLeft = view.phase === 'auction' ? view.stockCount / 2 + 1 : 0;
  const tricksLeft = view.phase === 'auction' || view.phase === 'melds' ? 13 : view.phase === 'tricks' ? view.handCounts[view.player] : 0;
  const playOffCards =
    view.phase === 'play-off' ? view.handCounts[0] + view.handCounts[1] : view.bidPileCounts[0] + view.bidPileCounts[1] + 2 * auctionsLeft;
  return 22 * auctionsLeft + 4 * tricksLeft + 2 * playOffCards + 10;
}

export function levelDecide(view: PlayerView, level: AiLevel, seed: number, budget: LevelBudget = LEVEL_BUDGETS[level]): AiDecision {
  const rng = decisionRng(view, seed, level);
  if (level === 'easy' && rng.next() / 4294967296 < EASY_SLIP) return rulesDecide(view);
  const candidates = distinctCandidates(view.legalActions);
  if (candidates.length === 1) return { action: candidates[0], reason: explain(view, candidates[0]) };
  const playouts = Math.round(Math.min(budget.maxPlayouts, Math.max(budget.minPlayouts, budget.work / playoutCost(view))));
  const result = searchBest(view, candidates, { ...budget, playouts }, rng);
  return { action: result.action, reason: explain(view, result.action), expectedDiff: Math.round(result.expectedDiff * 10) / 10 };
}
