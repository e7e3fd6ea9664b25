// Play-off combinations (RULINGS §6, R8), Jokers in combinations and alone (§7, R11), and hand enumeration.
import { describe, expect, it } from 'vitest';
import { beats, classifyCombo, fullDeck, handPlays, parseCards } from '../../src/engine/index.ts';
import type { Card, Combo } from '../../src/engine/index.ts';
import { chooser } from '../support/unit.ts';

const combo = (text: string) => classifyCombo(parseCards(text));
const beatsText = (next: string, previous: string) => beats(combo(next) as Combo, combo(previous) as Combo);

describe('§6 combinations', () => {
  it.each([
    ['7H', { kind: 'single', size: 1, rank: 7 }],
    ['AS', { kind: 'single', size: 1, rank: 14 }],
    ['7H 7C', { kind: 'set', size: 2, rank: 7 }],
    ['QS QH QD QC', { kind: 'set', size: 4, rank: 12 }],
    ['5S 6H 7D', { kind: 'sequence', size: 3, rank: 7 }],
    ['7D 5S 6H', { kind: 'sequence', size: 3, rank: 7 }],
    ['10S JS QH KC AD', { kind: 'sequence', size: 5, rank: 14 }],
    ['2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS', { kind: 'sequence', size: 13, rank: 14 }],
  ])('%s → %j', (text, expected) => {
    expect(combo(text)).toEqual(expected);
  });

  it.each(['', '5S 6S', '5S 7S 8S', 'KS AS 2S', 'QS KS AS 2H', '5S 5H 6S', '5S 5S', '5S 6H 7D 7C'])('%j is not a combination', (text) => {
    expect(combo(text)).toBeNull();
  });

  it('an Ace is high or low, not both in one sequence', () => {
    expect(combo('AS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH')).toEqual({ kind: 'sequence', size: 13, rank: 14 });
    expect(combo('AS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD')).toBeNull();
  });
});

describe('R8 sequence rank and what beats what', () => {
  it('A-2-3 ranks as 3 (Ace low), Q-K-A as the Ace', () => {
    expect(combo('AS 2H 3D')).toEqual({ kind: 'sequence', size: 3, rank: 3 });
    expect(combo('QS KH AD')).toEqual({ kind: 'sequence', size: 3, rank: 14 });
    expect(beatsText('2S 3H 4D', 'AS 2H 3D')).toBe(true);
    expect(beatsText('AS 2H 3D', '2S 3H 4D')).toBe(false);
    expect(beatsText('QS KH AD', 'JS QH KD')).toBe(true);
  });

  it('equal rank does not beat', () => {
    expect(beatsText('9H', '9S')).toBe(false);
    expect(beatsText('9H 9D', '9S 9C')).toBe(false);
    expect(beatsText('AS 2H 3D', 'AH 2S 3C')).toBe(false);
  });

  it('higher rank of the same kind and size beats', () => {
    expect(beatsText('10H', '9S')).toBe(true);
    expect(beatsText('2H 2D', 'AS AC')).toBe(false);
    expect(beatsText('KH KD KC', 'QS QC QD')).toBe(true);
    expect(beatsText('5H 6D 7C 8S', '4H 5D 6C 7S')).toBe(true);
  });

  it('a different kind or size never beats', () => {
    expect(beatsText('AS AH', '2C')).toBe(false);
    expect(beatsText('AS', '2C 2D')).toBe(false);
    expect(beatsText('KS KH KD', '2C 2D')).toBe(false);
    expect(beatsText('AS AH', '2C 2D 2S')).toBe(false);
    expect(beatsText('9S 10H JD QC', '2S 3H 4D')).toBe(false);
    expect(beatsText('JS JH JD', '9S 10H JD')).toBe(false);
    expect(beatsText('9S 10H JD', '5S 5H 5D')).toBe(false);
  });
});

