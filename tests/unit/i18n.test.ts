// The Japanese dictionaries must have exactly the English keys, and no empty or untranslated placeholders.
import { describe, expect, it } from 'vitest';
import { ALL_DICTIONARIES } from '../../src/i18n/all.ts';
import { format, langFromPath, signed, toLang } from '../../src/i18n/lang.ts';
import { cardName } from '../../src/i18n/cards.ts';
import { playStrings } from '../../src/i18n/play.ts';
import { BID_REASONS, ERROR_CODES, TRICK_REASONS } from '../../src/engine/index.ts';
import { errorKey, rungKey, rungShortKey, trickWhyKey } from '../../src/components/play/words/codeKeys.ts';
import { engineErrorText } from '../../src/components/play/words/words.ts';
import { provideStrings } from '../../src/components/play/words/strings.ts';

// The play page loads one language's words at run time; these tests speak both.
provideStrings('en', playStrings.en);
provideStrings('ja', playStrings.ja);

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  for (const [name, dict] of Object.entries(ALL_DICTIONARIES)) {
    it(`${name}: ja has exactly the en keys`, () => {
      expect(Object.keys(dict.ja).sort()).toEqual(Object.keys(dict.en).sort());
    });
    it(`${name}: every string is non-empty and keeps the same placeholders`, () => {
      for (const key of Object.keys(dict.en)) {
        // Separators (sep.*) may be a space or nothing: Japanese puts no space between a label and its text.
        if (key.startsWith('sep.')) continue;
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
  it('writes a difference of points with its sign: a plus, a true minus sign (U+2212), none for 0', () => {
    expect([signed(30), signed(-110), signed(0), signed(-12.5)]).toEqual(['+30', '\u2212110', '0', '\u221212.5']);
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

describe('engine codes → play dictionary keys', () => {
  const kinds = [
    ['errorKey', errorKey, ERROR_CODES],
    ['rungKey', rungKey, BID_REASONS],
    ['rungShortKey', rungShortKey, BID_REASONS],
    ['trickWhyKey', trickWhyKey, TRICK_REASONS],
  ] as const;
  for (const [name, keyOf, codes] of kinds) {
    it(`${name}: each of the engine's codes has its own key, present in en and ja`, () => {
      const keys = (codes as readonly string[]).map(keyOf as (code: string) => string);
      expect(new Set(keys).size).toBe(codes.length);
      for (const key of keys) {
        expect(Object.hasOwn(playStrings.en, key), `en ${key}`).toBe(true);
        expect(Object.hasOwn(playStrings.ja, key), `ja ${key}`).toBe(true);
      }
    });
  }
  it('every error code has its own words (never the general fallback), invalid-state included', () => {
    for (const lang of ['en', 'ja'] as const) {
      for (const code of ERROR_CODES) expect(engineErrorText(code, lang), `${lang} ${code}`).not.toBe(playStrings[lang]['error.other']);
      expect(engineErrorText('other', lang)).toBe(playStrings[lang]['error.other']);
    }
    expect(engineErrorText('invalid-state', 'ja')).toContain('壊れています');
  });
});
