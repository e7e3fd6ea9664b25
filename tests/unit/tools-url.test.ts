// Link parameters of the tools: reading (clipped, absent names absent), writing (others kept, commas readable) and flags.
import { describe, expect, it } from 'vitest';
import { MAX_PARAM_CHARS, clip, hasAny, readFlag, readParams, writeParams } from '../../src/components/tools/urlState.ts';

describe('readParams', () => {
  it('reads only the named parameters', () => {
    expect(readParams('?turnup=AS&a=5C&b=5D&x=1', ['turnup', 'a', 'b'])).toEqual({ turnup: 'AS', a: '5C', b: '5D' });
    expect(readParams('', ['a'])).toEqual({});
  });
  it('decodes values, including glyphs and commas', () => {
    expect(readParams('?hand=AH%2C2H,3H&lead=7%E2%99%A0', ['hand', 'lead'])).toEqual({ hand: 'AH,2H,3H', lead: '7♠' });
  });
  it('clips hostile long values by characters', () => {
    const long = 'ZZ'.repeat(5000);
    const read = readParams(`?a=${long}`, ['a']);
    expect(Array.from(read.a ?? '').length).toBe(MAX_PARAM_CHARS);
    expect(clip('🃏🃏🃏', 2)).toBe('🃏🃏');
  });
  it('survives malformed escapes', () => {
    expect(() => readParams('?a=%E0%A4%A', ['a'])).not.toThrow();
  });
  it('tells whether a link mentions the tool at all', () => {
    expect(hasAny({ a: '5C' }, ['turnup', 'a'])).toBe(true);
    expect(hasAny({}, ['turnup', 'a'])).toBe(false);
  });
});

describe('writeParams', () => {
  it('writes the tool parameters with readable commas and drops empty ones', () => {
    expect(writeParams('', ['hand', 'trump', 'jokers'], { hand: 'AH,2H,3H', trump: 'S', jokers: undefined })).toBe(
      '?hand=AH,2H,3H&trump=S',
    );
    expect(writeParams('?hand=AS', ['hand'], { hand: '' })).toBe('');
  });
  it('keeps the page’s other parameters', () => {
    expect(writeParams('?lang=x&a=1', ['a', 'b'], { a: '5C', b: '5D' })).toBe('?lang=x&a=5C&b=5D');
  });
  it('round-trips every value through readParams', () => {
    const values = { a: '<script>alert(1)</script>', b: 'AS,10H QD', c: 'スペード&?=#' };
    const search = writeParams('', ['a', 'b', 'c'], values);
    expect(readParams(search, ['a', 'b', 'c'])).toEqual(values);
  });
});

describe('readFlag', () => {
  it('reads on/off words and ignores anything else', () => {
    expect(readFlag('1')).toBe(true);
    expect(readFlag('Yes')).toBe(true);
    expect(readFlag('off')).toBe(false);
    expect(readFlag('maybe')).toBeUndefined();
    expect(readFlag(undefined)).toBeUndefined();
  });
});
