// The game across deals: next deal and dealer, R13 in play, R14 ties, game over and value, resign, saved games, full games.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  gameTotals,
  gameValue,
  isGameOver,
  legalActions,
  newGame,
  playerView,
  resign,
  scoreDeal,
} from '../../src/engine/index.ts';
import type { Action, GameState, PlayOffState } from '../../src/engine/index.ts';
import { actionKey, codeOf, firstActionPolicy, playUntil, randomPolicy } from '../support/unit.ts';

const dealEnded = (s: GameState) => s.phase === 'deal-over' || s.phase === 'game-over';

describe('§2 deal after deal', () => {
  it('the next dealer starts the next deal; the dealer alternates', () => {
    const s = playUntil(newGame({ seed: 20 }), randomPolicy(20), dealEnded);
    expect(s.phase).toBe('deal-over');
    if (s.phase !== 'deal-over') return;
    expect(s.nextDealer).toBe(1);
    expect(legalActions(s)).toEqual([{ type: 'next-deal', player: 1 }]);
    expect(codeOf(() => applyAction(s, { type: 'next-deal', player: 0 }))).toBe('not-your-turn');
    expect(codeOf(() => applyAction(s, { type: 'pass', player: 1 }))).toBe('wrong-phase');
    const next = applyAction(s, { type: 'next-deal', player: 1 });
    expect(next.phase).toBe('auction');
    expect(next.game.dealNumber).toBe(2);
    expect(next.game.dealer).toBe(1);
    expect(next.game.totals).toEqual(s.game.deals[0].totalsAfter);
    expect(next.deal.auctions).toEqual([]);
    const third = playUntil(playUntil(next, randomPolicy(21), dealEnded), randomPolicy(22), (x) => x.game.dealNumber === 3);
    expect(third.game.dealer).toBe(0);
  });

  it('R13 R14 in play: each deal’s score is scoreDeal of its melds, tricks and cards left; totals add up', () => {
    const s = playUntil(newGame({ seed: 23, target: 1000 }), randomPolicy(23), isGameOver);
    let totals = [0, 0];
    for (const deal of s.game.deals) {
      expect(deal.score).toEqual(scoreDeal({ melds: deal.score.phases[0], tricks: deal.tricksWon, cardsLeft: deal.cardsLeft }));
      totals = [totals[0] + deal.score.total[0], totals[1] + deal.score.total[1]];
      expect(deal.totalsAfter).toEqual(totals);
    }
    expect(gameTotals(s)).toEqual(totals);
  });
});

/** A state in the play-off whose deal, played on by the first-action policy, ends with hand scores `dealTotal`. */
function playOffAndItsDealTotal(seed: number, target: number): { playOff: PlayOffState; dealTotal: [number, number] } {
  const playOff = playUntil(newGame({ seed, target }), randomPolicy(seed), (x) => x.phase === 'play-off') as PlayOffState;
  const end = playUntil(playOff, firstActionPolicy, dealEnded);
  const dealTotal = end.game.deals[end.game.deals.length - 1].score.total;
  return { playOff, dealTotal: [dealTotal[0], dealTotal[1]] };
}

describe('R14 equal totals at or over the target: another deal', () => {
  it('a tie at the target gives a deal-over and another deal; unequal totals end the game', () => {
    const target = 1000;
    const { playOff, dealTotal } = playOffAndItsDealTotal(24, target);
    const tiedStart: GameState = { ...playOff, game: { ...playOff.game, totals: [1020 - dealTotal[0], 1020 - dealTotal[1]] } };
    const tied = playUntil(tiedStart, firstActionPolicy, dealEnded);
    expect(tied.game.totals).toEqual([1020, 1020]);
    expect(tied.phase).toBe('deal-over');
    const again = applyAction(tied, legalActions(tied)[0]);
    expect(again.phase).toBe('auction');
    expect(again.game.dealNumber).toBe(2);

    const aheadStart: GameState = { ...playOff, game: { ...playOff.game, totals: [1025 - dealTotal[0], 1020 - dealTotal[1]] } };
    const over = playUntil(aheadStart, firstActionPolicy, dealEnded);
    expect(over.phase).toBe('game-over');
    if (over.phase !== 'game-over') return;
    expect(over.result).toEqual({ winner: 0, value: 1, totals: [1025, 1020], reason: 'target' });
  });

  it('the game ends only at the end of a deal in which a total reaches the target', () => {
    const { playOff, dealTotal } = playOffAndItsDealTotal(25, 1000);
    const below: GameState = { ...playOff, game: { ...playOff.game, totals: [995 - dealTotal[0], 990 - dealTotal[1]] } };
    expect(playUntil(below, firstActionPolicy, dealEnded).phase).toBe('deal-over');
    const reached: GameState = { ...playOff, game: { ...playOff.game, totals: [1000 - dealTotal[0], 400 - dealTotal[1]] } };
    const over = playUntil(reached, firstActionPolicy, dealEnded);
    expect(over.phase === 'game-over' && over.result).toEqual({ winner: 0, value: 4, totals: [1000, 400], reason: 'target' });
  });
});

