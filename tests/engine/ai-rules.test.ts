// Computer players under the game's trick rule (R7 / R7-S, R10, R15), and decisions that repeat and explain themselves.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, parseCards, playerView, playersToAct, resolveTrick } from '../../src/engine/index.ts';
import type { PlayerView } from '../../src/engine/index.ts';
import { followCard } from '../../src/engine/ai/heuristics.ts';
import { AI_PLAYERS, AI_REASONS, decide } from '../../src/engine/ai/index.ts';
import type { AiPlayerName } from '../../src/engine/ai/index.ts';
import { playDeal, quickDecide } from '../support/ai-games.ts';

describe('R7 / R7-S, R10, R15: the computer players play under the rule of their game', () => {
  for (const [ruleIndex, trickRule] of (['parlett', 'summary'] as const).entries()) {
    it(`each level finishes a deal with Jokers under trickRule ${trickRule}: legal moves only (R10), Joker decisions before declarations (R15), tricks by the game's rule`, () => {
      const seen = new Map<AiPlayerName, Set<string>>();
      for (const [levelIndex, level] of (['easy', 'medium', 'hard'] as const).entries()) {
        // One deal per level and rule; the seats alternate, so each level plays first under one rule and second under the other.
        const seat = (levelIndex + ruleIndex) % 2;
        const names: [AiPlayerName, AiPlayerName] = seat === 0 ? [level, 'rules'] : ['rules', level];
        const end = playDeal(names, `rule:${trickRule}:${level}:${seat}`, true, seen, trickRule);
        expect(end.options.trickRule).toBe(trickRule);
        const deal = end.game.deals[0];
        // Every trick went to the winner that the game's rule gives.
        const trumps = [0, 1].map((p) => deal.declarations.find((d) => d.player === p)!.trump);
        for (const t of deal.tricks) {
          const follower = t.leader === 0 ? 1 : 0;
          const r = resolveTrick({
            lead: t.lead,
            follow: t.follow,
            leaderTrump: trumps[t.leader],
            followerTrump: trumps[follower],
            rule: trickRule,
          });
          expect(t.winner).toBe(r.winner === 'leader' ? t.leader : follower);
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
  }, 300_000);

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
