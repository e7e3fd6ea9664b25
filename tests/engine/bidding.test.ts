// The bid ladder (RULINGS §3, R1) and Joker bids (§7).
import { describe, expect, it } from 'vitest';
import { fullDeck, isJoker, parseCard, resolveBid } from '../../src/engine/index.ts';
import type { NaturalCard } from '../../src/engine/index.ts';

const bid = (turnUp: string, a: string, b: string) => resolveBid(parseCard(turnUp), parseCard(a), parseCard(b));

describe('§3 bid ladder: each rung', () => {
  it.each([
    // turn-up, a, b, winner, reason
    ['2C', 'AS', 'KS', 'a', 'rank'],
    ['2C', '3D', '4H', 'b', 'rank'],
    ['7H', '9H', '9S', 'a', 'suit'],
    ['7H', '9S', '9H', 'b', 'suit'],
    ['7H', '9D', '9C', 'a', 'colour'],
    ['7H', '9S', '9D', 'b', 'colour'],
    ['4D', '8S', '8C', 'b', 'parity'],
    ['4D', '8C', '8S', 'a', 'parity'],
    ['KS', '5H', '5D', 'a', 'parity'],
  ] as const)('turn-up %s, bids %s / %s → %s on %s', (turnUp, a, b, winner, reason) => {
    expect(bid(turnUp, a, b)).toEqual({ winner, reason });
  });
});

describe('R1 the tie-break always decides', () => {
  it('RULINGS example: turn-up ♠A, bids ♣5 and ♦5 → ♣5 on colour', () => {
    expect(bid('AS', '5C', '5D')).toEqual({ winner: 'a', reason: 'colour' });
    expect(bid('AS', '5D', '5C')).toEqual({ winner: 'b', reason: 'colour' });
  });

  it('RULINGS example: turn-up ♠10, bids ♥3 and ♦3 → ♥3 on parity', () => {
    expect(bid('10S', '3H', '3D')).toEqual({ winner: 'a', reason: 'parity' });
    expect(bid('10S', '3D', '3H')).toEqual({ winner: 'b', reason: 'parity' });
  });

  it('decides every pair of distinct natural cards for every turn-up, whatever the order', () => {
    const deck = fullDeck() as NaturalCard[];
    const failures: string[] = [];
    for (const turnUp of deck) {
      for (const a of deck) {
        for (const b of deck) {
          if (a === b) continue;
          const ab = resolveBid(turnUp, a, b);
          const ba = resolveBid(turnUp, b, a);
          const rankRung = a.rank !== b.rank;
          if (ab.reason !== ba.reason || ab.winner === ba.winner || rankRung !== (ab.reason === 'rank')) {
            failures.push(JSON.stringify({ turnUp, a, b, ab, ba }));
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('§7 Joker bids', () => {
  it('a Joker always wins', () => {
    expect(bid('AS', 'RJ', 'AH')).toEqual({ winner: 'a', reason: 'joker' });
    expect(bid('AS', '2C', 'BJ')).toEqual({ winner: 'b', reason: 'joker' });
    for (const card of fullDeck()) {
      expect(resolveBid(parseCard('7D'), card, parseCard('RJ')).winner).toBe('b');
      expect(resolveBid(parseCard('7D'), parseCard('BJ'), card).winner).toBe('a');
    }
  });

  it('both Jokers: the one of the turn-up’s colour wins', () => {
    expect(bid('KH', 'RJ', 'BJ')).toEqual({ winner: 'a', reason: 'joker' });
    expect(bid('KD', 'BJ', 'RJ')).toEqual({ winner: 'b', reason: 'joker' });
    expect(bid('KS', 'RJ', 'BJ')).toEqual({ winner: 'b', reason: 'joker' });
    expect(bid('2C', 'BJ', 'RJ')).toEqual({ winner: 'a', reason: 'joker' });
  });

  it('rejects impossible inputs with a code', () => {
    expect(() => bid('AS', '5H', '5H')).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(() => bid('RJ', '5H', '6H')).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(isJoker(parseCard('RJ'))).toBe(true);
  });
});
