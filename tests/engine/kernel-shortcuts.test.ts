// The kernel's shortcuts agree with what they stand for: picking a move without listing (pickMove, countPlayMasks/playMaskAt)
// gives the listing's move at each index, and its tables give what the engine's rule functions give.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, newGame, SUITS } from '../../src/engine/index.ts';
import type { Combo, TrickRule } from '../../src/engine/index.ts';
import {
  actionOfMove,
  copyKernel,
  Kernel,
  legalMoves,
  loadKernel,
  MAX_MOVES,
  OVER,
  PLAY_OFF,
  play,
  stepAction,
} from '../../src/engine/kernel/kernel.ts';
import { pickMove } from '../../scripts/kernel-pick.ts';
import { countPlayMasks, countPlaysOfRankCounts, playMaskAt } from '../../src/engine/playoff-count.ts';
import { comboOfKey, forEachPlayMask } from '../../src/engine/playoff-plays.ts';
import { bidOutcome, bidReasonOf, FOLLOWS, PLAY_OFF_RANK, SUIT_LED, trickOutcome, trickReasonOf } from '../../src/engine/kernel/tables.ts';
import { resolveBid } from '../../src/engine/bidding.ts';
import { followsSuit, resolveTrickCards, suitLed } from '../../src/engine/tricks.ts';
import { chooser } from '../support/unit.ts';
import { runs } from '../support/deep.ts';

/** Every play forEachPlayMask lists, encoded as playMaskAt gives them (mask, key above bit 16). */
function listed(ranks: number[], toBeat: Combo | null): number[] {
  const plays: number[] = [];
  forEachPlayMask(ranks, ranks.length, toBeat, (mask, key) => plays.push(mask | (key << 16)));
  return plays;
}

function picked(ranks: number[], toBeat: Combo | null): number[] {
  const count = countPlayMasks(ranks, ranks.length, toBeat);
  return Array.from({ length: count }, (_, i) => playMaskAt(i));
}

// A play-off hand's ranks: up to 15 cards, at most four naturals of a rank and two Jokers (0).
const handArb = fc
  .tuple(fc.array(fc.integer({ min: 2, max: 14 }), { maxLength: 15 }), fc.integer({ min: 0, max: 2 }))
  .map(([naturals, jokers]) => {
    const perRank = new Map<number, number>();
    const ranks = naturals.filter((r) => {
      perRank.set(r, (perRank.get(r) ?? 0) + 1);
      return (perRank.get(r) ?? 0) <= 4;
    });
    for (let j = 0; j < jokers && ranks.length < 15; j++) ranks.splice(ranks.length >> 1, 0, 0);
    return ranks;
  });

