// Play-off checker logic: links, problems, the engine's classifyCombo/beats as the verdict, combinations in words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beats, classifyCombo, formatCard, fullDeck } from '../../src/engine/index.ts';
import {
  analysePlayoff,
  comboText,
  describePlayoff,
  playoffProblems,
  playoffStateFromParams,
  playoffStateToParams,
  type PlayoffState,
} from '../../src/components/tools/playoffLogic.ts';
import { readParams, writeParams } from '../../src/components/tools/urlState.ts';

const NAMES = ['previous', 'next', 'jokers'];
const EMPTY: PlayoffState = { previous: '', next: '', jokers: false };
const play = (previous: string, next: string, jokers = false): PlayoffState => ({ previous, next, jokers });

describe('play-off checker links', () => {
  it('round-trips ?previous=5S,5H&next=7C,7D', () => {
    const search = '?previous=5S,5H&next=7C,7D';
    const s = playoffStateFromParams(readParams(search, NAMES), EMPTY);
    expect(writeParams('', NAMES, playoffStateToParams(s))).toBe(search);
  });
});

describe('play-off checker verdicts', () => {
  it('agrees with the engine for random plays, Jokers included', () => {
    const deck = fullDeck(true);
    fc.assert(
      fc.property(fc.shuffledSubarray(deck, { minLength: 2, maxLength: 8 }), fc.integer({ min: 1, max: 4 }), (cards, split) => {
        const cut = Math.min(split, cards.length - 1);
        const previous = cards.slice(0, cut);
        const next = cards.slice(cut);
        const view = describePlayoff(analysePlayoff(play(previous.map(formatCard).join(','), next.map(formatCard).join(','), true)), 'en');
        const p = classifyCombo(previous);
        const n = classifyCombo(next);
        const expected = p === null || n === null ? 'illegal' : beats(n, p) ? 'beats' : 'does-not-beat';
        expect(view.verdict).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
  it('applies R8 to the sequence examples: A-2-3 ranks as a Three', () => {
    const view = describePlayoff(analysePlayoff(play('3S,4H,5D', 'AC,2C,3H')), 'en');
    expect(view.verdict).toBe('does-not-beat');
    expect(view.reasons.at(-1)?.cite).toEqual([{ rule: 8 }]);
  });
  it('calls a play illegal when either is not a combination, and says which', () => {
    const view = describePlayoff(analysePlayoff(play('5S,5H', '7C,9D')), 'ja');
    expect(view.verdict).toBe('illegal');
    expect(view.reasons.some((r) => r.tone === 'warning' && r.text.startsWith('次に出す組み合わせ'))).toBe(true);
  });
  it('rejects Q-K plus a Joker and says where a Joker may sit in a sequence, in both languages', () => {
    for (const lang of ['en', 'ja'] as const) {
      const view = describePlayoff(analysePlayoff(play('5S,6S,7S', 'QS,KH,BJ', true)), lang);
      expect(view.verdict).toBe('illegal');
      const joker = view.reasons.at(-1)?.text ?? '';
      expect(joker).toContain(lang === 'en' ? 'only as a rank above the Ace or below the Two' : 'Aの上か2の下のランクとしてしか使えません');
      expect(joker).not.toMatch(/either end|両端/);
    }
    expect(describePlayoff(analysePlayoff(play('5S,6S,7S,8S', 'QS,KH,AD,BJ', true)), 'en').verdict).toBe('beats');
  });
  it('describes combinations in words', () => {
    expect(comboText({ kind: 'set', size: 2, rank: 5 }, 'en')).toBe('a pair of Fives');
    expect(comboText({ kind: 'sequence', size: 4, rank: 15 }, 'en')).toBe('a sequence of 4 up to the Joker above the Ace');
    expect(comboText({ kind: 'single', size: 1, rank: 1 }, 'ja')).toBe('ジョーカー1枚だけの最弱のシングル');
    expect(comboText({ kind: 'set', size: 3, rank: 12 }, 'ja')).toBe('Qの3枚のセット');
  });
});

describe('play-off checker problems', () => {
  it('names bad tokens and a card in both plays', () => {
    const a = analysePlayoff(play('5S 5H', '5H XX'));
    expect(playoffProblems(a, 'en').next).toEqual(['“XX” is not a card.', '“5H” is already used for: Previous play.']);
    expect(describePlayoff(a, 'en').verdict).toBe('');
  });
});
