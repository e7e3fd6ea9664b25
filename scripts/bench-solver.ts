// Solver benchmark: positions right after the melds of random deals; times the full 13-trick solve, the full play-off solve and the whole deal.
// Also the declaration, the first to declare's, from their view: "hard"'s solve (the best trump alone, a trump
// shown worse left unsolved) as `declaration` (no Joker exchange), and a fifth as many deals with Jokers where one card
// is unplaced (about 14 placements): `declarationOneExchange` (only the other exchanged theirs) and
// `declarationExchange` (both did); then every trump's value (the coach's solve) on the same deals, `declarationEvery…`.
// `declarationTwoWorkers…`: the site's solve, split between two workers (declaration-split.ts), on the same deals: each
// part from cold, the slower part's CPU ms (the time to the answer with both cores free). Last, `reviewAfterExchange`:
// the deal review's judgement of both players' declarations (its larger budgets) in a fifth as many deals with Jokers
// where player 0 always exchanges, each review that had placements to average over, and `reviewTwoWorkers`, the same
// in two workers. (It is the solve's own time: after a deal on the site the practice collector begins the review as the
// deal ends, and "Review this deal" shows that one, so the reader waits only for what is left of it.)
//
//   npm run bench:solver [-- --positions 200 --seed 1 --verbose --declaration-only --values out.json --only second:3,both:7]
//
// --values writes every declaration solve's answer (best trump, values, replies, exact) to a JSON file: diff two runs'
// files to check that a faster solver finds the same values. --only runs just the named declaration solves (to profile one).
//
// Declaration figures: the git history of src/engine/README.md ("The declaration's value") has them, run by run, and says where the time
// goes. The goal, p95 ≤ 1 s, is met by the solves in two workers except the review's.
//
// Prints one JSON line: p50 / p95 / max in ms for each, and how many solves ran out of budget (inexact).
// `dealOne` is the deal solve the computer makes at "hard" (oneBest: the value and one optimal card, not all).
// Each solve starts cold (the play-off table, the hands' facts and the play-off cache are emptied first). Times are this process's CPU time
// (user + system), not wall time: the machine is shared, and other work must not count against the solver.
import { writeFileSync } from 'node:fs';
import { playerView } from '../src/engine/index.ts';
import {
  declarationReviewProblem,
  forgetSolutions,
  joinDeclarationParts,
  judgeDeclaration,
  reviewDeclaration,
  solveDeal,
  solveDeclarationPart,
  solvePlayOff,
  solveTricks,
} from '../src/engine/solver/index.ts';
import type { BestDeclaration, DeclarationProblem, DeclarationSolution } from '../src/engine/solver/index.ts';
import { bestDeclarationFromView, declarationFromView, declarationProblem } from '../src/engine/ai/index.ts';
import { dealWithExchange, positionAfterMelds, positionAtDeclaration } from './solver-positions.ts';

const WARM_UP = 5;

function parseArgs(argv: string[]): {
  positions: number;
  seed: number;
  verbose: boolean;
  declarationOnly: boolean;
  values: string | null;
  only: string | null;
} {
  const options = {
    positions: 200,
    seed: 1,
    verbose: false,
    declarationOnly: false,
    values: null as string | null,
    only: null as string | null,
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--values' || argv[i] === '--only') {
      if (argv[i + 1] === undefined) throw new Error(`${argv[i]} needs a value`);
      options[argv[i] === '--values' ? 'values' : 'only'] = argv[++i];
      continue;
    }
    if (argv[i] === '--verbose') {
      options.verbose = true;
      continue;
    }
    if (argv[i] === '--declaration-only') {
      options.declarationOnly = true;
      continue;
    }
    const value = Number(argv[i + 1]);
    if (argv[i] === '--positions' && Number.isInteger(value) && value > 0) options.positions = value;
    else if (argv[i] === '--seed' && Number.isFinite(value)) options.seed = value;
    else throw new Error(`unknown or bad argument ${argv[i]} ${argv[i + 1] ?? ''}`);
    i++;
  }
  return options;
}

