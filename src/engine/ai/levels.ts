// Playing levels: how much search each level does (and easy's deliberate slips).
import type { Action, PlayerView } from '../types.ts';
import { actionKey } from './actions.ts';
import { explain } from './explain.ts';
import type { AiDecision, AiLevel } from './types.ts';
import type { PlayoutOptions } from './kernel-playout.ts';
import { readKnowledge } from './knowledge.ts';
import { OpponentReader, readEvidence } from './infer.ts';
import { childRng, decisionRng } from './prng.ts';
import { rulesDecide } from './rules.ts';
import { solverDecide } from './solve.ts';
import { distinctCandidates, searchBest } from './search.ts';
import { treeSearch } from './tree.ts';
import { isDecisionView } from '../views.ts';

export interface LevelBudget {
  /** Search effort in work units (a playout from the first auction costs about 400). */
  readonly work: number;
  /** Bounds on the number of playouts, whatever the phase. */
  readonly minPlayouts: number;
  readonly maxPlayouts: number;
  /** Playout exploration (see PlayoutOptions.epsilon). */
  readonly epsilon: number;
  /** Extra utility for winning the deal, on top of the score difference. */
  readonly winWeight: number;
  /** After the auction: search a game tree (true) or compare each move by playouts alone (false). */
  readonly tree: boolean;
  /** In the auction: deal the hidden cards to fit the opponent's revealed bids and choices (infer.ts). */
  readonly readOpponent: boolean;
  /** Playouts exchange a Joker at the melds for the bid-pile card that helps most (else they keep it, as the rules player). */
  readonly exchangeJoker?: boolean;
  /** In the auction without Jokers: value each playout's deal when its auction ends by the leaf model (leaf-model.ts). */
  readonly leafModel?: boolean;
  /** Playouts bid to win a turn-up that completes a meld (PlayoutOptions.keenBids), for both players. */
  readonly keenBids?: boolean;
}

export const LEVEL_BUDGETS: Readonly<Record<AiLevel, LevelBudget>> = {
  easy: { work: 2_000, minPlayouts: 6, maxPlayouts: 40, epsilon: 0.1, winWeight: 20, tree: false, readOpponent: false },
  medium: { work: 120_000, minPlayouts: 100, maxPlayouts: 2_000, epsilon: 0.1, winWeight: 20, tree: false, readOpponent: false },
  // Hard's playouts exchange a Joker at the melds, so a Joker kept for the exchange is valued (before, a kept Joker was
  // worth only a weak trump to them, and hard always bid it): with Jokers it won 0.70 of 40 paired deals against before.
  // Twice the work was tried too: over 140 paired deals without Jokers it won 0.51 against this budget, no gain for twice the time.
  // With the leaf model (no Jokers) its auction playouts end with the auction, valued by the model. A deal won weighs 100 points
  // more, not 20, and the playouts explore more (a random bid 0.3 of the time, not 0.1): npm run tournament against the hard
  // of 14ac79e, one-deal games, 200 paired deals each, A's share of deals won and points a deal:
  //   exploration 0.1, win 20:  seed 1, 0.525 and +14.4 (a model of fewer deals)
  //   exploration 0.1, win 100: seed 1, 0.59 and +24.9; seed 2, 0.56 and +22.9 (win 300: 0.545 and +14.2; twice the work:
  //                             0.545 and +12.1)
  //   exploration 0.2, win 100: seed 2, 0.575 and +24.6; exploration 0.5: seed 2, 0.575 and +34.0
  //   exploration 0.3, win 100: seed 1, 0.575 and +30.1; seed 2, 0.63 and +37.3; seed 3 (not used to choose), 0.605 and +37.3
  // Its playouts then bid to win a turn-up that completes a meld (keenBids; before, every playout bid its lowest keep,
  // turn-up or not, so hard expected the other never to fight for a card), and its reading of the other's bids (infer.ts)
  // takes such a bid as explained too. Share of deals won, 400 deals each, seeds 1, 2, 3:
  //   against medium: 0.878, 0.863, 0.878 (0.873); keen bids alone 0.880, 0.858, 0.855 (0.864); neither 0.823, 0.863,
  //                   0.835 (0.840); keen only in its own bids 0.86 (seed 1), only in the other's 0.86, for any wanted
  //                   turn-up (a high one too) 0.868
  //   against rules:  0.97, 0.958, 0.963 (0.963); keen bids alone 0.96, 0.96, 0.97 (0.963); neither 0.97, 0.965, 0.963 (0.966)
  //                   (with both, hard won one deal at least of every pair: it lost or tied only with the cards
  //                   that won it the pair's other deal)
  //   against the hard of 14ac79e (200 deals each, seeds 1 and 2): 0.575, 0.645 (0.61); keen bids alone 0.63, 0.605; neither
  //                   0.575, 0.63
  //   with Jokers (playouts to the deal's end), against medium, 200 deals of seed 2: 0.905; neither 0.84
  hard: {
    work: 640_000,
    minPlayouts: 400,
    maxPlayouts: 8_000,
    epsilon: 0.3,
    winWeight: 100,
    tree: true,
    readOpponent: true,
    exchangeJoker: true,
    leafModel: true,
    keenBids: true,
  },
};

