// `npm test`: every part of the tests, in phases that each keep the two cores busy without crowding them (README, "Run it").
//
//   build dist/ ──┬─ bundle budget
//   unit tests ───┤
//   browser check ┴─ browser tests on dist/ ─┬─ checks (types, lint, formatting) ─ build dist-sub/ ─ its browser tests
//                                            └─ two-device browser tests (on dist/, in a network namespace)
//
// Why phases: each of the long parts alone nearly fills two cores (the root browser tests' two workers take 1.8 of
// them), and parts run side by side beyond that cost CPU without saving time: the cores were already full, and each
// part then ran slower and polled longer. With every part started as soon as it could (the root browser tests beside
// the unit tests, the checks and the two-device tests), npm test took 485 s and 933 CPU-s; in these phases, 434 s and
// 784 CPU-s (the same machine, minutes apart, 30 Nov 2026). The order is also set by what the parts share: a build and
// `astro check` both write .astro/, so no two of them run at once; the sub-path build (PSEUDO_LOCALE=1) writes the
// pseudo-language's pages and island entries into src/ while it runs, so it waits for the unit tests and the checks,
// which read src/. A part waits for the end of those before it, whatever their result, and is left out only when one it
// needs (a build, the browser) failed. Each part's output is printed whole when it ends, so the parts never interleave;
// the summary at the end gives each part's start and time.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const started = Date.now();
const seconds = (from = started) => Math.round((Date.now() - from) / 1000);

/** Runs a command with its output kept; resolves with its exit code once it ends, after printing that output whole. */
function run(name, command, args, env = {}) {
  return new Promise((resolve) => {
    const at = Date.now();
    const start = seconds();
    // Through cpu-of.mjs, which ends the output with the CPU-seconds the part used (for the table at the end).
    const child = spawn(process.execPath, ['scripts/cpu-of.mjs', command, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const end = (code) => {
      const output = Buffer.concat(chunks).toString();
      // cpu-of.mjs's last line: the part's CPU-seconds ("≥" when only a lower bound could be read).
      const cpu = /\ncpu-of: (≥?)([\d.]+)\n\s*$/.exec(output);
      const part = { name, code, start, time: seconds(at), cpu: cpu ? Math.round(Number(cpu[2])) : undefined, atLeast: cpu?.[1] === '≥' };
      if (code !== 0) part.why = failureLines(cpu ? output.slice(0, cpu.index) : output);
      process.stdout.write(cpu ? output.slice(0, cpu.index) + '\n' : output);
      console.log(`\nnpm test: ${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${part.time} s.\n`);
      resolve(part);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/**
 * What a failed part's output says of its failure: Playwright's or Vitest's first failure block (the test's name and its
 * error), then its count of failed and passed tests; else the output's last lines. Printed again after the table, so that a
 * log cut to its last lines (as CI's is) still shows why.
 */
function failureLines(output) {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const first = lines.findIndex((line) => /^\s+1\) |Failed Tests \d+/.test(line));
  const counts = lines.filter((line) => /^\s+\d+ (failed|flaky|passed|skipped)|^\s+Tests\s+\d/.test(line));
  if (first < 0) return lines.slice(-25);
  const block = lines.slice(first, first + 30);
  return [...block, ...counts.filter((line) => !block.includes(line))];
}

const npm = (name, script, env) => run(name, 'npm', ['run', '--silent', script], env);
const node = (name, script, env) => run(name, process.execPath, [script], env);
/** A part that did not run because one it needs failed. */
const skipped = (name, because) => ({ name, code: 1, skipped: because, start: seconds(), time: 0 });
/** Runs `then` once every part in `waits` has ended (whatever its result) and every part in `needs` passed, else marks it skipped. */
async function after(needs, name, then, waits = []) {
  const [done] = await Promise.all([Promise.all(needs), Promise.all(waits)]);
  const failed = done.find((part) => part.code !== 0);
  return failed ? skipped(name, failed.name) : then();
}

// Each browser run keeps its own output folder and servers (playwright.config.ts: E2E_SITES, E2E_OUTPUT_DIR), with two
// workers (E2E_WORKERS overrides): on two cores a third browser only adds switching (one checkout, 26 Nov 2026: 294 s and
// 568 CPU-s with three, 284 s and 551 CPU-s with two). The sub-path run (ten tests) gets two as well.
const playwright = (name, sites, workers) =>
  npm(name, 'test:e2e:run', { E2E_SITES: sites, E2E_OUTPUT_DIR: `test-results/${sites}`, E2E_WORKERS: process.env.E2E_WORKERS ?? workers });

// Phase 1: the build of dist/ beside the unit tests (and the browser check, which mostly waits for the disk).
const chromium = node('browser check', 'scripts/chromium.mjs');
const unit = npm('unit tests', 'test:unit');
const build = npm('build of dist/', 'build');
const budget = after([build], 'bundle budget', () => node('bundle budget', 'scripts/budget.mjs'));
// Phase 2: the root browser tests, the longest part, alone.
const rootBrowser = after([chromium, build], 'browser tests on dist/', () => playwright('browser tests on dist/', 'root', '2'), [
  unit,
  budget,
]);
// Phase 3: the checks (on the types .astro/ got from a build that passed) beside the games between two devices, in a
// network namespace of their own (scripts/friend-e2e.mjs), on dist/; then the second build once the checks are done, and
// its browser tests.
const check = Promise.all([build, rootBrowser]).then(([built]) =>
  run('checks (types, lint, formatting)', process.execPath, ['scripts/check.mjs', ...(built.code === 0 ? ['--no-sync'] : [])]),
);
const friend = after(
  [chromium, build],
  'two-device browser tests',
  () => npm('two-device browser tests', 'test:friend', { E2E_OUTPUT_DIR: 'test-results/friend' }),
  [rootBrowser],
);
const buildSub = Promise.all([unit, check]).then(() => npm('build of dist-sub/ (base path, pseudo-language)', 'build:sub'));
const subBrowser = after([chromium, buildSub], 'browser tests on dist-sub/', () => playwright('browser tests on dist-sub/', 'sub', '2'));

const parts = await Promise.all([chromium, unit, build, budget, rootBrowser, friend, buildSub, subBrowser, check]);
const cpuTotal = parts.reduce((sum, part) => sum + (part.cpu ?? 0), 0);
console.log(`npm test: ${seconds()} s in all, ${cpuTotal} CPU-seconds in the parts below.`);
for (const part of parts) {
  const outcome = part.skipped ? `not run (${part.skipped} failed)` : part.code === 0 ? 'passed' : `FAILED (exit ${part.code})`;
  const cpu = part.cpu === undefined ? '' : `, ${part.atLeast ? '≥' : ''}${part.cpu} CPU-s`;
  console.log(`  ${part.name.padEnd(48)} ${outcome.padEnd(28)} from ${String(part.start).padStart(3)} s, ${part.time} s${cpu}`);
}
const failed = parts.filter((part) => part.code !== 0);
for (const part of failed.filter((p) => p.why)) {
  console.log(`\nnpm test: why ${part.name} failed (its output, above, has the whole of it):`);
  for (const line of part.why) console.log(`  ${line.trimEnd().slice(0, 300)}`);
}
process.exit(failed.length > 0 ? 1 : 0);
