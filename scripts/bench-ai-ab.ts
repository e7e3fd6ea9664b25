// A/B benchmark of two checkouts' computer players in one process: the search's playouts and each player's decisions.
//
//   git worktree add --detach /tmp/before <commit>
//   git worktree add --detach /tmp/after HEAD
//   node scripts/bench-ai-ab.ts /tmp/before /tmp/after [slices]
//
// As in bench-ab.ts, both checkouts run in the same process in alternating slices (of 200 ms CPU time for the
// playouts, B / A in playouts per second; a pass over the positions for the decisions, B / A in CPU time), and the
// median of the per-pair ratios is what to read. The playouts' scores and the decisions must be equal (the script
// stops at the first difference): a refactoring must not change what the computer plays. The positions are every
// decision of two fixed deals played by the rules player with this checkout's engine (as bench.ts). Prints one JSON line.
import { newGame } from '../src/engine/index.ts';
import { aiPositions } from './ai-positions.ts';
import { importFromCheckout } from './checkout.ts';

interface Checkout {
  playoutFrom(state: unknown, me: 0 | 1, rng: unknown, options: { epsilon: number }): number;
  Rng: new (seed: number[]) => unknown;
  decide(view: unknown, level: string, seed: number): { action: unknown; reason: string };
}

const [rootA, rootB] = [process.argv[2], process.argv[3]];
const slices = Number(process.argv[4] ?? 20);
if (!rootA || !rootB || !Number.isInteger(slices) || slices < 1)
  throw new Error('usage: node scripts/bench-ai-ab.ts <checkout A> <checkout B> [slices]');
const load = async (root: string): Promise<Checkout> => {
  const playout = await importFromCheckout<Pick<Checkout, 'playoutFrom'>>(root, 'src/engine/ai/kernel-playout.ts');
  const rng = await importFromCheckout<Pick<Checkout, 'Rng'>>(root, 'src/engine/rng.ts');
  const ai = await importFromCheckout<Pick<Checkout, 'decide'>>(root, 'src/engine/ai/index.ts');
  return { playoutFrom: playout.playoutFrom, Rng: rng.Rng, decide: ai.decide };
};
const checkouts = [await load(rootA), await load(rootB)];

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const starts = Array.from({ length: 64 }, (_, i) => newGame({ seed: `playout-${i}`, jokers: i % 2 === 1 }));
/** The playouts each checkout has run: both run the same ones in the same order, and their scores are summed. */
const played = [0, 0];
const scoreSums = [0, 0];

/** Playouts per CPU second over one slice of checkout `e`. */
function playoutSlice(e: number, ms: number): number {
  const { playoutFrom, Rng } = checkouts[e];
  const started = cpuMs();
  let n = 0;
  while (cpuMs() - started < ms) {
    for (let i = 0; i < 64; i++) scoreSums[e] += playoutFrom(starts[i], 0, new Rng([i + 1, played[e], 3, 5]), { epsilon: 0.1 });
    played[e] += 64;
    n += 64;
  }
  return (n * 1000) / (cpuMs() - started);
}

const views = aiPositions();

/** Passes over the positions per measurement: the rules player takes under a microsecond a decision. */
const REPEATS: Record<string, number> = { rules: 1000, easy: 1, medium: 1, hard: 1 };

/** REPEATS[level] passes of `level` over the positions with checkout `e`: their CPU time and the decisions (to compare). */
function decisions(e: number, level: string): { ms: number; answers: string } {
  const started = cpuMs();
  let answers: unknown[] = [];
  for (let r = 0; r < REPEATS[level]; r++) answers = views.map((view) => checkouts[e].decide(view, level, 1));
  return { ms: cpuMs() - started, answers: JSON.stringify(answers) };
}

const median = (values: number[]): number => values.slice().sort((x, y) => x - y)[values.length >> 1];
const round = (x: number): number => Math.round(x * 1000) / 1000;
playoutSlice(0, 1000); // warm-up
playoutSlice(1, 1000);
const playoutRatios: number[] = [];
for (let i = 0; i < slices; i++) {
  const a = playoutSlice(0, 200);
  playoutRatios.push(playoutSlice(1, 200) / a);
}
// The checkouts ran the same playouts only up to the shorter count: compare the scores there.
const common = Math.min(played[0], played[1]);
for (let e = 0; e < 2; e++) {
  scoreSums[e] = 0;
  const { playoutFrom, Rng } = checkouts[e];
  for (let p = 0; p < common; p += 64)
    for (let i = 0; i < 64; i++) scoreSums[e] += playoutFrom(starts[i], 0, new Rng([i + 1, p, 3, 5]), { epsilon: 0.1 });
}
if (scoreSums[0] !== scoreSums[1]) {
  console.error(`the playouts' scores differ: A ${scoreSums[0]}, B ${scoreSums[1]} over ${common} playouts`);
  process.exit(1);
}
const levelRatios: Record<string, number[]> = { rules: [], easy: [], medium: [], hard: [] };
const passes = Math.max(1, slices >> 2);
for (const level of Object.keys(levelRatios)) {
  for (let i = 0; i < passes; i++) {
    // Alternate which checkout goes first, so neither always meets a warmer cache.
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    const results: { ms: number; answers: string }[] = [];
    for (const e of order) results[e] = decisions(e, level);
    if (results[0].answers !== results[1].answers) {
      console.error(`${level}: the checkouts decide differently`);
      process.exit(1);
    }
    levelRatios[level].push(results[1].ms / Math.max(results[0].ms, 0.01));
  }
}
console.log(
  JSON.stringify({
    a: rootA,
    b: rootB,
    slices,
    samePlayouts: common,
    sameDecisions: views.length * passes * Object.keys(levelRatios).length,
    playoutRatioMedian: round(median(playoutRatios)),
    playoutRatioMin: round(Math.min(...playoutRatios)),
    playoutRatioMax: round(Math.max(...playoutRatios)),
    rulesRatioMedian: round(median(levelRatios.rules)),
    easyRatioMedian: round(median(levelRatios.easy)),
    mediumRatioMedian: round(median(levelRatios.medium)),
    hardRatioMedian: round(median(levelRatios.hard)),
  }),
);
