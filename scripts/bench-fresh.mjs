// `npm run bench:fresh`: the README's two commands on fresh clones of this checkout and, alternately, of a base commit; one JSON line.
//
//   npm run bench:fresh -- [--base COMMIT] [--runs N] [--busy] [--dir DIR]
//
// Each run clones the repository (its commits: uncommitted changes stay behind) into a new folder under DIR (default: the system's temporary folder), then times
// `npm install` and `npm test` there: wall seconds and CPU-seconds of the whole process tree (cpu-of.mjs: a cgroup of
// its own where the machine allows, which counts the browsers too). With --base, a clone of that commit runs after each
// clone of HEAD, so that both meet the same machine in the same minutes: a machine's speed drifts by 10% or more
// between runs of the same code, and by 2–3× between machines, so only such pairs compare. --busy holds one core
// busy with another process for the whole bench (`node -e 'for(;;){}'`), as a loaded machine would. Set
// FONTCONFIG_FILE to a fonts.conf without the Japanese fonts to see a fresh machine's fonts.
// The figures go to stderr as each run ends; stdout gets {runs: [...], head: {...}, base: {...}, cpuRatio, wallRatio}.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1];
};
const root = resolve(import.meta.dirname, '..');
const runs = Number(option('--runs') ?? 1);
const base = option('--base');
const busy = args.includes('--busy');
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`bench:fresh: --runs must be a whole number of 1 or more, not ${option('--runs')}.`);
  process.exit(2);
}
const dir = mkdtempSync(join(option('--dir') ?? tmpdir(), 'bench-fresh-'));
const cpuOf = join(root, 'scripts', 'cpu-of.mjs');
const git = (...rest) => execFileSync('git', rest, { cwd: root, encoding: 'utf8' }).trim();
const commits = { head: git('rev-parse', 'HEAD'), ...(base ? { base: git('rev-parse', base) } : {}) };

/**
 * The environment a person's shell would give the clone: without what `npm run` adds (npm_* settings, and this
 * checkout's node_modules/.bin, whose Node 24 the clone must bring itself) and without this process's Node on the PATH.
 */
const freshEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([key]) => !key.startsWith('npm_'))
    .map(([key, value]) => [
      key,
      key === 'PATH'
        ? value
            .split(':')
            .filter((entry) => !entry.includes('node_modules'))
            .join(':')
        : value,
    ]),
);

/** Runs `npm <script>` in `cwd` through cpu-of.mjs; resolves with its exit code, wall seconds and CPU-seconds. */
function timed(cwd, script, log) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, [cpuOf, 'npm', script], { cwd, env: freshEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString();
      writeFileSync(join(cwd, log), output);
      const cpu = /\ncpu-of: ≥?([\d.]+)\n\s*$/.exec(output);
      done({ code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000), cpu: cpu ? Math.round(Number(cpu[1])) : null });
    });
  });
}

const hog = busy ? spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }) : undefined;
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    for (const [name, commit] of Object.entries(commits)) {
      const folder = join(dir, `${name}-${run}`);
      execFileSync('git', ['clone', '--quiet', root, folder]);
      execFileSync('git', ['checkout', '--quiet', commit], { cwd: folder });
      const install = await timed(folder, 'install', 'install.log');
      const test = install.code === 0 ? await timed(folder, 'test', 'test.log') : null;
      const result = { name, commit: commit.slice(0, 7), run, folder, install, test };
      results.push(result);
      console.error(JSON.stringify(result));
    }
  }
} finally {
  hog?.kill();
}

/** Mean wall and CPU-seconds of `name`'s npm test runs, and how many passed. */
function summary(name) {
  const tests = results.filter((r) => r.name === name && r.test).map((r) => r.test);
  const mean = (key) => (tests.length ? Math.round(tests.reduce((sum, t) => sum + t[key], 0) / tests.length) : null);
  return { runs: tests.length, passed: tests.filter((t) => t.code === 0).length, seconds: mean('seconds'), cpu: mean('cpu') };
}
const head = summary('head');
const baseSummary = base ? summary('base') : undefined;
const ratio = (key) => (baseSummary?.[key] ? Math.round((head[key] / baseSummary[key]) * 1000) / 1000 : undefined);
console.log(JSON.stringify({ busy, runs: results, head, base: baseSummary, cpuRatio: ratio('cpu'), wallRatio: ratio('seconds') }));
