// Exact solver for the tricks (R7 or R7-S, R10): alpha-beta over card bitmasks, a transposition table and equivalent cards searched once.
//
// Who wins, and what may follow, come from lookup tables built by calling the engine's resolveTrick and
// suitLed for every pair of cards in play, so no rule is written twice. Values are from player 0's side.
import { cardId, isJoker, isSuit, toCard } from '../cards.ts';
import { EngineError } from '../errors.ts';
import { trickPoints } from '../scoring.ts';
import { resolveTrick, suitLed } from '../tricks.ts';
import type { Card, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';
import { TRICK_RULES } from '../types.ts';
import { BoundTable, BudgetSpent, probe, store } from './table.ts';

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

const TRICKS = 13;
const INF = 30000;
const MAX_CARDS = 27;

/** One table for every tricks solve (the engine is single-threaded; a solve never starts inside another). */
let sharedTable: BoundTable | null = null;
function table(): BoundTable {
  sharedTable ??= new BoundTable(20, 2);
  return sharedTable;
}

function trickRank(card: Card): number {
  return isJoker(card) ? 1 : card.rank;
}

function popcount(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** Checked copy of a problem: canonical cards, sizes that make 13 tricks. */
interface Checked {
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

function checkProblem(p: TricksProblem): Checked {
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
  const hands: Pair<Card[]> = [p.hands[0].map((c, i) => canonical(c, `hands[0][${i}]`)), p.hands[1].map((c, i) => canonical(c, `hands[1][${i}]`))];
  const lead = p.lead === undefined || p.lead === null ? null : canonical(p.lead, 'lead');
  const follower = leader === 0 ? 1 : 0;
  const left = hands[follower].length;
  if (hands[leader].length !== (lead === null ? left : left - 1)) throw new EngineError('invalid-argument', 'the hands do not have the same number of tricks left');
  if (left === 0) throw new EngineError('invalid-argument', 'no trick is left to play');
  if (!Array.isArray(tricksWon) || !Number.isInteger(tricksWon[0]) || !Number.isInteger(tricksWon[1]) || tricksWon[0] < 0 || tricksWon[1] < 0 ||
      tricksWon[0] + tricksWon[1] + left !== TRICKS) {
    throw new EngineError('invalid-argument', 'tricks won and tricks left must make 13');
  }
  const budget = p.budget ?? 4_000_000;
  return { hands, leader, trumps: [trumps[0], trumps[1]], tricksWon: [tricksWon[0], tricksWon[1]], lead, rule, budget, moveValues: p.moveValues === true, oneBest: p.oneBest === true };
}

/** Value of each end of the tricks, indexed by player 0's final tricks × 2 + the last trick's winner. */
export function plainTrickLeaves(): Int32Array {
  const leaves = new Int32Array((TRICKS + 1) * 2);
  for (let t = 0; t <= TRICKS; t++) leaves[t * 2] = leaves[t * 2 + 1] = trickPoints(t) - trickPoints(TRICKS - t);
  return leaves;
}

/**
 * The search over one set of cards in play. `leaves` gives the value of every end (see plainTrickLeaves):
 * the deal solver passes its own, which adds the play-off and the bonus.
 */
export class TrickSearch {
  readonly cards: Card[];
  private readonly n: number;
  private readonly owner: Int8Array;
  /** leaderWins[i * n + j]: card i led, card j followed, the leader wins. */
  private readonly leaderWins: Uint8Array;
  /** Cards of the suit that card i leads (the follower must play one if able). */
  readonly followMask: Int32Array;
  /** Cards that win the trick when they follow card i. */
  private readonly beatenBy: Int32Array;
  /** Opponent cards against which cards a and b (one owner) behave differently; -1 if never equivalent. */
  private readonly eqDiff: Int32Array;
  private readonly leaves: Int32Array;
  private readonly rangeLow: Int32Array;
  private readonly rangeHigh: Int32Array;
  /**
   * Bits of player 0's tricks kept in the table key, and the value added by every 2 tricks more. Plain trick
   * points (and a deal whose bonus is settled) gain the same amount per 2 tricks whatever the count, so a
   * position's value with t0 tricks is its value with t0 mod 2 plus a constant: the table then keys on the
   * parity only and stores values relative to it, sharing entries across tricks-won counts.
   */
  private readonly tricksKeyMask: number;
  private readonly stepPer2: number;
  private readonly tt = table();
  private readonly key = new Int32Array(2);
  private readonly moves = new Int8Array(MAX_CARDS * 32);
  nodes = 0;
  private budget: number;

  constructor(hands: Pair<readonly Card[]>, lead: Card | null, leader: PlayerIndex, trumps: Pair<Suit>, rule: TrickRule, leaves: Int32Array, budget: number) {
    const entries: { card: Card; owner: number }[] = [];
    for (const p of [0, 1] as const) for (const card of hands[p]) entries.push({ card, owner: p });
    if (lead !== null) entries.push({ card: lead, owner: leader });
    // High cards get low indices: bit order is then the lead order tried first.
    entries.sort((a, b) => trickRank(b.card) - trickRank(a.card) || cardId(a.card) - cardId(b.card));
    const n = entries.length;
    this.n = n;
    this.cards = entries.map((e) => e.card);
    this.owner = Int8Array.from(entries.map((e) => e.owner));
    this.leaderWins = new Uint8Array(n * n);
    this.followMask = new Int32Array(n);
    this.beatenBy = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const led = suitLed(this.cards[i], trumps[this.owner[i]]);
      for (let j = 0; j < n; j++) {
        const c = this.cards[j];
        if (!isJoker(c) && c.suit === led) this.followMask[i] |= 1 << j;
        if (this.owner[j] === this.owner[i]) continue;
        const r = resolveTrick({ lead: this.cards[i], follow: c, leaderTrump: trumps[this.owner[i]], followerTrump: trumps[this.owner[j]], rule });
        this.leaderWins[i * n + j] = r.winner === 'leader' ? 1 : 0;
        if (r.winner === 'follower') this.beatenBy[i] |= 1 << j;
      }
    }
    this.eqDiff = new Int32Array(n * n).fill(-1);
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        if (this.owner[a] !== this.owner[b] || this.followMask[a] !== this.followMask[b]) continue;
        const ca = this.cards[a];
        const cb = this.cards[b];
        if (isJoker(ca) !== isJoker(cb) || (!isJoker(ca) && !isJoker(cb) && ca.suit !== cb.suit)) continue;
        let diff = 0;
        for (let x = 0; x < n; x++) {
          if (this.owner[x] === this.owner[a]) continue;
          if (this.leaderWins[a * n + x] !== this.leaderWins[b * n + x] || this.leaderWins[x * n + a] !== this.leaderWins[x * n + b]) diff |= 1 << x;
        }
        this.eqDiff[a * n + b] = diff;
      }
    }
    this.leaves = leaves;
    this.rangeLow = new Int32Array((TRICKS + 1) * (TRICKS + 1));
    this.rangeHigh = new Int32Array((TRICKS + 1) * (TRICKS + 1));
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
        this.rangeLow[t * 14 + r] = low;
        this.rangeHigh[t * 14 + r] = high;
      }
    }
    let step: number | null = leaves[4] - leaves[0];
    for (let t = 0; t + 2 <= TRICKS && step !== null; t++) {
      for (let w = 0; w < 2; w++) if (leaves[(t + 2) * 2 + w] - leaves[t * 2 + w] !== step) step = null;
    }
    this.tricksKeyMask = step === null ? 15 : 1;
    this.stepPer2 = step ?? 0;
    this.budget = budget;
    this.tt.clear();
  }

  /** The move the table holds for the start of a trick (-1 if none): a hint, to be verified. */
  tableMove(h0: number, h1: number, leader: number, t0: number): number {
    const key = this.key;
    key[0] = h0;
    key[1] = h1 | (leader << 27) | ((t0 & this.tricksKeyMask) << 28);
    const slot = this.tt.find(key);
    return slot < 0 ? -1 : this.tt.move[slot];
  }

  indexOf(card: Card): number {
    const id = cardId(card);
    return this.cards.findIndex((c) => cardId(c) === id);
  }

  maskOf(cards: readonly Card[]): number {
    let mask = 0;
    for (const c of cards) mask |= 1 << this.indexOf(c);
    return mask;
  }

  /** Representatives of `hand`'s cards (one per class of equivalent cards against `opp`), written at `base`; returns the count. */
  private representatives(hand: number, opp: number, base: number): number {
    const n = this.n;
    let count = 0;
    for (let m = hand; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      let fresh = true;
      for (let k = 0; k < count; k++) {
        const d = this.eqDiff[this.moves[base + k] * n + c];
        if (d !== -1 && (d & opp) === 0) {
          fresh = false;
          break;
        }
      }
      if (fresh) this.moves[base + count++] = c;
    }
    return count;
  }

  /** The card equivalent to `c` among the first `count` moves at `base`, given the opponent's cards `opp`. */
  representativeOf(c: number, hand: number, opp: number): number {
    for (let m = hand; m !== 0; m &= m - 1) {
      const e = 31 - Math.clz32(m & -m);
      if (e === c) return c;
      const d = this.eqDiff[e * this.n + c];
      if (d !== -1 && (d & opp) === 0) return e;
    }
    return c;
  }

  /** Value of the position at the start of a trick. */
  trickStart(h0: number, h1: number, leader: number, t0: number, alpha: number, beta: number): number {
    if (++this.nodes > this.budget) throw new BudgetSpent();
    const lead = leader === 0 ? h0 : h1;
    const follow = leader === 0 ? h1 : h0;
    const left = popcount(lead);
    const low = this.rangeLow[t0 * 14 + left];
    const high = this.rangeHigh[t0 * 14 + left];
    if (low >= beta || low === high) return low;
    if (high <= alpha) return high;
    const key = this.key;
    const tKey = t0 & this.tricksKeyMask;
    const offset = (t0 >> 1) * this.stepPer2;
    key[0] = h0;
    key[1] = h1 | (leader << 27) | (tKey << 28);
    const tt = this.tt;
    if (probe(tt, key, alpha - offset, beta - offset)) return tt.alpha + offset;
    const a = tt.alpha + offset;
    const b = tt.beta + offset;
    const first = tt.bestMove;
    const base = (MAX_CARDS - popcount(h0 | h1)) * 32;
    const count = this.representatives(lead, follow, base);
    if (first >= 0) {
      for (let k = 0; k < count; k++) {
        if (this.moves[base + k] === first) {
          this.moves[base + k] = this.moves[base];
          this.moves[base] = first;
          break;
        }
      }
    }
    const maximize = leader === 0;
    let best = maximize ? -INF : INF;
    let bestMove = -1;
    let lo = a;
    let hi = b;
    // Sure winners first (no legal reply beats them), the table's move before everything.
    let sure = first >= 0 ? 1 : 0;
    for (let k = sure; k < count; k++) {
      const i = this.moves[base + k];
      let replies = follow & this.followMask[i];
      if (replies === 0) replies = follow;
      if ((replies & this.beatenBy[i]) === 0) {
        this.moves[base + k] = this.moves[base + sure];
        this.moves[base + sure++] = i;
      }
    }
    for (let k = 0; k < count; k++) {
      const i = this.moves[base + k];
      const bit = 1 << i;
      const v = leader === 0
        ? this.afterLead(h0 & ~bit, h1, 0, t0, i, lo, hi)
        : this.afterLead(h0, h1 & ~bit, 1, t0, i, lo, hi);
      if (maximize ? v > best : v < best) {
        best = v;
        bestMove = i;
      }
      if (maximize) {
        if (v > lo) lo = v;
      } else if (v < hi) hi = v;
      if (lo >= hi) break;
    }
    // The recursion reused the key buffer: write this node's key again.
    key[0] = h0;
    key[1] = h1 | (leader << 27) | (tKey << 28);
    store(tt, key, best - offset, a - offset, b - offset, bestMove);
    return best;
  }

  /** Value once card `i` is led (already out of the leader's hand): the follower chooses. */
  afterLead(h0: number, h1: number, leader: number, t0: number, i: number, alpha: number, beta: number): number {
    const followHand = leader === 0 ? h1 : h0;
    const leadHand = leader === 0 ? h0 : h1;
    let legal = followHand & this.followMask[i];
    if (legal === 0) legal = followHand;
    const base = (MAX_CARDS - popcount(h0 | h1)) * 32 + 16;
    const count = this.representatives(legal, leadHand | (1 << i), base);
    const maximize = leader === 1;
    let best = maximize ? -INF : INF;
    let lo = alpha;
    let hi = beta;
    // Followers that win the trick first, then the rest.
    for (let pass = 0; pass < 2; pass++) {
      for (let k = count - 1; k >= 0; k--) {
        const j = this.moves[base + k];
        const leaderWins = this.leaderWins[i * this.n + j];
        if ((pass === 0) === (leaderWins === 1)) continue;
        const v = this.resolve(h0, h1, leader, t0, i, j, lo, hi);
        if (maximize) {
          if (v > best) best = v;
          if (v > lo) lo = v;
        } else {
          if (v < best) best = v;
          if (v < hi) hi = v;
        }
        if (lo >= hi) return best;
      }
    }
    return best;
  }

  /** Value after card `j` follows card `i`. */
  resolve(h0: number, h1: number, leader: number, t0: number, i: number, j: number, alpha: number, beta: number): number {
    const bit = 1 << j;
    const winner = this.leaderWins[i * this.n + j] === 1 ? leader : 1 - leader;
    const n0 = leader === 0 ? h0 : h0 & ~bit;
    const n1 = leader === 0 ? h1 & ~bit : h1;
    const nt0 = winner === 0 ? t0 + 1 : t0;
    if ((n0 | n1) === 0) return this.leaves[nt0 * 2 + winner];
    return this.trickStart(n0, n1, winner, nt0, alpha, beta);
  }
}

