// The Japanese dictionaries must have exactly the English keys, and no empty or untranslated placeholders.
import { describe, expect, it } from 'vitest';
import { ALL_DICTIONARIES } from '../../src/i18n/all';
import { format, langFromPath, toLang } from '../../src/i18n/lang';
import { cardName } from '../../src/i18n/cards';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  for (const [name, dict] of Object.entries(ALL_DICTIONARIES)) {
    it(`${name}: ja has exactly the en keys`, () => {
      expect(Object.keys(dict.ja).sort()).toEqual(Object.keys(dict.en).sort());
    });
    it(`${name}: every string is non-empty and keeps the same placeholders`, () => {
      for (const key of Object.keys(dict.en)) {
        expect(dict.en[key].trim(), `en ${key}`).not.toBe('');
        expect(dict.ja[key].trim(), `ja ${key}`).not.toBe('');
        expect(placeholders(dict.ja[key]), `ja ${key}`).toEqual(placeholders(dict.en[key]));
      }
    });
  }
});

describe('language helpers', () => {
  it('reads the language from the path', () => {
    expect(langFromPath('/ja/rules/')).toBe('ja');
    expect(langFromPath('/ja')).toBe('ja');
    expect(langFromPath('/jazz/')).toBe('en');
    expect(langFromPath('/rules/')).toBe('en');
  });
  it('narrows untrusted values to a language', () => {
    expect(toLang('ja')).toBe('ja');
    expect(toLang('<script>')).toBe('en');
  });
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{a} beats {b}', { a: 'X', b: 'Y' })).toBe('X beats Y');
    expect(format('{a} and {missing}', { a: 1 })).toBe('1 and {missing}');
  });
  it('speaks card names in each language', () => {
    expect(cardName({ rank: 14, suit: 'S' }, 'en')).toBe('Ace of spades');
    expect(cardName({ rank: 14, suit: 'S' }, 'ja')).toBe('スペードのA');
    expect(cardName({ rank: 10, suit: 'H' }, 'en')).toBe('Ten of hearts');
    expect(cardName({ joker: 'red' }, 'ja')).toBe('赤のジョーカー');
  });
});
