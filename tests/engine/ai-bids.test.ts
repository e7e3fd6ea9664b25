// The playouts' bids: the lowest card worth keeping, or, for a player who wants the turn-up for a meld (keen), the highest spare card.
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../src/engine/index.ts';
import { lowestKeepCard, wantsTurnUp } from '../../src/engine/ai/heuristics.ts';
import type { Card } from '../../src/engine/index.ts';

const name = (c: Card) => ('rank' in c ? `${c.rank}${c.suit}` : 'joker');

describe('the playouts’ bid', () => {
  // Two Sevens (a set short of one), ♥8-9 (a run short of one), and spare ♣2, ♦5, ♠J, ♦K.
  const hand = parseCards('7S 7D 8H 9H 2C 5D JS KD');

  it('bids the lowest spare card when the turn-up is not wanted', () => {
    expect(name(lowestKeepCard(hand))).toBe('2C');
  });

  it('keen: bids the highest card that is part of no meld, not a card of the pair or the run', () => {
    const [turnUp] = parseCards('7C');
    expect(wantsTurnUp(hand, turnUp)).toBe('meld');
    expect(name(lowestKeepCard(hand, true))).toBe('13D');
  });

  it('keen with no spare card: the lowest card worth keeping, as without', () => {
    const tight = parseCards('7S 7D 7C 8H 9H 10H');
    expect(lowestKeepCard(tight, true)).toEqual(lowestKeepCard(tight));
  });

  it('keen never bids a Joker while a spare natural card is left', () => {
    const withJoker = [...parseCards('4S 4D 6C'), ...parseCards('RJ')];
    expect(name(lowestKeepCard(withJoker, true))).toBe('6C');
  });
});
