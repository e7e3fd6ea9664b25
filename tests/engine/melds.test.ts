// Meld scoring (RULINGS §4, R4, R5 trump-dependent sets, R6 announcements).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announceMeld, bestTrumpTotals, CARDS, formatCard, parseCards, scoreMelds, SUITS } from '../../src/engine/index.ts';
import type { Suit } from '../../src/engine/index.ts';

const score = (hand: string, trump: Suit | null = null) => scoreMelds(parseCards(hand), trump);
const shown = (hand: string, trump: Suit | null = null) =>
  score(hand, trump).melds.map((m) => `${m.kind}:${m.cards.map(formatCard).join(' ')}=${m.points}`);

describe('§4 sets', () => {
  it.each([
    ['AS AH AD', 'C', 30],
    ['AS AH AD', 'S', 15],
    ['AS AH AD', null, 15],
    ['9S 9H 9C', 'D', 30],
    ['9S 9H 9C', 'H', 15],
    ['AS AH AD AC', 'S', 40],
    ['KS KH KD KC', null, 40],
    ['3S 3H 3D 3C', 'S', 60],
    ['2S 2H 2D 2C', 'S', 80],
    ['AS AH', 'C', 0],
  ] as const)('%s with trump %s scores %i', (hand, trump, points) => {
    expect(score(hand, trump).total).toBe(points);
  });

  it('four Twos and four Threes together score 140', () => {
    expect(score('2S 2H 2D 2C 3S 3H 3D 3C', 'S').total).toBe(80 + 60);
    // Each suit's 2-3 is only two cards: no sequence.
    expect(shown('2S 2H 2D 2C 3S 3H 3D 3C', 'S').filter((m) => m.startsWith('sequence'))).toHaveLength(0);
  });
});

describe('§4 sequences', () => {
  it.each([
    ['4H 5H 6H', 10],
    ['4H 5H 6H 7H', 20],
    ['4H 5H 6H 7H 8H', 50],
    ['4H 5H 6H 7H 8H 9H', 60],
    ['2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC', 120],
    ['QS KS AS', 10],
    ['AS 2S 3S', 10],
    ['KS AS 2S', 0],
    ['4H 5H 6S', 0],
  ] as const)('%s scores %i', (hand, points) => {
    expect(score(hand).total).toBe(points);
  });
});

describe('R4 maximal runs', () => {
  it('a full suit is one sequence of 13 = 130', () => {
    const result = score('AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH', 'H');
    expect(result.total).toBe(130);
    expect(result.melds).toHaveLength(1);
    expect(result.melds[0]).toMatchObject({ kind: 'sequence', points: 130 });
    expect(result.melds[0].cards).toHaveLength(13);
  });

  it('A-2-3 and Q-K-A of one suit are two sequences sharing the Ace', () => {
    expect(shown('AD 2D 3D QD KD')).toEqual(['sequence:AD 2D 3D=10', 'sequence:QD KD AD=10']);
    expect(score('AD 2D 3D QD KD').total).toBe(20);
  });

  it('an Ace ends one run and starts another; never round the corner', () => {
    expect(shown('QS KS AS 2S 3S')).toEqual(['sequence:AS 2S 3S=10', 'sequence:QS KS AS=10']);
    // Everything but the 7: A-6 (6 cards, 60) and 8-A (7 cards, 70).
    expect(score('AC 2C 3C 4C 5C 6C 8C 9C 10C JC QC KC').total).toBe(130);
  });

  it('a run scores as one sequence, never split', () => {
    expect(shown('2S 3S 4S 5S 6S 7S')).toEqual(['sequence:2S 3S 4S 5S 6S 7S=60']);
  });
});

describe('§4 a card may count in a set and a sequence', () => {
  it('sets and sequences sharing cards', () => {
    // 5♠6♠7♠ (10) and 5♠5♥5♦ (missing ♣).
    expect(score('5S 6S 7S 5H 5D', 'C').total).toBe(10 + 30);
    expect(score('5S 6S 7S 5H 5D', 'H').total).toBe(10 + 15);
    // Four Jacks, Queens and Kings (3 × 40), each card also in its suit's J-Q-K (4 × 10).
    expect(score('JS QS KS JH QH KH JD QD KD JC QC KC', null).total).toBe(3 * 40 + 4 * 10);
  });

  it('a 13-card hand mixing everything', () => {
    const hand = 'AH KH QH JH 10H AS AD AC 2C 3C 4C 9S 9D';
    // Sequences: A-K-Q-J-10 ♥ (50), A-2-3-4 ♣ (20). Sets: four Aces (40).
    expect(score(hand, 'S').total).toBe(110);
  });
});

describe('§7 Jokers are in no meld', () => {
  it('ignores Jokers in hand', () => {
    expect(score('RJ 4H 5H', 'H').total).toBe(0);
    expect(score('BJ 4H 5H 6H', 'H').total).toBe(10);
    expect(score('AS AH RJ', 'C').total).toBe(0);
  });
});

describe('R6 announcements', () => {
  it('a set by count and rank, a sequence by length and suit', () => {
    const melds = score('AS AH AD 4C 5C 6C 7C 8C 9C', 'C').melds;
    expect(melds.map(announceMeld)).toEqual([
      { kind: 'set', count: 3, rank: 14 },
      { kind: 'sequence', length: 6, suit: 'C' },
    ]);
  });
});

describe('R5 the proposed trump: best totals per suit', () => {
  it('bestTrumpTotals matches scoreMelds for each suit', () => {
    const hand = parseCards('AS AH AD 9S 9H 9C 4D 5D 6D KC KH KD 2S');
    const totals = bestTrumpTotals(hand);
    for (const suit of SUITS) expect(totals[suit]).toBe(scoreMelds(hand, suit).total);
    // Three sets of three (15 each, 30 when the missing suit ♣ / ♦ / ♠ is the trump) and 4-5-6♦ (10).
    expect(totals).toEqual({ S: 70, H: 55, D: 70, C: 70 });
  });

  it('bestTrumpTotals matches scoreMelds for each suit on random 13-card hands (sets of three and four, runs)', () => {
    // Hands drawn from a few ranks so that sets of three and four and long runs are common.
    const deck = CARDS.slice(0, 52).filter((card) => 'rank' in card && (card.rank <= 6 || card.rank >= 12));
    fc.assert(
      fc.property(fc.shuffledSubarray(deck, { minLength: 13, maxLength: 13 }), (hand) => {
        const totals = bestTrumpTotals(hand);
        for (const suit of SUITS) expect(totals[suit]).toBe(scoreMelds(hand, suit).total);
      }),
      { numRuns: 300 },
    );
  });
});
