// Card notation (RULINGS §1), ids and deck helpers.
import { describe, expect, it } from 'vitest';
import {
  CARDS,
  cardId,
  compareCards,
  EngineError,
  formatCard,
  fullDeck,
  isJoker,
  parseCard,
  parseCards,
  sameCard,
  suitColour,
  suitParity,
  SUITS,
} from '../../src/engine/index.ts';

describe('§1 card notation', () => {
  it.each([
    ['AS', { rank: 14, suit: 'S' }],
    ['10h', { rank: 10, suit: 'H' }],
    ['TH', { rank: 10, suit: 'H' }],
    ['th', { rank: 10, suit: 'H' }],
    ['Q♦', { rank: 12, suit: 'D' }],
    ['q♦', { rank: 12, suit: 'D' }],
    ['2♣', { rank: 2, suit: 'C' }],
    ['j♠', { rank: 11, suit: 'S' }],
    ['kc', { rank: 13, suit: 'C' }],
    [' 9d ', { rank: 9, suit: 'D' }],
    ['RJ', { joker: 'red' }],
    ['bj', { joker: 'black' }],
  ])('parses %s', (text, card) => {
    expect(parseCard(text)).toEqual(card);
  });

  it.each(['', 'X', '1S', '11S', 'AX', 'A', 'S', 'JJ', 'RJX', '10', 'ASS', '0S', 'constructorS', '__proto__H'])(
    'rejects %j naming the token',
    (text) => {
      expect(() => parseCard(text)).toThrow(EngineError);
      try {
        parseCard(text);
      } catch (e) {
        expect((e as EngineError).code).toBe('invalid-card');
        expect((e as Error).message).toContain(`"${text.trim()}"`);
      }
    },
  );

  it('parses lists separated by spaces and/or commas', () => {
    expect(parseCards('AS, 10h,TH  Q♦ RJ')).toEqual([
      { rank: 14, suit: 'S' },
      { rank: 10, suit: 'H' },
      { rank: 10, suit: 'H' },
      { rank: 12, suit: 'D' },
      { joker: 'red' },
    ]);
    expect(parseCards('  ')).toEqual([]);
  });

  it('names the first bad token of a list', () => {
    expect(() => parseCards('AS ZZ 1Q')).toThrow(/"ZZ"/);
  });

  it('formats canonically and round-trips every card', () => {
    expect(formatCard({ rank: 14, suit: 'S' })).toBe('AS');
    expect(formatCard({ rank: 10, suit: 'H' })).toBe('10H');
    expect(formatCard({ joker: 'red' })).toBe('RJ');
    expect(formatCard({ joker: 'black' })).toBe('BJ');
    for (const card of fullDeck(true)) expect(parseCard(formatCard(card))).toEqual(card);
  });
});

describe('card helpers', () => {
  it('gives 54 distinct small ids', () => {
    const ids = fullDeck(true).map(cardId);
    expect(new Set(ids).size).toBe(54);
    expect(Math.min(...ids)).toBe(0);
    expect(Math.max(...ids)).toBe(53);
    expect(fullDeck(false)).toHaveLength(52);
    expect(fullDeck().some(isJoker)).toBe(false);
  });

  it('compares by value, not identity', () => {
    expect(sameCard(parseCard('AS'), { rank: 14, suit: 'S' })).toBe(true);
    expect(sameCard(parseCard('AS'), parseCard('AH'))).toBe(false);
    expect(compareCards(parseCard('2S'), parseCard('AS'))).toBeLessThan(0);
    expect(CARDS[cardId(parseCard('7D'))]).toEqual(parseCard('7D'));
  });

  it('knows colour and parity (§1)', () => {
    expect(SUITS.map(suitColour)).toEqual(['black', 'red', 'red', 'black']);
    expect(SUITS.map(suitParity)).toEqual(['major', 'major', 'minor', 'minor']);
  });
});
