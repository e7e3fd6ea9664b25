// The engine's public types: the game state (nested game / deal / phase), with the base vocabulary, codes, records and views re-exported.
//
// Everything here is plain JSON data: a saved game is JSON.stringify(state) and loads back with JSON.parse.
// The play page saves the game record (its actions), never this state, so a change of shape (version) only
// needs the engine and its callers to agree. Base types live in base-types.ts, codes in codes.ts, history
// records in records.ts, the player view in view-types.ts; this module re-exports them all and none of them
// imports it (no import cycle: tests/engine/import-cycles.test.ts).
import type { BidReason } from './codes.ts';
import type { Card, GameOptions, Pair, PlayerIndex, RngState, Suit } from './base-types.ts';
import type { CurrentRound, CurrentTrick, DealHistory, DealRecord, DealScoreProgress, GameResult } from './records.ts';

export * from './base-types.ts';
export * from './codes.ts';
export * from './records.ts';
export * from './view-types.ts';

// ─── Game state: { version, options, rng, actionCount, game, deal, phase and its part } ──

/** Format version of the state: 2 since the state is nested (version 1 was one flat record). */
export const STATE_VERSION = 2;

/** The game so far: it changes only when a deal starts or ends. */
export interface GameProgress {
  /** 1-based number of the current (or last) deal. */
  readonly dealNumber: number;
  /** Dealer of the current (or last) deal; alternates from deal to deal, nothing depends on it. */
  readonly dealer: PlayerIndex;
  /** Game totals including every finished deal (not the deal in progress). */
  readonly totals: Pair<number>;
  /** Finished deals, oldest first. */
  readonly deals: readonly DealRecord[];
}

/**
 * The deal in progress (kept in deal-over / game-over states for the summary of the last deal). Built in
 * one place (deal.ts's startDeal); a new deal replaces it whole. `Trump` is `Suit` once both trumps are
 * declared (tricks, play-off, deal over), `Suit | null` before.
 */
export interface DealProgress<Trump extends Suit | null = Suit | null> extends DealHistory {
  /** Each player's hand: trick hand until the tricks end, play-off hand in the play-off. Private to its owner. */
  readonly hands: Pair<readonly Card[]>;
  /** Each player's face-down bid pile (becomes the play-off hand, then is empty). */
  readonly bidPiles: Pair<readonly Card[]>;
  /** Undealt cards, top first; the current turn-up is not in it. Seen by nobody. */
  readonly stock: readonly Card[];
  /** Jokers bid in an auction: out of play for the rest of the deal (R9). Public. */
  readonly outOfPlay: readonly Card[];
  /** R3 player (took the bottom card of the stock); null until the last auction is settled. */
  readonly firstPlayer: Trump extends Suit ? PlayerIndex : PlayerIndex | null;
  /** Personal trumps by player; null until declared. */
  readonly trumps: Pair<Trump>;
  /** Deal score so far. */
  readonly score: DealScoreProgress;
}

/** A deal whose trumps are both declared (and whose R3 player is known). */
export type DeclaredDeal = DealProgress<Suit>;

/** Fields of every state. */
export interface StateBase {
  /** Format version of the state (STATE_VERSION). */
  readonly version: typeof STATE_VERSION;
  readonly options: GameOptions;
  /** Seeded generator state (private to the engine; never in a PlayerView). */
  readonly rng: RngState;
  /** Number of actions applied since newGame (records and replays). */
  readonly actionCount: number;
  readonly game: GameProgress;
}

/** The auction in progress. */
export interface CurrentAuction {
  /** 1-based auction number. */
  readonly number: number;
  /** The faced top card of the stock. */
  readonly turnUp: Card;
  /** Sealed bids by player; null while that player has not bid. Private until both have bid. */
  readonly bids: Pair<Card | null>;
  /** Set once both have bid (bids revealed): the winner now chooses take or cede. */
  readonly outcome: { readonly winner: PlayerIndex; readonly reason: BidReason } | null;
}

export interface AuctionState extends StateBase {
  readonly phase: 'auction';
  readonly deal: DealProgress<null>;
  readonly auction: CurrentAuction;
}

export interface MeldsState extends StateBase {
  readonly phase: 'melds';
  readonly deal: DealProgress & { readonly firstPlayer: PlayerIndex };
  /** The player whose meld turn it is (R5: the R3 player first). */
  readonly toAct: PlayerIndex;
  /** 'joker': the player holds their Joker and must choose exchange or keep first; 'declare': name a trump. */
  readonly step: 'joker' | 'declare';
}

export interface TricksState extends StateBase {
  readonly phase: 'tricks';
  readonly deal: DeclaredDeal;
  readonly trick: CurrentTrick;
}

export interface PlayOffState extends StateBase {
  readonly phase: 'play-off';
  readonly deal: DeclaredDeal;
  readonly round: CurrentRound;
}

export interface DealOverState extends StateBase {
  readonly phase: 'deal-over';
  readonly deal: DeclaredDeal;
  /** Dealer of the next deal; this player performs the `next-deal` action. */
  readonly nextDealer: PlayerIndex;
}

export interface GameOverState extends StateBase {
  readonly phase: 'game-over';
  /** A game resigned early may end before the R3 player or the trumps are known. */
  readonly deal: DealProgress;
  readonly result: GameResult;
}

export type GameState = AuctionState | MeldsState | TricksState | PlayOffState | DealOverState | GameOverState;
