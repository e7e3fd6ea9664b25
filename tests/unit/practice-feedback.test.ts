// The note under a wrong practice answer: the chosen option named, its loss against the best, and what it does, in both languages.
import { describe, expect, it } from 'vitest';
import { wrongNote } from '../../src/components/learn/practice/feedback.ts';
import type { PracticePosition } from '../../src/components/practice/types.ts';
import { learnStrings } from '../../src/i18n/learn.ts';

const en = learnStrings.en;
const ja = learnStrings.ja;

const follow: PracticePosition = {
  id: 'f1',
  theme: 'trick-play',
  kind: 'follow',
  hand: [
    { rank: 9, suit: 'S' },
    { rank: 3, suit: 'S' },
  ],
  trumps: { mine: 'H', theirs: 'S' },
  lead: { rank: 5, suit: 'S' },
  trick: 12,
  tricksWon: [5, 5],
  toBeat: null,
  otherHand: [{ rank: 2, suit: 'D' }],
  options: [
    { id: '9s', type: 'cards', cards: [{ rank: 9, suit: 'S' }] },
    { id: '3s', type: 'cards', cards: [{ rank: 3, suit: 'S' }] },
  ],
  answers: ['3s'],
  played: '9s',
  gain: 15,
  ruling: null,
  outcomes: { '9s': { loss: 15, tricks: 6, wins: true }, '3s': { loss: 0, tricks: 7, wins: false } },
};

describe('the wrong-answer note', () => {
  it('names the card, its loss, whether it takes the trick where the best does not, and the tricks it ends with', () => {
    expect(wrongNote(follow, '9s', 'en', en)).toBe(
      '♠9 gives up 15 points against the best card, with perfect play by both from here. ' +
        '♠9 takes this trick, where the best card lets the other player have it. Your tricks then come to 6 instead of 7.',
    );
    expect(wrongNote(follow, '9s', 'ja', ja)).toBe(
      '♠9を出すと、このあと2人とも最善を尽くした場合、最善の札より点差が15点悪くなります。' +
        '♠9はこのトリックを取りますが、最善の札ならこのトリックは相手に取らせます。' +
        'あなたが取るトリックは、最善なら7トリックのところ、6トリックになります。',
    );
  });

  it('says the points go in the play-off when the tricks come out the same, and both take or lose the trick', () => {
    const p = { ...follow, outcomes: { '9s': { loss: 10, tricks: 7, wins: false }, '3s': { loss: 0, tricks: 7, wins: false } } };
    const note = wrongNote(p, '9s', 'en', en)!;
    expect(note).toContain('gives up 10 points');
    expect(note).toContain('loses this trick, as the best card does');
    expect(note).toContain('Your tricks come to 7 either way');
    expect(wrongNote(p, '9s', 'ja', ja)).toContain('差はそのあとのプレイオフでつきます');
  });

  it('gives play-off points, signed, for a play-off choice, and names a pass', () => {
    const p: PracticePosition = {
      ...follow,
      id: 'p1',
      theme: 'play-off-tempo',
      kind: 'play-off',
      trumps: { mine: null, theirs: null },
      lead: null,
      toBeat: [{ rank: 4, suit: 'D' }],
      options: [
        { id: '9', type: 'cards', cards: [{ rank: 9, suit: 'S' }] },
        { id: 'pass', type: 'pass' },
      ],
      answers: ['9'],
      played: 'pass',
      gain: 40,
      outcomes: { '9': { loss: 0, points: 20 }, pass: { loss: 40, points: -20 } },
    };
    expect(wrongNote(p, 'pass', 'en', en)).toBe(
      'Pass gives up 40 play-off points against the best play, with perfect play by both from here. ' +
        'Your play-off points then come to −20 instead of +20.',
    );
    expect(wrongNote(p, 'pass', 'ja', ja)).toContain('パスでは');
    expect(wrongNote(p, 'pass', 'ja', ja)).toContain('最善なら+20点のところ、−20点になります');
  });

  it('gives a trump its loss; a position saved before the figures were kept still has the played choice’s', () => {
    const p: PracticePosition = {
      ...follow,
      id: 'd1',
      theme: 'trump',
      kind: 'declaration',
      trumps: { mine: null, theirs: null },
      lead: null,
      options: [
        { id: 'S', type: 'suit', suit: 'S' },
        { id: 'H', type: 'suit', suit: 'H' },
        { id: 'D', type: 'suit', suit: 'D' },
      ],
      answers: ['S'],
      played: 'H',
      gain: 12.5,
      outcomes: { S: { loss: 0 }, H: { loss: 12.5 } },
    };
    expect(wrongNote(p, 'H', 'en', en)).toMatch(/^Naming .+ gives up 12\.5 points against the best trump/);
    // A trump the review showed worse without solving it exactly: named, and said to be worse.
    expect(wrongNote(p, 'D', 'en', en)).toMatch(/^Naming .+ scores less than the best trump/);
    const old: PracticePosition = { ...p };
    delete (old as { outcomes?: unknown }).outcomes;
    expect(wrongNote(old, 'H', 'ja', ja)).toContain('点差が12.5点悪くなります');
    expect(wrongNote(old, 'D', 'ja', ja)).toBeNull();
  });
});
