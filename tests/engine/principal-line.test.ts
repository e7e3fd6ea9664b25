// The line of perfect play through the tricks (the review's trick counts) matches a brute-force playout and ends on the solver's value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPhase,
  applyAction,
  cardId,
  formatCards,
  fullDeck,
  legalTrickPlays,
  newGame,
  playerView,
  playersToAct,
  progressTotal,
  resolveTrick,
} from '../../src/engine/index.ts';
import type { Card, DealScoreProgress, GameState, Pair, PlayerIndex, Suit, TrickRule, TricksState } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import { dealHands, playOffValues, principalLines, reviewDeal, solveDeal } from '../../src/engine/solver/index.ts';
import type { DealProblem } from '../../src/engine/solver/index.ts';
import { brutePlayOff, bruteTricksWith } from './solver-oracle.ts';
import type { TrickLeaf } from './solver-oracle.ts';
import { runs } from '../support/deep.ts';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];
const NO_SCORE: DealScoreProgress = { phases: [], bonus: [0, 0], bonusPhase: null, bonusVoid: false };

/** A small endgame of a whole deal: k trick cards each (maybe one led), small play-off hands, melds already scored. */
const endgame = fc
  .record({
    order: fc.shuffledSubarray([...Array(54).keys()], { minLength: 16, maxLength: 16 }),
    k: fc.integer({ min: 2, max: 5 }),
    pile: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })),
    trumps: fc.tuple(fc.constantFrom(...SUITS), fc.constantFrom(...SUITS)),
    leader: fc.constantFrom<PlayerIndex>(0, 1),
    won: fc.integer({ min: 0, max: 11 }),
    rule: fc.constantFrom<TrickRule>('parlett', 'summary'),
    withLead: fc.boolean(),
    melds: fc.tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 })),
  })
  .map(({ order, k, pile, trumps, leader, won, rule, withLead, melds }): DealProblem & { lead: Card | null; rule: TrickRule } => {
    const deck = fullDeck(true);
    const cards = order.map((id) => deck[id]);
    const hands: Pair<Card[]> = [cards.slice(0, k), cards.slice(k, 2 * k)];
    const playOffHands: Pair<Card[]> = [cards.slice(2 * k, 2 * k + pile[0]), cards.slice(2 * k + pile[0], 2 * k + pile[0] + pile[1])];
    const lead = withLead ? (hands[leader].pop() as Card) : null;
    const w0 = won % (13 - k + 1);
    const score = addPhase(NO_SCORE, [melds[0] * 5, melds[1] * 5]);
    return { hands, playOffHands, leader, trumps: trumps, tricksWon: [w0, 13 - k - w0], lead, rule, score };
  });

/** The deal's value at an end of the tricks, by the engine's scoring and the brute-force play-off values. */
function leafOf(p: DealProblem): TrickLeaf {
  const playOff = [brutePlayOff(p.playOffHands, 0, null), brutePlayOff(p.playOffHands, 1, null)];
  return (won, last) => {
    const v = playOff[last];
    const total = progressTotal(addPhase(addPhase(p.score, [points(won[0]), points(won[1])]), v > 0 ? [v, 0] : [0, -v]));
    return total[0] - total[1];
  };
}

function points(tricks: number): number {
  return tricks % 2 === 1 ? 10 * tricks : 5 * tricks;
}

interface Position {
  hands: [Card[], Card[]];
  leader: PlayerIndex;
  won: [number, number];
  lead: Card | null;
  last: PlayerIndex;
}

/**
 * The brute-force line: the given first move, then at each turn the first legal card in hand order whose
 * full-minimax value equals the position's (no pruning, no table, no shared code with the solver's walk).
 */
