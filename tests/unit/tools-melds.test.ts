// Meld scorer logic: links, problems, announcements in words, and totals taken from the engine's scoreMelds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestTrumpTotals, formatCard, fullDeck, parseCards, scoreMelds } from '../../src/engine/index.ts';
import type { Suit } from '../../src/engine/index.ts';
import {
  analyseMelds,
  describeMelds,
  handSizeNotice,
  meldLines,
  meldProblems,
  meldStateFromParams,
  meldStateToParams,
  type MeldState,
} from '../../src/components/tools/meldLogic.ts';
import { readParams, writeParams } from '../../src/components/tools/urlState.ts';

const EMPTY: MeldState = { hand: '', trump: '', jokers: false };
const HAND = 'AH,2H,3H,4H,QC,KC,AC,KS,KD,7S,7D,7C,9D';

describe('meld scorer links', () => {
  it('round-trips ?hand=…&trump=S', () => {
    const search = `?hand=${HAND}&trump=S`;
    const s = meldStateFromParams(readParams(search, ['hand', 'trump', 'jokers']), EMPTY);
    expect(s).toEqual({ hand: HAND, trump: 'S', jokers: false });
    expect(writeParams('', ['hand', 'trump', 'jokers'], meldStateToParams(s))).toBe(search);
  });
  it('keeps a bad trump as given, so its message can name it', () => {
    expect(meldStateToParams({ hand: 'AS', trump: 'X', jokers: false }).trump).toBe('X');
  });
});

describe('meld scorer verdicts', () => {
  it('gives the engine’s total for the chosen trump as the verdict', () => {
    for (const trump of ['S', 'H', 'D', 'C'] as Suit[]) {
      const view = describeMelds(analyseMelds({ hand: HAND, trump, jokers: false }), 'en');
      expect(view.verdict).toBe(String(scoreMelds(parseCards(HAND), trump).total));
    }
    const none = describeMelds(analyseMelds({ hand: HAND, trump: '', jokers: false }), 'en');
    expect(none.verdict).toBe(String(scoreMelds(parseCards(HAND), null).total));
  });
  it('agrees with the engine for random 13-card hands, and per trump', () => {
    const deck = fullDeck(false);
    fc.assert(
      fc.property(fc.shuffledSubarray(deck, { minLength: 13, maxLength: 13 }), fc.constantFrom<Suit>('S', 'H', 'D', 'C'), (hand, trump) => {
        const analysis = analyseMelds({ hand: hand.map(formatCard).join(' '), trump, jokers: false });
        expect(describeMelds(analysis, 'en').verdict).toBe(String(scoreMelds(hand, trump).total));
        expect(analysis.perTrump).toEqual(bestTrumpTotals(hand));
      }),
      { numRuns: 200 },
    );
  });
  it('announces sets and sequences in words (R6)', () => {
    const analysis = analyseMelds({ hand: 'AS AH AD 4C 5C 6C 7C 8C 9C', trump: 'C', jokers: false });
    const en = meldLines(analysis, 'en').map((l) => l.name);
    expect(en).toContain('Three Aces');
    expect(en).toContain('Six clubs');
    const ja = meldLines(analysis, 'ja').map((l) => l.name);
    expect(ja).toContain('Aが3枚');
    expect(ja).toContain('クラブの6枚続き');
  });
  it('says when a set of three counts 30 because its missing suit is the trump (R5)', () => {
    const analysis = analyseMelds({ hand: 'AS AH AD', trump: 'C', jokers: false });
    expect(meldLines(analysis, 'en')[0].note).toContain('clubs');
    expect(describeMelds(analysis, 'en').reasons.some((r) => r.cite?.some((c) => c.rule === 5))).toBe(true);
  });
});

describe('meld scorer problems', () => {
  it('warns but still scores a hand that is not 13 cards', () => {
    const analysis = analyseMelds({ hand: 'AS AH AD', trump: '', jokers: false });
    expect(handSizeNotice(analysis, 'en')).toContain('3 cards');
    expect(handSizeNotice(analysis, 'ja')).toContain('3枚');
    expect(describeMelds(analysis, 'en').verdict).toBe(String(scoreMelds(parseCards('AS AH AD'), null).total));
  });
  it('never says a short hand "is scored anyway" while a problem stops the scoring', () => {
    for (const state of [
      { hand: 'AH 2H 3H XX KS', trump: '', jokers: false },
      { hand: 'AH 2H 3H KS', trump: 'Q', jokers: false },
    ]) {
      const analysis = analyseMelds(state);
      expect(describeMelds(analysis, 'en').verdict).toBe('');
      expect(handSizeNotice(analysis, 'en')).toBeNull();
    }
  });
  it('rejects duplicates and bad tokens, naming them, with no verdict', () => {
    const dup = analyseMelds({ hand: 'AS AH AS', trump: '', jokers: false });
    expect(meldProblems(dup, 'en').hand).toEqual(['“AS” is there twice; each card exists only once.']);
    expect(describeMelds(dup, 'en').verdict).toBe('');
    const bad = analyseMelds({ hand: 'AS <b>x</b>', trump: 'Q', jokers: false });
    expect(meldProblems(bad, 'ja').hand[0]).toContain('「<b>x</b>」');
    expect(meldProblems(bad, 'en').trump).toBe('“Q” is not a suit: use S, H, D or C.');
  });
});
