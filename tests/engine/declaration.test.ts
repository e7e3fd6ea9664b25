// The declaration's exact value: held to the deal solver over every pair of trumps, on real deals with and without a Joker exchange.
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, newGame, playerView, playersToAct, scoreMelds, SUITS } from '../../src/engine/index.ts';
import type { Card, GameState, MeldsState, Pair, PlayerIndex, Suit } from '../../src/engine/index.ts';
import { bestDeclarationFromView, decide, declarationFromView } from '../../src/engine/ai/index.ts';
import { readKnowledge } from '../../src/engine/ai/knowledge.ts';
import { dealHands, reviewDeclaration, solveBestDeclaration, solveDeal, solveDeclaration } from '../../src/engine/solver/index.ts';
import type { DeclarationLayout } from '../../src/engine/solver/index.ts';
import { addPhase, NO_SCORE_YET } from '../../src/engine/scoring.ts';
import { positionAtDeclaration } from '../../scripts/solver-positions.ts';
import { expectBestOf } from './declaration-checks.ts';
import { DEEP } from '../support/deep.ts';

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

/**
 * Deals whose first declarer is solved against the grid of pairs: player 1 declares first in minimax:0 and 1, player 0
 * in minimax:4, so an ordinary run's two cover both seats (the value's sign flips for player 1); all three in npm run test:deep.
 */
const MINIMAX_SEEDS = DEEP ? ['minimax:0', 'minimax:1', 'minimax:4'] : ['minimax:0', 'minimax:4'];

function atDeclaration(seed: string, jokers = false, exchange = false): MeldsState {
  const s = positionAtDeclaration(seed, jokers, exchange);
  if (s.phase !== 'melds') throw new Error('expected the melds phase');
  return s;
}

/** `player`'s deal value for the two trumps, solved by the deal solver from the melds' score (the oracle). */
function pairValue(layout: DeclarationLayout, firstPlayer: PlayerIndex, player: PlayerIndex, trumps: Pair<Suit>): number {
  const melds: Pair<number> = [scoreMelds(layout.hands[0], trumps[0]).total, scoreMelds(layout.hands[1], trumps[1]).total];
  const solved = solveDeal({
    hands: layout.hands,
    playOffHands: layout.playOffHands,
    leader: firstPlayer,
    trumps,
    tricksWon: [0, 0],
    score: addPhase(NO_SCORE_YET, melds),
  });
  expect(solved.exact).toBe(true);
  return player === 0 ? solved.value : -solved.value;
}

const trueLayout = (s: MeldsState): DeclarationLayout => ({ hands: s.deal.hands, playOffHands: s.deal.bidPiles });

/** The state after the first player declares `trump`. */
function afterFirstDeclares(s: MeldsState, trump: Suit): MeldsState {
  const next = applyAction(s, { type: 'declare', player: s.toAct, trump });
  if (next.phase !== 'melds') throw new Error('expected the second declaration');
  return next;
}

/**
 * The second to declare after both exchanged their Jokers and the first named spades, and that player's declaration
 * solved from their view (an exact solve over every placement of the card taken back: the file's costliest step).
 * Solved once and read by the two tests about it.
 */
let secondAfterExchange: { state: MeldsState; solved: NonNullable<ReturnType<typeof declarationFromView>> } | undefined;
function afterExchange() {
  if (!secondAfterExchange) {
    const state = afterFirstDeclares(atDeclaration('exchange:3', true, true), 'S');
    secondAfterExchange = { state, solved: declarationFromView(playerView(state, state.toAct))! };
  }
  return secondAfterExchange;
}

