// The playouts' scratch, one object: the kernel they play on and the arrays their rules of thumb count in (kernel-playout.ts, heuristics.ts, playoff-choices.ts).
//
// Why it exists: the computer players' search runs up to thousands of playouts a decision, each a whole deal of
// rule-of-thumb moves, so nothing is allocated per move. The engine runs one call at a time; what a function writes
// here is read before it returns, and no exported function returns this object or one of its arrays (a rule of
// thumb's answer is a card id, a suit or a number).
import { CARDS } from '../cards.ts';
import { Kernel, SLOTS } from '../kernel/scratch.ts';
import type { Card } from '../types.ts';

export const playoutScratch = {
  /** The kernel playoutFrom loads a state into. */
  kernel: new Kernel(),
  /** A card array per hand length (the hand as cards, for longestSuit and the play-off choice): none per move. */
  hands: Array.from({ length: SLOTS + 1 }, (_, n) => new Array<Card>(n).fill(CARDS[0])),
  /** The ids of the cards that may follow the lead (kernel-playout.ts). */
  followIds: new Uint8Array(SLOTS),
  /** Per suit, a bit per rank held (heuristics.ts: lowestKeepId, wantsTurnUpIds). */
  suitMasks: new Int32Array(4),
  /** Per suit, the ranks in a run of three (two) of the suit (lowestKeepId). */
  runOfThree: new Int32Array(4),
  runOfTwo: new Int32Array(4),
  /** Cards per suit (leadCardId). */
  leadLengths: new Int8Array(4),
  /** The play-off choice (playoff-choices.ts): the hand's ranks (0 for a Joker), its Jokers' positions, the best play so far. */
  playOffRanks: new Uint8Array(32),
  jokerPositions: 0,
  bestMask: 0,
  bestKey: -1,
  bestJokers: 0,
  /** Who won the first auction the last playout settled (-1: it settled none), for the search's hints. */
  firstAuctionWinner: -1,
};
