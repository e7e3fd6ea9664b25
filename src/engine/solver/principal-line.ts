// The line of perfect play through the rest of the tricks (for the deal review): how many tricks each player ends with, and who leads the play-off.
//
// One trick search walks every line asked for, so each step's zero-window tests reuse the table the
// earlier tests filled: a line costs little more than one solve of its first position.
import { cardId } from '../cards.ts';
import { EngineError } from '../errors.ts';
import { legalTrickPlays, resolveTrick } from '../tricks.ts';
import type { Card, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';
import { dealLeaves, playOffValues } from './deal.ts';
import type { DealProblem } from './deal.ts';
import { BudgetSpent } from './table.ts';
import { checkTricksProblem, TrickSearch } from './tricks.ts';
import type { CheckedTricksProblem } from './tricks.ts';

export interface LineEnd {
  /** The cards played along the line, the first move given first, then both players' perfect play. */
  readonly cards: Card[];
  /** Tricks each player has won when the thirteenth trick is over. */
  readonly tricks: Pair<number>;
  /** Who won the last trick, and so leads the play-off. */
  readonly lastWinner: PlayerIndex;
  /** The deal's value at the end of the line (player 0's total minus player 1's): the value of the line's first position. */
  readonly value: number;
  /** False if the node budget ran out: the line is then cut short and its figures are not to be used. */
  readonly exact: boolean;
}

/**
 * For each first move (a card the player to move may play; null to start from the position as it is), the
 * line both players then follow with perfect play for the whole deal, the play-off and the R13 bonus included.
 * Among moves of equal value the first legal card in the order of the problem's hand is followed, the choice
 * the solver's `best[0]` makes with `moveValues`, so the line after the review's best move starts with it.
 */
export function principalLines(p: DealProblem, firstMoves: readonly (Card | null)[]): LineEnd[] {
  const budget = p.budget ?? 4_000_000;
  const checked = checkTricksProblem({ ...p, budget });
  const both = playOffValues(p.playOffHands, p.playOffBudget);
  const leaves = dealLeaves(p.score, [both.values[0], both.values[1]]);
  // The budget covers every line: they share one search, and its node count runs on across them.
  const search = new TrickSearch(
    checked.hands,
    checked.lead,
    checked.leader,
    checked.trumps,
    checked.rule,
    leaves,
    budget * Math.max(1, firstMoves.length),
  );
  return firstMoves.map((first) => {
    const walk = new Walk(search, checked, leaves);
    try {
      if (first !== null) walk.play(first);
      const value = walk.value();
      while (!walk.over()) walk.play(walk.firstKeeping(value));
      return { cards: walk.cards, tricks: walk.won, lastWinner: walk.lastWinner, value, exact: both.exact };
    } catch (error) {
      if (!(error instanceof BudgetSpent)) throw error;
      return { cards: walk.cards, tricks: walk.won, lastWinner: walk.lastWinner, value: 0, exact: false };
    }
  });
}

/** One position moving along a line: the hands in the problem's order, and the same cards as masks of the search. */
class Walk {
  readonly cards: Card[] = [];
  /** Tricks won so far, and the hands left: the walk's own mutable copies. */
  readonly won: [number, number];
  lastWinner: PlayerIndex;
  private readonly search: TrickSearch;
  private readonly hands: [Card[], Card[]];
  private leader: PlayerIndex;
  private lead: Card | null;
  private readonly leaves: Int32Array;
  private readonly trumps: Pair<Suit>;
  private readonly rule: TrickRule;

  constructor(search: TrickSearch, start: CheckedTricksProblem, leaves: Int32Array) {
    this.search = search;
    this.hands = [start.hands[0].slice(), start.hands[1].slice()];
    this.leader = start.leader;
    this.won = [start.tricksWon[0], start.tricksWon[1]];
    this.lead = start.lead;
    // Before the line plays a trick, the last trick's winner is whoever leads now.
    this.lastWinner = start.leader;
    this.leaves = leaves;
    this.trumps = start.trumps;
    this.rule = start.rule;
  }

  over(): boolean {
    return this.lead === null && this.hands[0].length === 0 && this.hands[1].length === 0;
  }

  private mask(player: PlayerIndex): number {
    return this.search.maskOf(this.hands[player]);
  }

  private legal(): Card[] {
    if (this.lead === null) return this.hands[this.leader];
    const follower: PlayerIndex = this.leader === 0 ? 1 : 0;
    return legalTrickPlays(this.hands[follower], this.lead, this.trumps[this.leader]);
  }

  /** Value of the position as the search sees it, within (alpha, beta). */
  private valueWithin(alpha: number, beta: number): number {
    const h0 = this.mask(0);
    const h1 = this.mask(1);
    if (this.lead === null) return this.search.trickStart(h0, h1, this.leader, this.won[0], alpha, beta);
    return this.search.afterLead(h0, h1, this.leader, this.won[0], this.search.indexOf(this.lead), alpha, beta);
  }

  /** Value once `card` is played now, within (alpha, beta). */
  private moveWithin(card: Card, alpha: number, beta: number): number {
    const h0 = this.mask(0);
    const h1 = this.mask(1);
    const c = this.search.indexOf(card);
    if (this.lead !== null) return this.search.resolve(h0, h1, this.leader, this.won[0], this.search.indexOf(this.lead), c, alpha, beta);
    const bit = 1 << c;
    return this.leader === 0
      ? this.search.afterLead(h0 & ~bit, h1, 0, this.won[0], c, alpha, beta)
      : this.search.afterLead(h0, h1 & ~bit, 1, this.won[0], c, alpha, beta);
  }

  /** The exact value: zero-window tests ("is it at least x?") over the values the ends still reachable have. */
  value(): number {
    if (this.over()) return this.leaves[this.won[0] * 2 + this.lastWinner];
    const left = this.hands[this.leader === 0 ? 1 : 0].length;
    const t0 = this.won[0];
    const candidates = [...new Set(Array.from(this.leaves.subarray(t0 * 2, (t0 + left + 1) * 2)))].sort((x, y) => x - y);
    let low = 0;
    let high = candidates.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.valueWithin(candidates[mid] - 1, candidates[mid]) >= candidates[mid]) low = mid;
      else high = mid - 1;
    }
    return candidates[low];
  }

  /** The first legal card (hand order) after which the position keeps `value`: the mover can do no better, so it is not worse. */
  firstKeeping(value: number): Card {
    const mover = this.lead === null ? this.leader : this.leader === 0 ? 1 : 0;
    for (const card of this.legal()) {
      const keeps = mover === 0 ? this.moveWithin(card, value - 1, value) >= value : this.moveWithin(card, value, value + 1) <= value;
      if (keeps) return card;
    }
    // Unreachable when `value` is the position's value: some legal card achieves it.
    throw new Error('no card keeps the value of the position');
  }

  play(card: Card): void {
    const id = cardId(card);
    if (!this.legal().some((c) => cardId(c) === id))
      throw new EngineError('invalid-argument', `${JSON.stringify(card)} is not a legal card to play here`);
    this.cards.push(card);
    if (this.lead === null) {
      this.hands[this.leader] = this.hands[this.leader].filter((c) => cardId(c) !== id);
      this.lead = card;
      return;
    }
    const follower: PlayerIndex = this.leader === 0 ? 1 : 0;
    this.hands[follower] = this.hands[follower].filter((c) => cardId(c) !== id);
    const { trumps, rule } = this;
    const result = resolveTrick({ lead: this.lead, follow: card, leaderTrump: trumps[this.leader], followerTrump: trumps[follower], rule });
    const winner = result.winner === 'leader' ? this.leader : follower;
    this.won[winner]++;
    this.lastWinner = winner;
    this.leader = winner;
    this.lead = null;
  }
}