describe('solveDeclaration', () => {
  it('for the first to declare, equals the minimax over the 16 pairs of trumps solved one by one', () => {
    const seen = new Set<PlayerIndex>();
    for (const seed of MINIMAX_SEEDS) {
      const s = atDeclaration(seed);
      const me = s.toAct;
      seen.add(me);
      const layout = trueLayout(s);
      const solved = solveDeclaration({ layouts: [layout], firstPlayer: s.deal.firstPlayer, player: me, otherTrump: null });
      expect(solved.exact).toBe(true);
      for (const mine of SUITS) {
        const replies = SUITS.map((theirs) => pairValue(layout, s.deal.firstPlayer, me, me === 0 ? [mine, theirs] : [theirs, mine]));
        expect(solved.values[mine]).toBe(Math.min(...replies));
        // The reply named is one of the other's best.
        expect(replies[SUITS.indexOf(solved.replies![mine])]).toBe(Math.min(...replies));
      }
      expect(solved.values[solved.best]).toBe(Math.max(...SUITS.map((x) => solved.values[x])));
    }
    // Both seats were the first to declare in one of these deals (the value's sign flips for player 1).
    expect(seen.size).toBe(2);
  });

  it('for the best trump alone, leaves a trump shown worse unsolved, and solves one asked for', () => {
    let leftOut = 0;
    for (const seed of MINIMAX_SEEDS) {
      const s = atDeclaration(seed);
      const problem = { layouts: [trueLayout(s)], firstPlayer: s.deal.firstPlayer, player: s.toAct, otherTrump: null };
      const full = solveDeclaration(problem);
      const best = solveBestDeclaration(problem, []);
      expect(best.best).toBe(full.best);
      expectBestOf(best.values, full.values, []);
      leftOut += SUITS.filter((x) => best.values[x] === undefined).length;
      const worst = SUITS.reduce((a, b) => (full.values[b] < full.values[a] ? b : a));
      expectBestOf(solveBestDeclaration(problem, [worst]).values, full.values, [worst]);
    }
    // Something was left out: the bounds are doing their work.
    expect(leftOut).toBeGreaterThan(0);
  });

  it('a lower meld score can be the better trump', () => {
    const s = atDeclaration('lower:1');
    const view = playerView(s, s.toAct);
    const solved = declarationFromView(view)!;
    // "Hard" declares it too (its solve leaves worse trumps out).
    const hard = bestDeclarationFromView(view)!;
    expect(hard.best).toBe(solved.best);
    expectBestOf(hard.values, solved.values, []);
    const melds = (suit: Suit): number => scoreMelds(view.hand, suit).total;
    const topMelds = Math.max(...SUITS.map(melds));
    expect(melds(solved.best)).toBeLessThan(topMelds);
    for (const suit of SUITS.filter((x) => melds(x) === topMelds)) expect(solved.values[solved.best]).toBeGreaterThan(solved.values[suit]);
  });

  it('for the second to declare, values each reply to the trump already named, and the best reply is the highest', () => {
    const first = atDeclaration('reply:2');
    const s = afterFirstDeclares(first, 'H');
    const me = s.toAct;
    expect(me).toBe(other(first.toAct));
    const solved = declarationFromView(playerView(s, me))!;
    expect(solved.replies).toBeNull();
    for (const mine of SUITS) {
      expect(solved.values[mine]).toBe(pairValue(trueLayout(s), s.deal.firstPlayer, me, me === 0 ? [mine, 'H'] : ['H', mine]));
    }
    expect(solved.values[solved.best]).toBe(Math.max(...SUITS.map((x) => solved.values[x])));
  });

  it("after the other's Joker exchange, averages over each bid-card it could have taken back", () => {
    // Both exchanged their Jokers; the second to declare knows every card but the one the first took back.
    const { state: second, solved } = afterExchange();
    const me = second.toAct;
    const owner = other(me);
    const view = playerView(second, me);
    const candidates = readKnowledge(view).exchangeCandidates!;
    expect(candidates.length).toBeGreaterThan(1);
    const sameCard = (a: Card, b: Card): boolean => cardId(a) === cardId(b);
    const taken = candidates.find((c) => second.deal.hands[owner].some((x) => sameCard(x, c)))!;
    // Each placement: the first declarer holds candidate c instead of the card actually taken back.
    const layouts = candidates.map((c): DeclarationLayout => {
      if (sameCard(c, taken)) return trueLayout(second);
      const hand = [...second.deal.hands[owner].filter((x) => !sameCard(x, taken)), c];
      const pile = [...second.deal.bidPiles[owner].filter((x) => !sameCard(x, c)), taken];
      return owner === 0
        ? { hands: [hand, second.deal.hands[1]], playOffHands: [pile, second.deal.bidPiles[1]] }
        : { hands: [second.deal.hands[0], hand], playOffHands: [second.deal.bidPiles[0], pile] };
    });
    expect(solved.exact).toBe(true);
    // Each placement solved alone (a one-placement solve equals the deal solver: the tests above).
    const alone = layouts.map((layout) =>
      solveDeclaration({ layouts: [layout], firstPlayer: second.deal.firstPlayer, player: me, otherTrump: 'S' }),
    );
    expect(new Set(alone.map((a) => JSON.stringify(a.values))).size).toBeGreaterThan(1);
    for (const mine of SUITS) expect(solved.values[mine]).toBeCloseTo(alone.reduce((sum, a) => sum + a.values[mine], 0) / alone.length, 1);
  });

  it('"hard" declares a trump of the highest value', () => {
    for (const seed of ['lower:1', 'lower:4']) {
      const s = atDeclaration(seed);
      const view = playerView(s, s.toAct);
      const solved = declarationFromView(view)!;
      const decision = decide(view, 'hard', 1);
      expect(decision.action.type).toBe('declare');
      if (decision.action.type === 'declare') expect(solved.values[decision.action.trump]).toBe(solved.values[solved.best]);
    }
  });
});

