// Two in-memory peers play whole deals through the protocol; the result equals the engine's game for the same moves.
import { describe, expect, it } from 'vitest';
import { newGame, tryApplyAction } from '../../src/engine/index.ts';
import type { GameState, TrickRule } from '../../src/engine/index.ts';
import { buildDealState, dealLayout, trueDeck } from '../../src/peer/index.ts';
import { Match } from './harness.ts';

/** The engine's own game for the same deals and moves: each deal's true deck from both seeds, then the logged actions. */
function engineGame(match: Match, deals: number, options: { jokers: boolean; trickRule: TrickRule; target: number }): GameState {
  let state: GameState = newGame({ seed: 'peer-to-peer', ...options });
  const seeds = match.peers[0].audited.map((_, i) => i);
  let next = 0;
  const actions = match.log.actions;
  for (const deal of seeds.slice(0, deals)) {
    const round = deal + 1;
    const seed0 = round === match.peers[0].round.number ? match.peers[0].round.seed : pastSeed(match, 0, round);
    const seed1 = round === match.peers[1].round.number ? match.peers[1].round.seed : pastSeed(match, 1, round);
    const layout = dealLayout(options.jokers, state.game.dealer);
    state = buildDealState(state, layout, trueDeck([seed0, seed1], layout.size));
    while (next < actions.length && state.phase !== 'deal-over' && state.phase !== 'game-over') {
      const result = tryApplyAction(state, actions[next++]);
      if (!result.ok) throw new Error(`engine refused ${JSON.stringify(actions[next - 1])}: ${result.error.code}`);
      state = result.value;
    }
    if (state.phase === 'deal-over' && next < actions.length && actions[next].type === 'next-deal') {
      const result = tryApplyAction(state, actions[next++]);
      if (!result.ok) throw new Error('next-deal refused');
      state = result.value;
    }
  }
  return state;
}

/** A finished deal's seed, from the reveal messages on the wire. */
function pastSeed(match: Match, seat: 0 | 1, deal: number): Uint8Array {
  const wire = match.log.wires.find((w) => w.from === seat && w.message.kind === 'reveal' && w.message.deal === deal);
  if (wire === undefined || wire.message.kind !== 'reveal') throw new Error('no reveal');
  return Uint8Array.from(wire.message.seed.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);
}

// Two deals where the second's keys are checked against the first's; one deal for the other options, whose wire is the
// same but for the rules the engine applies (each deal costs seconds of elliptic-curve work).
const CASES = [
  { jokers: true, trickRule: 'parlett', deals: 2 },
  { jokers: false, trickRule: 'parlett', deals: 1 },
  { jokers: false, trickRule: 'summary', deals: 1 },
  { jokers: true, trickRule: 'summary', deals: 1 },
] as const;

describe('two peers play whole deals through the protocol', () => {
  for (const c of CASES) {
    it(`Jokers ${c.jokers ? 'on' : 'off'}, ${c.trickRule === 'parlett' ? 'R7' : 'R7-S'}: ${c.deals === 2 ? 'two deals' : 'a deal'}, the same game as the engine's`, () => {
      const options = { jokers: c.jokers, trickRule: c.trickRule, target: 100_000 };
      const match = new Match(options, `whole-${c.jokers}-${c.trickRule}`);
      expect(match.play(c.deals)).toBe(true);
      expect(match.log.refusals).toEqual([]);
      const [a, b] = match.peers;
      expect(a.audited.length).toBe(c.deals);
      expect(b.audited.length).toBe(c.deals);
      // Both sides end with the same true game, and it is the engine's for the same deck and moves.
      const engine = engineGame(match, c.deals, options);
      expect(a.audited[c.deals - 1].game).toEqual(engine.game);
      expect(b.audited[c.deals - 1].game).toEqual(engine.game);
      const types = new Set(match.log.actions.map((x) => x.type));
      for (const t of ['bid', 'take', 'cede', 'declare', 'play', 'playoff-play', 'pass', ...(c.deals === 2 ? ['next-deal'] : [])])
        expect(types).toContain(t);
      if (c.jokers) expect([...types].some((t) => t === 'joker-exchange')).toBe(true);
      if (c.deals === 1) return;
      // Keys and permutations are derived once per deal and kept with it: the second deal shares no point or key with the first.
      const secrets = (deal: number) =>
        new Set(
          match.log.wires
            .filter((w) => w.message.deal === deal)
            .flatMap((w) => {
              const m = w.message;
              return m.kind === 'pass'
                ? m.points
                : m.kind === 'keys'
                  ? m.keys
                  : m.kind === 'bid-reveal'
                    ? [m.key]
                    : m.kind === 'move'
                      ? (m.keys ?? [])
                      : [];
            }),
        );
      const [first, second] = [secrets(1), secrets(2)];
      expect(first.size).toBeGreaterThan(100);
      expect(second.size).toBeGreaterThan(100);
      expect([...second].filter((x) => first.has(x))).toEqual([]);
    });
  }
});
