// `npm test`: the unit tests run while the site is built for the browser tests and the whole project is type-checked and
// linted, then the browser tests run. The build is mostly one core's work and the Chromium check may wait on apt,
// so on a 2-core machine the unit tests fit alongside them. Each part's output is printed whole when it ends, so the parts
// never interleave.
import { spawn } from 'node:child_process';

/** Runs an npm script; resolves with its exit code and, when `buffered`, its whole output. */
function npmRun(script, buffered) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

// The checks follow the build: astro check writes the generated types in .astro/ as the build does.
const buildThenCheck = async () => [await npmRun('test:e2e:prepare', true), await npmRun('check', true)];
const [unit, [prepare, check]] = await Promise.all([npmRun('test:unit', true), buildThenCheck()]);
process.stdout.write(unit.output);
process.stdout.write(prepare.output);
process.stdout.write(check.output);
if (unit.code !== 0) console.error(`npm test: the unit tests failed (exit ${unit.code}).`);
if (prepare.code !== 0) console.error(`npm test: preparing the browser tests failed (exit ${prepare.code}).`);
if (check.code !== 0)
  console.error(
    `npm test: the type check, the linter or the formatting check failed (exit ${check.code}; npm run typecheck, npm run lint, npm run format:check).`,
  );
if (unit.code !== 0 || prepare.code !== 0 || check.code !== 0) process.exit(1);
const browser = await npmRun('test:e2e:run', false);
// Issue 27: games between two devices, in a network namespace of their own (scripts/friend-e2e.mjs), on the same build.
const friend = await npmRun('test:friend', false);
process.exit(browser.code !== 0 ? browser.code : friend.code);