describe('§8 the end of the game', () => {
  it('after game over there are no legal actions and every action is refused with game-over', () => {
    const s = playUntil(newGame({ seed: 26, target: 200 }), randomPolicy(26), isGameOver);
    expect(isGameOver(s)).toBe(true);
    expect(legalActions(s)).toEqual([]);
    expect(playerView(s, 0).toAct).toEqual([]);
    expect(codeOf(() => applyAction(s, { type: 'next-deal', player: 0 }))).toBe('game-over');
    if (s.phase !== 'game-over') return;
    const [t0, t1] = s.game.totals;
    expect(Math.max(t0, t1)).toBeGreaterThanOrEqual(200);
    expect(t0).not.toBe(t1);
    expect(s.result.winner).toBe(t0 > t1 ? 0 : 1);
    expect(s.result.value).toBe(gameValue(Math.min(t0, t1), 200));
  });

  it('a one-deal game (target 1) ends after the first deal unless tied', () => {
    const s = playUntil(newGame({ seed: 27, target: 1 }), randomPolicy(27), dealEnded);
    expect(s.phase).toBe(s.game.totals[0] === s.game.totals[1] ? 'deal-over' : 'game-over');
  });

  it('resign ends the game for the other player; it is not a legal action', () => {
    const s = newGame({ seed: 28 });
    const r = resign(s, 0);
    expect(r.phase).toBe('game-over');
    expect(r.result).toEqual({ winner: 1, value: 4, totals: [0, 0], reason: 'resign' });
    expect('auction' in r).toBe(false);
    expect(legalActions(s).some((a) => (a.type as string) === 'resign')).toBe(false);
    expect(codeOf(() => resign(r, 1))).toBe('game-over');
  });
});

describe('saved games are plain JSON', () => {
  it('a game continued from JSON.parse(JSON.stringify(state)) is the same game', () => {
    // To 150: two deals with and without Jokers (every phase, the passage to the next deal and the game's end), where 300
    // played three and four deals of the same phases.
    for (const jokers of [false, true]) {
      let live = newGame({ seed: 'json', jokers, target: 150 });
      let loaded = JSON.parse(JSON.stringify(live)) as GameState;
      const choose = randomPolicy(29);
      while (!isGameOver(live)) {
        const actions = legalActions(live);
        expect(legalActions(loaded)).toEqual(actions);
        const action = choose(live, actions);
        live = applyAction(live, action);
        loaded = JSON.parse(JSON.stringify(applyAction(loaded, JSON.parse(JSON.stringify(action)) as Action))) as GameState;
        expect(loaded).toEqual(JSON.parse(JSON.stringify(live)));
      }
    }
  });
});

describe('applyAction steps a reused rules kernel', () => {
  it('branching from one state and going back to an earlier one gives what a fresh JSON copy gives', () => {
    // The engine reuses its kernel while it holds the last state applyAction returned: stepping a
    // sibling state in between, or an action that throws, must not leak into the next step.
    const copy = (s: GameState) => JSON.parse(JSON.stringify(s)) as GameState;
    for (const jokers of [false, true]) {
      let s: GameState = newGame({ seed: 'branch', jokers, target: 150 });
      const choose = randomPolicy(31);
      while (!isGameOver(s)) {
        const actions = legalActions(s);
        const a = choose(s, actions);
        const b = choose(s, actions);
        const viaA = applyAction(s, a);
        const viaB = applyAction(s, b); // the kernel now holds viaB
        expect(codeOf(() => applyAction(viaB, { type: 'bid', player: 0, card: 'no card' } as unknown as Action))).toMatch(/./);
        expect(legalActions(viaA)).toEqual(legalActions(copy(viaA)));
        if (isGameOver(viaA)) break;
        const next = choose(viaA, legalActions(viaA));
        expect(copy(applyAction(viaA, next))).toEqual(copy(applyAction(copy(viaA), next)));
        if (!isGameOver(viaB)) {
          const first = legalActions(viaB)[0];
          expect(copy(applyAction(viaB, first))).toEqual(copy(applyAction(copy(viaB), first)));
        }
        s = applyAction(viaA, next);
      }
    }
  });
});

describe('complete games to 1000 through the API', () => {
  it.each([false, true])('jokers %s', (jokers) => {
    const s = playUntil(newGame({ seed: `full-${jokers}`, jokers }), randomPolicy(30), isGameOver);
    expect(s.phase).toBe('game-over');
    expect(Math.max(...gameTotals(s))).toBeGreaterThanOrEqual(1000);
    expect(s.game.deals.length).toBeGreaterThan(2);
    expect(s.game.deals.map((d) => d.dealer)).toEqual(s.game.deals.map((_, i) => (i % 2 === 0 ? 0 : 1)));
    expect(s.game.deals.every((d) => d.auctions.length === (jokers ? 14 : 13))).toBe(true);
    expect(actionKey({ type: 'pass', player: 0 })).toBe('pass|0');
  });
});
