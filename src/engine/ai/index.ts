// Computer players: each chooses an action from one player's view only (RULINGS §9), never from hidden cards.
// Contract shared by the play page (opponent + hints) and the tournament script.
import type { PlayerView } from '../types.ts';
import { citeAuction } from './cite-auction.ts';
import { levelDecide } from './levels.ts';
import { randomDecide } from './random.ts';
import { rulesDecide } from './rules.ts';
import type { AiDecision, AiPlayerName } from './types.ts';

export { citeAuction } from './cite-auction.ts';
export { bestDeclarationFromView, declarationFromView, declarationProblem, trumpDecision } from './solve.ts';
export { AI_LEVELS, AI_PLAYERS, AI_REASONS } from './types.ts';
export type { AiDecision, AiLevel, AiPlayerName, AiReason, AuctionCite } from './types.ts';

/**
 * Chooses an action for `view.player` from its view alone. `seed` makes the choice repeatable:
 * the same view, player name and seed always give the same decision.
 * Requires `view.legalActions` to be non-empty (it is the viewer's turn). ("Hard" declares its trump by an exact
 * solve: trumpDecision.) An auction or Joker decision carries the cards its reason is about (`cites`).
 */
export function decide(view: PlayerView, player: AiPlayerName, seed: number): AiDecision {
  const decision = choose(view, player, seed);
  const cites = citeAuction(view, decision.action, decision.reason);
  return cites === undefined ? decision : { ...decision, cites };
}

function choose(view: PlayerView, player: AiPlayerName, seed: number): AiDecision {
  const actions = view.legalActions;
  if (actions.length === 0) throw new Error('decide: the viewer has no legal action');
  if (actions.length === 1) return { action: actions[0], reason: 'only-choice' };
  switch (player) {
    case 'random':
      return randomDecide(view, seed);
    case 'rules':
      return rulesDecide(view);
    case 'easy':
    case 'medium':
    case 'hard':
      return levelDecide(view, player, seed);
    default:
      throw new Error(`decide: unknown player ${String(player)}`);
  }
}
export { judgeAuctionDecision, judgeSamples } from './auction-judge.ts';
export type { AuctionJudgement, ChoiceEstimate, JudgeOptions } from './auction-judge.ts';
export { auctionDecisions, liveAuctionDecisions, replayedDecisions } from './auction-judge-views.ts';
export type { AuctionDecision, DealRules, DecisionSource, ReplayedDecision } from './auction-judge-views.ts';
export {
  AUCTION_REVIEW_SEED,
  AUCTION_REVIEW_WORK,
  judgeDealAuction,
  judgeReviewedDecision,
  reviewedAuctionDecisions,
  seenAuctionSource,
} from './auction-judge-review.ts';
export type { AuctionFacts, AuctionReviewInput, AuctionReviewItem, AuctionReviewSource } from './auction-judge-review.ts';
export { HINDSIGHT_WORK, hindsightAt, recordShowsEveryCard, reviewedHindsight } from './auction-hindsight.ts';
export type { Hindsight } from './auction-hindsight.ts';
