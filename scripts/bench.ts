// Benchmark: complete random deals through the public API (legalActions + applyAction) on one core; prints one JSON line.
import { applyAction, legalActions, newGame } from '../src/engine/index.ts';
import type { GameState } from '../src/engine/index.ts';

const SECONDS = Number(process.argv[2] ?? 5);

/** xorshift32: the bench's own choice of moves (the engine's RNG lives inside the game state). */
let choiceSeed = 0x9e3779b9;
function choose(n: number): number {
  choiceSeed ^= choiceSeed << 13;
  choiceSeed ^= choiceSeed >>> 17;
  choiceSeed ^= choiceSeed << 5;
  return (choiceSeed >>> 0) % n;
}

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

/** CPU time of this process in ms: on a shared machine, wall time would also count other programs' turns. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function run(seconds: number, jokers: boolean): { deals: number; decisions: number; elapsed: number; wall: number } {
  let deals = 0;
  let decisions = 0;
  const started = cpuMs();
  const wallStarted = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 200; i++) {
      decisions += playDeal(newGame({ seed: deals, jokers }));
      deals++;
    }
    elapsed = cpuMs() - started;
  }
  return { deals, decisions, elapsed, wall: performance.now() - wallStarted };
}

run(0.5, false); // warm-up
const plain = run(SECONDS, false);
const withJokers = run(SECONDS / 2, true);
console.log(
  JSON.stringify({
    randomDealsPerSecond: Math.round((plain.deals * 1000) / plain.elapsed),
    decisionsPerSecond: Math.round((plain.decisions * 1000) / plain.elapsed),
    decisionsPerDeal: Math.round((plain.decisions / plain.deals) * 10) / 10,
    jokerDealsPerSecond: Math.round((withJokers.deals * 1000) / withJokers.elapsed),
    wallClockDealsPerSecond: Math.round((plain.deals * 1000) / plain.wall),
    seconds: SECONDS,
  }),
);
