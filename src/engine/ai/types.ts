// The computer players' vocabulary (levels, names, reason codes, decisions): shared by the AI modules and re-exported by its barrel.
import type { MeldShape } from '../meld-gain.ts';
import type { Action, Card } from '../types.ts';

/** Playing strengths offered to people. */
export const AI_LEVELS = ['easy', 'medium', 'hard'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

/** Every computer player, including the baselines kept for measurement. */
export const AI_PLAYERS = ['random', 'rules', ...AI_LEVELS] as const;
export type AiPlayerName = (typeof AI_PLAYERS)[number];

/**
 * Why the player chose its action, as a code the UI turns into words (hints). Each names the idea
 * behind the move, whichever player (rules or search) chose it.
 */
export const AI_REASONS = [
  /** The only legal action (including starting the next deal). */
  'only-choice',
  /** The random baseline's pick. */
  'random-choice',
  // Auction: the bid.
  /** Bid a low card that helps neither melds nor tricks. */
  'bid-low-card',
  /** Bid a high card to win this turn-up. */
  'bid-high-to-win',
  /** Bid the Joker: it always wins (and is then out of play, R9). */
  'bid-joker-to-win',
  /** Bid a card that fits the play-off hand (a pair, set or run with the bid pile). */
  'bid-for-play-off',
  /** (Search) This bid should win a turn-up that completes or extends one of the player's melds. */
  'bid-to-win-meld',
  /** (Search) This bid should win a turn-up that would give the opponent a meld with cards they took. */
  'bid-to-deny',
  /** (Search) This bid should win a high turn-up. */
  'bid-to-win-high-turn-up',
  /** (Search) This bid should win the turn-up: looking ahead, it is worth the card. */
  'bid-to-win-turn-up',
  /** (Search) The bid will probably lose: the turn-up is not worth winning, and this card costs least. */
  'bid-let-turn-up-go',
  // Auction: take or cede.
  /** Take a high turn-up. */
  'take-high-turn-up',
  /** Take a turn-up that completes or extends a meld. */
  'take-turn-up-for-meld',
  /** Take the turn-up: it is better than an average unseen card for this hand. */
  'take-turn-up',
  /** Take a turn-up that would give the opponent a meld with cards they took, if ceded. */
  'take-to-deny',
  /** Cede a weak turn-up and take the unseen card. */
  'cede-weak-turn-up',
  /** Cede a turn-up that looks useful: looking ahead, the unseen card did better. */
  'cede-for-unseen',
  // Melds.
  /** Keep the Joker as a trump for the tricks. */
  'keep-joker-for-tricks',
  /** Swap the Joker for a bid-pile card that makes a meld. */
  'exchange-joker-for-meld',
  /** Swap the Joker into the bid pile, where it helps the play-off. */
  'exchange-joker-for-play-off',
  /** Swap the Joker for a high bid-pile card that should win a trick. */
  'exchange-joker-for-high-card',
  /** Name the longest suit as trump. */
  'trump-longest-suit',
  /** Name the trump that scores the most melds. */
  'trump-best-melds',
  /** Name the suit that wins the most tricks (high cards and length). */
  'trump-strongest-suit',
  // Tricks.
  /** Win the trick with the cheapest card that wins. */
  'win-trick-cheaply',
  /** Win the trick with a card that wins, though a lower one would too (the search found this one better). */
  'win-trick',
  /** Win the trick with a personal trump. */
  'win-with-trump',
  /** Give the trick away with a low card. */
  'duck-trick',
  /** Give the trick away on purpose to keep an odd number of tricks. */
  'duck-for-odd-tricks',
  /** Win the trick on purpose to reach an odd number of tricks. */
  'win-for-odd-tricks',
  /** Lead a personal trump. */
  'lead-trump',
  /** Lead a low card. */
  'lead-low-card',
  /** Lead a high card that should win. */
  'lead-high-card',
  // Play-off.
  /** Play the last cards and go out. */
  'go-out',
  /** Lead the combination with the most cards. */
  'lead-longest-combination',
  /** Lead a low combination while the high cards keep control. */
  'lead-low-combination',
  /** Lead a combination the opponent cannot beat, to keep the lead. */
  'lead-unbeatable',
  /** Beat with the lowest combination that beats. */
  'beat-cheaply',
  /** Beat to take the lead back. */
  'beat-to-take-lead',
  /** Pass although able to beat, to keep the cards for later. */
  'pass-save-cards',
  /** Pass: nothing in hand beats the last combination. */
  'pass-cannot-beat',
  /** The search found this move best and no simpler idea describes it. */
  'search-best',
] as const;
export type AiReason = (typeof AI_REASONS)[number];

/**
 * The cards an auction or Joker reason is about, each fact checked on cards the player sees (their hand, their bid pile,
 * the turn-up, the turn-ups the other player took and kept), never on hidden ones: plain data the UI puts into words
 * (one sentence per reason and kind). `bid` is the card bid, when the action is a bid.
 */
export type AuctionCite =
  /** The turn-up the reason is about (worth winning, taking, or letting go). */
  | { readonly kind: 'turn-up'; readonly turnUp: Card; readonly bid: Card | null }
  /**
   * `card` (the turn-up, or the card taken back for the Joker) scores `gain` more meld points with `partners`: cards
   * of the player's hand ('mine'), or the turn-ups the other player took and kept ('theirs').
   */
  | {
      readonly kind: 'meld';
      readonly whose: 'mine' | 'theirs';
      readonly card: Card;
      readonly partners: readonly Card[];
      readonly melds: readonly MeldShape[];
      readonly gain: number;
      readonly bid: Card | null;
    }
  /** The turn-up adds nothing to the hand's melds, and `melding` of the `unseen` cards the player cannot place would. */
  | { readonly kind: 'turn-up-idle'; readonly turnUp: Card; readonly melding: number; readonly unseen: number }
  /** The turn-up is low and adds nothing to the hand's melds, nor would any card the player cannot place. */
  | { readonly kind: 'all-idle'; readonly turnUp: Card }
  /** The bid is a low card (Nine or lower) in none of the hand's melds. */
  | { readonly kind: 'spare'; readonly bid: Card }
  /** The bid has the rank of `pile` cards of the player's bid pile (a pair or set for the play-off). */
  | { readonly kind: 'pile-rank'; readonly bid: Card; readonly pile: readonly Card[] }
  /** The bid fills the gap between `pile` cards of the player's bid pile (a run for the play-off). */
  | { readonly kind: 'pile-run'; readonly bid: Card; readonly pile: readonly Card[] }
  /** The card taken back from the bid pile for the Joker. */
  | { readonly kind: 'taken-back'; readonly card: Card };

export interface AiDecision {
  readonly action: Action;
  readonly reason: AiReason;
  /** Auction and Joker decisions: the cards the reason is about (absent when no fact the reason names holds). */
  readonly cites?: AuctionCite;
  /** Search players: the expected deal-score difference (own minus opponent's) after this action. */
  readonly expectedDiff?: number;
  /** "Hard" after the auction: the move and `expectedDiff` come from the exact solver (perfect play by both). */
  readonly solved?: boolean;
  /** With `solved`: the placements of the cards `expectedDiff` is the mean over (more than 1 after the other's Joker exchange). */
  readonly placements?: number;
}