function bruteLine(p: DealProblem & { lead: Card | null; rule: TrickRule }, first: Card | null) {
  const leaf = leafOf(p);
  const rule = p.rule;
  const over = (s: Position) => s.lead === null && s.hands[0].length === 0 && s.hands[1].length === 0;
  const valueOf = (s: Position): number =>
    over(s) ? leaf(s.won, s.last) : bruteTricksWith(leaf, s.hands, s.leader, p.trumps, s.won, s.lead, rule);
  const legal = (s: Position): Card[] =>
    s.lead === null ? s.hands[s.leader] : legalTrickPlays(s.hands[s.leader === 0 ? 1 : 0], s.lead, p.trumps[s.leader]);
  const after = (s: Position, card: Card): Position => {
    const hands: [Card[], Card[]] = [s.hands[0].slice(), s.hands[1].slice()];
    if (s.lead === null) {
      hands[s.leader] = hands[s.leader].filter((c) => cardId(c) !== cardId(card));
      return { ...s, hands, lead: card };
    }
    const follower: PlayerIndex = s.leader === 0 ? 1 : 0;
    hands[follower] = hands[follower].filter((c) => cardId(c) !== cardId(card));
    const r = resolveTrick({ lead: s.lead, follow: card, leaderTrump: p.trumps[s.leader], followerTrump: p.trumps[follower], rule });
    const winner = r.winner === 'leader' ? s.leader : follower;
    const won: [number, number] = [s.won[0], s.won[1]];
    won[winner]++;
    return { hands, leader: winner, won, lead: null, last: winner };
  };
  let s: Position = {
    hands: [p.hands[0].slice(), p.hands[1].slice()],
    leader: p.leader,
    won: [p.tricksWon[0], p.tricksWon[1]],
    lead: p.lead,
    last: p.leader,
  };
  const cards: Card[] = [];
  if (first !== null) {
    cards.push(first);
    s = after(s, first);
  }
  const value = valueOf(s);
  while (!over(s)) {
    const here = s;
    const card = legal(here).find((c) => valueOf(after(here, c)) === value) as Card;
    cards.push(card);
    s = after(here, card);
  }
  return { cards, tricks: s.won, lastWinner: s.last, value };
}

function legalNow(p: DealProblem & { lead: Card | null }): Card[] {
  if (p.lead === null) return [...p.hands[p.leader]];
  return legalTrickPlays(p.hands[p.leader === 0 ? 1 : 0], p.lead, p.trumps[p.leader]);
}

describe('principalLines', () => {
  it('plays the same line as a brute-force playout (first card in hand order that keeps the value), from the position and after each legal card', () => {
    fc.assert(
      fc.property(endgame, (p) => {
        const firsts = [null, ...legalNow(p)];
        const lines = principalLines(p, firsts);
        firsts.forEach((first, i) => {
          const brute = bruteLine(p, first);
          const line = lines[i];
          expect(line.exact).toBe(true);
          expect(formatCards(line.cards)).toBe(formatCards(brute.cards));
          expect(line.tricks).toEqual(brute.tricks);
          expect(line.tricks[0] + line.tricks[1]).toBe(13);
          expect(line.lastWinner).toBe(brute.lastWinner);
          expect(line.value).toBe(brute.value);
        });
      }),
      { numRuns: runs(80, 2), seed: 11 },
    );
  });

  it("ends on the solver's value: from the position, after each card (its moveValues value), and after the solver's first best card", () => {
    fc.assert(
      fc.property(endgame, (p) => {
        const solved = solveDeal({ ...p, moveValues: true });
        const cards = (solved.values ?? []).map((v) => v.card);
        const lines = principalLines(p, [null, solved.best[0], ...cards]);
        const leaf = leafOf(p);
        // The value of the end the line reaches is the value it claims.
        for (const line of lines) expect(leaf(line.tricks, line.lastWinner)).toBe(line.value);
        expect(lines[0].value).toBe(solved.value);
        expect(lines[1].value).toBe(solved.value);
        // From the position, perfect play starts with the solver's first best card.
        expect(cardId(lines[0].cards[0])).toBe(cardId(solved.best[0]));
        (solved.values ?? []).forEach((v, i) => expect(lines[i + 2].value).toBe(v.value));
      }),
      { numRuns: runs(80, 2), seed: 12 },
    );
  });

  it('walks the rest of a real deal from its fifth trick: 13 tricks in all, every card left played once, on the value of the solve', () => {
    let s: GameState = dealtToTricks('line-full');
    for (let i = 0; i < 8; i++) s = step(s);
    const state = s as TricksState;
    expect(state.deal.tricksWon[0] + state.deal.tricksWon[1]).toBe(4);
    const p = problemAt(state);
    const solved = solveDeal({ ...p, oneBest: true });
    const [line] = principalLines(p, [null]);
    expect(line.exact).toBe(true);
    expect(line.value).toBe(solved.value);
    expect(line.tricks[0] + line.tricks[1]).toBe(13);
    expect(new Set(line.cards.map(cardId)).size).toBe(18);
    expect(line.cards.map(cardId).sort()).toEqual([...state.deal.hands[0], ...state.deal.hands[1]].map(cardId).sort());
  });

  it('marks a line cut off by its node budget as inexact, and refuses a card that may not be played', () => {
    const state = dealtToTricks('line-budget');
    const p = problemAt(state);
    expect(principalLines({ ...p, budget: 50 }, [null])[0].exact).toBe(false);
    const follower: PlayerIndex = p.leader === 0 ? 1 : 0;
    expect(() => principalLines(p, [p.hands[follower][0]])).toThrow(/not a legal card/);
  });
});

