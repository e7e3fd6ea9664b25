// A finished deal's reviews, shared on the page: the practice collector's worker reviews the deal as soon as it ends, and
// "Review this deal" takes that review (done, or still under way) instead of solving the same deal a second time.
import type { ReviewInput, ReviewWithDeclaration } from '../../../engine/solver/index.ts';

/** A review promised to the page: settle it with the review, or withdraw it (its askers then solve the deal themselves). */
export interface PromisedReview {
  keep(review: ReviewWithDeclaration): void;
  withdraw(): void;
}

/** Reviews by their input (the deal record, the seat and the rules), done or under way. */
const reviews = new Map<string, Promise<ReviewWithDeclaration>>();

/** The same review input always gives the same key (the record is plain data, written the same way each time). */
function keyOf({ deal, player, jokers, trickRule }: ReviewInput): string {
  return JSON.stringify([deal, player, jokers, trickRule]);
}

/**
 * Announce a review that is being solved. Until it is kept or withdrawn, askers wait for it; a withdrawn one (a job
 * stopped or failed) rejects them and is forgotten, so that the next asker solves the deal itself.
 */
export function promiseReview(input: ReviewInput): PromisedReview {
  const key = keyOf(input);
  let settled = false;
  let resolveReview: (review: ReviewWithDeclaration) => void = () => undefined;
  let rejectAskers: (reason: Error) => void = () => undefined;
  const promise = new Promise<ReviewWithDeclaration>((resolve, reject) => {
    resolveReview = resolve;
    rejectAskers = reject;
  });
  // An unanswered withdrawal is not an error of the page: nobody may have asked.
  promise.catch(() => undefined);
  reviews.set(key, promise);
  return {
    keep(review) {
      if (settled) return;
      settled = true;
      resolveReview(review);
    },
    withdraw() {
      if (settled) return;
      settled = true;
      if (reviews.get(key) === promise) reviews.delete(key);
      rejectAskers(new Error('review withdrawn'));
    },
  };
}

/** The review of this input already done or under way on the page, if any. */
export function sharedReview(input: ReviewInput): Promise<ReviewWithDeclaration> | undefined {
  return reviews.get(keyOf(input));
}
