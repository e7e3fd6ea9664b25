// The computer player's Web Worker: decides from one player's view, and reviews finished deals, off the main thread, so the page never freezes.
import {
  decide,
  declarationFromView,
  AUCTION_REVIEW_SEED,
  AUCTION_REVIEW_WORK,
  judgeAuctionDecision,
  judgeDealAuction,
  type AiPlayerName,
  type AuctionJudgement,
  type AuctionReviewItem,
  type AuctionReviewSource,
} from '../../../engine/ai/index';
import {
  reviewWithDeclaration,
  type DeclarationPart,
  type DeclarationSolution,
  type ReviewInput,
  type ReviewWithDeclaration,
} from '../../../engine/solver/index';
import { declarationPart, joinedParts, warmUp } from './declarationPart';
import type { Action, DecisionView, PlayerView } from '../../../engine/index';
import type { DeclarationSource } from './declarationPart';
import { extractPositions } from '../../learn/practice/extract';
import { auctionPositions } from '../../learn/practice/auction-extract';
import type { PracticePosition } from '../../learn/practice/types';

export interface AiRequest {
  readonly id: number;
  readonly view: PlayerView;
  readonly player: AiPlayerName;
  readonly seed: number;
  /** The view's declaration solved in parts by two workers (declarationParts.ts): "hard" declares by it (see decide). */
  readonly declarationParts?: readonly (DeclarationPart | null)[];
}

/**
 * Review of a deal against perfect play; the worker answers with progress messages, then the review.
 * `declarationParts`: the reviewed declaration solved in parts by two workers (else the worker solves it).
 */
export interface ReviewRequest {
  readonly id: number;
  readonly kind: 'review';
  readonly input: ReviewInput;
  readonly declarationParts?: readonly (DeclarationPart | null)[];
}

/** The exact value of each trump the viewer may declare now: the coach's judge of a trump. */
export interface DeclarationRequest {
  readonly id: number;
  readonly kind: 'declaration';
  readonly view: PlayerView;
}

export type DeclarationResponse =
  | { readonly id: number; readonly kind: 'declaration'; readonly ok: true; readonly solution: DeclarationSolution | null }
  | { readonly id: number; readonly kind: 'declaration'; readonly ok: false; readonly error: string };

/**
 * One of the parts of a declaration solve split between two workers (every trump's value; the worker that
 * decides or reviews by it joins them). Null when there is nothing to solve, or no such part.
 */
export interface DeclarationPartRequest {
  readonly id: number;
  readonly kind: 'declaration-part';
  readonly source: DeclarationSource;
  readonly part: number;
  readonly parts: number;
}

/** Warm the solvers with a small solve (declarationParts.ts keeps its workers warm); answered with the same message. */
export interface WarmUpRequest {
  readonly kind: 'warm-up';
}

export type DeclarationPartResponse =
  | { readonly id: number; readonly kind: 'declaration-part'; readonly ok: true; readonly part: DeclarationPart | null }
  | { readonly id: number; readonly kind: 'declaration-part'; readonly ok: false; readonly error: string };

/**
 * Practice positions from a finished deal: each reviewed seat's decisions that lost points to perfect play.
 * `declarationParts`: each input's declaration solved in parts by two workers (undefined: the worker solves it).
 */
export interface PracticeRequest {
  readonly id: number;
  readonly kind: 'practice';
  readonly inputs: readonly ReviewInput[];
  readonly declarationParts?: readonly (readonly (DeclarationPart | null)[] | undefined)[];
}

export type PracticeResponse =
  /** One input's review, as soon as it is done (the page's "Review this deal" takes it: see sharedReviews.ts). */
  | { readonly id: number; readonly kind: 'practice-review'; readonly index: number; readonly review: ReviewWithDeclaration }
  | { readonly id: number; readonly kind: 'practice'; readonly ok: true; readonly positions: PracticePosition[] }
  | { readonly id: number; readonly kind: 'practice'; readonly ok: false; readonly error: string };

/** The estimate of one auction or Joker decision over the hands its player could not tell apart (the coach's judge of a bid or a take/cede). */
export interface AuctionChoiceRequest {
  readonly id: number;
  readonly kind: 'auction-choice';
  readonly view: DecisionView;
  readonly chosen: Action;
  readonly seed: number;
  readonly work: number;
}

export type AuctionChoiceResponse =
  | { readonly id: number; readonly kind: 'auction-choice'; readonly ok: true; readonly judgement: AuctionJudgement }
  | { readonly id: number; readonly kind: 'auction-choice'; readonly ok: false; readonly error: string };

/**
 * The auction's judgement for the review: the reviewed player's decisions whose index is `part` modulo `parts` (the
 * page splits a deal between two workers), each answered as soon as it is judged, then the end.
 */