describe('reviewDeal: where perfect play ends after the best move and the move played', () => {
  it("gives each exact trick decision the reviewed player's trick counts (the same line when the move was best) and each play-off decision its points, with a gain the two ends explain", () => {
    for (const seed of ['review-lines-a', 'review-lines-b']) {
      const state = finishedDeal(seed);
      const deal = state.game.deals[0];
      for (const player of [0, 1] as const) {
        const review = reviewDeal({ deal, player, jokers: state.options.jokers, trickRule: state.options.trickRule });
        const tricks = review.items.filter((i) => i.phase === 'tricks');
        expect(tricks).toHaveLength(13);
        for (const item of tricks) {
          if (!item.exact) continue;
          const lines = item.lines;
          expect(lines).toBeDefined();
          if (lines === undefined) continue;
          if (item.best) expect(lines.played).toEqual(lines.best);
          // A move worse by some points cannot end the same way: the count or the play-off's leader differs.
          else expect(lines.best).not.toEqual(lines.played);
          expect(item.gain).toBe(endValue(deal, state, player, lines.best) - endValue(deal, state, player, lines.played));
        }
        // Play-off items: the points after the best move and the move played differ by the gain; someone always goes out first.
        for (const item of review.items.filter((i) => i.phase === 'play-off' && i.exact)) {
          const points = item.playOffPoints;
          expect(points).toBeDefined();
          if (points === undefined) continue;
          expect(points.best - points.played).toBe(item.gain);
          for (const p of [points.best, points.played]) {
            expect(Math.abs(p) % 10).toBe(0);
            expect(p).not.toBe(0);
          }
        }
      }
    }
  });
});

/** The deal's value for `player` at an end of the tricks (their tricks, whether they won the last), by the engine's scoring. */
function endValue(
  deal: GameState['game']['deals'][number],
  state: GameState,
  player: PlayerIndex,
  end: { tricks: number; leadsPlayOff: boolean },
): number {
  const { playOffHands } = dealHands({ deal, player, jokers: state.options.jokers, trickRule: state.options.trickRule });
  const last: PlayerIndex = end.leadsPlayOff ? player : player === 0 ? 1 : 0;
  const won: Pair<number> = player === 0 ? [end.tricks, 13 - end.tricks] : [13 - end.tricks, end.tricks];
  // The play-off hands are whole bid piles here: too big for brute force, so the solver values them (its own tests check it).
  const playOff = playOffValues(playOffHands).values[last];
  const afterTricks = addPhase(addPhase(NO_SCORE, deal.score.phases[0]), [points(won[0]), points(won[1])]);
  const total = progressTotal(addPhase(afterTricks, playOff > 0 ? [playOff, 0] : [0, -playOff]));
  return player === 0 ? total[0] - total[1] : total[1] - total[0];
}

/** The rest of the deal from the start of a trick of a real game. */
function problemAt(state: TricksState): DealProblem {
  const { deal } = state;
  return {
    hands: deal.hands,
    playOffHands: deal.bidPiles,
    leader: state.trick.leader,
    trumps: deal.trumps,
    tricksWon: deal.tricksWon,
    rule: state.options.trickRule,
    score: deal.score,
  };
}

/** A new game played by the rules player up to the first trick. */
function dealtToTricks(seed: string): TricksState {
  let s: GameState = newGame({ seed, target: 1000 });
  while (s.phase !== 'tricks') s = step(s);
  return s;
}

/** A whole deal played by two simple computer players. */
function finishedDeal(seed: string): GameState {
  let s: GameState = newGame({ seed, target: 1 });
  while (s.phase !== 'deal-over' && s.phase !== 'game-over') s = step(s);
  return s;
}

function step(s: GameState): GameState {
  for (const p of playersToAct(s)) {
    const view = playerView(s, p);
    if (view.legalActions.length > 0) return applyAction(s, decide(view, p === 0 ? 'rules' : 'easy', 7).action);
  }
  throw new Error('nobody to act');
}