/** Solve a checked problem with the given leaves: the value and every move that achieves it. */
export function solveTrickProblem(p: Checked, leaves: Int32Array): TricksSolution {
  const search = new TrickSearch(p.hands, p.lead, p.leader, p.trumps, p.rule, leaves, p.budget);
  const h0 = search.maskOf(p.hands[0]);
  const h1 = search.maskOf(p.hands[1]);
  const t0 = p.tricksWon[0];
  const leader = p.leader;
  const lead = p.lead === null ? -1 : search.indexOf(p.lead);
  const mover = lead < 0 ? leader : 1 - leader;
  const moverHand = p.hands[mover];
  // The value of playing card c (index) now, within (alpha, beta).
  const valueOf = (c: number, alpha: number, beta: number): number => {
    const bit = 1 << c;
    if (lead < 0) return leader === 0 ? search.afterLead(h0 & ~bit, h1, 0, t0, c, alpha, beta) : search.afterLead(h0, h1 & ~bit, 1, t0, c, alpha, beta);
    return search.resolve(h0, h1, leader, t0, lead, c, alpha, beta);
  };
  const legalCards = lead < 0 ? moverHand : legalFollows(search, moverHand, lead);
  const rootValue = (alpha: number, beta: number): number =>
    lead < 0 ? search.trickStart(h0, h1, leader, t0, alpha, beta) : search.afterLead(h0, h1, leader, t0, lead, alpha, beta);
  try {
    // Zero-window tests ("is the value at least x?") over the few values an end can have, by bisection.
    const left = p.hands[1 - leader].length;
    const candidates = [...new Set(Array.from(leaves.subarray(t0 * 2, (t0 + left + 1) * 2)))].sort((x, y) => x - y);
    let low = 0;
    let high = candidates.length - 1;
    let hint = -1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      const ok = rootValue(candidates[mid] - 1, candidates[mid]) >= candidates[mid];
      // The root's table move after the test that settles the value's side (a proof for the mover) is a best move.
      if (p.oneBest && lead < 0 && ok === (mover === 0)) hint = search.tableMove(h0, h1, leader, t0);
      if (ok) low = mid;
      else high = mid - 1;
    }
    const value = candidates[low];
    const opp = mover === 0 ? h1 : h0;
    const oppMask = lead < 0 ? opp : opp | (1 << lead);
    const moverMask = search.maskOf(legalCards);
    const verdict = new Map<number, boolean>();
    const best: Card[] = [];
    let order = legalCards;
    if (p.oneBest && lead < 0) {
      // The move the last proof found: test it first (it is verified like any other).
      const hinted = legalCards.findIndex((c) => search.indexOf(c) === hint);
      if (hinted > 0) order = [legalCards[hinted], ...legalCards.filter((_, k) => k !== hinted)];
    }
    if (p.moveValues) {
      // A move's value is one of the candidates too, found by zero-window tests sharing the table: first
      // whether it keeps `value` (the mover can do no better), then by bisection on the other side.
      const at = candidates.indexOf(value);
      const atLeast = (c: number, k: number): boolean => valueOf(c, candidates[k] - 1, candidates[k]) >= candidates[k];
      const moveValue = (c: number): number => {
        let lo: number;
        let hi: number;
        if (mover === 0) {
          if (atLeast(c, at)) return value;
          lo = 0;
          hi = at - 1;
        } else {
          if (at + 1 >= candidates.length || !atLeast(c, at + 1)) return value;
          lo = at + 1;
          hi = candidates.length - 1;
        }
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (atLeast(c, mid)) lo = mid;
          else hi = mid - 1;
        }
        return candidates[lo];
      };
      const exactValues = new Map<number, number>();
      const values = legalCards.map((card) => {
        const rep = search.representativeOf(search.indexOf(card), moverMask, oppMask);
        let v = exactValues.get(rep);
        if (v === undefined) exactValues.set(rep, (v = moveValue(rep)));
        if (v === value) best.push(card);
        return { card, value: v };
      });
      return { value, best, exact: true, nodes: search.nodes, values };
    }
    for (const card of order) {
      if (p.oneBest && best.length > 0) break;
      const c = search.indexOf(card);
      const rep = search.representativeOf(c, moverMask, oppMask);
      let good = verdict.get(rep);
      if (good === undefined) {
        // The mover cannot do better than `value`: a move achieves it if it is not worse.
        good = mover === 0 ? valueOf(rep, value - 1, value) >= value : valueOf(rep, value, value + 1) <= value;
        verdict.set(rep, good);
      }
      if (good) best.push(card);
    }
    return { value, best, exact: true, nodes: search.nodes };
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    return { value: leaves[t0 * 2 + leader] ?? 0, best: legalCards.slice(0, 1), exact: false, nodes: search.nodes };
  }
}

function legalFollows(search: TrickSearch, hand: readonly Card[], lead: number): Card[] {
  // The follow mask of the lead holds exactly the natural cards of the suit led (mustFollowSuit's test).
  const suited = hand.filter((c) => (search.followMask[lead] & (1 << search.indexOf(c))) !== 0);
  return suited.length > 0 ? suited : hand.slice();
}

/**
 * Solve the tricks exactly: the value (player 0's trick points minus player 1's at the end, both playing
 * perfectly) and every card the player to move may play that achieves it.
 */
export function solveTricks(problem: TricksProblem): TricksSolution {
  return solveTrickProblem(checkProblem(problem), plainTrickLeaves());
}

export { checkProblem as checkTricksProblem };
export type { Checked as CheckedTricksProblem };
