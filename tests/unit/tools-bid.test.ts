// Bid tie-break tool logic: links round-trip, problems name the token, and the verdict is the engine's resolveBid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard, fullDeck, isJoker, resolveBid } from '../../src/engine/index.ts';
import {
  analyseBid,
  bidProblems,
  bidStateFromParams,
  bidStateToParams,
  describeBid,
  type BidState,
} from '../../src/components/tools/bidLogic.ts';
import { readParams, writeParams } from '../../src/components/tools/urlState.ts';

const EMPTY: BidState = { turnup: '', a: '', b: '', jokers: false };
const state = (turnup: string, a: string, b: string, jokers = false): BidState => ({ turnup, a, b, jokers });

describe('bid tool links', () => {
  it('reads ?turnup=AS&a=5C&b=5D and writes it back the same', () => {
    const params = readParams('?turnup=AS&a=5C&b=5D', ['turnup', 'a', 'b', 'jokers']);
    const s = bidStateFromParams(params, EMPTY);
    expect(s).toEqual(state('AS', '5C', '5D'));
    expect(writeParams('', ['turnup', 'a', 'b', 'jokers'], bidStateToParams(s))).toBe('?turnup=AS&a=5C&b=5D');
  });
  it('normalises what was typed, keeps a bad token as typed, and switches Jokers on for a Joker link', () => {
    expect(bidStateToParams(state('as', '5c', '10d'))).toMatchObject({ turnup: 'AS', a: '5C', b: '10D' });
    expect(bidStateToParams(state('AS', 'ZZ', '5D')).a).toBe('ZZ');
    expect(bidStateFromParams({ a: 'RJ' }, EMPTY).jokers).toBe(true);
    expect(bidStateToParams(state('AS', 'RJ', '5D', true)).jokers).toBe('1');
  });
  it('lets the link override the presets field by field', () => {
    expect(bidStateFromParams({ a: 'KH' }, state('AS', '5C', '5D'))).toEqual(state('AS', 'KH', '5D'));
  });
});

describe('bid tool verdicts', () => {
  it('settles the RULINGS examples of R1', () => {
    const colour = describeBid(analyseBid(state('AS', '5C', '5D')), 'en');
    expect(colour.verdict).toBe('a');
    expect(colour.reasons[0].text).toContain('colour');
    expect(colour.reasons[0].cite).toEqual([{ rule: 1 }]);
    const parity = describeBid(analyseBid(state('10S', '3H', '3D')), 'en');
    expect(parity.verdict).toBe('a');
    expect(parity.reasons[0].text).toContain('parity');
  });
  it('always agrees with the engine, for any turn-up and two different bids', () => {
    const deck = fullDeck(true);
    const naturals = deck.filter((c) => !isJoker(c));
    fc.assert(
      fc.property(fc.constantFrom(...naturals), fc.constantFrom(...deck), fc.constantFrom(...deck), (turnup, a, b) => {
        fc.pre(formatCard(a) !== formatCard(b) && formatCard(a) !== formatCard(turnup) && formatCard(b) !== formatCard(turnup));
        const analysis = analyseBid(state(formatCard(turnup), formatCard(a), formatCard(b), true));
        const engine = resolveBid(turnup, a, b);
        expect(analysis.result).toEqual(engine);
        expect(describeBid(analysis, 'ja').verdict).toBe(engine.winner);
      }),
      { numRuns: 300 },
    );
  });
  it('explains in Japanese with the card names', () => {
    const view = describeBid(analyseBid(state('AS', '5C', '5D')), 'ja');
    expect(view.headline).toBe('Aさんの入札札の勝ち：クラブの5');
    expect(view.reasons[0].text).toContain('黒');
  });
  it('cites R9 for a Joker bid', () => {
    const view = describeBid(analyseBid(state('AS', '2C', 'BJ', true)), 'en');
    expect(view.verdict).toBe('b');
    expect(view.reasons[0].cite).toEqual([{ rule: 9 }]);
  });
  it('cites S1 (the Joker rule’s colour decision), not R9, when both bids are Jokers', () => {
    const red = describeBid(analyseBid(state('AH', 'BJ', 'RJ', true)), 'en');
    expect(red.verdict).toBe('b');
    expect(red.reasons[0].cite).toEqual([{ rule: 's1' }]);
    expect(red.reasons[0].text).toContain('both Jokers leave play');
    const black = describeBid(analyseBid(state('2C', 'BJ', 'RJ', true)), 'ja');
    expect(black.verdict).toBe('a');
    expect(black.reasons[0].cite).toEqual([{ rule: 's1' }]);
  });
});

describe('bid tool problems', () => {
  it('names a bad token and gives no verdict', () => {
    const analysis = analyseBid(state('AS', 'ZZ', '5D'));
    expect(bidProblems(analysis, 'en').a).toEqual(['“ZZ” is not a card.']);
    expect(bidProblems(analysis, 'ja').a).toEqual(['「ZZ」はカードとして読めません。']);
    expect(describeBid(analysis, 'en').verdict).toBe('');
  });
  it('refuses a card used twice and a Joker turn-up', () => {
    expect(bidProblems(analyseBid(state('AS', '5C', '5C')), 'en').b[0]).toContain('Bid A');
    expect(bidProblems(analyseBid(state('AS', 'AS', '5C')), 'en').a[0]).toContain('Turn-up');
    expect(bidProblems(analyseBid(state('RJ', '5C', '5D', true)), 'en').turnup[0]).toContain('never a Joker');
    expect(describeBid(analyseBid(state('RJ', '5C', '5D', true)), 'en').verdict).toBe('');
    expect(bidStateToParams(state('RJ', '5C', '5D', true)).turnup).toBe('RJ');
  });
  it('waits quietly while cards are missing', () => {
    const view = describeBid(analyseBid(state('AS', '', '')), 'en');
    expect(view.verdict).toBe('');
    expect(view.headline).toBe('Choose the turn-up and both bids.');
  });
});
