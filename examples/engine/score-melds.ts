// Example: score a hand's melds for a trump, and compare every trump.
import { announcedMelds, bestTrumpTotals, formatCards, parseCards, scoreMelds, type Suit } from '../../src/engine/index.ts';

export function main() {
  // Three Fives (the heart is missing), four hearts in a row, and
  // a spade Ace that counts both high (Q-K-A) and low (A-2-3).
  const hand = parseCards('5S 5C 5D 7H 8H 9H 10H AS KS QS 2S 3S 4D');

  // With hearts as trump, the set of three whose missing card is a
  // heart scores 30 instead of 15.
  const trump: Suit = 'H';
  const { total, melds } = scoreMelds(hand, trump);
  // total → 70

  // What the player announces (R6): a set by count and rank,
  // a sequence by length and suit.
  const announcements = announcedMelds(hand, trump).melds.map((meld) => meld.announcement);

  // The total for each trump the player could name (R5).
  const byTrump = bestTrumpTotals(hand);
  // byTrump → { S: 55, H: 70, D: 55, C: 55 }

  return { hand, trump, total, melds, announcements, byTrump };
}

if (import.meta.main) {
  const { total, melds, byTrump } = main();
  for (const meld of melds) {
    console.log(meld.kind, formatCards(meld.cards), meld.points);
  }
  console.log({ total, byTrump });
}
