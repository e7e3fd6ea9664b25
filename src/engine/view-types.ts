// The shape of a player's view of the game (RULINGS §9): what one player may know.
import type { BidReason } from './codes.ts';
import type { CurrentRound, CurrentTrick, DealHistory, DealRecord, DealScoreProgress, GameResult } from './records.ts';
import type { Action, Card, Pair, Phase, PlayerIndex, Suit, TrickRule } from './base-types.ts';

/** The auction in progress as one player sees it. */
export interface AuctionView {
  readonly number: number;
  readonly turnUp: Card;
  /** Whether each player has bid. */
  readonly hasBid: Pair<boolean>;
  /** Bids by player: the viewer's own pending bid, and the opponent's only once both are revealed. */
  readonly bids: Pair<Card | null>;
  readonly outcome: { readonly winner: PlayerIndex; readonly reason: BidReason } | null;
}

/**
 * What every view holds, whatever the phase: with this deal's history (in the opponent's auction records `unseen` is
 * null where they took it, and in their Joker choices the card taken back is null).
 */
interface ViewBase extends DealHistory {
  /** The viewing player. */
  readonly player: PlayerIndex;
  readonly options: { readonly jokers: boolean; readonly target: number; readonly trickRule: TrickRule };
  readonly actionCount: number;
  readonly dealNumber: number;
  readonly dealer: PlayerIndex;
  readonly totals: Pair<number>;
  /** Players who may act now (both during a sealed auction until each has bid; empty when the game is over). */
  readonly toAct: readonly PlayerIndex[];
  /** The viewer's legal actions now (empty if it is not their turn). */
  readonly legalActions: readonly Action[];
  /** The viewer's hand. */
  readonly hand: readonly Card[];
  /** The viewer's bid pile. */
  readonly bidPile: readonly Card[];
  /** Unseen cards the viewer took this deal (R2), in order. */
  readonly unseen: readonly Card[];
  /** Card counts by player (hands, bid piles). */
  readonly handCounts: Pair<number>;
  readonly bidPileCounts: Pair<number>;
  readonly stockCount: number;
  readonly outOfPlay: readonly Card[];
  readonly score: DealScoreProgress;
  /** Finished deals (auction `unseen` cards redacted as above). */
  readonly deals: readonly DealRecord[];
}

/**
 * The parts that belong to one phase, as they are outside it. Each is present in every view (typed `null`
 * outside its phase), so a view keeps one JSON shape (worker messages, tests) while `phase` narrows it.
 */
interface OtherPhases {
  /** The auction in progress. */
  readonly auction: null;
  /** Whose meld turn and which step. */
  readonly melds: null;
  readonly trick: null;
  readonly round: null;
  /** Who starts the next deal. */
  readonly nextDealer: null;
  readonly result: null;
}

export interface AuctionPhaseView extends ViewBase, Omit<OtherPhases, 'auction'> {
  readonly phase: 'auction';
  readonly auction: AuctionView;
  /** The R3 player (took the bottom card of the stock) is decided only as the last auction ends the phase. */
  readonly firstPlayer: null;
  readonly trumps: Pair<null>;
}

export interface MeldsPhaseView extends ViewBase, Omit<OtherPhases, 'melds'> {
  readonly phase: 'melds';
  readonly firstPlayer: PlayerIndex;
  readonly melds: { readonly toAct: PlayerIndex; readonly step: 'joker' | 'declare' };
  /** Null until that player has declared. */
  readonly trumps: Pair<Suit | null>;
}

export interface TricksPhaseView extends ViewBase, Omit<OtherPhases, 'trick'> {
  readonly phase: 'tricks';
  readonly firstPlayer: PlayerIndex;
  readonly trumps: Pair<Suit>;
  readonly trick: CurrentTrick;
}

export interface PlayOffPhaseView extends ViewBase, Omit<OtherPhases, 'round'> {
  readonly phase: 'play-off';
  readonly firstPlayer: PlayerIndex;
  readonly trumps: Pair<Suit>;
  readonly round: CurrentRound;
}

export interface DealOverView extends ViewBase, Omit<OtherPhases, 'nextDealer'> {
  readonly phase: 'deal-over';
  readonly firstPlayer: PlayerIndex;
  readonly trumps: Pair<Suit>;
  readonly nextDealer: PlayerIndex;
}

export interface GameOverView extends ViewBase, Omit<OtherPhases, 'result'> {
  readonly phase: 'game-over';
  /** A game resigned early may end before the R3 player or the trumps are known. */
  readonly firstPlayer: PlayerIndex | null;
  readonly trumps: Pair<Suit | null>;
  readonly result: GameResult;
}

/** Everything one player may know (RULINGS §9), by phase; never the opponent's hand or unseen cards, the stock order, the seed or the RNG. */
export type PlayerView = AuctionPhaseView | MeldsPhaseView | TricksPhaseView | PlayOffPhaseView | DealOverView | GameOverView;

/** The view of one phase. */
export type PhaseView<P extends Phase> = Extract<PlayerView, { readonly phase: P }>;

/** The phases with decisions to make during a deal (the computer's search plays these). */
export type DecisionView = PhaseView<'auction' | 'melds' | 'tricks' | 'play-off'>;
