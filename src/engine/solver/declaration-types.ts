// The declaration solve's problem and answer (declaration.ts), in a module of their own so its searches can name them.
import type { Card, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';

/** One placement of every card at the declaration: the trick hands (after the Joker decisions) and the bid piles. */
export interface DeclarationLayout {
  readonly hands: Pair<readonly Card[]>;
  readonly playOffHands: Pair<readonly Card[]>;
}

export interface DeclarationProblem {
  /** The placements the declaring player cannot tell apart (one, or one per card a Joker exchange could have taken back). */
  readonly layouts: readonly DeclarationLayout[];
  /** The R3 player: declares first and leads the first trick. */
  readonly firstPlayer: PlayerIndex;
  /** Who is declaring now. */
  readonly player: PlayerIndex;
  /** The other player's trump when they have declared already (null: they reply after `player`). */
  readonly otherTrump: Suit | null;
  readonly rule?: TrickRule;
  /** Node budget of each tricks solve (16 of them a placement for the first to declare, 4 for the second). */
  readonly budget?: number;
  /** Node budget of each placement's play-off (default 3 million). */
  readonly playOffBudget?: number;
}

/**
 * The best trump and its value, with the value of each trump asked for (solveBestDeclaration). A trump shown to be
 * worth less than the best is left out of `values` (and of `replies`) unless it was asked for: its value was not solved.
 */
export interface BestDeclaration {
  /** For each trump solved: `player`'s deal total minus the other's, both playing perfectly (the average over the placements). */
  readonly values: Partial<Record<Suit, number>>;
  /** A trump of the highest value (the first in suit order among equals). */
  readonly best: Suit;
  /** When the other replies: their best reply to each trump solved, in the first placement (the reply is theirs to choose per placement). */
  readonly replies: Partial<Record<Suit, Suit>> | null;
  /** False if a solve ran out of its budget: the values are then only the search's best guesses. */
  readonly exact: boolean;
  /** Positions searched by the tricks searches and by the play-off searches (the bench's measure of work, unlike time the same on any machine). */
  readonly nodes: { readonly tricks: number; readonly playOff: number };
}

/** Every trump's value (solveDeclaration): what the coach shows. */
export interface DeclarationSolution extends BestDeclaration {
  /** For each trump: `player`'s deal total minus the other's, both playing perfectly (the average over the placements). */
  readonly values: Record<Suit, number>;
  /** When the other replies: their best reply to each trump in the first placement (the reply is theirs to choose per placement). */
  readonly replies: Record<Suit, Suit> | null;
}

/**
 * One part of an every-trump solve (declaration-split.ts): the sums over some of the placements, so that parts solved in
 * different workers join into the whole answer (joinDeclarationParts).
 */
export interface DeclarationPart {
  /** How many placements the part solved. */
  readonly placements: number;
  /** For each trump: the sum over the part's placements of `player`'s value there. */
  readonly totals: Record<Suit, number>;
  /** The other's best reply to each trump in the part's first placement (null when they declared already). */
  readonly replies: Record<Suit, Suit> | null;
  readonly exact: boolean;
  readonly nodes: { readonly tricks: number; readonly playOff: number };
}
