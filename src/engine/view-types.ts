// The shape of a player's view of the game (RULINGS §9): what one player may know.
import type { BidReason } from './codes.ts';
import type {
  AuctionRecord, Declaration, DealRecord, DealScoreProgress, GameResult, JokerChoiceRecord, PlayOffRound, TrickRecord,
} from './records.ts';
import type { Action, Card, CurrentRound, CurrentTrick, Pair, Phase, PlayerIndex, Suit, TrickRule } from './types.ts';

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

/** Everything one player may know (RULINGS §9); never the opponent's hand or unseen cards, the stock order, the seed or the RNG. */
export interface PlayerView {
  /** The viewing player. */
  readonly player: PlayerIndex;
  readonly phase: Phase;
  readonly options: { readonly jokers: boolean; readonly target: number; readonly trickRule: TrickRule };
  readonly actionCount: number;
  readonly dealNumber: number;
  readonly dealer: PlayerIndex;
  readonly totals: Pair<number>;
  /** Players who may act now (both during a sealed auction until each has bid; empty when the game is over). */
  readonly toAct: PlayerIndex[];
  /** The viewer's legal actions now (empty if it is not their turn). */
  readonly legalActions: Action[];
  /** The viewer's hand. */
  readonly hand: Card[];
  /** The viewer's bid pile. */
  readonly bidPile: Card[];
  /** Unseen cards the viewer took this deal (R2), in order. */
  readonly unseen: Card[];
  /** Card counts by player (hands, bid piles). */
  readonly handCounts: Pair<number>;
  readonly bidPileCounts: Pair<number>;
  readonly stockCount: number;
  readonly outOfPlay: Card[];
  /** The auction in progress (phase auction), else null. */
  readonly auction: AuctionView | null;
  /** Settled auctions of this deal; `unseen` is null where the opponent took it. */
  readonly auctions: AuctionRecord[];
  readonly firstPlayer: PlayerIndex | null;
  /** Joker decisions; the card taken back is null in the opponent's records. */
  readonly jokerChoices: JokerChoiceRecord[];
  /** Phase melds: whose meld turn and which step; else null. */
  readonly melds: { readonly toAct: PlayerIndex; readonly step: 'joker' | 'declare' } | null;
  readonly declarations: Declaration[];
  readonly trumps: Pair<Suit | null>;
  readonly tricks: TrickRecord[];
  readonly trick: CurrentTrick | null;
  readonly tricksWon: Pair<number>;
  readonly rounds: PlayOffRound[];
  readonly round: CurrentRound | null;
  readonly score: DealScoreProgress;
  /** Finished deals (auction `unseen` cards redacted as above). */
  readonly deals: DealRecord[];
  /** Phase deal-over: who starts the next deal; else null. */
  readonly nextDealer: PlayerIndex | null;
  /** Phase game-over: the result; else null. */
  readonly result: GameResult | null;
}
