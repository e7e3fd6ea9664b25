// Engine codes → play-dictionary keys: each key is its code under a prefix, typed so that a code whose key is missing
// from the dictionary does not compile (no table to keep in step with the engine's lists of codes).
import type { PlayKey } from '../../../i18n/play.ts';
import type { BidReason, ErrorCode, TrickReason } from '../../../engine/index.ts';

/** Why the engine refused an action (EngineError / tryApplyAction codes). */
export const errorKey = (code: ErrorCode) => `error.${code}` as const satisfies PlayKey;

/** The rung of the bidding ladder that decided an auction, in a sentence ("the higher rank"). */
export const rungKey = (reason: BidReason) => `rung.${reason}` as const satisfies PlayKey;

/** The same rung in one word, for the auction history. */
export const rungShortKey = (reason: BidReason) => `rungShort.${reason}` as const satisfies PlayKey;

/** Why a trick went where it did (R7, R10). */
export const trickWhyKey = (reason: TrickReason) => `why.${reason}` as const satisfies PlayKey;
