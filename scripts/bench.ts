// Benchmark: complete random deals through the public API (legalActions + applyAction) on one core; prints one JSON line.
import { applyAction, legalActions, newGame } from '../src/engine/index.ts';
import type { GameState, PlayerView } from '../src/engine/index.ts';
import { decide } from '../src/engine/ai/index.ts';
import { playoutFrom } from '../src/engine/ai/kernel-playout.ts';
import { Rng } from '../src/engine/rng.ts';
import { Kernel, loadKernel, OVER, play } from '../src/engine/kernel/kernel.ts';
import { pickMove } from './kernel-pick.ts';
import { choose } from './bench-choice.ts';
import { aiPositions } from './ai-positions.ts';

const SECONDS = Number(process.argv[2] ?? 5);

/** Play one deal from its first auction to deal-over / game-over; returns the number of decisions. */
function playDeal(start: GameState): number {
  let state = start;
  let decisions = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    const actions = legalActions(state);
    state = applyAction(state, actions[choose(actions.length)]);
    decisions++;
  }
  return decisions;
}

const kernel = new Kernel();

/**
 * The same random policy through the rules kernel (as the AI's playouts use it): no state is built per move.
 * pickMove draws the same number as choosing from legalMoves' listing and plays the same move, without listing.
 */
function playDealKernel(start: GameState): number {
  const k = loadKernel(kernel, start);
  let decisions = 0;
  while (k.phase !== OVER) {
    play(k, pickMove(k, choose));
    decisions++;
  }
  return decisions;
}

/** CPU time of this process in ms: on a shared machine, wall time would also count other programs' turns. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function run(
  seconds: number,
  jokers: boolean,
  playDealWith: (start: GameState) => number = playDeal,
): { deals: number; decisions: number; elapsed: number; wall: number } {
  let deals = 0;
  let decisions = 0;
  const started = cpuMs();
  const wallStarted = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 200; i++) {
      decisions += playDealWith(newGame({ seed: deals, jokers }));
      deals++;
    }
    elapsed = cpuMs() - started;
  }
  return { deals, decisions, elapsed, wall: performance.now() - wallStarted };
}

/** Decisions per CPU second of a search level over the fixed positions (each decided once, seed 1). */
function aiRate(level: 'medium' | 'hard', views: readonly PlayerView[]): number {
  const started = cpuMs();
  for (const view of views) decide(view, level, 1);
  return Math.round((views.length * 1000 * 100) / (cpuMs() - started)) / 100;
}

run(0.5, false); // warm-up
const plain = run(SECONDS, false);
const withJokers = run(SECONDS / 2, true);
run(0.5, false, playDealKernel); // warm-up
const kernelDeals = run(SECONDS, false, playDealKernel);
/** AI playouts (rules of thumb, epsilon 0.1) per CPU second from the first auction of fixed deals. */
function playoutRate(seconds: number): number {
  const starts = Array.from({ length: 64 }, (_, i) => newGame({ seed: `playout-${i}`, jokers: i % 2 === 1 }));
  let playouts = 0;
  const started = cpuMs();
  while (cpuMs() - started < seconds * 1000) {
    for (let i = 0; i < 64; i++) playoutFrom(starts[i], 0, new Rng([i + 1, playouts, 3, 5]), { epsilon: 0.1 });
    playouts += 64;
  }
  return Math.round((playouts * 1000) / (cpuMs() - started));
}

const playoutsPerSecond = playoutRate(SECONDS / 2);
const positions = aiPositions();
const mediumDecisionsPerSecond = aiRate('medium', positions);
const hardDecisionsPerSecond = aiRate('hard', positions);
console.log(
  JSON.stringify({
    randomDealsPerSecond: Math.round((plain.deals * 1000) / plain.elapsed),
    decisionsPerSecond: Math.round((plain.decisions * 1000) / plain.elapsed),
    decisionsPerDeal: Math.round((plain.decisions / plain.deals) * 10) / 10,
    kernelDealsPerSecond: Math.round((kernelDeals.deals * 1000) / kernelDeals.elapsed),
    jokerDealsPerSecond: Math.round((withJokers.deals * 1000) / withJokers.elapsed),
    wallClockDealsPerSecond: Math.round((plain.deals * 1000) / plain.wall),
    playoutsPerSecond,
    mediumDecisionsPerSecond,
    hardDecisionsPerSecond,
    aiPositions: positions.length,
    seconds: SECONDS,
  }),
);
