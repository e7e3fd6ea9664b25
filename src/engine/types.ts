// Shared vocabulary and data shapes of the Galapagos rules engine: cards, combinations, game state, actions, views, codes.
//
// Everything here is plain JSON data: a saved game is JSON.stringify(state) and loads back with JSON.parse.
// Changes to this file after the first version are additive only (other modules code against it).
// Codes live in codes.ts, history records in records.ts, the player view in view-types.ts; all re-exported here.
import type { BidReason } from './codes.ts';
import type {
  AuctionRecord, Declaration, DealRecord, DealScoreProgress, GameResult, JokerChoiceRecord, PlayOffMove, PlayOffRound,
  TrickRecord,
} from './records.ts';

export * from './codes.ts';
export * from './records.ts';
export * from './view-types.ts';

// ─── Cards ──────────────────────────────────────────────────────────────────

/** Suits in the engine's fixed order: spades, hearts, diamonds, clubs (RULINGS §1). */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Natural ranks, Two (2) to Ace (14). */
export const RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type Rank = (typeof RANKS)[number];

export const JOKER_COLOURS = ['red', 'black'] as const;
export type JokerColour = (typeof JOKER_COLOURS)[number];

export const COLOURS = ['black', 'red'] as const;
/** Colour of a suit: ♠ ♣ black, ♥ ♦ red. */
export type Colour = (typeof COLOURS)[number];

export const PARITIES = ['major', 'minor'] as const;
/** Parity of a suit: ♠ ♥ major, ♣ ♦ minor. */
export type Parity = (typeof PARITIES)[number];

/** A card of the 52-card pack. */
export interface NaturalCard {
  /** 2..14; the Ace is 14 (it plays low only inside A-2-3… sequences). */
  readonly rank: Rank;
  readonly suit: Suit;
}

/** One of the two Jokers of the optional variant (RULINGS §7). */
export interface JokerCard {
  readonly joker: JokerColour;
}

export type Card = NaturalCard | JokerCard;

/** Card id: 0..51 for naturals (suit index × 13 + rank − 2), 52 red Joker, 53 black Joker. */
export type CardId = number;

// ─── Players ────────────────────────────────────────────────────────────────

export const PLAYERS = [0, 1] as const;
export type PlayerIndex = (typeof PLAYERS)[number];

/** One value per player, indexed by PlayerIndex. */
export type Pair<T> = [T, T];

// ─── Combinations (play-off, RULINGS §6) ────────────────────────────────────

export const COMBO_KINDS = ['single', 'set', 'sequence'] as const;
export type ComboKind = (typeof COMBO_KINDS)[number];

/** A legal play-off combination. */
export interface Combo {
  readonly kind: ComboKind;
  /** Number of cards. */
  readonly size: number;
  /**
   * Play-off rank: 2..14 for naturals; a Joker alone is 1 (R11); a sequence ranks as its top card
   * (A-2-3 and Joker-2-3 rank 3, Q-K-A-Joker ranks 15).
   */
  readonly rank: number;
}

// ─── Melds (RULINGS §4) ─────────────────────────────────────────────────────

export const MELD_KINDS = ['set', 'sequence'] as const;
export type MeldKind = (typeof MELD_KINDS)[number];

/** A scored meld as returned by scoreMelds. */
export interface Meld {
  readonly kind: MeldKind;
  /** The cards of the meld; a sequence's cards in rank order, low to high (a low Ace first). */
  readonly cards: Card[];
  readonly points: number;
}

/** What a player announces for a meld (R6); the UI turns it into words. */
export type MeldAnnouncement =
  /** "Three Aces": count 3 or 4, rank 2..14. */
  | { readonly kind: 'set'; readonly count: number; readonly rank: Rank }
  /** "Six clubs": length 3..13. */
  | { readonly kind: 'sequence'; readonly length: number; readonly suit: Suit };

export interface AnnouncedMeld extends Meld {
  readonly announcement: MeldAnnouncement;
}

// ─── Game options ───────────────────────────────────────────────────────────

/**
 * Who wins a trick: 'parlett' is R7 (Parlett's English text, the default); 'summary' is R7-S, the
 * Japanese summary's reading, offered as a house rule.
 */
export const TRICK_RULES = ['parlett', 'summary'] as const;
export type TrickRule = (typeof TRICK_RULES)[number];

export interface GameOptions {
  /** The seed the game was created with (never shown in a PlayerView: it would reveal every deal). */
  readonly seed: number | string;
  /** Optional Jokers variant (RULINGS §7). */
  readonly jokers: boolean;
  /** Game target (1000 by default; e.g. 1 for a one-deal game). */
  readonly target: number;
  /** Who wins a trick, for every trick of the game (R7 or R7-S). */
  readonly trickRule: TrickRule;
}

/** sfc32 generator state: four unsigned 32-bit integers. */
export type RngState = [number, number, number, number];

// ─── Game state (discriminated on `phase`) ──────────────────────────────────

/** Values of `state.phase` (the play page puts these in data-game-phase). */
export const PHASES = ['auction', 'melds', 'tricks', 'play-off', 'deal-over', 'game-over'] as const;
export type Phase = (typeof PHASES)[number];