describe('reviewDeclaration', () => {
  it('names the trump played, the best and the points it cost, from a finished deal', () => {
    let state: GameState = newGame({ seed: 'review-declaration', target: 1 });
    // The rules player declares its best meld trump; play the deal out.
    while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
      for (const player of playersToAct(state)) {
        const view = playerView(state, player);
        if (view.legalActions.length > 0) state = applyAction(state, decide(view, 'rules', 0).action);
      }
    }
    const deal = state.game.deals[state.game.deals.length - 1];
    for (const player of [0, 1] as const) {
      const review = reviewDeclaration({ deal, player, jokers: false, trickRule: 'parlett' })!;
      expect(review.exact).toBe(true);
      expect(review.placements).toBe(1);
      expect(review.played).toBe(deal.declarations.find((d) => d.player === player)!.trump);
      expect(review.first).toBe(deal.firstPlayer === player);
      expect(review.gain).toBe(review.bestValue - review.playedValue);
      expect(review.gain).toBeGreaterThanOrEqual(0);
      // Against every trump solved: the named one's value, the best's, and only worse trumps left unsolved.
      const { trickHands, playOffHands } = dealHands({ deal, player, jokers: false, trickRule: 'parlett' });
      const other = deal.declarations.find((d) => d.player !== player)!.trump;
      const full = solveDeclaration({
        layouts: [{ hands: trickHands, playOffHands }],
        firstPlayer: deal.firstPlayer,
        player,
        otherTrump: review.first ? null : other,
      });
      expect(review.playedValue).toBe(full.values[review.played]);
      expect(review.bestValue).toBe(full.values[full.best]);
      expectBestOf(review.values, full.values, [review.played]);
    }
  });

  it("after a Joker exchange, judges the declaration from what the player knew: the same values as their own view's solve", () => {
    // Both exchanged; the first declares, then the second (whose view cannot place the card the first took back).
    const { state: atExchange, solved: atDecision } = afterExchange();
    let state: GameState = atExchange;
    const second = state.toAct;
    while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
      for (const player of playersToAct(state)) {
        const view = playerView(state, player);
        if (view.legalActions.length > 0) state = applyAction(state, decide(view, 'rules', 0).action);
      }
    }
    const deal = state.game.deals[state.game.deals.length - 1];
    const review = reviewDeclaration({ deal, player: second, jokers: true, trickRule: 'parlett' })!;
    expect(review.first).toBe(false);
    expect(review.otherTrump).toBe('S');
    expect(review.placements).toBeGreaterThan(1);
    expectBestOf(review.values, atDecision.values, [review.played]);
    // The review's budgets reach its play-offs: one too small for any play-off leaves the declaration unjudged.
    expect(review.exact).toBe(true);
    expect(reviewDeclaration({ deal, player: second, jokers: true, trickRule: 'parlett' }, undefined, 1)!.exact).toBe(false);
  });
});
