// Machine-readable codes of the engine (errors, bid and trick reasons, game end): the UI has a dictionary entry for each.

// ─── Codes (the engine never produces prose; the UI maps codes to i18n keys) ─

/** Why a bid won (the rung of the ladder that decided it, RULINGS §3 and §7). */
export const BID_REASONS = ['rank', 'suit', 'colour', 'parity', 'joker'] as const;
export type BidReason = (typeof BID_REASONS)[number];

/** Why a trick went where it did (R7, R10). */
export const TRICK_REASONS = ['only-trump', 'both-trumps-higher', 'both-trumps-equal-leader', 'suit-led-higher', 'off-suit'] as const;
export type TrickReason = (typeof TRICK_REASONS)[number];

/** Why a game ended. */
export const GAME_END_REASONS = ['target', 'resign'] as const;
export type GameEndReason = (typeof GAME_END_REASONS)[number];

/** Every `code` an EngineError can carry. */
export const ERROR_CODES = [
  /** Card text that is not in the notation of RULINGS §1. */
  'invalid-card',
  /** A malformed action (unknown type, missing field, player not 0/1…). */
  'invalid-action',
  /** A bad argument to a rule function or to newGame. */
  'invalid-argument',
  /** The game has ended; no more actions. */
  'game-over',
  /** The action type does not exist in the current phase. */
  'wrong-phase',
  /** It is not this player's turn (or not their decision). */
  'not-your-turn',
  /** This player has already bid in the current auction. */
  'already-bid',
  /** Take / cede before both bids are revealed. */
  'bids-not-revealed',
  /** The card is not in the acting player's hand. */
  'card-not-in-hand',
  /** A joker-exchange card that is not in the player's own bid pile. */
  'card-not-in-bid-pile',
  /** Joker exchange / keep without a Joker in hand, or already decided. */
  'no-joker-choice',
  /** Declare before choosing whether to exchange the Joker. */
  'joker-choice-pending',
  /** A trump that is not one of S H D C. */
  'invalid-trump',
  /** A trick follow that does not follow suit although the player could (R10 exempts the Joker). */
  'must-follow-suit',
  /** Pass by the leader of a play-off round (on the lead). */
  'cannot-pass-on-lead',
  /** A play-off play that is not a combination (RULINGS §6, R11). */
  'not-a-combination',
  /** A play-off play that does not beat the last combination (same kind, same size, higher rank). */
  'does-not-beat',
  /** The same card twice in one play (or in the cards given to a rule function). */
  'duplicate-card',
  /** A game state that is not one the engine can produce (unknown phase, a card lost or doubled…): see validateState. */
  'invalid-state',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
