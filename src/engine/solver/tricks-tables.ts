// Lookup tables for the tricks search, built once per solve: who wins each pair of cards, what may follow, which cards are equivalent, and the value range of every span of trick counts.
//
// Who wins, and what may follow, come from calling the engine's resolveTrick and suitLed for every pair of
// cards in play, so no rule is written twice.
import { cardId, isJoker } from '../cards.ts';
import { followsSuit, resolveTrick, suitLed, trickRank } from '../tricks.ts';
import type { Card, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';
import { TRICKS } from './tricks-problem.ts';

export const INF = 30000;

/** Number of set bits (cards in a hand mask). */
export function popcount(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The cards in play (indices 0..n-1, high cards first) and how every pair of them meets in a trick. */
export interface CardTables {
  readonly cards: Card[];
  readonly owner: Int8Array;
  /** leaderWins[i * n + j]: card i led, card j followed, the leader wins. */
  readonly leaderWins: Uint8Array;
  /** Cards of the suit that card i leads (the follower must play one if able). */
  readonly followMask: Int32Array;
  /** Cards that win the trick when they follow card i. */
  readonly beatenBy: Int32Array;
  /** Opponent cards against which cards a and b (one owner) behave differently; -1 if never equivalent. */
  readonly eqDiff: Int32Array;
}

export function cardTables(
  hands: Pair<readonly Card[]>,
  lead: Card | null,
  leader: PlayerIndex,
  trumps: Pair<Suit>,
  rule: TrickRule,
): CardTables {
  const entries: { card: Card; owner: number }[] = [];
  for (const p of [0, 1] as const) for (const card of hands[p]) entries.push({ card, owner: p });
  if (lead !== null) entries.push({ card: lead, owner: leader });
  // High cards get low indices: bit order is then the lead order tried first.
  entries.sort((a, b) => trickRank(b.card) - trickRank(a.card) || cardId(a.card) - cardId(b.card));
  const n = entries.length;
  const cards = entries.map((e) => e.card);
  const owner = Int8Array.from(entries.map((e) => e.owner));
  const leaderWins = new Uint8Array(n * n);
  const followMask = new Int32Array(n);
  const beatenBy = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const led = suitLed(cards[i], trumps[owner[i]]);
    for (let j = 0; j < n; j++) {
      const c = cards[j];
      if (followsSuit(c, led)) followMask[i] |= 1 << j;
      if (owner[j] === owner[i]) continue;
      const r = resolveTrick({ lead: cards[i], follow: c, leaderTrump: trumps[owner[i]], followerTrump: trumps[owner[j]], rule });
      leaderWins[i * n + j] = r.winner === 'leader' ? 1 : 0;
      if (r.winner === 'follower') beatenBy[i] |= 1 << j;
    }
  }
  const eqDiff = new Int32Array(n * n).fill(-1);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (owner[a] !== owner[b] || followMask[a] !== followMask[b]) continue;
      const ca = cards[a];
      const cb = cards[b];
      if (isJoker(ca) !== isJoker(cb) || (!isJoker(ca) && !isJoker(cb) && ca.suit !== cb.suit)) continue;
      let diff = 0;
      for (let x = 0; x < n; x++) {
        if (owner[x] === owner[a]) continue;
        if (leaderWins[a * n + x] !== leaderWins[b * n + x] || leaderWins[x * n + a] !== leaderWins[x * n + b]) diff |= 1 << x;
      }
      eqDiff[a * n + b] = diff;
    }
  }
  return { cards, owner, leaderWins, followMask, beatenBy, eqDiff };
}

/** What the search needs to know about the ends' values (see plainTrickLeaves). */
export interface LeafRanges {
  /** rangeLow/High[t * 14 + r]: the lowest/highest end value when player 0 ends with t to t + r tricks. */
  readonly rangeLow: Int32Array;
  readonly rangeHigh: Int32Array;
  /**
   * leafClass[t * 14 + r]: the class of the ends reachable with t tricks won and r to play, and the table
   * stores values relative to leaves[t * 2]. Two counts t, t' share a class when their ends differ by one
   * constant (leaves[(t' + u) * 2 + w] − leaves[t' * 2] = leaves[(t + u) * 2 + w] − leaves[t * 2] for every u ≤ r
   * and w): a position's value is then the same up to that constant, so the table shares its entry. Plain
   * trick points have one class per parity; a deal's bonus breaks the pattern only near its threshold.
   */
  readonly leafClass: Uint16Array;
}

/**
 * `classes` numbers the shapes (see leafClass): pass one map to several searches that share a table (the declaration's
 * placements of the cards) so that one shape has one number in all of them.
 */
export function leafRanges(leaves: Int32Array, classes = new Map<string, number>()): LeafRanges {
  const rangeLow = new Int32Array((TRICKS + 1) * (TRICKS + 1));
  const rangeHigh = new Int32Array((TRICKS + 1) * (TRICKS + 1));
  for (let t = 0; t <= TRICKS; t++) {
    for (let r = 0; t + r <= TRICKS; r++) {
      let low = INF;
      let high = -INF;
      for (let u = t; u <= t + r; u++) {
        for (let w = 0; w < 2; w++) {
          low = Math.min(low, leaves[u * 2 + w]);
          high = Math.max(high, leaves[u * 2 + w]);
        }
      }
      rangeLow[t * 14 + r] = low;
      rangeHigh[t * 14 + r] = high;
    }
  }
  const leafClass = new Uint16Array((TRICKS + 1) * (TRICKS + 1));
  for (let t = 0; t <= TRICKS; t++) {
    for (let r = 0; t + r <= TRICKS; r++) {
      const shape: number[] = [];
      for (let u = t; u <= t + r; u++) shape.push(leaves[u * 2] - leaves[t * 2], leaves[u * 2 + 1] - leaves[t * 2]);
      const key = shape.join(',');
      let id = classes.get(key);
      if (id === undefined) classes.set(key, (id = classes.size));
      leafClass[t * 14 + r] = id;
    }
  }
  return { rangeLow, rangeHigh, leafClass };
}
