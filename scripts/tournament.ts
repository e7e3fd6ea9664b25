// Tournament: two computer players over one-deal games, seats alternating; prints one JSON line (win rate, mean score difference, ms per decision).
//
//   npm run tournament -- --a hard --b random --deals 200 --seed 1 [--jokers] [--workers 2] [--cpu] [--regret]
//
// Deals 2k and 2k+1 use the same cards with the seats swapped (duplicate play), so luck of the deal cancels out.
// Progress goes to stderr (one line per deal: index, a's score difference); stdout gets the single JSON
// result line. With --regret each side's regret is added: mean points per deal lost to perfect play in the
// tricks and in the play-off, measured by the exact solvers on the true cards (slow: one solve per decision).
// Stopped early (Ctrl-C, SIGTERM), it prints the summary of the deals finished so far, marked "partial".
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { applyAction, newGame, playerView, playersToAct } from '../src/engine/index.ts';
import type { GameState, PlayerIndex } from '../src/engine/index.ts';
import { AI_PLAYERS, decide } from '../src/engine/ai/index.ts';
import type { AiPlayerName } from '../src/engine/ai/index.ts';
import { regretOf } from './regret.ts';

interface Options {
  a: AiPlayerName;
  b: AiPlayerName;
  deals: number;
  seed: number;
  jokers: boolean;
  workers: number;
  cpu: boolean;
  regret: boolean;
}

interface DealResult {
  index: number;
  diff: number; // a's deal score minus b's
  msA: number[];
  msB: number[];
  cpuA: number[];
  cpuB: number[];
  /** Points lost to perfect play by a and b: [tricks, play-off], and decisions not measured (budget). */
  regret: { a: [number, number]; b: [number, number]; unmeasured: number };
}

function parseArgs(argv: string[]): Options {
  const options: Options = { a: 'hard', b: 'random', deals: 200, seed: 1, jokers: false, workers: 1, cpu: false, regret: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`missing value after ${arg}`);
      return v;
    };
    if (arg === '--a' || arg === '--b') {
      const name = value();
      if (!(AI_PLAYERS as readonly string[]).includes(name))
        throw new Error(`unknown player "${name}" (accepted: ${AI_PLAYERS.join(', ')})`);
      options[arg === '--a' ? 'a' : 'b'] = name as AiPlayerName;
    } else if (arg === '--deals') options.deals = positiveInt(value(), arg);
    else if (arg === '--seed') options.seed = Number(value());
    else if (arg === '--workers') options.workers = positiveInt(value(), arg);
    else if (arg === '--jokers') options.jokers = true;
    else if (arg === '--cpu') options.cpu = true;
    else if (arg === '--regret') options.regret = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isFinite(options.seed)) throw new Error('--seed must be a number');
  return options;
}

function positiveInt(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

/** Play deal `index`: one deal of a one-deal game; player a sits in seat index % 2. */
function playDeal(options: Options, index: number): DealResult {
  const aSeat: PlayerIndex = index % 2 === 0 ? 0 : 1;
  const names: [AiPlayerName, AiPlayerName] = aSeat === 0 ? [options.a, options.b] : [options.b, options.a];
  let state: GameState = newGame({ seed: `tournament:${options.seed}:${Math.floor(index / 2)}`, jokers: options.jokers, target: 1 });
  const msA: number[] = [];
  const msB: number[] = [];
  const cpuA: number[] = [];
  const cpuB: number[] = [];
  const regret: DealResult['regret'] = { a: [0, 0], b: [0, 0], unmeasured: 0 };
  let steps = 0;
  while (state.game.deals.length === 0) {
    if (++steps > 10_000) throw new Error(`deal ${index} does not end`);
    // During a sealed auction both may bid; each decides from their own view (seat 0 first).
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      const seed = (options.seed * 1_000_003 + index * 7919 + player * 104_729) | 0;
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      const decision = decide(view, names[player], seed);
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuStarted);
      (player === aSeat ? msA : msB).push(ms);
      (player === aSeat ? cpuA : cpuB).push((cpu.user + cpu.system) / 1000);
      if (options.regret && (state.phase === 'tricks' || state.phase === 'play-off') && view.legalActions.length > 1) {
        const r = regretOf(state, player, decision.action);
        if (r === null) regret.unmeasured++;
        else (player === aSeat ? regret.a : regret.b)[r.phase === 'tricks' ? 0 : 1] += r.loss;
      }
      state = applyAction(state, decision.action);
    }
  }
  const total = state.game.deals[0].score.total;
  return { index, diff: total[aSeat] - total[aSeat === 0 ? 1 : 0], msA, msB, cpuA, cpuB, regret };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] * 10) / 10;
}

