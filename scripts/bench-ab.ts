// A/B benchmark of two checkouts of the engine in one process: random deals through the public API (newGame, legalActions, applyAction).
//
//   git worktree add --detach /tmp/before <commit>
//   node scripts/bench-ab.ts /tmp/before . [slices]
//
// On a shared machine the speed of one process drifts by ±20% from minute to minute, so two runs of `npm run bench`
// compare badly. Here both engines run in the same process, in alternating slices of 200 ms CPU time; the median of
// the per-pair ratios (B / A) is what to read. Prints one JSON line.
import { choose, reseedChoices } from './bench-choice.ts';
import { importFromCheckout } from './checkout.ts';

interface Engine {
  newGame(options: { seed: number; jokers: boolean }): { phase: string };
  legalActions(state: unknown): unknown[];
  applyAction(state: unknown, action: unknown): { phase: string };
}

const [rootA, rootB] = [process.argv[2], process.argv[3]];
const slices = Number(process.argv[4] ?? 40);
if (!rootA || !rootB || !Number.isInteger(slices) || slices < 1)
  throw new Error('usage: node scripts/bench-ab.ts <checkout A> <checkout B> [slices]');
const load = (root: string): Promise<Engine> => importFromCheckout<Engine>(root, 'src/engine/index.ts');
const engines = [await load(rootA), await load(rootB)];

/** Deal `seed` with its own stream of random choices: both engines play exactly the same deals, move for move. */
function playDeal(engine: Engine, seed: number): void {
  reseedChoices((0x9e3779b9 ^ Math.imul(seed, 0x9e3779b1)) | 1);
  let state = engine.newGame({ seed, jokers: false });
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    const actions = engine.legalActions(state);
    state = engine.applyAction(state, actions[choose(actions.length)]);
  }
}

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The next deal each engine plays: both go through the same deals in the same order. */
const nextDeal = [0, 0];

/** Deals per CPU second over one slice of engine `e`. */
function slice(e: number, ms: number): number {
  const started = cpuMs();
  let deals = 0;
  while (cpuMs() - started < ms) {
    for (let i = 0; i < 20; i++) playDeal(engines[e], nextDeal[e]++);
    deals += 20;
  }
  return (deals * 1000) / (cpuMs() - started);
}

const median = (values: number[]): number => values.slice().sort((x, y) => x - y)[values.length >> 1];
slice(0, 1000); // warm-up
slice(1, 1000);
const a: number[] = [];
const b: number[] = [];
const ratios: number[] = [];
for (let i = 0; i < slices; i++) {
  a.push(slice(0, 200));
  b.push(slice(1, 200));
  ratios.push(b[i] / a[i]);
}
console.log(
  JSON.stringify({
    a: rootA,
    b: rootB,
    slices,
    aDealsPerSecond: Math.round(median(a)),
    bDealsPerSecond: Math.round(median(b)),
    ratioMedian: Math.round(median(ratios) * 1000) / 1000,
    ratioMin: Math.round(Math.min(...ratios) * 1000) / 1000,
    ratioMax: Math.round(Math.max(...ratios) * 1000) / 1000,
  }),
);
