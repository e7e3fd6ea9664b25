// The shapes of the course's exercise positions: what a lesson states (cards, trumps, scores), never the answer.
//
// Cards are written in the engine's notation (RULINGS §1: "AS", "10H", "RJ"); grade.ts asks the engine
// for the answer of each position, so a lesson can never carry an answer key that disagrees with the rules.

export type SuitCode = 'S' | 'H' | 'D' | 'C';
export type Pair = [number, number];

export type Task =
  /** Select every suit of one colour or parity (several + Check). */
  | { readonly kind: 'suits'; readonly want: 'major' | 'minor' | 'red' | 'black' }
  /** Pick the card of highest rank among these (one card). */
  | { readonly kind: 'highest'; readonly cards: string }
  /** Turn-up and two sealed bids (A's, B's): pick the bid that wins. */
  | { readonly kind: 'bid'; readonly turnUp: string; readonly a: string; readonly b: string }
  /** The same position: which rung of the ladder decides? */
  | { readonly kind: 'bid-rung'; readonly turnUp: string; readonly a: string; readonly b: string }
  /**
   * The first auction of a real deal (seed): each player bids their lowest card, the winner takes or cedes.
   * ask 'turn-up': who receives the turn-up; ask 'seen-by': who sees the other, unseen card (R2).
   */
  | { readonly kind: 'auction'; readonly seed: number; readonly choice: 'take' | 'cede'; readonly ask: 'turn-up' | 'seen-by' }
  /**
   * Seat 0's bid, or its take or cede, at one auction of a real deal (seed) played by the rules player up to there:
   * graded by the judge's estimate of every choice (auctionLessonKey.ts, written by scripts/auction-lesson.ts).
   */
  | { readonly kind: 'auction-choice'; readonly seed: number; readonly auction: number; readonly step: 'bid' | 'take' }
  /** A's 13-card hand: select every card that scores in a meld (several + Check). */
  | { readonly kind: 'meld-cards'; readonly hand: string; readonly trump: SuitCode }
  /** A's hand and trump: how much do the melds score? (one of the offered totals) */
  | { readonly kind: 'meld-total'; readonly hand: string; readonly trump: SuitCode; readonly offer: readonly number[] }
  /** A's hand: which trump makes the melds score most? */
  | { readonly kind: 'best-trump'; readonly hand: string }
  /** A leads, B follows: who wins the trick? */
  | {
      readonly kind: 'trick';
      readonly lead: string;
      readonly follow: string;
      readonly leaderTrump: SuitCode;
      readonly followerTrump: SuitCode;
    }
  /** B's hand, A's lead: select every card B may play (several + Check). */
  | { readonly kind: 'legal'; readonly hand: string; readonly lead: string; readonly leaderTrump: SuitCode }
  /** B's hand, A's lead: pick a card that wins (or loses) the trick for B. */
  | {
      readonly kind: 'follow';
      readonly hand: string;
      readonly lead: string;
      readonly leaderTrump: SuitCode;
      readonly followerTrump: SuitCode;
      readonly want: 'win' | 'lose';
    }
  /** Tricks so far (A, B), one trick left: should A win or lose it? */
  | { readonly kind: 'odd-trick'; readonly tricks: Pair }
  /** A won this many tricks: how many points? (one of the offered figures) */
  | { readonly kind: 'trick-points'; readonly tricks: number; readonly offer: readonly number[] }
  /** Select every group that is a play-off combination (several + Check). */
  | { readonly kind: 'combos'; readonly groups: readonly string[] }
  /** The last combination and A's hand: select cards that beat it (several + Check). */
  | { readonly kind: 'beat'; readonly hand: string; readonly last: string }
  /** A's play-off hand, on the lead: can A beat the last combination at all? */
  | { readonly kind: 'can-beat'; readonly hand: string; readonly last: string }
  /** A's play-off hand, on the lead: select the largest combination A can lead (several + Check). */
  | { readonly kind: 'lead-most'; readonly hand: string }
  /** Meld points, tricks and cards left at the end (A, B): what is A's hand score? */
  | {
      readonly kind: 'deal-score';
      readonly melds: Pair;
      readonly tricks: Pair;
      readonly cardsLeft: Pair;
      readonly offer: readonly number[];
    }
  /** The same figures: who gets the 100 bonus, and how much? */
  | { readonly kind: 'bonus'; readonly melds: Pair; readonly tricks: Pair; readonly cardsLeft: Pair }
  /** The loser's game total: what is the game worth? */
  | { readonly kind: 'game-value'; readonly loser: number };

export type TaskKind = Task['kind'];

/** Kinds answered by selecting several options and pressing Check; the others by pressing one option. */
export const SEVERAL: ReadonlySet<TaskKind> = new Set<TaskKind>(['suits', 'meld-cards', 'legal', 'combos', 'beat', 'lead-most']);
