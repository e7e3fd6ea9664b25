// The engine's base vocabulary: cards, players, combinations, melds, options, phases, actions (imported by
// records.ts, view-types.ts and types.ts, so none of them imports another's re-exports: no import cycle).
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
export type Pair<T> = readonly [T, T];

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
export type RngState = readonly [number, number, number, number];

// ─── Phases ──────────────────────────────────────────────────────

/** Values of `state.phase` (the play page puts these in data-game-phase). */
export const PHASES = ['auction', 'melds', 'tricks', 'play-off', 'deal-over', 'game-over'] as const;
export type Phase = (typeof PHASES)[number];

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
  | { readonly type: 'playoff-play'; readonly player: PlayerIndex; readonly cards: readonly Card[] }
  /** Play-off: pass (not allowed on the lead). */
  | { readonly type: 'pass'; readonly player: PlayerIndex }
  /** Deal over: start the next deal. Performed by the next dealer (DealOverState.nextDealer). */
  | { readonly type: 'next-deal'; readonly player: PlayerIndex };
