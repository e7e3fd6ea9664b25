// Where each position of the encrypted deck goes in a deal: the same order the engine deals in.
import type { PlayerIndex } from '../engine/index.ts';
import { deckSize, NATURAL_COUNT } from './deck-crypto.ts';

export interface DealLayout {
  readonly size: number;
  readonly perHand: number;
  /** Positions dealt to each player (with Jokers, position 52 to player 0 and 53 to player 1). */
  readonly hands: readonly [readonly number[], readonly number[]];
  /** The stock, top first: auction n's turn-up is stock[2(n-1)], its unseen card stock[2(n-1)+1]. */
  readonly stock: readonly number[];
  readonly auctions: number;
}

/** The engine deals deck[i], i < 2 × perHand, alternately to the non-dealer and the dealer; the rest is the stock. */
export function dealLayout(jokers: boolean, dealer: PlayerIndex): DealLayout {
  const perHand = jokers ? 12 : 13;
  const hands: [number[], number[]] = [[], []];
  const nonDealer = dealer === 0 ? 1 : 0;
  for (let i = 0; i < 2 * perHand; i++) hands[i % 2 === 0 ? nonDealer : dealer].push(i);
  if (jokers) {
    hands[0].push(NATURAL_COUNT);
    hands[1].push(NATURAL_COUNT + 1);
  }
  const stock: number[] = [];
  for (let i = 2 * perHand; i < NATURAL_COUNT; i++) stock.push(i);
  return { size: deckSize(jokers), perHand, hands, stock, auctions: stock.length / 2 };
}

export function turnUpPosition(layout: DealLayout, auction: number): number {
  return layout.stock[2 * (auction - 1)];
}
export function unseenPosition(layout: DealLayout, auction: number): number {
  return layout.stock[2 * (auction - 1) + 1];
}
