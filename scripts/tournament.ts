// Tournament: two computer players over one-deal games, seats alternating; prints one JSON line (win rate, mean score difference, ms per decision).
//
//   npm run tournament -- --a hard --b random --deals 200 --seed 1 [--jokers] [--workers 2] [--cpu] [--regret] [--b-from DIR]
//
// Deals 2k and 2k+1 use the same cards with the seats swapped (duplicate play), so luck of the deal cancels out.
// This is fairer than alternating seats over different deals: each hand is played once by each side from each
// seat, so neither side can be luckier in its cards or its seat, which matters most over the few deals the slow
// players allow. The win rate comes with its 95% Wilson interval (aWinRate95).
//
// With --b-from DIR player B is the computer player of the checkout at DIR (e.g. `git worktree add --detach
// /tmp/before <commit>`, with node_modules linked in), player A this checkout's. The game itself (dealing, applying
// actions, scoring) is run by this checkout's engine alone; B's `decide` is given this engine's views, which are
// plain JSON. So that B never misreads a view, DIR's engine follows the same game alongside, and each view given to
// B must have the format (fields and types) of DIR's own view of that position, or the run stops. Should DIR's
// engine refuse an action this one allowed (the rules differ), that deal's remaining views go unchecked (a warning
// on stderr); bViewsChecked in the result counts B's decisions whose view was checked.
// Progress goes to stderr (one line per deal: index, a's score difference); stdout gets the single JSON
// result line. With --regret each side's regret is added: mean points per deal lost to perfect play in the
// tricks and in the play-off, measured by the exact solvers on the true cards (slow: one solve per decision).
// Stopped early (Ctrl-C, SIGTERM), it prints the summary of the deals finished so far, marked "partial".
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { applyAction, newGame, playerView, playersToAct } from '../src/engine/index.ts';
import type { Action, GameState, NewGameOptions, PlayerIndex } from '../src/engine/index.ts';
import { AI_PLAYERS, decide } from '../src/engine/ai/index.ts';
import { importFromCheckout } from './checkout.ts';
import { regretOf } from './regret.ts';
import { formatDifference, parseArgs, playerName, wilsonInterval } from './tournament-options.ts';
import type { Options } from './tournament-options.ts';

/** What the tournament uses of another checkout: its computer players and, to check its views' format, its engine. */
interface OtherCheckout {
  decide(view: unknown, player: string, seed: number): { action: Action };
  newGame(options: NewGameOptions): unknown;
  applyAction(state: unknown, action: Action): unknown;
  playerView(state: unknown, player: PlayerIndex): unknown;
}

async function loadOther(options: Options): Promise<OtherCheckout | null> {
  if (options.bFrom === null) return null;
  const root = options.bFrom;
  const ai = await importFromCheckout<{ AI_PLAYERS: readonly string[] } & Pick<OtherCheckout, 'decide'>>(root, 'src/engine/ai/index.ts');
  const engine = await importFromCheckout<Pick<OtherCheckout, 'newGame' | 'applyAction' | 'playerView'>>(root, 'src/engine/index.ts');
  playerName(options.b, ai.AI_PLAYERS, ` in ${root}`);
  return { decide: ai.decide, newGame: engine.newGame, applyAction: engine.applyAction, playerView: engine.playerView };
}

interface DealResult {
  index: number;
  diff: number; // a's deal score minus b's
  msA: number[];
  msB: number[];
  cpuA: number[];
  cpuB: number[];
  /** B's decisions whose view was checked against B's checkout's own view (with --b-from). */
  bViewsChecked: number;
  /** Points lost to perfect play by a and b: [tricks, play-off], and decisions not measured (budget). */
  regret: { a: [number, number]; b: [number, number]; unmeasured: number };
}

/** Play deal `index`: one deal of a one-deal game; player a sits in seat index % 2. */
function playDeal(options: Options, other: OtherCheckout | null, index: number): DealResult {
  const aSeat: PlayerIndex = index % 2 === 0 ? 0 : 1;
  const gameOptions: NewGameOptions = { seed: `tournament:${options.seed}:${Math.floor(index / 2)}`, jokers: options.jokers, target: 1 };
  let state: GameState = newGame(gameOptions);
  /** The same game in B's checkout's engine, for checking the views' format; null once that engine differs. */
  let mirror: unknown = other === null ? null : other.newGame(gameOptions);
  let bViewsChecked = 0;
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
      // Seeded by the pair and the seat, not the deal: each seat's player draws the same random numbers in both
      // deals of a pair, so two equal players play both deals alike and their scores cancel exactly.
      const seed = (options.seed * 1_000_003 + Math.floor(index / 2) * 7919 + player * 104_729) | 0;
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      let action: Action;
      if (player === aSeat) action = decide(view, options.a, seed).action;
      else if (other === null) action = decide(view, playerName(options.b, AI_PLAYERS), seed).action;
      else {
        if (mirror !== null) {
          const difference = formatDifference(view, other.playerView(mirror, player));
          if (difference !== null)
            throw new Error(
              `the views of this checkout and ${options.bFrom} differ in format (${difference}): B's computer player would misread this engine's views`,
            );
          bViewsChecked++;
        }
        action = other.decide(view, options.b, seed).action;
      }
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuStarted);
      (player === aSeat ? msA : msB).push(ms);
      (player === aSeat ? cpuA : cpuB).push((cpu.user + cpu.system) / 1000);
      if (options.regret && (state.phase === 'tricks' || state.phase === 'play-off') && view.legalActions.length > 1) {
        const r = regretOf(state, player, action);
        if (r === null) regret.unmeasured++;
        else (player === aSeat ? regret.a : regret.b)[r.phase === 'tricks' ? 0 : 1] += r.loss;
      }
      state = applyAction(state, action);
      mirror = followInOther(other, mirror, action, index);
    }
  }
  const total = state.game.deals[0].score.total;
  return { index, diff: total[aSeat] - total[aSeat === 0 ? 1 : 0], msA, msB, cpuA, cpuB, bViewsChecked, regret };
}

/** The mirror game after `action` in B's checkout's engine, or null (with a warning) if that engine refuses it. */
function followInOther(other: OtherCheckout | null, mirror: unknown, action: Action, index: number): unknown {
  if (other === null || mirror === null) return null;
  try {
    return other.applyAction(mirror, action);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `deal ${index}: B's checkout refuses ${JSON.stringify(action)} (${why}); the rules differ, so B's views in the rest of this deal go unchecked\n`,
    );
    return null;
  }
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
    aWinRate95: wilsonInterval(wins, results.length),
    meanDiff: Math.round(meanDiff * 10) / 10,
    msPerDecision: {
      a: { p50: percentile(msA, 50), p95: percentile(msA, 95), max: percentile(msA, 100) },
      b: { p50: percentile(msB, 50), p95: percentile(msB, 95), max: percentile(msB, 100) },
    },
  };
  if (options.bFrom !== null) {
    line.bFrom = options.bFrom;
    line.bViewsChecked = results.reduce((sum, r) => sum + r.bViewsChecked, 0);
  }
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

async function runWorker(): Promise<void> {
  const { options, indices } = workerData as { options: Options; indices: number[] };
  const other = await loadOther(options);
  for (const index of indices) parentPort?.postMessage(playDeal(options, other, index));
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const other = await loadOther(options);
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
      report(playDeal(options, other, i));
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
  await runWorker();
}
