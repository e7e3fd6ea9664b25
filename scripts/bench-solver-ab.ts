// A/B benchmark of two checkouts' exact solvers in one process: the same bench positions, solved alternately, must give the same answers.
//
//   git worktree add --detach /tmp/before <commit>
//   node scripts/bench-solver-ab.ts /tmp/before . [positions]
//
// For each of the solver bench's positions (scripts/solver-positions.ts) both checkouts solve the play-off and the whole
// deal from cold, A then B then A …; their values, best moves and node counts must be equal (a refactoring must not
// change what the solvers find; the script stops at the first difference). What to read is the median of the
// per-position CPU-time ratios (B / A) and of the totals. Prints one JSON line.
//
// The positions are played with this checkout's engine. A checkout given as A or B that is this one shares that
// engine's compiled code with the position generator and measured 3-6% slower than a copy of itself elsewhere: compare
// two other checkouts (e.g. `git worktree add --detach /tmp/after HEAD`), as a run of the same code on both sides shows.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importFromCheckout } from './checkout.ts';
import { positionAfterMelds } from './solver-positions.ts';

interface Solvers {
  solvePlayOff(problem: unknown): { value: number; best: unknown[]; exact: boolean; nodes: number };
  solveDeal(problem: unknown): { value: number; best: unknown[]; exact: boolean; nodes: number; playOff: unknown };
  forgetSolutions(): void;
}

const [rootA, rootB] = [process.argv[2], process.argv[3]];
const positions = Number(process.argv[4] ?? 100);
if (!rootA || !rootB || !Number.isInteger(positions) || positions < 1)
  throw new Error('usage: node scripts/bench-solver-ab.ts <checkout A> <checkout B> [positions]');
const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (resolve(rootA) === here || resolve(rootB) === here)
  console.error('bench-solver-ab: this checkout generates the positions; compare two other checkouts for a fair ratio');
const load = (root: string): Promise<Solvers> => importFromCheckout<Solvers>(root, 'src/engine/solver/index.ts');
const solvers = [await load(rootA), await load(rootB)];

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Solves position `i` with checkout `e` from cold: the answers (to compare) and the CPU time. */
function solve(e: number, i: number): { answers: string; ms: number } {
  const s = positionAfterMelds(`bench-solver:1:${i}`);
  const problem = {
    hands: s.deal.hands,
    leader: s.trick.leader,
    trumps: s.deal.trumps,
    tricksWon: s.deal.tricksWon,
    rule: s.options.trickRule,
  };
  const solver = solvers[e];
  solver.forgetSolutions();
  const started = cpuMs();
  const playOff = solver.solvePlayOff({ hands: s.deal.bidPiles, toMove: s.trick.leader, toBeat: null });
  solver.forgetSolutions();
  const deal = solver.solveDeal({ ...problem, playOffHands: s.deal.bidPiles, score: s.deal.score });
  const ms = cpuMs() - started;
  return { answers: JSON.stringify([playOff, deal]), ms };
}

const median = (values: number[]): number => values.slice().sort((x, y) => x - y)[values.length >> 1];
solve(0, positions); // warm-up (a position not measured)
solve(1, positions);
const ratios: number[] = [];
const totals = [0, 0];
for (let i = 0; i < positions; i++) {
  // Alternate which checkout goes first, so neither always meets a warmer cache.
  const order = i % 2 === 0 ? [0, 1] : [1, 0];
  const results = [] as { answers: string; ms: number }[];
  for (const e of order) results[e] = solve(e, i);
  if (results[0].answers !== results[1].answers) {
    console.error(`position ${i}: the checkouts differ\nA ${results[0].answers}\nB ${results[1].answers}`);
    process.exit(1);
  }
  totals[0] += results[0].ms;
  totals[1] += results[1].ms;
  ratios.push(results[1].ms / Math.max(results[0].ms, 0.01));
  process.stderr.write(`${i + 1}/${positions}\r`);
}
process.stderr.write('\n');
const round = (x: number): number => Math.round(x * 1000) / 1000;
console.log(
  JSON.stringify({
    a: rootA,
    b: rootB,
    positions,
    sameAnswers: true,
    aCpuMs: Math.round(totals[0]),
    bCpuMs: Math.round(totals[1]),
    totalRatio: round(totals[1] / totals[0]),
    ratioMedian: round(median(ratios)),
  }),
);
