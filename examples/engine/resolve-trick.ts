// Example: settle a bid and a trick; the answers are codes, not prose.
import { isLegalFollow, parseCard, parseCards, resolveBid, resolveTrick, type TrickInput } from '../../src/engine/index.ts';

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
  // B follows suit with ♠K. Following suit compares ranks, whoever's
  // trump the suit is, so B wins. `rule` is 'parlett' (R7) by default.
  const input: TrickInput = {
    lead: parseCard('7S'),
    follow: parseCard('KS'),
    leaderTrump: 'S',
    followerTrump: 'H',
  };
  const trick = resolveTrick(input);
  // trick → { winner: 'follower', reason: 'suit-led-higher' }

  // The same trick under R7-S, the Japanese summary's reading (a house
  // rule): only A's card is a personal trump, so A wins.
  const summary = resolveTrick({ ...input, rule: 'summary' });
  // summary → { winner: 'leader', reason: 'only-trump' }

  // Following suit: holding a spade, B may not play a heart instead,
  // nor the Joker (R10: a Joker only when void in the suit led).
  const hand = parseCards('KS 4H RJ');
  const heartIsLegal = isLegalFollow(hand, input.lead, input.leaderTrump, parseCard('4H'));
  // heartIsLegal → false
  const jokerIsLegal = isLegalFollow(hand, input.lead, input.leaderTrump, parseCard('RJ'));
  // jokerIsLegal → false

  return { auction, bid, input, trick, summary, hand, heartIsLegal, jokerIsLegal };
}

if (import.meta.main) {
  const { bid, trick, summary, heartIsLegal, jokerIsLegal } = main();
  console.log({ bid, trick, summary, heartIsLegal, jokerIsLegal });
}
