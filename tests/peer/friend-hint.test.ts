// The friend table's hint asks the computer player with this player's view only: never a card of the other's hand.
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/engine/ai/index.ts';
import { playerView, validateState } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/index.ts';
import { hintRequest } from '../../src/components/play/friend/friendHint.ts';
import { Match } from './harness.ts';

/** The same state with one card of seat 1's hand swapped with one of the stock: seat 0 cannot tell them apart. */
function otherHiddenHand(state: GameState): GameState {
  const hand = [...state.deal.hands[1]];
  const stock = [...state.deal.stock];
  [hand[0], stock[stock.length - 1]] = [stock[stock.length - 1], hand[0]];
  return validateState({ ...state, deal: { ...state.deal, hands: [state.deal.hands[0], hand], stock } });
}

describe('the hint on the friend table', () => {
  it('carries no card of the friend’s hand, and a position differing only in the hidden cards gets the same hint', () => {
    const match = new Match({ jokers: false, target: 1000, trickRule: 'parlett' }, 'hint');
    // Until both pages are dealt and player 0 may bid.
    for (let i = 0; i < 50 && !(match.peers[0].ready() && match.peers[1].ready()); i++) match.deliver();
    const mine = match.peers[0];
    expect(mine.ready()).toBe(true);
    const request = hintRequest(mine.view(), 'abcdefghjk');
    const text = JSON.stringify(request);
    // The friend's true hand is in the friend's browser only.
    const theirs = match.peers[1].state.deal.hands[1];
    expect(theirs.length).toBeGreaterThan(0);
    for (const card of theirs) expect(text).not.toContain(JSON.stringify(card));

    const swapped = otherHiddenHand(mine.state);
    expect(swapped.deal.hands[1]).not.toEqual(mine.state.deal.hands[1]);
    const again = hintRequest(playerView(swapped, 0), 'abcdefghjk');
    expect(again).toEqual(request);
    expect(decide(again.view, again.player, again.seed)).toEqual(decide(request.view, request.player, request.seed));
  });
});
