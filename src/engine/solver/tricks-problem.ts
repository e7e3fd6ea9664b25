// The tricks solver's problem and answer: their types, the checked copy of a problem, and the plain trick points of every end.
import { cardId, isSuit, toCard } from '../cards.ts';
import { EngineError } from '../errors.ts';
import { trickPoints } from '../scoring.ts';
import type { Card, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';
import { TRICK_RULES } from '../types.ts';

export interface TricksProblem {
  /** The cards each player still holds (not the card already led, if any). */
  readonly hands: Pair<readonly Card[]>;
  /** Who leads the current trick. */
  readonly leader: PlayerIndex;
  readonly trumps: Pair<Suit>;
  /** Tricks won so far; with the tricks left they make 13. */
  readonly tricksWon: Pair<number>;
  /** A card the leader has already led to the current trick (the follower is then to move). */
  readonly lead?: Card | null;
  readonly rule?: TrickRule;
  /** Node budget (default 4 million); past it the answer is marked { exact: false }. */
  readonly budget?: number;
  /** Also give the exact value of every legal move (costs more than `best`). */
  readonly moveValues?: boolean;
  /**
   * Give only one optimal card in `best` (what the computer plays): the other cards are then not tested,
   * which saves most of the search. Ignored with `moveValues`.
   */
  readonly oneBest?: boolean;
}

export interface TricksSolution {
  /** trickPoints(player 0's final tricks) − trickPoints(player 1's), both playing perfectly. */
  readonly value: number;
  /** Every card the player to move may play that achieves `value`, in hand order (with `oneBest`, one of them). */
  readonly best: Card[];
  /** False if the node budget ran out: then `value` and `best` are only the search's best guess. */
  readonly exact: boolean;
  readonly nodes: number;
  /** With `moveValues`: each legal card and the value the game has after it. */
  readonly values?: { card: Card; value: number }[];
}

export const TRICKS = 13;

/** Checked copy of a problem: canonical cards, sizes that make 13 tricks. */
export interface CheckedTricksProblem {
  hands: Pair<Card[]>;
  leader: PlayerIndex;
  trumps: Pair<Suit>;
  tricksWon: Pair<number>;
  lead: Card | null;
  rule: TrickRule;
  budget: number;
  moveValues: boolean;
  oneBest: boolean;
}

export function checkTricksProblem(p: TricksProblem): CheckedTricksProblem {
  if (typeof p !== 'object' || p === null) throw new EngineError('invalid-argument', 'a tricks problem must be an object');
  const { leader, trumps, tricksWon } = p;
  if (leader !== 0 && leader !== 1) throw new EngineError('invalid-argument', 'leader must be 0 or 1');
  if (!Array.isArray(trumps) || !isSuit(trumps[0]) || !isSuit(trumps[1])) throw new EngineError('invalid-trump');
  const rule = p.rule ?? 'parlett';
  if (!(TRICK_RULES as readonly unknown[]).includes(rule)) throw new EngineError('invalid-argument', 'rule must be parlett or summary');
  if (!Array.isArray(p.hands) || p.hands.length !== 2 || !Array.isArray(p.hands[0]) || !Array.isArray(p.hands[1])) {
    throw new EngineError('invalid-argument', 'hands must be two arrays of cards');
  }
  const seen = new Set<number>();
  const canonical = (value: unknown, name: string): Card => {
    const card = toCard(value);
    if (card === null) throw new EngineError('invalid-card', name);
    if (seen.has(cardId(card))) throw new EngineError('duplicate-card', name);
    seen.add(cardId(card));
    return card;
  };
  const hands: Pair<Card[]> = [
    p.hands[0].map((c, i) => canonical(c, `hands[0][${i}]`)),
    p.hands[1].map((c, i) => canonical(c, `hands[1][${i}]`)),
  ];
  const lead = p.lead === undefined || p.lead === null ? null : canonical(p.lead, 'lead');
  const follower = leader === 0 ? 1 : 0;
  const left = hands[follower].length;
  if (hands[leader].length !== (lead === null ? left : left - 1))
    throw new EngineError('invalid-argument', 'the hands do not have the same number of tricks left');
  if (left === 0) throw new EngineError('invalid-argument', 'no trick is left to play');
  if (
    !Array.isArray(tricksWon) ||
    !Number.isInteger(tricksWon[0]) ||
    !Number.isInteger(tricksWon[1]) ||
    tricksWon[0] < 0 ||
    tricksWon[1] < 0 ||
    tricksWon[0] + tricksWon[1] + left !== TRICKS
  ) {
    throw new EngineError('invalid-argument', 'tricks won and tricks left must make 13');
  }
  const budget = p.budget ?? 4_000_000;
  return {
    hands,
    leader,
    trumps: [trumps[0], trumps[1]],
    tricksWon: [tricksWon[0], tricksWon[1]],
    lead,
    rule,
    budget,
    moveValues: p.moveValues === true,
    oneBest: p.oneBest === true,
  };
}

/** Value of each end of the tricks, indexed by player 0's final tricks × 2 + the last trick's winner. */
export function plainTrickLeaves(): Int32Array {
  const leaves = new Int32Array((TRICKS + 1) * 2);
  for (let t = 0; t <= TRICKS; t++) leaves[t * 2] = leaves[t * 2 + 1] = trickPoints(t) - trickPoints(TRICKS - t);
  return leaves;
}
