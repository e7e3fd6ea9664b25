// Computer players: every player returns a legal action in every phase, with and without Jokers, finishes games, and explains itself with a known reason code.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, parseCards, playerView, playersToAct, resolveTrick } from '../../src/engine/index.ts';
import type { GameState, PlayerIndex, PlayerView, TrickRule } from '../../src/engine/index.ts';
import { followCard } from '../../src/engine/ai/heuristics.ts';
import { AI_PLAYERS, AI_REASONS, decide } from '../../src/engine/ai/index.ts';
import type { AiDecision, AiPlayerName } from '../../src/engine/ai/index.ts';
import { LEVEL_BUDGETS, levelDecide } from '../../src/engine/ai/levels.ts';
import { actionKey } from '../support/unit.ts';

/** `medium` and `hard` with a fraction of their search effort: the same code path, quick enough for a unit test. */
function quickDecide(view: PlayerView, player: AiPlayerName, seed: number): AiDecision {
  if ((player !== 'hard' && player !== 'medium') || view.legalActions.length === 1) return decide(view, player, seed);
  const b = LEVEL_BUDGETS[player];
  return levelDecide(view, player, seed, { ...b, work: b.work / 40, minPlayouts: 8, maxPlayouts: 60 });
}

/** Where a decision was taken: phase plus the kind of choice. */
function situation(view: PlayerView): string {
  switch (view.phase) {
    case 'auction':
      return view.auction?.outcome ? 'auction:take-or-cede' : 'auction:bid';
    case 'melds':
      return `melds:${view.melds?.step}`;
    case 'tricks':
      return view.trick?.lead ? 'tricks:follow' : 'tricks:lead';
    case 'play-off':
      return view.round?.last ? 'play-off:beat-or-pass' : 'play-off:lead';
    default:
      return view.phase;
  }
}

/** Play one deal between two computer players; checks every decision against the view's legal actions. */
function playDeal(
  names: [AiPlayerName, AiPlayerName], seed: string, jokers: boolean, seen: Map<AiPlayerName, Set<string>>, trickRule: TrickRule = 'parlett',
): GameState {
  let state = newGame({ seed, jokers, target: 1000, trickRule });
  let steps = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    expect(++steps).toBeLessThan(400);
    for (const player of playersToAct(state) as PlayerIndex[]) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      const decision = quickDecide(view, names[player], steps * 31 + player);
      const legalKeys = view.legalActions.map(actionKey);
      expect(legalKeys).toContain(actionKey(decision.action));
      expect(AI_REASONS).toContain(decision.reason);
      const name = names[player];
      if (!seen.has(name)) seen.set(name, new Set());
      seen.get(name)?.add(situation(view));
      state = applyAction(state, decision.action);
    }
  }
  return state;
}

const SITUATIONS = [
  'auction:bid', 'auction:take-or-cede', 'melds:declare', 'tricks:lead', 'tricks:follow', 'play-off:lead', 'play-off:beat-or-pass',
];

describe('R7 / R7-S, R10, R15: the computer players play under the rule of their game', () => {
  for (const trickRule of ['parlett', 'summary'] as const) {
    it(`each level finishes a deal with Jokers under trickRule ${trickRule}: legal moves only (R10), Joker decisions before declarations (R15), tricks by the game's rule`, () => {
      const seen = new Map<AiPlayerName, Set<string>>();
      for (const level of ['easy', 'medium', 'hard'] as const) {
        for (const seat of [0, 1] as const) {
          const names: [AiPlayerName, AiPlayerName] = seat === 0 ? [level, 'rules'] : ['rules', level];
          const end = playDeal(names, `rule:${trickRule}:${level}:${seat}`, true, seen, trickRule);
          expect(end.options.trickRule).toBe(trickRule);
          const deal = end.deals[0];
          // Every trick went to the winner that the game's rule gives.
          const trumps = [0, 1].map((p) => deal.declarations.find((d) => d.player === p)!.trump);
          for (const t of deal.tricks) {
            const follower = t.leader === 0 ? 1 : 0;
            const r = resolveTrick({ lead: t.lead, follow: t.follow, leaderTrump: trumps[t.leader], followerTrump: trumps[follower], rule: trickRule });
            expect(t.winner).toBe(r.winner === 'leader' ? t.leader : follower);
          }
        }
      }
    });
  }

  it('follows by the game’s rule: ♠7 led into its leader’s trump ♠, holding ♠K ♠2 — R7 wins with ♠K, R7-S ducks with ♠2', () => {
    // followCard is the follow heuristic of the rules player, easy, and the playouts of medium and hard.
    const [lead, king, two] = parseCards('7S KS 2S');
    expect(followCard([king, two], lead, 'S', 'H', 'parlett')).toEqual({ card: king, kind: 'win-cheaply' });
    expect(followCard([king, two], lead, 'S', 'H', 'summary')).toEqual({ card: two, kind: 'duck' });
    // ♦5 led, B's trump ♦, holding ♦3 ♦Q: R7 wins with the Queen (ranks), R7-S with the Three (the trump).
    const [five, three, queen] = parseCards('5D 3D QD');
    expect(followCard([three, queen], five, 'S', 'D', 'parlett').card).toEqual(queen);
    expect(followCard([three, queen], five, 'S', 'D', 'summary').card).toEqual(three);
  });
});

