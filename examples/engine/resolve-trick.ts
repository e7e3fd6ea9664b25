// Example: settle a bid and a trick; the answers are codes, not prose.
import {
  isLegalFollow, parseCard, parseCards, resolveBid, resolveTrick,
  type TrickInput,
} from '../../src/engine/index.ts';

export function main() {
  // An auction (R1): turn-up ♠A, bids ♣5 and ♦5. The ranks are equal,
  // neither bid is a spade, and ♣ is black like ♠.
  const auction = {
    turnUp: parseCard('AS'),
    a: parseCard('5C'),
    b: parseCard('5D'),
  };
  const bid = resolveBid(auction.turnUp, auction.a, auction.b);
  // bid → { winner: 'a', reason: 'colour' }

  // A trick (R7): A's trump is spades, B's is hearts. A leads ♠7 and
  // B follows with ♠K. Only A's card is a personal trump, so the
  // leader wins, although the King is higher.
  const input: TrickInput = {
    lead: parseCard('7S'),
    follow: parseCard('KS'),
    leaderTrump: 'S',
    followerTrump: 'H',
  };
  const trick = resolveTrick(input);
  // trick → { winner: 'leader', reason: 'only-trump' }

  // Following suit: holding a spade, B may not play a heart instead.
  const hand = parseCards('KS 4H 9D');
  const heartIsLegal =
    isLegalFollow(hand, input.lead, input.leaderTrump, parseCard('4H'));
  // heartIsLegal → false

  return { auction, bid, input, trick, hand, heartIsLegal };
}

if (import.meta.main) {
  const { bid, trick, heartIsLegal } = main();
  console.log({ bid, trick, heartIsLegal });
}
