// A check shared by the declaration tests: a solve of the best trump alone held to every trump's value.
import { expect } from 'vitest';
import { SUITS } from '../../src/engine/index.ts';
import type { Suit } from '../../src/engine/index.ts';

/**
 * A solve of the best trump (and of `asked`) against every trump's value: the values it gives are those, the best and
 * the trumps asked are among them, and a trump it leaves out is worth less than the best.
 */
export function expectBestOf(partial: Partial<Record<Suit, number>>, full: Record<Suit, number>, asked: readonly Suit[]): void {
  const top = Math.max(...SUITS.map((x) => full[x]));
  for (const suit of SUITS) {
    if (partial[suit] !== undefined) expect(partial[suit]).toBe(full[suit]);
    else expect(full[suit]).toBeLessThan(top);
  }
  for (const suit of asked) expect(partial[suit]).toBe(full[suit]);
  expect(SUITS.some((x) => partial[x] === top)).toBe(true);
}
