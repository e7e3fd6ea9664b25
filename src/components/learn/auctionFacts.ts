// What happens in the first auction of a real deal, played by the engine (the take-or-cede exercises' position).
//
// Run at build time by the lesson page (components/learn/islandProps.ts) and by the tests, so the lesson page does not
// ship the whole game engine: the island receives these engine-produced facts and judges answers against them.
import { applyAction, newGame, playerView } from '../../engine/index.ts';
import type { Card, PlayerIndex } from '../../engine/index.ts';

export interface AuctionFacts {
  readonly turnUp: Card;
  readonly bids: [Card, Card];
  readonly winner: PlayerIndex;
  readonly turnUpTo: PlayerIndex;
  readonly unseenTo: PlayerIndex;
  /** The players whose own view shows the unseen card (R2: only the one who took it). */
  readonly seenBy: PlayerIndex[];
}

/** The lowest card of a hand by rank (each player's bid in these positions). */
function lowest(hand: readonly Card[]): Card {
  return hand.reduce((low, c) => ('joker' in c || 'joker' in low ? low : c.rank < low.rank ? c : low));
}

/** Deals a game from the seed; both players bid their lowest card, and the winner takes or cedes. */
export function auctionFacts(seed: number, choice: 'take' | 'cede'): AuctionFacts {
  const start = newGame({ seed, target: 1 });
  if (start.phase !== 'auction') throw new Error('a new game starts with an auction');
  let state = applyAction(start, { type: 'bid', player: 0, card: lowest(start.deal.hands[0]) });
  state = applyAction(state, { type: 'bid', player: 1, card: lowest(start.deal.hands[1]) });
  if (state.phase !== 'auction' || state.auction.outcome === null) throw new Error('both bids are revealed');
  const after = applyAction(state, { type: choice, player: state.auction.outcome.winner });
  const record = after.deal.auctions[0];
  const seenBy = ([0, 1] as const).filter((p) => playerView(after, p).auctions[0].unseen !== null);
  return {
    turnUp: record.turnUp,
    bids: [record.bids[0], record.bids[1]],
    winner: record.winner,
    turnUpTo: record.turnUpTo,
    unseenTo: record.unseenTo,
    seenBy,
  };
}
