// The Joker variant in play (RULINGS §7): the exchange at meld time, R9 Joker bids, R12 hand sizes.
import { describe, expect, it } from 'vitest';
import { applyAction, isJoker, legalActions, newGame, playerView } from '../../src/engine/index.ts';
import type { Action, AuctionState, GameState } from '../../src/engine/index.ts';
import { actionKey, codeOf, neverBidJokerPolicy, playUntil, randomPolicy } from '../support/unit.ts';

const auction = (s: GameState) => s as AuctionState;

describe('§7 Joker exchange before meld scoring', () => {
  it('a player holding the Joker chooses to keep it or exchange it for a card of their own bid pile', () => {
    const s = playUntil(newGame({ seed: 9, jokers: true }), neverBidJokerPolicy, (x) => x.phase === 'melds');
    expect(s.phase === 'melds' && s.step).toBe('joker');
    const player = s.firstPlayer!;
    const actions = legalActions(s);
    expect(actions.map(actionKey)).toContain(`keep-joker|${player}`);
    const exchanges = actions.filter((a) => a.type === 'joker-exchange');
    expect(exchanges).toHaveLength(s.bidPiles[player].length);
    expect(codeOf(() => applyAction(s, { type: 'declare', player, trump: 'S' }))).toBe('joker-choice-pending');
    const swap = exchanges[0] as Extract<Action, { type: 'joker-exchange' }>;
    const after = applyAction(s, swap);
    expect(after.hands[player]).toContainEqual(swap.card);
    expect(after.hands[player].some(isJoker)).toBe(false);
    expect(after.bidPiles[player].some(isJoker)).toBe(true);
    expect(after.hands[player]).toHaveLength(13);
    expect(after.jokerChoices).toEqual([{ player, exchanged: true, card: swap.card }]);
    const other = player === 0 ? 1 : 0;
    expect(playerView(after, other).jokerChoices).toEqual([{ player, exchanged: true, card: null }]);
    expect(codeOf(() => applyAction(after, { type: 'keep-joker', player }))).toBe('no-joker-choice');
    const notInPile = s.hands[player].find((c) => !isJoker(c))!;
    expect(codeOf(() => applyAction(s, { type: 'joker-exchange', player, card: notInPile }))).toBe('card-not-in-bid-pile');
  });
});

describe('R9 a Joker bid is out of play; R12 hand sizes', () => {
  it('the Joker bid wins, leaves the game, and the play-off hand is 13', () => {
    let s = newGame({ seed: 10, jokers: true });
    const joker = s.hands[0].find(isJoker)!;
    s = applyAction(s, { type: 'bid', player: 0, card: joker });
    s = applyAction(s, { type: 'bid', player: 1, card: s.hands[1].find((c) => !isJoker(c))! });
    expect(auction(s).auction.outcome).toEqual({ winner: 0, reason: 'joker' });
    expect(s.outOfPlay).toEqual([joker]);
    expect(s.bidPiles[0]).toEqual([]);
    // Player 1 keeps their Joker through meld time: it is a trick card.
    const policy = (state: GameState, actions: Action[]) =>
      actions.find((a) => a.type === 'keep-joker') ?? actions.find((a) => !(a.type === 'bid' && isJoker(a.card))) ?? actions[0];
    const tricks = playUntil(s, policy, (x) => x.phase === 'tricks');
    expect(tricks.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(tricks.hands[1].some(isJoker)).toBe(true);
    const playOff = playUntil(tricks, policy, (x) => x.phase === 'play-off');
    expect(playOff.hands.map((h) => h.length)).toEqual([13, 14]);
    expect(playOff.hands[0].some(isJoker)).toBe(false);
  });

  it('an exchanged Joker comes back in the play-off hand of 14', () => {
    const policy = (state: GameState, actions: Action[]) =>
      actions.find((a) => a.type === 'joker-exchange') ?? actions.find((a) => !(a.type === 'bid' && isJoker(a.card))) ?? actions[0];
    const s = playUntil(newGame({ seed: 11, jokers: true }), policy, (x) => x.phase === 'play-off');
    expect(s.hands.map((h) => h.length)).toEqual([14, 14]);
    expect(s.hands.map((h) => h.filter(isJoker).length)).toEqual([1, 1]);
  });
});

describe('R12 hand sizes with Jokers', () => {
  it.each([31, 32, 33, 34, 35, 36])('seed %i: trick hands of 13; play-off hands of 14, or 13 after a Joker bid', (seed) => {
    const tricks = playUntil(newGame({ seed, jokers: true }), randomPolicy(seed), (x) => x.phase === 'tricks');
    expect(tricks.hands.map((h) => h.length)).toEqual([13, 13]);
    const playOff = playUntil(tricks, randomPolicy(seed), (x) => x.phase === 'play-off');
    for (const p of [0, 1] as const) {
      const jokerBid = playOff.auctions.some((a) => isJoker(a.bids[p]));
      expect(playOff.hands[p]).toHaveLength(jokerBid ? 13 : 14);
    }
  });
});