/** CPU time of this process in ms. */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function stats(times: number[]): { p50: number; p95: number; max: number } | null {
  if (times.length === 0) return null;
  const sorted = times.slice().sort((a, b) => a - b);
  const at = (p: number): number => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

const options = parseArgs(process.argv.slice(2));
// Warm-up: a few solves of other deals first, so that the first measured positions do not pay for compiling the
// solvers (a page or a worker pays that once, then solves many positions). They are not measured.
for (let i = 0; i < WARM_UP; i++) {
  const s = positionAfterMelds(`bench-solver-warm-up:${i}`);
  const trumps = s.deal.trumps as [(typeof s.deal.trumps)[0] & string, (typeof s.deal.trumps)[1] & string];
  const problem = { hands: s.deal.hands, leader: s.trick.leader, trumps, tricksWon: s.deal.tricksWon, rule: s.options.trickRule };
  solveTricks(problem);
  solvePlayOff({ hands: s.deal.bidPiles, toMove: s.trick.leader, toBeat: null });
  solveDeal({ ...problem, playOffHands: s.deal.bidPiles, score: s.deal.score, oneBest: true });
}
forgetSolutions();
const times = { tricks: [] as number[], playOff: [] as number[], deal: [] as number[], dealOne: [] as number[] };
const inexact = { tricks: 0, playOff: 0, deal: 0, dealOne: 0 };
for (let i = 0; i < (options.declarationOnly ? 0 : options.positions); i++) {
  const s = positionAfterMelds(`bench-solver:${options.seed}:${i}`);
  const trumps = s.deal.trumps as [(typeof s.deal.trumps)[0] & string, (typeof s.deal.trumps)[1] & string];
  const problem = { hands: s.deal.hands, leader: s.trick.leader, trumps, tricksWon: s.deal.tricksWon, rule: s.options.trickRule };
  let started = cpuNow();
  const tricks = solveTricks(problem);
  times.tricks.push(cpuNow() - started);
  if (!tricks.exact) inexact.tricks++;
  forgetSolutions();
  started = cpuNow();
  const playOff = solvePlayOff({ hands: s.deal.bidPiles, toMove: s.trick.leader, toBeat: null });
  times.playOff.push(cpuNow() - started);
  if (!playOff.exact) inexact.playOff++;
  forgetSolutions();
  started = cpuNow();
  const deal = solveDeal({ ...problem, playOffHands: s.deal.bidPiles, score: s.deal.score });
  times.deal.push(cpuNow() - started);
  if (!deal.exact) inexact.deal++;
  forgetSolutions();
  started = cpuNow();
  const dealOne = solveDeal({ ...problem, playOffHands: s.deal.bidPiles, score: s.deal.score, oneBest: true });
  times.dealOne.push(cpuNow() - started);
  if (!dealOne.exact) inexact.dealOne++;
  if (options.verbose)
    process.stderr.write(
      `${i} tricks ${times.tricks[i].toFixed(1)} playOff ${times.playOff[i].toFixed(1)} deal ${times.deal[i].toFixed(1)} dealOne ${times.dealOne[i].toFixed(1)} nodes ${tricks.nodes}/${playOff.nodes}\n`,
    );
  else process.stderr.write(`${i + 1}/${options.positions}\r`);
}
/** With --values: every declaration solve's answer (what must not change when the solver gets faster), by case and deal. */
const solutions: Record<string, unknown> = {};
/** With --only case:deal,case:deal (e.g. second:3): only those declaration solves run (to profile the slowest alone). */
const only = options.only === null ? null : new Set(options.only.split(','));

/**
 * The solve split between two workers, as the site runs it (declaration-split.ts): each part from cold (a worker has
 * tables of its own), its CPU ms; the slower part is the time to the answer with two cores free. Also checks the joined
 * answer against `whole` (the same values and best trump).
 */
function inTwoWorkers(p: DeclarationProblem, whole: BestDeclaration | null): { time: number; solved: DeclarationSolution } {
  let time = 0;
  const parts = [0, 1].flatMap((k) => {
    forgetSolutions();
    const started = cpuNow();
    const answer = solveDeclarationPart(p, k, 2);
    time = Math.max(time, cpuNow() - started);
    return answer === null ? [] : [answer];
  });
  const solved = joinDeclarationParts(parts);
  if (whole !== null && whole.exact && solved.exact) {
    const differs = Object.entries(whole.values).some(([suit, value]) => solved.values[suit as keyof typeof solved.values] !== value);
    if (differs || whole.best !== solved.best) throw new Error('the solve in two parts differs from the whole solve');
  }
  return { time, solved };
}

/** Times in ms and how many solves ran out of budget. */
interface Times {
  times: number[];
  inexact: number;
}

/**
 * CPU ms of the first declarer's declaration solve in each deal, and how many ran out of budget: "hard"'s (the best
 * trump alone), or with `every` every trump's value (the coach's); with `parts`, the site's solve in two workers
 * (every trump's value: "hard" and the coach both use it), its slower part.
 */
function declarationTimes(count: number, exchange: 'none' | 'second' | 'both', every: boolean, parts: Times | null): Times {
  const out = { times: [] as number[], inexact: 0 };
  const jokers = exchange !== 'none';
  for (let i = 0; i < count; i++) {
    if (only !== null && !only.has(`${exchange}:${i}`)) continue;
    const s = positionAtDeclaration(
      `bench-declaration:${options.seed}:${i}`,
      jokers,
      exchange === 'both' ? true : exchange === 'second' ? 'second' : false,
    );
    if (s.phase !== 'melds') throw new Error('not at the declaration');
    const view = playerView(s, s.toAct);
    forgetSolutions();
    const started = cpuNow();
    const solved = every ? declarationFromView(view) : bestDeclarationFromView(view);
    const time = cpuNow() - started;
    out.times.push(time);
    if (solved === null || !solved.exact) out.inexact++;
    if (options.values !== null && solved !== null) {
      const { nodes: _, ...answer } = solved;
      solutions[`${every ? 'every' : 'best'}:${exchange}:${i}`] = answer;
    }
    if (options.verbose)
      process.stderr.write(
        `declaration${every ? ' (every trump)' : ''} (exchange: ${exchange}) ${i} ${time.toFixed(1)} nodes ${solved?.nodes.tricks ?? 0}/${solved?.nodes.playOff ?? 0}\n`,
      );
    const problem = parts === null ? null : declarationProblem(view);
    if (parts !== null && problem !== null) {
      const split = inTwoWorkers(problem, solved);
      parts.times.push(split.time);
      if (!split.solved.exact) parts.inexact++;
      if (options.verbose) process.stderr.write(`  in two workers ${split.time.toFixed(1)}\n`);
    }
  }
  return out;
}
/** Each declaration figure by its name in the output: hard's solves first, then every trump's, each case in turn. */
const declarations: Record<string, Times> = {};
for (const every of [false, true])
  for (const [name, exchange, count] of [
    ['', 'none', options.positions],
    ['OneExchange', 'second', Math.ceil(options.positions / 5)],
    ['Exchange', 'both', Math.ceil(options.positions / 5)],
  ] as const) {
    // The solve in two workers once per case (with the coach's solve, whose answer it must equal).
    const parts = every ? { times: [], inexact: 0 } : null;
    declarations[`declaration${every ? 'Every' : ''}${name}`] = declarationTimes(count, exchange, every, parts);
    if (parts !== null) declarations[`declarationTwoWorkers${name}`] = parts;
  }
/**
 * CPU ms of the review's declaration judgement (its budgets, both players') after a Joker exchange: deals where player 0
 * always exchanges, so both piles often hold a Joker. Its play-offs have a longer tail than the positions above.
 */
function reviewTimes(count: number, parts: Times): Times {
  const out = { times: [] as number[], inexact: 0 };
  for (let i = 0; i < count; i++) {
    const deal = dealWithExchange(`bench-review:${options.seed}:${i}`);
    for (const player of [0, 1] as const) {
      const input = { deal, player, jokers: true, trickRule: 'parlett' } as const;
      forgetSolutions();
      const started = cpuNow();
      const review = reviewDeclaration(input);
      const time = cpuNow() - started;
      if (review === null || review.placements < 2) continue;
      out.times.push(time);
      if (!review.exact) out.inexact++;
      // The site's: the review's problem solved in two workers, then judged (the same verdict).
      const asked = declarationReviewProblem(input)!;
      const split = inTwoWorkers(asked.problem, null);
      const judged = judgeDeclaration(asked, split.solved);
      if (review.exact && (judged.gain !== review.gain || judged.best !== review.best)) throw new Error('the review in two parts differs');
      parts.times.push(split.time);
      if (!judged.exact) parts.inexact++;
      if (options.verbose)
        process.stderr.write(
          `review of the declaration (player ${player}) ${i} ${time.toFixed(1)}, in two workers ${split.time.toFixed(1)}\n`,
        );
    }
  }
  return out;
}
if (only === null) {
  const parts = { times: [], inexact: 0 };
  declarations.reviewAfterExchange = reviewTimes(Math.ceil(options.positions / 5), parts);
  declarations.reviewTwoWorkers = parts;
}
if (options.values !== null) writeFileSync(options.values, `${JSON.stringify(solutions, null, 1)}\n`);
console.log(
  JSON.stringify({
    positions: options.positions,
    tricks: stats(times.tricks),
    playOff: stats(times.playOff),
    deal: stats(times.deal),
    dealOne: stats(times.dealOne),
    ...Object.fromEntries(Object.entries(declarations).map(([name, d]) => [name, stats(d.times)])),
    inexact: { ...inexact, ...Object.fromEntries(Object.entries(declarations).map(([name, d]) => [name, d.inexact])) },
  }),
);
