// Practice positions: a decision of the person's that lost points to perfect play, kept to be retried. Plain JSON.
import type { Card, Suit } from '../../../engine/index';

/** What a position practises: the list on /learn/practice/ is grouped by these. */
export const THEMES = ['trump', 'odd-trick', 'play-off-lead', 'trick-play', 'play-off-tempo'] as const;
export type Theme = (typeof THEMES)[number];

export const POSITION_KINDS = ['declaration', 'lead', 'follow', 'play-off'] as const;
export type PositionKind = (typeof POSITION_KINDS)[number];

/** Rulings a position's answer may cite (the Rulings page's anchors). */
export const PRACTICE_RULINGS = ['R5', 'R7', 'R8'] as const;
export type PracticeRuling = (typeof PRACTICE_RULINGS)[number];

/** One choice: a trump, a card or cards, or a pass. */
export type PracticeOption =
  | { readonly id: string; readonly type: 'suit'; readonly suit: Suit }
  | { readonly id: string; readonly type: 'cards'; readonly cards: readonly Card[] }
  | { readonly id: string; readonly type: 'pass' };

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
}

/** One choice's result with perfect play by both after it, from the solvers. */
export interface OptionOutcome {
  /** Points it loses against the best choice (deal points; play-off points in the play-off); 0 for a best choice. */
  readonly loss: number;
  /** Trick positions: the tricks the person ends the thirteen with. */
  readonly tricks?: number;
  /** Following: whether the card wins the trick. */
  readonly wins?: boolean;
  /** Play-off positions: the person's play-off points (−10 a card left when the other goes out first). */
  readonly points?: number;
}
