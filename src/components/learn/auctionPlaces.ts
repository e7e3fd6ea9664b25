// The auction-judgement lesson's positions, by seed and decision (the lesson's tasks name them; the script judges them).
import type { AuctionChoicePlace } from './auctionChoice.ts';

/** In the lesson's order: a turn-up of no use (what to bid), ceding, then a turn-up worth more to the other player. */
export const AUCTION_LESSON_PLACES: readonly AuctionChoicePlace[] = [
  { seed: 2, auction: 11, step: 'bid' },
  { seed: 6, auction: 9, step: 'bid' },
  { seed: 1, auction: 5, step: 'take' },
  { seed: 4, auction: 3, step: 'take' },
  { seed: 16, auction: 11, step: 'bid' },
  { seed: 9, auction: 11, step: 'take' },
];