/** The playouts' options at `budget` in `view`'s deal: the leaf model only in the deals it was trained on (no Jokers, rule R7). */
export function playoutOptions(budget: LevelBudget, view: PlayerView): PlayoutOptions {
  const leafModel = budget.leafModel === true && !view.options.jokers && view.options.trickRule === 'parlett';
  return { epsilon: budget.epsilon, exchangeJoker: budget.exchangeJoker, leafModel, keenBids: budget.keenBids };
}

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

/** The view's own legal action equal to `action` (search works on copies of the state). */
function legalTwin(view: PlayerView, action: Action): Action {
  const key = actionKey(action);
  return view.legalActions.find((a) => actionKey(a) === key) ?? action;
}

export function levelDecide(view: PlayerView, level: AiLevel, seed: number, budget: LevelBudget = LEVEL_BUDGETS[level]): AiDecision {
  const rng = decisionRng(view, seed, level);
  if (level === 'easy' && rng.chance(EASY_SLIP)) return rulesDecide(view);
  const candidates = distinctCandidates(view.legalActions);
  if (candidates.length === 1) return { action: candidates[0], reason: explain(view, candidates[0]) };
  if (!isDecisionView(view)) throw new Error(`ai: nothing to decide in phase ${view.phase}`);
  // Hard plays perfectly once every card can be placed (after the auction); the search is its fallback.
  if (level === 'hard' && budget.tree) {
    const solved = solverDecide(view);
    if (solved !== null) return solved;
  }
  const playouts = Math.round(Math.min(budget.maxPlayouts, Math.max(budget.minPlayouts, budget.work / playoutCost(view))));
  const knowledge = readKnowledge(view);
  if (budget.tree && view.phase !== 'auction') {
    // Tree iterations also pay for walking the tree and listing moves: half as many as playouts.
    const iterations = Math.round(playouts / 2);
    const result = treeSearch(
      view,
      knowledge,
      { iterations, epsilon: budget.epsilon, winWeight: budget.winWeight, exploration: 0.7, exchangeJoker: budget.exchangeJoker },
      rng,
    );
    const action = legalTwin(view, result.action);
    return { action, reason: explain(view, action), expectedDiff: Math.round(result.expectedDiff * 10) / 10 };
  }
  const evidence = budget.readOpponent ? readEvidence(view, knowledge) : null;
  const reader = evidence === null ? null : new OpponentReader(knowledge, evidence, childRng(rng));
  const dealFrom = reader === null ? null : () => reader.next();
  const result = searchBest(
    view,
    candidates,
    { ...playoutOptions(budget, view), playouts, winWeight: budget.winWeight },
    rng,
    knowledge,
    dealFrom,
  );
  const chosen = result.ranking.find((r) => r.action === result.action);
  const reason = explain(view, result.action, { winChance: chosen?.auctionWon ?? null });
  return { action: result.action, reason, expectedDiff: Math.round(result.expectedDiff * 10) / 10 };
}
