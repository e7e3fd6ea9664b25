// Hindsight on an auction decision (ai/auction-hindsight.ts): the chosen and another choice played out on the actual cards, the same figure for the same seed, and only where the actual cards are known.
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, fullDeck, newGame, parseCards, playerView, playersToAct } from '../../src/engine/index.ts';
import type { Action, AuctionState, Card, GameState, PlayerIndex, TricksState } from '../../src/engine/index.ts';
import { decide, hindsightAt, recordShowsEveryCard, replayedDecisions, reviewedHindsight } from '../../src/engine/ai/index.ts';
import { withDeal } from '../support/unit.ts';

const WORK = 200_000;
const cards = (text: string): Card[] => parseCards(text);
const ids = (list: readonly Card[]): number[] => list.map(cardId).sort((a, b) => a - b);

/**
 * The last auction of a deal without Jokers, bid and won by player 0 (the Ace of clubs against the Three), who now takes
 * or cedes the Nine of clubs. Player 0 holds three Twos; the card under the turn-up is `unseen`, and the Two or Four of
 * clubs not under it is in player 1's hand. Player 0 sees the same in both layouts.
 */
function lastAuction(unseen: '2C' | '4C'): AuctionState {
  const fresh = newGame({ seed: 'hindsight', jokers: false, target: 1 });
  if (fresh.phase !== 'auction') throw new Error('no auction');
  const mine = cards('2S 2H 2D AS KS QS JS 10S AH KH QH AD AC');
  const turnUp = cards('9C')[0];
  const under = cards(unseen)[0];
  const elsewhere = cards(unseen === '2C' ? '4C' : '2C')[0];
  const placed = new Set([...mine, turnUp, under, elsewhere, ...cards('3C')].map(cardId));
  const rest = fullDeck(false).filter((c) => !placed.has(cardId(c)));
  const theirs = [...cards('3C'), elsewhere, ...rest.slice(0, 11)];
  const piles: [Card[], Card[]] = [rest.slice(11, 23), rest.slice(23, 35)];
  const s = withDeal(fresh, { hands: [mine, theirs], bidPiles: piles, stock: [under] });
  let state: GameState = { ...s, auction: { ...s.auction, number: 13, turnUp } };
  state = applyAction(state, { type: 'bid', player: 0, card: cards('AC')[0] });
  state = applyAction(state, { type: 'bid', player: 1, card: cards('3C')[0] });
  if (state.phase !== 'auction' || state.auction.outcome?.winner !== 0) throw new Error('player 0 did not win');
  return state;
}

const take: Action = { type: 'take', player: 0 };
const cede: Action = { type: 'cede', player: 0 };

describe('hindsightAt', () => {
  it('plays the choices on the actual cards: taking costs in hindsight only where the card under the turn-up completes a set', () => {
    const withTwo = lastAuction('2C');
    const withFour = lastAuction('4C');
    // The player cannot tell the two apart, so the estimate cannot either.
    expect(playerView(withTwo, 0)).toEqual(playerView(withFour, 0));
    const two = hindsightAt(withTwo, 0, take, cede, { seed: 1, work: WORK });
    const four = hindsightAt(withFour, 0, take, cede, { seed: 1, work: WORK });
    // Ceding would have given four Twos (80 points) instead of three: a clear cost of taking, with these cards only.
    expect(two.gain).toBeGreaterThan(30);
    expect(two.gain).toBeGreaterThan(two.margin);
    expect(four.gain).toBeLessThan(two.gain - 30);
    expect(two.margin).toBeGreaterThan(0);
    expect(two.otherBidKept).toBe(false);
    expect(two.chosen).toEqual(take);
    expect(two.alternative).toEqual(cede);
  });

  it('gives the same figure for the same seed, and none for a choice that is not legal', () => {
    const state = lastAuction('2C');
    const a = hindsightAt(state, 0, take, cede, { seed: 3, work: WORK / 4 });
    const b = hindsightAt(structuredClone(state), 0, take, cede, { seed: 3, work: WORK / 4 });
    expect(b).toEqual(a);
    expect(a.playouts).toBeGreaterThanOrEqual(50);
    expect(() => hindsightAt(state, 0, take, { type: 'bid', player: 0, card: cards('2S')[0] }, { seed: 3, work: WORK })).toThrow(
      /invalid-action/,
    );
  });
});

/**
 * A one-deal game with Jokers between two rules players: its end, its last state in the tricks, and at each of player
 * 0's bids what was hidden from them (player 1's hand with their sealed bid, if made, and the stock).
 */
function playedDeal(seed: string) {
  let state: GameState = newGame({ seed, jokers: true, target: 1 });
  let tricks: TricksState | null = null;
  const hidden: { theirs: number[]; stock: number[] }[] = [];
  while (state.phase !== 'game-over' && state.phase !== 'deal-over') {
    if (state.phase === 'tricks') tricks = state;
    const player = playersToAct(state)[0];
    const action = decide(playerView(state, player), 'rules', 1).action;
    if (action.type === 'bid' && player === 0 && state.phase === 'auction') {
      const sealed = state.auction.bids[1];
      hidden.push({ theirs: ids([...state.deal.hands[1], ...(sealed === null ? [] : [sealed])]), stock: state.deal.stock.map(cardId) });
    }
    state = applyAction(state, action);
  }
  if (tricks === null) throw new Error('no tricks');
  return { state, tricks, hidden };
}

describe('reviewedHindsight', () => {
  const player: PlayerIndex = 0;
  const { state, tricks, hidden } = playedDeal('hindsight:1');
  const full = state.game.deals[0];
  const own = playerView(state, player).deals[0];
  const rules = { jokers: true, trickRule: 'parlett', target: 1 } as const;

  it('rebuilds each decision in the actual game state from the game’s own record', () => {
    expect(recordShowsEveryCard(full)).toBe(true);
    expect(recordShowsEveryCard(own)).toBe(own.auctions.every((a) => a.unseenTo === player));
    // At each bid: the other's actual hand (with their sealed bid) and the actual stock, as the game had them.
    const bids = replayedDecisions({ deal: full, ...rules }, player).filter((r) => r.decision.kind === 'bid');
    expect(bids.map((r) => ({ theirs: ids(r.state.deal.hands[1]), stock: r.state.deal.stock.map(cardId) }))).toEqual(hidden);
    expect(bids).toHaveLength(14);
  });

  it('judges a decision alike from the record and from the live deal, and refuses a record that hides cards', () => {
    const source = { deal: full, player, ...rules };
    const decision = replayedDecisions({ deal: full, ...rules }, player)[2].decision;
    const alternative = decision.view.legalActions.find((a) => JSON.stringify(a) !== JSON.stringify(decision.chosen)) as Action;
    const fromRecord = reviewedHindsight(source, 2, alternative, { seed: 1, work: WORK / 4 });
    const fromLive = reviewedHindsight({ live: tricks, player }, 2, alternative, { seed: 1, work: WORK / 4 });
    expect(fromLive).toEqual(fromRecord);
    expect(fromRecord.otherBidKept).toBe(decision.kind === 'bid');
    expect(Number.isFinite(fromRecord.gain)).toBe(true);
    if (!recordShowsEveryCard(own))
      expect(() => reviewedHindsight({ deal: own, player, ...rules }, 2, alternative, { seed: 1, work: WORK })).toThrow(/invalid-argument/);
  });
});
