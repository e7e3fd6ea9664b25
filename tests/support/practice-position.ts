// A small practice position (a trump choice where ♠ was right and ♥ was played), for tests of practice and its storage.
import type { PracticePosition } from '../../src/components/practice/types.ts';

export const practicePosition = (id: string, theme: PracticePosition['theme'] = 'trump'): PracticePosition => ({
  id,
  theme,
  kind: 'declaration',
  hand: [{ rank: 14, suit: 'S' }],
  trumps: { mine: null, theirs: null },
  lead: null,
  trick: 0,
  tricksWon: [0, 0],
  toBeat: null,
  otherHand: [],
  options: [
    { id: 'S', type: 'suit', suit: 'S' },
    { id: 'H', type: 'suit', suit: 'H' },
  ],
  answers: ['S'],
  played: 'H',
  gain: 20,
  ruling: 'R5',
});