describe('§7 Jokers in the play-off', () => {
  it('a Joker joins a set and takes its rank', () => {
    expect(combo('5S RJ')).toEqual({ kind: 'set', size: 2, rank: 5 });
    expect(combo('KS KH BJ')).toEqual({ kind: 'set', size: 3, rank: 13 });
    expect(combo('QS QH QD QC RJ')).toEqual({ kind: 'set', size: 5, rank: 12 });
    expect(beatsText('6S BJ', '5S 5H')).toBe(true);
  });

  it('a Joker extends a sequence below the Two or above the Ace', () => {
    expect(combo('RJ 2S 3H')).toEqual({ kind: 'sequence', size: 3, rank: 3 });
    expect(combo('QS KH AD BJ')).toEqual({ kind: 'sequence', size: 4, rank: 15 });
    expect(combo('KH AD BJ')).toEqual({ kind: 'sequence', size: 3, rank: 15 });
    expect(beatsText('QS KH AD BJ', 'JS QH KD AC')).toBe(true);
    expect(beatsText('RJ 2S 3H', 'AS 2H 3D')).toBe(false);
  });

  it('a Joker cannot fill a gap or stand for another rank', () => {
    expect(combo('5S RJ 7H')).toBeNull();
    expect(combo('3S 4H RJ')).toBeNull();
    expect(combo('RJ 4S 5H')).toBeNull();
    expect(combo('RJ AS 2H')).toBeNull();
    expect(combo('AS 2H 3D RJ')).toBeNull();
    expect(combo('2S RJ')).toEqual({ kind: 'set', size: 2, rank: 2 });
    expect(combo('RJ BJ')).toBeNull();
  });

  it('R11 a Joker alone is the lowest single', () => {
    expect(combo('RJ')).toEqual({ kind: 'single', size: 1, rank: 1 });
    expect(beatsText('2C', 'RJ')).toBe(true);
    expect(beatsText('RJ', '2C')).toBe(false);
    expect(beatsText('BJ', 'RJ')).toBe(false);
  });
});

/** Every subset of `hand` that classifyCombo accepts (and beats `toBeat`), as sorted id strings. */
function bruteForce(hand: Card[], toBeat: Combo | null): string[] {
  const out: string[] = [];
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const cards = hand.filter((_, i) => mask & (1 << i));
    const c = classifyCombo(cards);
    if (c && (toBeat === null || beats(c, toBeat))) out.push(key(cards));
  }
  return out.sort();
}

function key(cards: Card[]): string {
  return cards
    .map((c) => JSON.stringify(c))
    .sort()
    .join(' ');
}

describe('handPlays lists every combination of a hand exactly once', () => {
  it('matches a brute force over all subsets, with and without a Joker, leading and beating', () => {
    const choose = chooser(7);
    const deck = fullDeck(false);
    for (let trial = 0; trial < 60; trial++) {
      const pool = deck.slice();
      const hand: Card[] = [];
      const size = 6 + choose(7);
      for (let i = 0; i < size; i++) hand.push(pool.splice(choose(pool.length), 1)[0]);
      if (trial % 2 === 0) hand.push({ joker: trial % 4 === 0 ? 'red' : 'black' });
      const plays = handPlays(hand, null);
      expect(plays.map((p) => key(p.cards)).sort()).toEqual(bruteForce(hand, null));
      for (const play of plays) expect(classifyCombo(play.cards)).toEqual(play.combo);
      // Beating a few of the combinations of the hand (or of any cards) must also match.
      for (const previous of [plays[choose(plays.length)].combo, { kind: 'single', size: 1, rank: 1 } as Combo]) {
        expect(
          handPlays(hand, previous)
            .map((p) => key(p.cards))
            .sort(),
        ).toEqual(bruteForce(hand, previous));
      }
    }
  });

  it('lists A-2-…-K-A sequences once, ranked as the Ace', () => {
    const hand = parseCards('AS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH');
    const thirteen = handPlays(hand, null).filter((p) => p.cards.length === 13);
    expect(thirteen.map((p) => p.combo)).toEqual([{ kind: 'sequence', size: 13, rank: 14 }]);
  });
});
