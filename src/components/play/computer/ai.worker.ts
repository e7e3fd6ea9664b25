// The computer player's Web Worker: decides from one player's view, and reviews finished deals, off the main thread, so the page never freezes.
import { decide, type AiPlayerName } from '../../../engine/ai/index';
import { reviewDeal, type DealReview, type ReviewInput } from '../../../engine/solver/index';
import type { PlayerView } from '../../../engine/index';

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

export type AiResponse =
  | { readonly id: number; readonly ok: true; readonly decision: ReturnType<typeof decide> }
  | { readonly id: number; readonly ok: false; readonly error: string };

export type ReviewResponse =
  | { readonly id: number; readonly kind: 'review-progress'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: 'review'; readonly ok: true; readonly review: DealReview }
  | { readonly id: number; readonly kind: 'review'; readonly ok: false; readonly error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AiRequest | ReviewRequest>) => void) | null;
  postMessage(message: AiResponse | ReviewResponse): void;
};

scope.onmessage = (event) => {
  const request = event.data;
  if ('kind' in request && request.kind === 'review') {
    const { id, input } = request;
    try {
      const review = reviewDeal(input, (done, total) => scope.postMessage({ id, kind: 'review-progress', done, total }));
      scope.postMessage({ id, kind: 'review', ok: true, review });
    } catch (error) {
      scope.postMessage({ id, kind: 'review', ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  const { id, view, player, seed } = request as AiRequest;
  try {
    scope.postMessage({ id, ok: true, decision: decide(view, player, seed) });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
