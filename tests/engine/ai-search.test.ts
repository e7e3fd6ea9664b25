// Search players find the clearly best move in small positions built from real games (going out, saving the play-off, keeping control).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  cardId,
  fullDeck,
  isJoker,
  newGame,
  parseCards,
  playerView,
  playersToAct,
  resolveTrick,
} from '../../src/engine/index.ts';
import type { Card, GameState, PlayOffRound, PlayOffState } from '../../src/engine/index.ts';
import { AI_LEVELS, decide } from '../../src/engine/ai/index.ts';
import { LEVEL_BUDGETS, levelDecide } from '../../src/engine/ai/levels.ts';

/** A real play-off position (from a rules-vs-rules deal) with both hands replaced, player 0 to lead. */
function playOff(hand0: string, hand1: string): PlayOffState {
  const hands: [Card[], Card[]] = [parseCards(hand0), parseCards(hand1)];
  const wanted = [...hands[0], ...hands[1]].map(cardId);
  // A deal whose tricks did not use the cards wanted in the play-off hands.
  let state: GameState = newGame({ seed: 'search-positions' });
  for (let seed = 0; ; seed++) {
    state = newGame({ seed: `search-positions-${seed}` });
    while (state.phase !== 'play-off') {
      const player = playersToAct(state)[0];
      state = applyAction(state, decide(playerView(state, player), 'rules', 1).action);
    }
    const played = new Set(state.deal.tricks.flatMap((t) => [t.lead, t.follow]).map(cardId));
    if (wanted.every((id) => !played.has(id))) break;
  }
  // The other play-off cards count as played in an earlier round, so that every card is somewhere.
  const placed = new Set([...hands[0], ...hands[1], ...state.deal.tricks.flatMap((t) => [t.lead, t.follow])].map(cardId));
  const rest = fullDeck(false).filter((c) => !placed.has(cardId(c)));
  const earlier: PlayOffRound = {
    leader: 1,
    moves: [{ type: 'play', player: 1, cards: rest, combo: { kind: 'single', size: 1, rank: 2 } }],
    winner: 0,
    end: 'pass',
  };
  return { ...state, deal: { ...state.deal, hands, rounds: [earlier] }, round: { leader: 0, moves: [], toAct: 0, last: null } };
}

const cardsOf = (a: { type: string; cards?: Card[] }) => (a.cards ?? []).map((c) => ('rank' in c ? c.rank : 0)).sort((x, y) => x - y);

describe('search levels see the obvious', () => {
  it('go out at once with a set rather than splitting it', () => {
    const state = playOff('7S 7H 7D', 'AS AH KS KH 2C');
    const view = playerView(state, 0);
    for (const level of AI_LEVELS) {
      const b = LEVEL_BUDGETS[level];
      const d = levelDecide(view, level, 3, { ...b, work: b.work / 10 });
      expect([level, d.action.type, cardsOf(d.action as never)]).toEqual([level, 'playoff-play', [7, 7, 7]]);
      expect(d.reason).toBe('go-out');
    }
  });

  it('lead the card the opponent cannot beat first, then go out (hard and medium)', () => {
    // Leading the 3 lets the opponent's Ace take the lead and go out; leading the Ace first keeps control.
    const state = playOff('AS 3H', 'AD 2C');
    const view = playerView(state, 0);
    for (const level of ['medium', 'hard'] as const) {
      const d = decide(view, level, 5);
      expect([level, cardsOf(d.action as never)]).toEqual([level, [14]]);
      expect(d.reason).toBe('lead-unbeatable');
    }
  });
});

describe('the reason given for a card that wins a trick', () => {
  it('says "the cheapest card that wins" only when no lower plain card would win too', () => {
    let cheapest = 0;
    let notCheapest = 0;
    // Medium decides the tricks with a tenth of its playouts (the reason is the same whatever the budget); the auction
    // and the play-off, which this test is not about, are played by the rules player, so the test's cost is a few deals.
    const b = LEVEL_BUDGETS.medium;
    const budget = { ...b, work: b.work / 10, minPlayouts: b.minPlayouts / 10 };
    for (let seed = 0; seed < 6; seed++) {
      let state: GameState = newGame({ seed: `win-reason-${seed}`, target: 1 });
      while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
        for (const player of playersToAct(state)) {
          const view = playerView(state, player);
          if (view.legalActions.length === 0) continue;
          const d = player === 0 && view.phase === 'tricks' ? levelDecide(view, 'medium', seed, budget) : decide(view, 'rules', seed);
          if (view.phase === 'tricks' && d.action.type === 'play' && (d.reason === 'win-trick-cheaply' || d.reason === 'win-trick')) {
            const { lead, leader } = view.trick;
            const card = d.action.card;
            const myTrump = view.trumps[player];
            const wins = (c: Card) =>
              resolveTrick({ lead: lead!, follow: c, leaderTrump: view.trumps[leader], followerTrump: myTrump, rule: 'parlett' }).winner ===
              'follower';
            const lower = view.legalActions.some(
              (a) =>
                a.type === 'play' &&
                !isJoker(a.card) &&
                !isJoker(card) &&
                a.card.suit !== myTrump &&
                a.card.rank < card.rank &&
                wins(a.card),
            );
            expect(wins(card)).toBe(true);
            expect(lower).toBe(d.reason === 'win-trick');
            if (lower) notCheapest++;
            else cheapest++;
          }
          state = applyAction(state, d.action);
        }
      }
    }
    expect(cheapest).toBeGreaterThan(0);
    expect(notCheapest).toBeGreaterThan(0);
  });
});
