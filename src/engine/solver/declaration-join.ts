// A declaration solve's parts joined, and the rounding every declaration value shares: light enough for a page to import.
import { SUITS } from '../types.ts';
import type { Suit } from '../types.ts';
import type { DeclarationPart, DeclarationSolution } from './declaration-types.ts';

/** One decimal, as every value is shown (the mean over the placements). */
export const mean = (sum: number, n: number): number => Math.round((sum / n) * 10) / 10 + 0;
export const total = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** A trump of the highest value among those solved, the first in suit order among equals. */
export function bestOf(values: Partial<Record<Suit, number>>): Suit {
  let best: Suit = SUITS.find((suit) => values[suit] !== undefined)!;
  for (const suit of SUITS) if ((values[suit] ?? -Infinity) > values[best]!) best = suit;
  return best;
}

/**
 * The whole solve from its parts, the one holding the problem's first placement first (its replies are the answer's):
 * each trump's value is the mean of its sums over every placement, rounded as a whole solve rounds it.
 */
export function joinDeclarationParts(parts: readonly DeclarationPart[]): DeclarationSolution {
  if (parts.length === 0) throw new Error('joinDeclarationParts: no part');
  const n = parts.reduce((sum, part) => sum + part.placements, 0);
  const values = {} as Record<Suit, number>;
  for (const suit of SUITS) values[suit] = mean(total(parts.map((part) => part.totals[suit])), n);
  return {
    values,
    best: bestOf(values),
    replies: parts[0].replies,
    exact: parts.every((part) => part.exact),
    nodes: {
      tricks: total(parts.map((part) => part.nodes.tricks)),
      playOff: total(parts.map((part) => part.nodes.playOff)),
    },
  };
}
