// Hard's reading of the opponent's auction (ai/infer.ts): deals that explain the revealed bids, still consistent with the view, repeatable.
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, newGame, parseCards, playerView, playersToAct } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import { misfits, OpponentReader, readEvidence, type AuctionEvidence } from '../../src/engine/ai/infer.ts';
import { readKnowledge } from '../../src/engine/ai/knowledge.ts';
import { determinize } from '../../src/engine/ai/sample.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { decisionViewOf } from '../support/ai-games.ts';

/** Auction positions of player 0 (after the second auction) in games between two rules players. */
function auctionPositions(games: number, jokers: boolean): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame({ seed: `infer:${g}:${jokers}`, jokers, target: 1 });
    while (state.phase === 'auction') {
      for (const player of playersToAct(state)) {
        const view = playerView(state, player);
        if (view.legalActions.length === 0) continue;
        if (player === 0 && state.deal.auctions.length >= 2) out.push(state);
        state = applyAction(state, decide(view, 'rules', 1).action);
      }
    }
  }
  return out;
}

/** The opponent's hand in `state` as player 0 would have to guess it (a sealed bid counts as still in hand). */
function trueOpponentHand(state: GameState): number[] {
  const hand = state.deal.hands[1].map(cardId);
  if (state.phase === 'auction' && state.auction.outcome === null && state.auction.bids[1] !== null)
    hand.push(cardId(state.auction.bids[1]));
  return hand;
}

/** What player 0 reads at `state`: its view, its knowledge, and the opponent's auction as evidence (null if none yet). */
function readingOf(state: GameState) {
  const view = decisionViewOf(state, 0);
  const k = readKnowledge(view);
  return { view, k, evidence: readEvidence(view, k) };
}

/** A uniformly random opponent hand: the known cards, then the rest drawn from the hidden pool. */
function randomOpponentHand(k: ReturnType<typeof readKnowledge>, rng: Rng): number[] {
  return [...k.oppHandKnown.map(cardId), ...rng.shuffled(k.pool.map(cardId)).slice(0, k.oppUnknownCount)];
}

describe("hard reads the opponent's auction", () => {
  it("the rules player's real hand explains its bids far better than a random deal of the hidden cards", () => {
    const rng = new Rng(seedRng(5));
    let real = 0;
    let random = 0;
    let positions = 0;
    for (const state of auctionPositions(6, false)) {
      const { k, evidence } = readingOf(state);
      if (evidence === null) continue;
      positions++;
      real += misfits(evidence, trueOpponentHand(state));
      for (let s = 0; s < 10; s++) random += misfits(evidence, randomOpponentHand(k, rng)) / 10;
    }
    expect(positions).toBeGreaterThan(40);
    expect(real * 2).toBeLessThan(random);
  });

  for (const jokers of [false, true]) {
    it(`its deals keep the player's view and favour fewer misfits (${jokers ? 'with' : 'without'} Jokers)`, () => {
      let chain = 0;
      let uniform = 0;
      for (const state of auctionPositions(3, jokers)) {
        const { view, k, evidence } = readingOf(state);
        if (evidence === null) continue;
        const reader = new OpponentReader(k, evidence, new Rng(seedRng(9)));
        const rng = new Rng(seedRng(11));
        for (let s = 0; s < 5; s++) {
          const dealt = reader.next();
          expect(dealt.oppUnknownCount).toBe(0);
          expect(dealt.pool).toHaveLength(k.stockCount);
          expect(dealt.oppHandKnown.slice(0, k.oppHandKnown.length)).toEqual(k.oppHandKnown);
          // The same hidden cards, only placed: the opponent's and the stock's together are the pool.
          const placed = [...dealt.oppHandKnown.slice(k.oppHandKnown.length), ...dealt.pool].map(cardId).sort((a, b) => a - b);
          expect(placed).toEqual(k.pool.map(cardId).sort((a, b) => a - b));
          const sample = determinize(view, dealt, rng);
          const pending = state.phase === 'auction' && state.auction.outcome === null && state.auction.bids[1] !== null;
          if (!pending) expect(playerView(sample, 0)).toEqual(view);
          chain += reader.currentMisfits;
          uniform += misfits(evidence, randomOpponentHand(k, rng));
        }
      }
      expect(chain).toBeLessThan(uniform);
    });
  }

  it('explains a bid as the lowest card worth keeping, or as the keen bid for a turn-up that completes a meld', () => {
    // The opponent's hand besides the bid: two Sevens, ♥8-9, and spare ♣2, ♦5 and ♠J (see ai-bids.test.ts).
    const hand = parseCards('7S 7D 8H 9H 2C 5D JS').map(cardId);
    const evidenceOf = (bid: string, turnUp: string): AuctionEvidence => ({
      steps: [{ bid: cardId(parseCards(bid)[0]), turnUp: cardId(parseCards(turnUp)[0]), received: 'none', took: null, index: 0 }],
      turnUpTakenAt: new Int8Array(54).fill(127),
    });
    // ♣7 completes three Sevens: the highest spare card (♦K) is a keen bid, the lowest (♣2) the plain one.
    expect(misfits(evidenceOf('KD', '7C'), hand)).toBe(0);
    expect(misfits(evidenceOf('2C', '7C'), hand)).toBe(0);
    expect(
      misfits(evidenceOf('JS', '7C'), hand.filter((id) => id !== cardId(parseCards('JS')[0])).concat(cardId(parseCards('KD')[0]))),
    ).toBe(1);
    // ♣4 completes no meld: the King is no keen bid then.
    expect(misfits(evidenceOf('KD', '4C'), hand)).toBe(1);
  });

  it('is repeatable: the same generator gives the same deals', () => {
    const [state] = auctionPositions(1, false).slice(-1);
    const { k, evidence } = readingOf(state);
    expect(evidence).not.toBeNull();
    const deals = (seed: number) => {
      const reader = new OpponentReader(k, evidence!, new Rng(seedRng(seed)));
      return [reader.next(), reader.next()].map((d) => d.oppHandKnown.map(cardId));
    };
    expect(deals(3)).toEqual(deals(3));
    expect(deals(3)).not.toEqual(deals(4));
  });

  it('reads nothing outside the auction, nor before a bid of the opponent is revealed', () => {
    const opening = newGame({ seed: 'infer:opening', target: 1 });
    const view = decisionViewOf(opening, 0);
    expect(readEvidence(view, readKnowledge(view))).toBeNull();
  });
});
