// Typed card text: tokens read by the engine's parser, every refused token named in a localized message.
import { describe, expect, it } from 'vitest';
import { formatCard, parseCard } from '../../src/engine/index.ts';
import {
  MAX_TOKEN_CHARS,
  problemMessage,
  readCards,
  readSuit,
  refuseUsedElsewhere,
  shortToken,
  splitTokens,
  toggleCardText,
} from '../../src/components/cards/cardText.ts';
import { faceParts } from '../../src/components/cards/cardFace.ts';

describe('readCards', () => {
  it('reads cards separated by spaces and commas, as the engine parses them', () => {
    const field = readCards('AS, 10h  Q♦,TC', { jokers: false });
    expect(field.problems).toEqual([]);
    expect(field.cards).toEqual(['AS', '10h', 'Q♦', 'TC'].map(parseCard));
  });
  it('names each bad token', () => {
    const field = readCards('AS ZZ 5C 1X', { jokers: false });
    expect(field.cards.map(formatCard)).toEqual(['AS', '5C']);
    expect(field.problems).toEqual([
      { code: 'not-a-card', token: 'ZZ' },
      { code: 'not-a-card', token: '1X' },
    ]);
  });
  it('refuses duplicates, Jokers when they are off, and extra cards', () => {
    expect(readCards('AS as', { jokers: false }).problems).toEqual([{ code: 'duplicate', token: 'as' }]);
    expect(readCards('RJ', { jokers: false }).problems).toEqual([{ code: 'joker-off', token: 'RJ' }]);
    expect(readCards('RJ', { jokers: true }).cards).toEqual([{ joker: 'red' }]);
    expect(readCards('AS KS', { jokers: false, max: 1 }).problems).toEqual([{ code: 'too-many', token: 'KS' }]);
  });
  it('accepts Japanese commas between cards', () => {
    expect(splitTokens('AS、KS，QS')).toEqual(['AS', 'KS', 'QS']);
  });
  it('refuses a card another field holds, naming that field', () => {
    const field = refuseUsedElsewhere(readCards('5C', { jokers: false }), { turnup: [parseCard('5C')] });
    expect(field.cards).toEqual([]);
    expect(field.problems).toEqual([{ code: 'used-elsewhere', token: '5C', slot: 'turnup' }]);
  });
});

describe('problem messages', () => {
  it('name the token in English and Japanese', () => {
    expect(problemMessage({ code: 'not-a-card', token: 'ZZ' }, 'en')).toBe('“ZZ” is not a card.');
    expect(problemMessage({ code: 'not-a-card', token: 'ZZ' }, 'ja')).toBe('「ZZ」はカードとして読めません。');
    expect(problemMessage({ code: 'used-elsewhere', token: '5C', slot: 'a' }, 'en', () => 'Bid A')).toContain('Bid A');
  });
  it('shorten long tokens without splitting characters', () => {
    const long = '<script>'.repeat(20);
    const message = problemMessage({ code: 'not-a-card', token: long }, 'en');
    expect(message).toContain('…');
    expect(message.length).toBeLessThan(60);
    expect(Array.from(shortToken('🃏'.repeat(40))).length).toBe(MAX_TOKEN_CHARS);
  });
});

describe('picker toggling', () => {
  it('adds a card, removes it again, and keeps tokens still being fixed', () => {
    const added = toggleCardText('AS ZZ', parseCard('KH'));
    expect(added).toBe('AS ZZ KH');
    expect(toggleCardText(added, parseCard('AS'))).toBe('ZZ KH');
  });
});

describe('suits and faces', () => {
  it('reads a suit by letter or glyph and names a bad one', () => {
    expect(readSuit('s').suit).toBe('S');
    expect(readSuit('♦').suit).toBe('D');
    expect(readSuit('').suit).toBeNull();
    expect(readSuit('X').problem).toEqual({ code: 'not-a-suit', token: 'X' });
  });
  it('prints rank and glyph on every face, and the Joker’s colour in words', () => {
    expect(faceParts(parseCard('10H'), 'en')).toEqual({ rank: '10', mark: '♥', red: true, tone: 'H' });
    expect(faceParts(parseCard('RJ'), 'en')).toMatchObject({ rank: '★', mark: 'RED', red: true, tone: 'joker-red' });
    expect(faceParts(parseCard('BJ'), 'ja').mark).toBe('黒');
  });
});