function summary(options: Options, results: DealResult[], partial = false): string {
  const msA = results.flatMap((r) => r.msA).sort((x, y) => x - y);
  const msB = results.flatMap((r) => r.msB).sort((x, y) => x - y);
  const wins = results.filter((r) => r.diff > 0).length;
  const meanDiff = results.reduce((sum, r) => sum + r.diff, 0) / results.length;
  const line: Record<string, unknown> = {
    a: options.a,
    b: options.b,
    deals: results.length,
    aWinRate: Math.round((wins / results.length) * 1000) / 1000,
    meanDiff: Math.round(meanDiff * 10) / 10,
    msPerDecision: { a: { p50: percentile(msA, 50), p95: percentile(msA, 95) }, b: { p50: percentile(msB, 50), p95: percentile(msB, 95) } },
  };
  if (options.jokers) line.jokers = true;
  if (options.regret) {
    const mean = (pick: (r: DealResult) => number): number =>
      Math.round((results.reduce((sum, r) => sum + pick(r), 0) / results.length) * 10) / 10;
    line.regret = {
      [options.a]: { tricks: mean((r) => r.regret.a[0]), playOff: mean((r) => r.regret.a[1]) },
      [options.b === options.a ? `${options.b} (b)` : options.b]: {
        tricks: mean((r) => r.regret.b[0]),
        playOff: mean((r) => r.regret.b[1]),
      },
      unmeasuredDecisions: results.reduce((sum, r) => sum + r.regret.unmeasured, 0),
    };
  }
  if (partial) line.partial = true;
  // On a busy machine wall-clock times include waiting for a core; with one worker the process CPU
  // time per decision shows the computing cost itself (with several workers it would mix them).
  if (options.cpu && options.workers === 1) {
    const cpuA = results.flatMap((r) => r.cpuA).sort((x, y) => x - y);
    const cpuB = results.flatMap((r) => r.cpuB).sort((x, y) => x - y);
    line.cpuMsPerDecision = {
      a: { p50: percentile(cpuA, 50), p95: percentile(cpuA, 95) },
      b: { p50: percentile(cpuB, 50), p95: percentile(cpuB, 95) },
    };
  }
  return JSON.stringify(line);
}

function runWorker(): void {
  const { options, indices } = workerData as { options: Options; indices: number[] };
  for (const index of indices) parentPort?.postMessage(playDeal(options, index));
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const results: DealResult[] = [];
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (results.length > 0)
        console.log(
          summary(
            options,
            results.slice().sort((x, y) => x.index - y.index),
            true,
          ),
        );
      process.exit(130);
    });
  }
  const report = (r: DealResult): void => {
    results.push(r);
    process.stderr.write(`deal ${r.index} diff ${r.diff}\n`);
    if (results.length % 10 === 0 || results.length === options.deals) {
      const wins = results.filter((x) => x.diff > 0).length;
      process.stderr.write(`${results.length}/${options.deals} deals, a wins ${wins}\n`);
    }
  };
  if (options.workers <= 1) {
    for (let i = 0; i < options.deals; i++) {
      report(playDeal(options, i));
      await new Promise((resolve) => setImmediate(resolve)); // lets a stop signal be handled between deals
    }
  } else {
    const jobs: Promise<void>[] = [];
    for (let w = 0; w < options.workers; w++) {
      // Whole duplicate pairs go to the same worker: indices 2k, 2k+1 with k ≡ w.
      const indices: number[] = [];
      for (let i = 0; i < options.deals; i++) if (Math.floor(i / 2) % options.workers === w) indices.push(i);
      jobs.push(
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { options, indices } });
          worker.on('message', report);
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
        }),
      );
    }
    await Promise.all(jobs);
  }
  results.sort((x, y) => x.index - y.index);
  console.log(summary(options, results));
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  runWorker();
}
