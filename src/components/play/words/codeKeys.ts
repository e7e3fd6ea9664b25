// Engine codes → play-dictionary keys, as typed maps: a code without an entry (or an entry naming no key) does not compile.
import type { PlayKey } from '../../../i18n/play';
import type { BidReason, ErrorCode, TrickReason } from '../../../engine/index';

/** Why the engine refused an action (EngineError / tryApplyAction codes). */
export const ERROR_KEYS = {
  'invalid-card': 'error.invalid-card',
  'invalid-action': 'error.invalid-action',
  'invalid-argument': 'error.invalid-argument',
  'game-over': 'error.game-over',
  'wrong-phase': 'error.wrong-phase',
  'not-your-turn': 'error.not-your-turn',
  'already-bid': 'error.already-bid',
  'bids-not-revealed': 'error.bids-not-revealed',
  'card-not-in-hand': 'error.card-not-in-hand',
  'card-not-in-bid-pile': 'error.card-not-in-bid-pile',
  'no-joker-choice': 'error.no-joker-choice',
  'joker-choice-pending': 'error.joker-choice-pending',
  'invalid-trump': 'error.invalid-trump',
  'must-follow-suit': 'error.must-follow-suit',
  'cannot-pass-on-lead': 'error.cannot-pass-on-lead',
  'not-a-combination': 'error.not-a-combination',
  'does-not-beat': 'error.does-not-beat',
  'duplicate-card': 'error.duplicate-card',
  'invalid-state': 'error.invalid-state',
} as const satisfies Record<ErrorCode, PlayKey>;

/** The rung of the bidding ladder that decided an auction, in a sentence ("the higher rank"). */
export const RUNG_KEYS = {
  rank: 'rung.rank',
  suit: 'rung.suit',
  colour: 'rung.colour',
  parity: 'rung.parity',
  joker: 'rung.joker',
} as const satisfies Record<BidReason, PlayKey>;

/** The same rung in one word, for the auction history. */
export const RUNG_SHORT_KEYS = {
  rank: 'rungShort.rank',
  suit: 'rungShort.suit',
  colour: 'rungShort.colour',
  parity: 'rungShort.parity',
  joker: 'rungShort.joker',
} as const satisfies Record<BidReason, PlayKey>;

/** Why a trick went where it did (R7, R10). */
export const TRICK_WHY_KEYS = {
  'only-trump': 'why.only-trump',
  'both-trumps-higher': 'why.both-trumps-higher',
  'both-trumps-equal-leader': 'why.both-trumps-equal-leader',
  'suit-led-higher': 'why.suit-led-higher',
  'off-suit': 'why.off-suit',
} as const satisfies Record<TrickReason, PlayKey>;
