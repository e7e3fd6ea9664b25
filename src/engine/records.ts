// History records of a deal and a game (auctions, Joker choices, declarations, tricks, play-off rounds, scores).
import type { BidReason, GameEndReason, TrickReason } from './codes.ts';
import type { AnnouncedMeld, Card, Combo, Pair, PlayerIndex, Suit } from './base-types.ts';

// ─── History records (public unless marked private) ─────────────────────────

export const TAKE_CHOICES = ['take', 'cede'] as const;
export type TakeChoice = (typeof TAKE_CHOICES)[number];

/** A settled auction. */
export interface AuctionRecord {
  /** 1-based auction number in the deal. */
  readonly number: number;
  readonly turnUp: Card;
  /** Both bid-cards, by player. */
  readonly bids: Pair<Card>;
  /** Who won the bid, and the rung of the ladder that decided it. */
  readonly winner: PlayerIndex;
  readonly reason: BidReason;
  /** The winner's choice. */
  readonly choice: TakeChoice;
  /** Who took the turn-up. The other player took the unseen card. */
  readonly turnUpTo: PlayerIndex;
  /** Who took the unseen next card of the stock. */
  readonly unseenTo: PlayerIndex;
  /**
   * Private to `unseenTo` (R2). In the game state always the card; in a PlayerView null
   * unless the viewing player took it.
   */
  readonly unseen: Card | null;
}

/** A player's decision about the Joker before meld scoring (only players holding their Joker then). */
export interface JokerChoiceRecord {
  readonly player: PlayerIndex;
  /** true: the Joker went into the bid pile and `card` came back into the hand. Public (it is seen happening). */
  readonly exchanged: boolean;
  /** Private to `player`: the bid-pile card taken into hand; null if kept, and null in the opponent's view. */
  readonly card: Card | null;
}

/** A trump declaration with the melds the engine scored for it (R5, R6). */
export interface Declaration {
  readonly player: PlayerIndex;
  readonly trump: Suit;
  readonly melds: readonly AnnouncedMeld[];
  readonly total: number;
}

/** A completed trick. */
export interface TrickRecord {
  /** 1-based trick number. */
  readonly number: number;
  readonly leader: PlayerIndex;
  readonly lead: Card;
  readonly follow: Card;
  readonly winner: PlayerIndex;
  readonly reason: TrickReason;
}

/** One move in a play-off round. */
export type PlayOffMove =
  | { readonly type: 'play'; readonly player: PlayerIndex; readonly cards: readonly Card[]; readonly combo: Combo }
  | { readonly type: 'pass'; readonly player: PlayerIndex };

/** A finished play-off round. */
export interface PlayOffRound {
  readonly leader: PlayerIndex;
  readonly moves: readonly PlayOffMove[];
  readonly winner: PlayerIndex;
  /** 'pass': the other player passed; 'out': the winner played their last card (the deal ends). */
  readonly end: 'pass' | 'out';
}

/** Deal score as computed by scoreDeal (R13). */
export interface DealScore {
  /** Points per phase (not cumulative): [melds, tricks, play-off], each [player 0, player 1]. */
  readonly phases: [Pair<number>, Pair<number>, Pair<number>];
  /** The 100 bonus actually awarded (100 / 50 / 30 to at most one player). */
  readonly bonus: Pair<number>;
  /** Hand score of the deal: sum of phases plus bonus. */
  readonly total: Pair<number>;
}

/** Running deal score while the deal is in progress. */
export interface DealScoreProgress {
  /** Points of each finished phase so far (0 to 3 entries: melds, tricks, play-off). */
  readonly phases: readonly Pair<number>[];
  /** Bonus awarded so far (at most one player, at most once per deal). */
  readonly bonus: Pair<number>;
  /** Phase (1, 2, 3) at whose end the bonus was awarded, or null. */
  readonly bonusPhase: 1 | 2 | 3 | null;
  /** True once both players reached 100 at the end of the same phase with no bonus before: no bonus this deal (R13). */
  readonly bonusVoid: boolean;
}

/** What has happened in a deal, phase by phase: the deal in progress (state and view) and a finished deal's record hold it. */
export interface DealHistory {
  /** Settled auctions of this deal. */
  readonly auctions: readonly AuctionRecord[];
  /** Joker decisions before meld scoring, in order made. */
  readonly jokerChoices: readonly JokerChoiceRecord[];
  /** Trump declarations, in order made. */
  readonly declarations: readonly Declaration[];
  /** Completed tricks. */
  readonly tricks: readonly TrickRecord[];
  readonly tricksWon: Pair<number>;
  /** Finished play-off rounds. */
  readonly rounds: readonly PlayOffRound[];
}

/** A finished deal. */
export interface DealRecord extends DealHistory {
  /** 1-based deal number. */
  readonly number: number;
  readonly dealer: PlayerIndex;
  /** R3: who took the bottom card of the stock (declared first, led to trick 1). */
  readonly firstPlayer: PlayerIndex;
  /** Cards left in each play-off hand when the deal ended (one of them 0). */
  readonly cardsLeft: Pair<number>;
  readonly score: DealScore;
  /** Game totals after this deal. */
  readonly totalsAfter: Pair<number>;
}

export interface GameResult {
  readonly winner: PlayerIndex;
  /** Game value by the loser's total (RULINGS §8): 1 single … 4 quadruple. */
  readonly value: 1 | 2 | 3 | 4;
  readonly totals: Pair<number>;
  readonly reason: GameEndReason;
}

// ─── The trick and the play-off round in progress (parts of a state and of a view) ──

/** The trick in progress. */
export interface CurrentTrick {
  /** 1-based trick number. */
  readonly number: number;
  readonly leader: PlayerIndex;
  /** The card led, or null before the lead. */
  readonly lead: Card | null;
}

/** The play-off round in progress. */
export interface CurrentRound {
  readonly leader: PlayerIndex;
  /** Moves so far in this round. */
  readonly moves: readonly PlayOffMove[];
  /** Who moves next. */
  readonly toAct: PlayerIndex;
  /** The combination to beat (the last play), or null on the lead. */
  readonly last: Combo | null;
}
