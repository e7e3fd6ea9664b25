// Player views by phase: each phase's view holds exactly its own parts, typed non-null where the phase guarantees them.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, playerView, resign, SUITS, validateState } from '../../src/engine/index.ts';
import type { GameState, PlayerView } from '../../src/engine/index.ts';
import { engineErrorOf, playUntil, randomPolicy } from '../support/unit.ts';

/** Every state of a random game (both players' views of each are checked). */
function statesOf(seed: number, jokers: boolean): GameState[] {
  const out: GameState[] = [];
  const policy = randomPolicy(seed);
  let s: GameState = newGame({ seed, jokers, target: 1 });
  while (s.phase !== 'game-over' && out.length < 2000) {
    out.push(s);
    s = applyAction(s, policy(s, legalActions(s)));
  }
  out.push(s);
  return out;
}

const isSuit = (x: unknown) => (SUITS as readonly unknown[]).includes(x);
const PARTS = ['auction', 'melds', 'trick', 'round', 'nextDealer', 'result'] as const;
const OWN_PART: Record<PlayerView['phase'], (typeof PARTS)[number]> = {
  auction: 'auction',
  melds: 'melds',
  tricks: 'trick',
  'play-off': 'round',
  'deal-over': 'nextDealer',
  'game-over': 'result',
};

describe('PlayerView is a union on phase', () => {
  for (const jokers of [false, true]) {
    it(`each view has its phase's own part and null for the others; trumps and the R3 player where the phase has them (${jokers ? 'with' : 'without'} Jokers)`, () => {
      const seen = new Set<string>();
      for (const seed of [1, 2, 3]) {
        for (const state of statesOf(seed, jokers)) {
          for (const player of [0, 1] as const) {
            const view = playerView(state, player);
            seen.add(view.phase);
            for (const part of PARTS) expect(view[part] === null, `${view.phase} ${part}`).toBe(part !== OWN_PART[view.phase]);
            switch (view.phase) {
              case 'auction':
                expect(view.trumps).toEqual([null, null]);
                expect(view.firstPlayer).toBeNull();
                break;
              case 'melds':
                expect(view.firstPlayer).toBe(state.deal.firstPlayer);
                break;
              case 'tricks':
              case 'play-off':
              case 'deal-over':
                expect(view.trumps.every(isSuit)).toBe(true);
                expect([0, 1]).toContain(view.firstPlayer);
                break;
              case 'game-over':
                expect(view.result).toEqual(state.phase === 'game-over' ? state.result : null);
                break;
            }
          }
        }
      }
      expect([...seen]).toEqual(expect.arrayContaining(['auction', 'melds', 'tricks', 'play-off', 'game-over']));
    });
  }

  it('the deal-over view names the next dealer; a game resigned in the auction has no trumps or R3 player yet', () => {
    const over = playUntil(newGame({ seed: 4 }), randomPolicy(4), (s) => s.phase === 'deal-over');
    const view = playerView(over, 0);
    expect(view.phase === 'deal-over' && view.nextDealer === (over.phase === 'deal-over' ? over.nextDealer : -1)).toBe(true);
    const resigned = playerView(resign(newGame({ seed: 4 }), 1), 0);
    expect(resigned.phase === 'game-over' && resigned.firstPlayer === null && resigned.trumps[0] === null).toBe(true);
  });

  it('a tricks state without both trumps is not one the engine makes: its type has both, and validateState refuses a loaded one', () => {
    const tricks = playUntil(newGame({ seed: 5 }), randomPolicy(5), (s) => s.phase === 'tricks');
    expect(tricks.phase).toBe('tricks');
    const broken: unknown = JSON.parse(JSON.stringify({ ...tricks, deal: { ...tricks.deal, trumps: [tricks.deal.trumps[0], null] } }));
    expect(engineErrorOf(() => validateState(broken)).detail).toBe('deal.trumps: inconsistent');
  });
});