export interface AuctionJudgeRequest {
  readonly id: number;
  readonly kind: 'auction-judge';
  readonly source: AuctionReviewSource;
  readonly part: number;
  readonly parts: number;
  /** Work per decision (AUCTION_REVIEW_WORK when absent; a browser test may ask for less). */
  readonly work?: number;
}

export type AuctionJudgeResponse =
  | { readonly id: number; readonly kind: 'auction-judge-item'; readonly item: AuctionReviewItem; readonly total: number }
  | { readonly id: number; readonly kind: 'auction-judge'; readonly ok: true; readonly total: number }
  | { readonly id: number; readonly kind: 'auction-judge'; readonly ok: false; readonly error: string };

export type AiResponse =
  | { readonly id: number; readonly ok: true; readonly decision: ReturnType<typeof decide> }
  | { readonly id: number; readonly ok: false; readonly error: string };

export type ReviewResponse =
  | { readonly id: number; readonly kind: 'review-progress'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: 'review'; readonly ok: true; readonly review: ReviewWithDeclaration }
  | { readonly id: number; readonly kind: 'review'; readonly ok: false; readonly error: string };

const scope = self as unknown as {
  onmessage:
    | ((
        event: MessageEvent<
          | AiRequest
          | ReviewRequest
          | DeclarationRequest
          | DeclarationPartRequest
          | WarmUpRequest
          | PracticeRequest
          | AuctionJudgeRequest
          | AuctionChoiceRequest
        >,
      ) => void)
    | null;
  postMessage(
    message:
      | AiResponse
      | ReviewResponse
      | DeclarationResponse
      | DeclarationPartResponse
      | WarmUpRequest
      | PracticeResponse
      | AuctionJudgeResponse
      | AuctionChoiceResponse,
  ): void;
};

scope.onmessage = (event) => {
  const request = event.data;
  if ('kind' in request && request.kind === 'review') {
    const { id, input, declarationParts } = request;
    try {
      const progress = (done: number, total: number) => scope.postMessage({ id, kind: 'review-progress', done, total });
      const review = reviewWithDeclaration(input, progress, joinedParts(declarationParts));
      scope.postMessage({ id, kind: 'review', ok: true, review });
    } catch (error) {
      scope.postMessage({ id, kind: 'review', ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  if ('kind' in request && request.kind === 'auction-judge') {
    const { id, source, part, parts, work } = request;
    try {
      const post = (item: AuctionReviewItem, total: number) => scope.postMessage({ id, kind: 'auction-judge-item', item, total });
      const options = { seed: AUCTION_REVIEW_SEED, work: work ?? AUCTION_REVIEW_WORK };
      const { total } = judgeDealAuction(source, options, post, part, parts);
      scope.postMessage({ id, kind: 'auction-judge', ok: true, total });
    } catch (error) {
      scope.postMessage({ id, kind: 'auction-judge', ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  if ('kind' in request && request.kind === 'declaration') {
    try {
      scope.postMessage({ id: request.id, kind: 'declaration', ok: true, solution: declarationFromView(request.view) });
    } catch (error) {
      scope.postMessage({ id: request.id, kind: 'declaration', ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  if ('kind' in request && request.kind === 'warm-up') {
    // A failed warm-up only leaves the worker cold.
    try {
      warmUp();
    } finally {
      scope.postMessage({ kind: 'warm-up' });
    }
    return;
  }
  if ('kind' in request && request.kind === 'declaration-part') {
    try {
      scope.postMessage({
        id: request.id,
        kind: 'declaration-part',
        ok: true,
        part: declarationPart(request.source, request.part, request.parts),
      });
    } catch (error) {
      scope.postMessage({
        id: request.id,
        kind: 'declaration-part',
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return;
  }
  if ('kind' in request && request.kind === 'auction-choice') {
    const { id, view, chosen, seed, work } = request;
    try {
      scope.postMessage({ id, kind: 'auction-choice', ok: true, judgement: judgeAuctionDecision(view, chosen, { seed, work }) });
    } catch (error) {
      scope.postMessage({ id, kind: 'auction-choice', ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  if ('kind' in request && request.kind === 'practice') {
    try {
      const positions = request.inputs.flatMap((input, index) => {
        const review = reviewWithDeclaration(input, undefined, joinedParts(request.declarationParts?.[index]));
        scope.postMessage({ id: request.id, kind: 'practice-review', index, review });
        // The auction's positions first, in the order of play (judged by estimate: the auction is played blind).
        return [...auctionPositions(input), ...extractPositions(input, review)];
      });
      scope.postMessage({ id: request.id, kind: 'practice', ok: true, positions });
    } catch (error) {
      scope.postMessage({ id: request.id, kind: 'practice', ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  const { id, view, player, seed, declarationParts } = request;
  try {
    scope.postMessage({ id, ok: true, decision: decide(view, player, seed, joinedParts(declarationParts)) });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
