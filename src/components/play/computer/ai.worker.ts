// The computer player's Web Worker: decides from one player's view, and reviews finished deals, off the main thread, so the page never freezes.
import { decide, declarationFromView, type AiPlayerName } from '../../../engine/ai/index';
import {
  reviewWithDeclaration,
  type DeclarationSolution,
  type ReviewInput,
  type ReviewWithDeclaration,
} from '../../../engine/solver/index';
import type { PlayerView } from '../../../engine/index';
import { extractPositions } from '../../learn/practice/extract';
import type { PracticePosition } from '../../learn/practice/types';

export interface AiRequest {
  readonly id: number;
  readonly view: PlayerView;
  readonly player: AiPlayerName;
  readonly seed: number;
}

/** Review of a deal against perfect play (issue 11); the worker answers with progress messages, then the review. */
export interface ReviewRequest {
  readonly id: number;
  readonly kind: 'review';
  readonly input: ReviewInput;
}

/** The exact value of each trump the viewer may declare now (issue 25): the coach's judge of a trump. */
export interface DeclarationRequest {
  readonly id: number;
  readonly kind: 'declaration';
  readonly view: PlayerView;
}

export type DeclarationResponse =
  | { readonly id: number; readonly kind: 'declaration'; readonly ok: true; readonly solution: DeclarationSolution | null }
  | { readonly id: number; readonly kind: 'declaration'; readonly ok: false; readonly error: string };

/** Practice positions from a finished deal (issue 25): each reviewed seat's decisions that lost points to perfect play. */
export interface PracticeRequest {
  readonly id: number;
  readonly kind: 'practice';
  readonly inputs: readonly ReviewInput[];
}

export type PracticeResponse =
  /** One input's review, as soon as it is done (the page's "Review this deal" takes it: see sharedReviews.ts). */
  | { readonly id: number; readonly kind: 'practice-review'; readonly index: number; readonly review: ReviewWithDeclaration }
  | { readonly id: number; readonly kind: 'practice'; readonly ok: true; readonly positions: PracticePosition[] }
  | { readonly id: number; readonly kind: 'practice'; readonly ok: false; readonly error: string };

export type AiResponse =
  | { readonly id: number; readonly ok: true; readonly decision: ReturnType<typeof decide> }
  | { readonly id: number; readonly ok: false; readonly error: string };

export type ReviewResponse =
  | { readonly id: number; readonly kind: 'review-progress'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: 'review'; readonly ok: true; readonly review: ReviewWithDeclaration }
  | { readonly id: number; readonly kind: 'review'; readonly ok: false; readonly error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AiRequest | ReviewRequest | DeclarationRequest | PracticeRequest>) => void) | null;
  postMessage(message: AiResponse | ReviewResponse | DeclarationResponse | PracticeResponse): void;
};

scope.onmessage = (event) => {
  const request = event.data;
  if ('kind' in request && request.kind === 'review') {
    const { id, input } = request;
    try {
      const review = reviewWithDeclaration(input, (done, total) => scope.postMessage({ id, kind: 'review-progress', done, total }));
      scope.postMessage({ id, kind: 'review', ok: true, review });
    } catch (error) {
      scope.postMessage({ id, kind: 'review', ok: false, error: error instanceof Error ? error.message : String(error) });
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
  if ('kind' in request && request.kind === 'practice') {
    try {
      const positions = request.inputs.flatMap((input, index) => {
        const review = reviewWithDeclaration(input);
        scope.postMessage({ id: request.id, kind: 'practice-review', index, review });
        return extractPositions(input, review);
      });
      scope.postMessage({ id: request.id, kind: 'practice', ok: true, positions });
    } catch (error) {
      scope.postMessage({ id: request.id, kind: 'practice', ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  const { id, view, player, seed } = request;
  try {
    scope.postMessage({ id, ok: true, decision: decide(view, player, seed) });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