/** Fields of every state. */
export interface GameBase {
  /** Format version of the saved state. */
  readonly version: 1;
  readonly options: GameOptions;
  /** Seeded generator state (private to the engine; never in a PlayerView). */
  readonly rng: RngState;
  /** Number of actions applied since newGame (records and replays). */
  readonly actionCount: number;
  /** 1-based number of the current (or last) deal. */
  readonly dealNumber: number;
  /** Dealer of the current (or last) deal; alternates from deal to deal, nothing depends on it. */
  readonly dealer: PlayerIndex;
  /** Game totals including every finished deal (not the deal in progress). */
  readonly totals: Pair<number>;
  /** Finished deals, oldest first. */
  readonly deals: DealRecord[];
}

/** Fields of the deal in progress (kept in deal-over / game-over states for the summary of the last deal). */
export interface DealBase extends GameBase {
  /** Each player's hand: trick hand until the tricks end, play-off hand in the play-off. Private to its owner. */
  readonly hands: Pair<Card[]>;
  /** Each player's face-down bid pile (becomes the play-off hand, then is empty). */
  readonly bidPiles: Pair<Card[]>;
  /** Undealt cards, top first; the current turn-up is not in it. Seen by nobody. */
  readonly stock: Card[];
  /** Jokers bid in an auction: out of play for the rest of the deal (R9). Public. */
  readonly outOfPlay: Card[];
  /** Settled auctions of this deal. */
  readonly auctions: AuctionRecord[];
  /** R3 player (took the bottom card of the stock); null until the last auction is settled. */
  readonly firstPlayer: PlayerIndex | null;
  /** Joker decisions before meld scoring, in order made. */
  readonly jokerChoices: JokerChoiceRecord[];
  /** Trump declarations, in order made. */
  readonly declarations: Declaration[];
  /** Personal trumps by player; null until declared. */
  readonly trumps: Pair<Suit | null>;
  /** Completed tricks. */
  readonly tricks: TrickRecord[];
  readonly tricksWon: Pair<number>;
  /** Finished play-off rounds. */
  readonly rounds: PlayOffRound[];
  /** Deal score so far. */
  readonly score: DealScoreProgress;
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

export interface AuctionState extends DealBase {
  readonly phase: 'auction';
  readonly auction: CurrentAuction;
}

export interface MeldsState extends DealBase {
  readonly phase: 'melds';
  /** The player whose meld turn it is (R5: the R3 player first). */
  readonly toAct: PlayerIndex;
  /** 'joker': the player holds their Joker and must choose exchange or keep first; 'declare': name a trump. */
  readonly step: 'joker' | 'declare';
}

/** The trick in progress. */
export interface CurrentTrick {
  /** 1-based trick number. */
  readonly number: number;
  readonly leader: PlayerIndex;
  /** The card led, or null before the lead. */
  readonly lead: Card | null;
}

export interface TricksState extends DealBase {
  readonly phase: 'tricks';
  readonly trick: CurrentTrick;
}

/** The play-off round in progress. */
export interface CurrentRound {
  readonly leader: PlayerIndex;
  /** Moves so far in this round. */
  readonly moves: PlayOffMove[];
  /** Who moves next. */
  readonly toAct: PlayerIndex;
  /** The combination to beat (the last play), or null on the lead. */
  readonly last: Combo | null;
}

export interface PlayOffState extends DealBase {
  readonly phase: 'play-off';
  readonly round: CurrentRound;
}

export interface DealOverState extends DealBase {
  readonly phase: 'deal-over';
  /** Dealer of the next deal; this player performs the `next-deal` action. */
  readonly nextDealer: PlayerIndex;
}

export interface GameOverState extends DealBase {
  readonly phase: 'game-over';
  readonly result: GameResult;
}

export type GameState =
  | AuctionState
  | MeldsState
  | TricksState
  | PlayOffState
  | DealOverState
  | GameOverState;

// ─── Actions (discriminated on `type`; each names its player) ──────────────

export const ACTION_TYPES = [
  'bid',
  'take',
  'cede',
  'joker-exchange',
  'keep-joker',
  'declare',
  'play',
  'playoff-play',
  'pass',
  'next-deal',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type Action =
  /** Auction: a sealed bid-card from hand. Both players may bid, in either order. */
  | { readonly type: 'bid'; readonly player: PlayerIndex; readonly card: Card }
  /** Auction winner takes the turn-up (the loser gets the next card unseen). */
  | { readonly type: 'take'; readonly player: PlayerIndex }
  /** Auction winner cedes the turn-up to the loser and takes the next card unseen. */
  | { readonly type: 'cede'; readonly player: PlayerIndex }
  /** Melds: swap the Joker in hand for this card of the player's own bid pile (RULINGS §7). */
  | { readonly type: 'joker-exchange'; readonly player: PlayerIndex; readonly card: Card }
  /** Melds: keep the Joker in hand (it is then a personal trump in the tricks, R10). */
  | { readonly type: 'keep-joker'; readonly player: PlayerIndex }
  /** Melds: name a personal trump; melds are scored automatically (R5, R6). */
  | { readonly type: 'declare'; readonly player: PlayerIndex; readonly trump: Suit }
  /** Tricks: play a card (lead or follow). */
  | { readonly type: 'play'; readonly player: PlayerIndex; readonly card: Card }
  /** Play-off: lead or beat with a combination. */
  | { readonly type: 'playoff-play'; readonly player: PlayerIndex; readonly cards: Card[] }
  /** Play-off: pass (not allowed on the lead). */
  | { readonly type: 'pass'; readonly player: PlayerIndex }
  /** Deal over: start the next deal. Performed by the next dealer (DealOverState.nextDealer). */
  | { readonly type: 'next-deal'; readonly player: PlayerIndex };