describe('picking a play-off play without listing', () => {
  it('countPlayMasks counts and playMaskAt decodes the plays forEachPlayMask lists, in its order, on the lead and against any combination', () => {
    fc.assert(
      fc.property(handArb, handArb, fc.nat(), (hand, other, which) => {
        expect(picked(hand, null)).toEqual(listed(hand, null));
        // Something to beat: one of another hand's plays.
        const plays = listed(other, null);
        if (plays.length === 0) return;
        const toBeat = comboOfKey(plays[which % plays.length] >>> 16);
        expect(picked(hand, toBeat)).toEqual(listed(hand, toBeat));
      }),
      { numRuns: 400 },
    );
  });

  it('the first play of each combination is the first one the full listing gives, in the listing’s order, with the fewest Jokers', () => {
    fc.assert(
      fc.property(handArb, handArb, fc.nat(), (hand, other, which) => {
        const plays = listed(other, null);
        for (const toBeat of [null, plays.length === 0 ? null : comboOfKey(plays[which % plays.length] >>> 16)]) {
          const all = listed(hand, toBeat);
          const firsts: number[] = [];
          forEachPlayMask(hand, hand.length, toBeat, (mask, key) => firsts.push(mask | (key << 16)), true);
          expect(firsts).toEqual(all.filter((play, i) => all.findIndex((p) => p >>> 16 === play >>> 16) === i));
          const jokers = (play: number) => hand.filter((r, i) => r === 0 && play & (1 << i)).length;
          for (const first of firsts) {
            for (const play of all) if (play >>> 16 === first >>> 16) expect(jokers(play)).toBeGreaterThanOrEqual(jokers(first));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a whole suit with both Jokers: A-2-…-K is listed once (Ace high), and every sequence the Jokers extend is counted', () => {
    const hand = [0, 14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0];
    const plays = listed(hand, null);
    expect(picked(hand, null)).toEqual(plays);
    expect(plays.length).toBeGreaterThan(100);
  });

  it('whole suits with no, one or two Jokers: the first play of each combination is still the full listing’s first (A-2-…-K too)', () => {
    const run = [14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
    for (const hand of [run, [0, ...run], [...run, 0], [0, ...run, 0], [14, ...run.slice(1), 14]]) {
      const all = listed(hand, null);
      const firsts: number[] = [];
      forEachPlayMask(hand, hand.length, null, (mask, key) => firsts.push(mask | (key << 16)), true);
      expect(firsts).toEqual(all.filter((play, i) => all.findIndex((p) => p >>> 16 === play >>> 16) === i));
    }
  });
});

describe('kernel pickMove', () => {
  it('gives the move legalMoves lists at the index it is asked for, with the listing’s length, at every position of random deals', () => {
    const k = new Kernel();
    const moves = new Int32Array(MAX_MOVES);
    fc.assert(
      fc.property(
        fc.integer(),
        fc.boolean(),
        fc.constantFrom<TrickRule>('parlett', 'summary'),
        fc.nat(),
        (seed, jokers, trickRule, choices) => {
          const choose = chooser(choices);
          loadKernel(k, newGame({ seed, jokers, trickRule }));
          while (k.phase !== OVER) {
            const n = legalMoves(k, moves);
            const expected = Array.from(moves.subarray(0, n));
            const counts: number[] = [];
            const all = expected.map((_, i) => pickMove(k, (count) => (counts.push(count), i)));
            expect(all).toEqual(expected);
            expect(new Set(counts)).toEqual(new Set([n]));
            play(k, moves[choose(n)]);
          }
        },
      ),
      { numRuns: runs(40, 2) },
    );
  });
});

describe('kernel play-off rank counts', () => {
  /** What rankCounts, heldRanks and pairedRanks should say for player p's hand, counted afresh. */
  function countedAfresh(k: Kernel, p: 0 | 1) {
    const counts = new Array(16).fill(0);
    for (let i = 0; i < k.handLength[p]; i++) counts[PLAY_OFF_RANK[k.hands[p * 16 + i]]]++;
    let held = 0;
    let paired = 0;
    for (let r = 2; r <= 14; r++) {
      if (counts[r] > 0) held |= 1 << r;
      if (counts[r] > 1) paired |= 1 << r;
    }
    return { counts, held, paired };
  }

  it('stay equal to the hands at every play-off position, whether played as moves, as actions, or copied', () => {
    const k = new Kernel();
    const copy = new Kernel();
    const moves = new Int32Array(MAX_MOVES);
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.nat(), (seed, jokers, choices) => {
        const choose = chooser(choices);
        loadKernel(k, newGame({ seed, jokers }));
        let checked = 0;
        while (k.phase !== OVER) {
          const n = legalMoves(k, moves);
          const move = moves[choose(n)];
          if (k.phase !== PLAY_OFF) {
            play(k, move);
            continue;
          }
          copyKernel(copy, k);
          for (const p of [0, 1] as const) {
            const { counts, held, paired } = countedAfresh(copy, p);
            expect(Array.from(copy.rankCounts.subarray(p * 16, p * 16 + 16))).toEqual(counts);
            expect([copy.heldRanks[p], copy.pairedRanks[p]]).toEqual([held, paired]);
            const ranks = Array.from(copy.hands.subarray(p * 16, p * 16 + copy.handLength[p]), (id) => PLAY_OFF_RANK[id]);
            expect(countPlaysOfRankCounts(copy.rankCounts, p * 16, held, paired, ranks.length, copy.last)).toBe(
              countPlayMasks(ranks, ranks.length, copy.last),
            );
          }
          checked++;
          // Alternately through the kernel's own move and through the public action (stepPlayOff's path).
          if (checked % 2 === 0) play(k, move);
          else stepAction(k, actionOfMove(k, move));
        }
        expect(checked).toBeGreaterThan(0);
      }),
      { numRuns: runs(40, 2) },
    );
  });
});

describe('kernel tables', () => {
  it('every trick outcome (both rules, every pair of trumps, every lead and follow) is resolveTrickCards’ winner and reason', () => {
    let followerWins = 0;
    const wrong: string[] = [];
    for (const rule of ['parlett', 'summary'] as const) {
      for (let lt = 0; lt < 4; lt++) {
        for (let ft = 0; ft < 4; ft++) {
          for (let lead = 0; lead < CARDS.length; lead++) {
            for (let follow = 0; follow < CARDS.length; follow++) {
              if (lead === follow) continue;
              const result = resolveTrickCards(CARDS[lead], CARDS[follow], SUITS[lt], SUITS[ft], rule);
              // Twice: the first call fills the entry, the second reads it.
              for (let i = 0; i < 2; i++) {
                const outcome = trickOutcome(lead, follow, lt, ft, rule);
                const winner = (outcome & 1) === 1 ? 'follower' : 'leader';
                if (winner !== result.winner || trickReasonOf(outcome) !== result.reason)
                  wrong.push(`${rule} ${lt}${ft} ${lead}/${follow}`);
              }
              if (result.winner === 'follower') followerWins++;
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(followerWins).toBeGreaterThan(0);
  });

  it('every bid outcome (any turn-up, any two different bids) is resolveBid’s winner and reason', () => {
    const reasons = new Set<string>();
    const wrong: string[] = [];
    for (let turnUp = 0; turnUp < 52; turnUp++) {
      for (let a = 0; a < CARDS.length; a++) {
        for (let b = 0; b < CARDS.length; b++) {
          if (a === b || a === turnUp || b === turnUp) continue;
          const result = resolveBid(CARDS[turnUp], CARDS[a], CARDS[b]);
          for (let i = 0; i < 2; i++) {
            const outcome = bidOutcome(turnUp, a, b);
            const winner = (outcome & 1) === 1 ? 'b' : 'a';
            if (winner !== result.winner || bidReasonOf(outcome) !== result.reason) wrong.push(`${turnUp}: ${a}/${b}`);
          }
          reasons.add(result.reason);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(reasons.size).toBe(5);
  });

  it('following suit, the suit led and play-off ranks by card id are followsSuit’s, suitLed’s and the cards’ own', () => {
    for (let id = 0; id < CARDS.length; id++) {
      const card = CARDS[id];
      expect(PLAY_OFF_RANK[id]).toBe('joker' in card ? 0 : card.rank);
      for (let s = 0; s < 4; s++) {
        expect(FOLLOWS[id * 4 + s] === 1).toBe(followsSuit(card, SUITS[s]));
        expect(SUITS[SUIT_LED[id * 4 + s]]).toBe(suitLed(card, SUITS[s]));
      }
    }
  });
});
