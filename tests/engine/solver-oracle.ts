// Brute-force oracles for the solver tests: every line of play, no pruning, no table, straight from the engine's rules.
import {
  beats,
  cardId,
  classifyCombo,
  handPlays,
  legalTrickPlays,
  playOffPoints,
  resolveTrick,
  trickPoints,
} from '../../src/engine/index.ts';
import type { Card, Combo, Pair, PlayerIndex, Suit, TrickRule } from '../../src/engine/index.ts';

const without = (hand: readonly Card[], card: Card): Card[] => hand.filter((c) => cardId(c) !== cardId(card));

/** Value of an end of the tricks: player 0's tricks and who won the last. */
export type TrickLeaf = (tricksWon: Pair<number>, lastWinner: PlayerIndex) => number;
let leafOf: TrickLeaf = (won) => trickPoints(won[0]) - trickPoints(won[1]);
let lastWinner: PlayerIndex = 0;

/** bruteTricks with another value of the ends (the deal solver's). */
export function bruteTricksWith(leaf: TrickLeaf, ...args: Parameters<typeof bruteTricks>): number {
  const saved = leafOf;
  leafOf = leaf;
  try {
    return bruteTricks(...args);
  } finally {
    leafOf = saved;
  }
}

/** Value of the tricks (player 0's trick points − player 1's at the end) by full minimax. */
export function bruteTricks(
  hands: Pair<readonly Card[]>,
  leader: PlayerIndex,
  trumps: Pair<Suit>,
  tricksWon: Pair<number>,
  lead: Card | null,
  rule: TrickRule,
): number {
  const follower: PlayerIndex = leader === 0 ? 1 : 0;
  if (lead === null) {
    if (hands[leader].length === 0) return leafOf(tricksWon, lastWinner);
    const values = hands[leader].map((card) => {
      const next: [Card[], Card[]] = [hands[0].slice(), hands[1].slice()];
      next[leader] = without(hands[leader], card);
      return bruteTricks(next, leader, trumps, tricksWon, card, rule);
    });
    return leader === 0 ? Math.max(...values) : Math.min(...values);
  }
  const values = legalTrickPlays(hands[follower], lead, trumps[leader]).map((card) =>
    bruteFollow(hands, leader, trumps, tricksWon, lead, card, rule),
  );
  return follower === 0 ? Math.max(...values) : Math.min(...values);
}

/** Value after `follow` answers `lead`. */
export function bruteFollow(
  hands: Pair<readonly Card[]>,
  leader: PlayerIndex,
  trumps: Pair<Suit>,
  tricksWon: Pair<number>,
  lead: Card,
  follow: Card,
  rule: TrickRule,
): number {
  const follower: PlayerIndex = leader === 0 ? 1 : 0;
  const r = resolveTrick({ lead, follow, leaderTrump: trumps[leader], followerTrump: trumps[follower], rule });
  const winner = r.winner === 'leader' ? leader : follower;
  const next: [Card[], Card[]] = [hands[0].slice(), hands[1].slice()];
  next[follower] = without(hands[follower], follow);
  const won: [number, number] = [tricksWon[0], tricksWon[1]];
  won[winner]++;
  lastWinner = winner;
  return bruteTricks(next, winner, trumps, won, null, rule);
}

/** Value of the play-off from player 0's side (player 0's play-off points − player 1's at the end) by full minimax. */
export function brutePlayOff(hands: Pair<readonly Card[]>, toMove: PlayerIndex, toBeat: Combo | null): number {
  const key =
    playOffMemo === null
      ? ''
      : `${hands
          .map((h) =>
            h
              .map(cardId)
              .sort((x, y) => x - y)
              .join('.'),
          )
          .join('|')}|${toMove}|${JSON.stringify(toBeat)}`;
  const known = playOffMemo?.get(key);
  if (known !== undefined) return known;
  const values: number[] = [];
  for (const play of handPlays(hands[toMove], toBeat)) values.push(brutePlay(hands, toMove, play.cards));
  if (toBeat !== null) values.push(brutePass(hands, toMove));
  const value = toMove === 0 ? Math.max(...values) : Math.min(...values);
  playOffMemo?.set(key, value);
  return value;
}

/** Exact positions (the same cards, mover and combination to beat) already valued, while memoPlayOff runs. */
let playOffMemo: Map<string, number> | null = null;

/**
 * Run `body` with the play-off oracle remembering each exact position it values (the same minimax, each
 * position once), so hands of several cards each are within reach.
 */
export function memoPlayOff<T>(body: () => T): T {
  playOffMemo = new Map();
  try {
    return body();
  } finally {
    playOffMemo = null;
  }
}

export function brutePlay(hands: Pair<readonly Card[]>, toMove: PlayerIndex, cards: readonly Card[]): number {
  const other: PlayerIndex = toMove === 0 ? 1 : 0;
  const rest = hands[toMove].filter((c) => !cards.some((p) => cardId(p) === cardId(c)));
  const next: [Card[], Card[]] = [hands[0].slice(), hands[1].slice()];
  next[toMove] = rest;
  if (rest.length === 0) {
    // The play-off is over: scored by the engine's scoring (tested against the rulings), not by the solver's.
    const [points0, points1] = playOffPoints([next[0].length, next[1].length]);
    return points0 - points1;
  }
  return brutePlayOff(next, other, classifyCombo(cards));
}

export function brutePass(hands: Pair<readonly Card[]>, toMove: PlayerIndex): number {
  return brutePlayOff(hands, toMove === 0 ? 1 : 0, null);
}

export { beats };
