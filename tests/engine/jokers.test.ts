// The Joker variant in play (RULINGS §7): the exchange at meld time and its order (R15), R9 Joker bids, R12 hand sizes.
import { describe, expect, it } from 'vitest';
import { applyAction, isJoker, legalActions, newGame, playerView } from '../../src/engine/index.ts';
import type { Action, AuctionState, GameState, MeldsState, PlayerIndex } from '../../src/engine/index.ts';
import { actionKey, codeOf, neverBidJokerPolicy, playUntil, randomPolicy } from '../support/unit.ts';

const auction = (s: GameState) => s as AuctionState;

/** The first meld-time state (seed search) where `holders` says who still holds a Joker: 'both', 'first' or 'other'. */
function meldsWith(holders: 'both' | 'first' | 'other'): MeldsState {
  for (let seed = 0; seed < 500; seed++) {
    const policy = holders === 'both' ? neverBidJokerPolicy : randomPolicy(seed);
    const s = playUntil(newGame({ seed, jokers: true }), policy, (x) => x.phase === 'melds');
    if (s.phase !== 'melds') continue;
    const first = s.deal.firstPlayer;
    const held = [s.deal.hands[first].some(isJoker), s.deal.hands[first === 0 ? 1 : 0].some(isJoker)];
    const wanted = holders === 'both' ? [true, true] : holders === 'first' ? [true, false] : [false, true];
    if (held[0] === wanted[0] && held[1] === wanted[1]) return s;
  }
  throw new Error(`no seed gives Jokers held by ${holders}`);
}

const otherOf = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

describe('§7 Joker exchange before meld scoring', () => {
  it('a player holding the Joker chooses to keep it or exchange it for a card of their own bid pile', () => {
    const s = meldsWith('both');
    expect(s.step).toBe('joker');
    const player = s.deal.firstPlayer;
    const actions = legalActions(s);
    expect(actions.map(actionKey)).toContain(`keep-joker|${player}`);
    const exchanges = actions.filter((a) => a.type === 'joker-exchange');
    expect(exchanges).toHaveLength(s.deal.bidPiles[player].length);
    expect(codeOf(() => applyAction(s, { type: 'declare', player, trump: 'S' }))).toBe('joker-choice-pending');
    const swap = exchanges[0];
    const after = applyAction(s, swap);
    expect(after.deal.hands[player]).toContainEqual(swap.card);
    expect(after.deal.hands[player].some(isJoker)).toBe(false);
    expect(after.deal.bidPiles[player].some(isJoker)).toBe(true);
    expect(after.deal.hands[player]).toHaveLength(13);
    expect(after.deal.jokerChoices).toEqual([{ player, exchanged: true, card: swap.card }]);
    const notInPile = s.deal.hands[player].find((c) => !isJoker(c))!;
    expect(codeOf(() => applyAction(s, { type: 'joker-exchange', player, card: notInPile }))).toBe('card-not-in-bid-pile');
  });
});

