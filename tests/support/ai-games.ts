// Computer players in unit tests: quick searches on the real code path, and whole deals checked decision by decision.
import { expect } from 'vitest';
import { applyAction, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import type { DecisionView, GameState, PlayerIndex, PlayerView, TrickRule } from '../../src/engine/index.ts';
import { isDecisionView } from '../../src/engine/views.ts';
import { AI_PLAYERS, AI_REASONS, decide } from '../../src/engine/ai/index.ts';
import type { AiDecision, AiPlayerName } from '../../src/engine/ai/index.ts';
import { LEVEL_BUDGETS, levelDecide } from '../../src/engine/ai/levels.ts';
import { actionKey } from './unit.ts';

/** `medium` and `hard` with a fraction of their search effort: the same code path, quick enough for a unit test. */
export function quickDecide(view: PlayerView, player: AiPlayerName, seed: number): AiDecision {
  if ((player !== 'hard' && player !== 'medium') || view.legalActions.length === 1) return decide(view, player, seed);
  const b = LEVEL_BUDGETS[player];
  return levelDecide(view, player, seed, { ...b, work: b.work / 40, minPlayouts: 8, maxPlayouts: 60 });
}

/** The view of a player in a phase with decisions (what the search samples from); fails the test otherwise. */
export function decisionViewOf(state: GameState, player: PlayerIndex): DecisionView {
  const view = playerView(state, player);
  if (!isDecisionView(view)) throw new Error(`no decision in phase ${view.phase}`);
  return view;
}

/** Where a decision was taken: phase plus the kind of choice. */
export function situation(view: PlayerView): string {
  switch (view.phase) {
    case 'auction':
      return view.auction.outcome ? 'auction:take-or-cede' : 'auction:bid';
    case 'melds':
      return `melds:${view.melds.step}`;
    case 'tricks':
      return view.trick.lead ? 'tricks:follow' : 'tricks:lead';
    case 'play-off':
      return view.round.last ? 'play-off:beat-or-pass' : 'play-off:lead';
    default:
      return view.phase;
  }
}

/** Play one deal between two computer players; checks every decision against the view's legal actions. */
export function playDeal(
  names: [AiPlayerName, AiPlayerName],
  seed: string,
  jokers: boolean,
  seen: Map<AiPlayerName, Set<string>>,
  trickRule: TrickRule = 'parlett',
): GameState {
  let state = newGame({ seed, jokers, target: 1000, trickRule });
  let steps = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    expect(++steps).toBeLessThan(400);
    for (const player of playersToAct(state)) {
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

export const SITUATIONS = [
  'auction:bid',
  'auction:take-or-cede',
  'melds:declare',
  'tricks:lead',
  'tricks:follow',
  'play-off:lead',
  'play-off:beat-or-pass',
];

/**
 * Every computer player meets the next one in the list on one deal each; going round the ring, each player sits
 * once as first player (seat 0, against the next) and once as second (seat 1, against the one before). Every
 * decision is legal, each deal ends with a player out, and each player met every kind of decision.
 * `orientation` 1 plays the ring the other way round (each pair with the seats swapped). Both variants use it: without
 * Jokers its deals are quicker to solve for hard (8 s against 35 s on a loaded machine: hard's exact solves after the
 * auction are most of the time of this sweep); with them, the other orientation's deals no longer give hard a play-off
 * reply to make once its playouts bid for a turn-up that completes a meld.
 */
export function everyPlayerPlaysLegally(jokers: boolean, orientation: 0 | 1): void {
  const seen = new Map<AiPlayerName, Set<string>>();
  for (let i = 0; i < AI_PLAYERS.length; i++) {
    const a = AI_PLAYERS[i];
    const b = AI_PLAYERS[(i + 1) % AI_PLAYERS.length];
    const names: [AiPlayerName, AiPlayerName] = orientation === 0 ? [a, b] : [b, a];
    const end = playDeal(names, `legal:${jokers}:${i}:${orientation}`, jokers, seen);
    expect(end.game.deals).toHaveLength(1);
    expect(end.game.deals[0].cardsLeft).toContain(0);
  }
  for (const name of AI_PLAYERS) {
    const situations = seen.get(name) ?? new Set();
    for (const s of SITUATIONS) expect([name, s, situations.has(s)]).toEqual([name, s, true]);
  }
}

/**
 * Player 0's decisions with a choice in the auction and at the Joker, in `games` one-deal games between two rules
 * players (seeds `${prefix}:${g}`): positions to ask a reason or its cited cards of.
 */
export function auctionChoiceStates(prefix: string, games: number, jokers: boolean): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame({ seed: `${prefix}:${g}`, jokers, target: 1 });
    while (state.phase === 'auction' || (state.phase === 'melds' && state.step === 'joker')) {
      const [player] = playersToAct(state);
      const view = playerView(state, player);
      if (player === 0 && view.legalActions.length > 1) out.push(state);
      state = applyAction(state, decide(view, 'rules', 1).action);
    }
  }
  return out;
}
