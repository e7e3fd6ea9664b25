// Practice positions: a decision of the person's that lost points to perfect play, kept to be retried. Plain JSON.
import type { Card, Suit } from '../../engine/index.ts';

/** What a position practises: the list on /learn/practice/ is grouped by these. */
// The auction's theme is listed last: its answers are estimates, the others' exact (the page lists the exact first).
export const THEMES = ['trump', 'odd-trick', 'play-off-lead', 'trick-play', 'play-off-tempo', 'auction'] as const;
export type Theme = (typeof THEMES)[number];

export const POSITION_KINDS = ['bid', 'take', 'joker', 'declaration', 'lead', 'follow', 'play-off'] as const;
export type PositionKind = (typeof POSITION_KINDS)[number];

/** Rulings a position's answer may cite (the Rulings page's anchors). */
export const PRACTICE_RULINGS = ['R5', 'R7', 'R8'] as const;
export type PracticeRuling = (typeof PRACTICE_RULINGS)[number];

/** The auction's choices that are not a card: take or cede the turn-up, keep the Joker. */
export const AUCTION_CHOICES = ['take', 'cede', 'keep'] as const;
export type AuctionChoice = (typeof AUCTION_CHOICES)[number];

/** One choice: a trump, a card or cards (a bid, a card taken back for the Joker), a pass, or take / cede / keep. */
export type PracticeOption =
  | { readonly id: string; readonly type: 'suit'; readonly suit: Suit }
  | { readonly id: string; readonly type: 'cards'; readonly cards: readonly Card[] }
  | { readonly id: string; readonly type: 'pass' }
  | { readonly id: string; readonly type: 'choice'; readonly choice: AuctionChoice };

/**
 * An auction position's scene: what the person saw at the decision besides their hand (the other's hand is never known
 * in the auction), as the card lists the page shows, and the size of the estimate behind its answer.
 */
export interface AuctionScene {
  /** The auction's number (1–13, 1–14 with Jokers); 0 for the Joker's keep-or-exchange after the last. */
  readonly number: number;
  /** The turn-up (none at the Joker choice). */
  readonly turnUp: readonly Card[];
  /** Take or cede: both bids, revealed (the person's first); none when bidding or at the Joker choice. */
  readonly bids: readonly Card[];
  /** The turn-ups the other player took, and their bids so far (both seen by both players). */
  readonly theirTurnUps: readonly Card[];
  readonly theirBids: readonly Card[];
  /** Unseen cards the person took (only they saw them). */
  readonly unseen: readonly Card[];
  /** The person's bid pile. */
  readonly pile: readonly Card[];
  /** Game totals before the deal (the person's first). */
  readonly totals: readonly [number, number];
  /** Hands the estimate sampled (those the person could not tell apart). */
  readonly samples: number;
  /** The estimate's 95% margin on the gain of the best choice over the one played (deal points). */
  readonly margin: number;
  /** A fact behind the answer, derived from the cards (none when no such fact holds). */
  readonly reason: AuctionReason | null;
}

/** The facts an auction answer may cite, each true of the position's cards (auction-reasons.ts derives them). */
export const AUCTION_REASONS = ['keeps-melds', 'turn-up-melds', 'turn-up-idle', 'their-melds', 'exchange-melds'] as const;
export interface AuctionReason {
  readonly code: (typeof AUCTION_REASONS)[number];
  /** The card the fact is about (the bid played, the turn-up, the card taken back), then the cards it melds with. */
  readonly cards: readonly Card[];
  /** Meld points: after the best bid and after the one played; or with the card and without it. */
  readonly points: readonly [number, number];
}

export interface PracticePosition {
  /** Stable id from the position's content (the same decision met twice is kept once). */
  readonly id: string;
  readonly theme: Theme;
  readonly kind: PositionKind;
  /** The person's cards at the decision (the trick hand, or the play-off hand). */
  readonly hand: readonly Card[];
  /** Declaration: the trump already named by the other (null if declaring first). Tricks: both trumps, the person's first. */
  readonly trumps: { readonly mine: Suit | null; readonly theirs: Suit | null };
  /** Tricks: the card led by the other when following (null when leading). */
  readonly lead: Card | null;
  /** Tricks: the trick's number and the tricks each has won (the person's first). */
  readonly trick: number;
  readonly tricksWon: readonly [number, number];
  /** Play-off: the cards to beat (null when leading). Tricks and play-off: the other's cards then (empty in trick positions saved before they were kept). */
  readonly toBeat: readonly Card[] | null;
  readonly otherHand: readonly Card[];
  readonly options: readonly PracticeOption[];
  /** Ids of the options that are best (every one of them is a right answer). */
  readonly answers: readonly string[];
  /** The option the person chose in the deal. */
  readonly played: string;
  /** Points the best choice gains over the one played, with perfect play after (deal points; play-off points in the play-off). */
  readonly gain: number;
  readonly ruling: PracticeRuling | null;
  /** What each choice leads to, by option id (positions saved before these were kept have none; an option left out has no figure). */
  readonly outcomes?: Readonly<Record<string, OptionOutcome>>;
  /** Auction positions: what else the person saw, and the estimate's size (other positions have none). */
  readonly auction?: AuctionScene;
}

/** One choice's result with perfect play by both after it, from the solvers (auction positions: estimated, see margin). */
export interface OptionOutcome {
  /** Points it loses against the best choice (deal points; play-off points in the play-off); 0 for a best choice. */
  readonly loss: number;
  /** Auction positions: the 95% margin of that estimated loss (deal points). */
  readonly margin?: number;
  /** Trick positions: the tricks the person ends the thirteen with. */
  readonly tricks?: number;
  /** Following: whether the card wins the trick. */
  readonly wins?: boolean;
  /** Play-off positions: the person's play-off points (−10 a card left when the other goes out first). */
  readonly points?: number;
}