describe('every computer player plays legal moves to the end of the deal', () => {
  for (const jokers of [false, true]) {
    it(`all players, ${jokers ? 'with' : 'without'} Jokers, in every phase`, () => {
      const seen = new Map<AiPlayerName, Set<string>>();
      // Each player meets the next one in the list, in both seats, on two different deals.
      for (let i = 0; i < AI_PLAYERS.length; i++) {
        const a = AI_PLAYERS[i];
        const b = AI_PLAYERS[(i + 1) % AI_PLAYERS.length];
        for (const seat of [0, 1]) {
          const names: [AiPlayerName, AiPlayerName] = seat === 0 ? [a, b] : [b, a];
          const end = playDeal(names, `legal:${jokers}:${i}:${seat}`, jokers, seen);
          expect(end.deals).toHaveLength(1);
          expect(end.deals[0].cardsLeft).toContain(0);
        }
      }
      for (const name of AI_PLAYERS) {
        const situations = seen.get(name) ?? new Set();
        for (const s of SITUATIONS) expect([name, s, situations.has(s)]).toEqual([name, s, true]);
      }
    });
  }

  it('R15 every player makes both Joker choices (R3 player first) before anyone declares', () => {
    // The rules player never bids its Joker, so both still hold one at meld time.
    let state = newGame({ seed: 'joker-choice', jokers: true });
    while (!(state.phase === 'melds' && state.step === 'joker')) {
      const player = playersToAct(state)[0];
      state = applyAction(state, decide(playerView(state, player), 'rules', 3).action);
    }
    const first = state.toAct;
    expect(first).toBe(state.firstPlayer);
    const view = playerView(state, first);
    expect(view.legalActions.map((a) => a.type)).toContain('joker-exchange');
    for (const name of AI_PLAYERS) {
      const decision = quickDecide(view, name, 9);
      expect(view.legalActions.map(actionKey)).toContain(actionKey(decision.action));
      expect(['keep-joker', 'joker-exchange']).toContain(decision.action.type);
      const next = applyAction(state, decision.action);
      if (next.phase !== 'melds') throw new Error('expected meld scoring');
      // The other still holds a Joker: their decision comes next, still before any declaration.
      expect([next.toAct, next.step]).toEqual([first === 0 ? 1 : 0, 'joker']);
      const secondView = playerView(next, next.toAct);
      const second = quickDecide(secondView, name, 10);
      expect(['keep-joker', 'joker-exchange']).toContain(second.action.type);
      const both = applyAction(next, second.action);
      expect(both.phase === 'melds' && [both.step, both.toAct]).toEqual(['declare', first]);
    }
  });

  it('the baselines finish a whole game to 1000', () => {
    let state = newGame({ seed: 'whole-game', target: 1000, jokers: true });
    const names: [AiPlayerName, AiPlayerName] = ['random', 'rules'];
    let steps = 0;
    while (state.phase !== 'game-over') {
      expect(++steps).toBeLessThan(20_000);
      for (const player of playersToAct(state) as PlayerIndex[]) {
        const view = playerView(state, player);
        if (view.legalActions.length === 0) continue;
        state = applyAction(state, decide(view, names[player], steps).action);
      }
    }
    expect(Math.max(...state.totals)).toBeGreaterThanOrEqual(1000);
  });
});

describe('decisions are repeatable and explained', () => {
  it('the same view and seed give the same decision', () => {
    let state = newGame({ seed: 'repeat', jokers: true });
    for (let step = 0; step < 120 && state.phase !== 'deal-over'; step++) {
      const player = playersToAct(state)[0];
      const view = playerView(state, player);
      if (step % 9 === 0) {
        for (const name of AI_PLAYERS) expect(quickDecide(view, name, 5)).toEqual(quickDecide(view, name, 5));
      }
      state = applyAction(state, decide(view, 'rules', 1).action);
    }
  });

  it('refuses a view with nothing to decide', () => {
    const state = newGame({ seed: 'idle' });
    const view = playerView(state, 0);
    const idle: PlayerView = { ...view, legalActions: [] };
    expect(() => decide(idle, 'hard', 1)).toThrow();
  });

  it('AI_REASONS are distinct short codes', () => {
    expect(new Set(AI_REASONS).size).toBe(AI_REASONS.length);
    for (const code of AI_REASONS) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