describe('R15 both Joker decisions come before any declaration, the R3 player first', () => {
  it('both hold Jokers: the R3 player decides first, then the other, and no declare is accepted before both', () => {
    const s = meldsWith('both');
    const first = s.deal.firstPlayer;
    const second = otherOf(first);
    expect(s.toAct).toBe(first);
    expect(s.step).toBe('joker');
    // Only the R3 player may act, and only on their Joker.
    expect(legalActions(s).every((a) => a.player === first && (a.type === 'keep-joker' || a.type === 'joker-exchange'))).toBe(true);
    expect(codeOf(() => applyAction(s, { type: 'keep-joker', player: second }))).toBe('not-your-turn');
    expect(codeOf(() => applyAction(s, { type: 'declare', player: first, trump: 'H' }))).toBe('joker-choice-pending');
    expect(codeOf(() => applyAction(s, { type: 'declare', player: second, trump: 'H' }))).toBe('not-your-turn');

    const afterFirst = applyAction(s, { type: 'keep-joker', player: first }) as MeldsState;
    expect(afterFirst.toAct).toBe(second);
    expect(afterFirst.step).toBe('joker');
    expect(afterFirst.deal.declarations).toEqual([]);
    expect(legalActions(afterFirst).some((a) => a.type === 'declare')).toBe(false);
    expect(codeOf(() => applyAction(afterFirst, { type: 'declare', player: second, trump: 'H' }))).toBe('joker-choice-pending');
    expect(codeOf(() => applyAction(afterFirst, { type: 'declare', player: first, trump: 'H' }))).toBe('not-your-turn');

    const afterBoth = applyAction(afterFirst, { type: 'keep-joker', player: second }) as MeldsState;
    expect(afterBoth.deal.jokerChoices.map((c) => c.player)).toEqual([first, second]);
    expect(afterBoth.step).toBe('declare');
    expect(afterBoth.toAct).toBe(first);
    expect(codeOf(() => applyAction(afterBoth, { type: 'keep-joker', player: first }))).toBe('no-joker-choice');
    const declared = applyAction(afterBoth, { type: 'declare', player: first, trump: 'S' }) as MeldsState;
    expect(declared.toAct).toBe(second);
    expect(declared.step).toBe('declare');
    expect(applyAction(declared, { type: 'declare', player: second, trump: 'D' }).phase).toBe('tricks');
  });

  it('that the first exchanged is public in the second player’s view; which card came back is not', () => {
    const s = meldsWith('both');
    const first = s.deal.firstPlayer;
    const second = otherOf(first);
    const swap = legalActions(s).find((a) => a.type === 'joker-exchange') as Extract<Action, { type: 'joker-exchange' }>;
    const after = applyAction(s, swap);
    const view = playerView(after, second);
    expect(view.melds).toEqual({ toAct: second, step: 'joker' });
    expect(view.jokerChoices).toEqual([{ player: first, exchanged: true, card: null }]);
    // Apart from the decision record and whose turn it is, the second player's view is what it was before.
    const strip = (v: ReturnType<typeof playerView>) => ({
      ...v,
      jokerChoices: [],
      melds: null,
      toAct: [],
      legalActions: [],
      actionCount: 0,
    });
    expect(strip(view)).toEqual(strip(playerView(s, second)));
    expect(view.handCounts[first]).toBe(13);
    expect(view.legalActions.some((a) => a.type === 'declare')).toBe(false);
    // The one who exchanged sees their own card.
    expect(playerView(after, first).jokerChoices).toEqual([{ player: first, exchanged: true, card: swap.card }]);
  });

  it('only the non-R3 player holds a Joker: they decide first, then the R3 player declares first', () => {
    const s = meldsWith('other');
    const first = s.deal.firstPlayer;
    const second = otherOf(first);
    expect(s.toAct).toBe(second);
    expect(s.step).toBe('joker');
    expect(codeOf(() => applyAction(s, { type: 'declare', player: first, trump: 'S' }))).toBe('not-your-turn');
    expect(codeOf(() => applyAction(s, { type: 'declare', player: second, trump: 'S' }))).toBe('joker-choice-pending');
    const after = applyAction(s, { type: 'keep-joker', player: second }) as MeldsState;
    expect(after.step).toBe('declare');
    expect(after.toAct).toBe(first);
    expect(legalActions(after).every((a) => a.type === 'declare' && a.player === first)).toBe(true);
  });

  it('only the R3 player holds a Joker: they decide, then they declare first', () => {
    const s = meldsWith('first');
    const first = s.deal.firstPlayer;
    expect(s.toAct).toBe(first);
    expect(s.step).toBe('joker');
    const after = applyAction(s, { type: 'keep-joker', player: first }) as MeldsState;
    expect(after.step).toBe('declare');
    expect(after.toAct).toBe(first);
  });
});

describe('R9 a Joker bid is out of play; R12 hand sizes', () => {
  it('the Joker bid wins, leaves the game, and the play-off hand is 13', () => {
    let s = newGame({ seed: 10, jokers: true });
    const joker = s.deal.hands[0].find(isJoker)!;
    s = applyAction(s, { type: 'bid', player: 0, card: joker });
    s = applyAction(s, { type: 'bid', player: 1, card: s.deal.hands[1].find((c) => !isJoker(c))! });
    expect(auction(s).auction.outcome).toEqual({ winner: 0, reason: 'joker' });
    expect(s.deal.outOfPlay).toEqual([joker]);
    expect(s.deal.bidPiles[0]).toEqual([]);
    // Player 1 keeps their Joker through meld time: it is a trick card.
    const policy = (state: GameState, actions: Action[]) =>
      actions.find((a) => a.type === 'keep-joker') ?? actions.find((a) => !(a.type === 'bid' && isJoker(a.card))) ?? actions[0];
    const tricks = playUntil(s, policy, (x) => x.phase === 'tricks');
    expect(tricks.deal.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(tricks.deal.hands[1].some(isJoker)).toBe(true);
    const playOff = playUntil(tricks, policy, (x) => x.phase === 'play-off');
    expect(playOff.deal.hands.map((h) => h.length)).toEqual([13, 14]);
    expect(playOff.deal.hands[0].some(isJoker)).toBe(false);
  });

  it('an exchanged Joker comes back in the play-off hand of 14', () => {
    const policy = (state: GameState, actions: Action[]) =>
      actions.find((a) => a.type === 'joker-exchange') ?? actions.find((a) => !(a.type === 'bid' && isJoker(a.card))) ?? actions[0];
    const s = playUntil(newGame({ seed: 11, jokers: true }), policy, (x) => x.phase === 'play-off');
    expect(s.deal.hands.map((h) => h.length)).toEqual([14, 14]);
    expect(s.deal.hands.map((h) => h.filter(isJoker).length)).toEqual([1, 1]);
  });
});

describe('R12 hand sizes with Jokers', () => {
  it.each([31, 32, 33, 34, 35, 36])('seed %i: trick hands of 13; play-off hands of 14, or 13 after a Joker bid', (seed) => {
    const tricks = playUntil(newGame({ seed, jokers: true }), randomPolicy(seed), (x) => x.phase === 'tricks');
    expect(tricks.deal.hands.map((h) => h.length)).toEqual([13, 13]);
    const playOff = playUntil(tricks, randomPolicy(seed), (x) => x.phase === 'play-off');
    for (const p of [0, 1] as const) {
      const jokerBid = playOff.deal.auctions.some((a) => isJoker(a.bids[p]));
      expect(playOff.deal.hands[p]).toHaveLength(jokerBid ? 13 : 14);
    }
  });
});
