// `npm run check`: types, lint and formatting, with one TypeScript program where tsc and ESLint's type-aware rules each built their own.
//
// 1. `astro check` on the .astro files only (tsconfig.astro.json); it first writes .astro/types.d.ts, which step 2 reads
//    (`--no-sync`: npm test's build has just written it).
// 2. One program of tsconfig.json: its diagnostics are what `tsc --noEmit` reports, and ESLint's type-aware rules (floating
//    promises, exhaustive switches…) read their types from it instead of building the program again through the
//    project service (eslint.config.js). The two together cost about half of `astro check` on every file plus `eslint .`.
// 3. `prettier --check .`, in its own process beside steps 1 and 2.
// Every step runs whatever the others find, and the script ends with the list of those that failed.
import { spawn } from 'node:child_process';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = process.cwd();
/** A package's command, run by this Node (the project's Node 24, not whichever `node` comes first on the PATH). */
const bin = (name) => [process.execPath, `${root}/node_modules/.bin/${name}`];

/** Runs a command; resolves with its exit code and its output (kept, so that parallel steps never interleave). */
function run([command, ...args], env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** The program of tsconfig.json, and what `tsc --noEmit -p .` would report about it. */
function typeCheck() {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => console.error(ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  };
  const config = ts.getParsedCommandLineOfConfigFile(`${root}/tsconfig.json`, undefined, host);
  if (!config) return { program: undefined, failed: true };
  // Parent pointers set while parsing, as typescript-eslint's own programs have them.
  const compilerHost = ts.createCompilerHost(config.options, true);
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    host: compilerHost,
    projectReferences: config.projectReferences,
  });
  const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
  const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  if (diagnostics.length > 0) {
    const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
    console.log(format(diagnostics, formatHost));
  }
  console.log(`types (tsc): ${diagnostics.length} diagnostic(s) in ${config.fileNames.length} files.`);
  return { program, failed: diagnostics.length > 0 };
}

/** `eslint --max-warnings 0 .`, with the type-aware rules reading the program of step 2. */
async function lint(program) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: program
      ? [{ files: ['**/*.{ts,tsx,mts}'], languageOptions: { parserOptions: { projectService: false, programs: [program] } } }]
      : [],
  });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text) console.log(text);
  const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
  console.log(`lint (ESLint): ${problems} problem(s) in ${results.length} files.`);
  return problems > 0;
}

const format = run([...bin('prettier'), '--check', '.']);
const failed = [];

const noSync = process.argv.includes('--no-sync') ? ['--noSync'] : [];
const astroCheck = [
  'check',
  ...noSync,
  '--tsconfig',
  'tsconfig.astro.json',
  '--minimumSeverity',
  'warning',
  '--minimumFailingSeverity',
  'warning',
];
const astro = await run([...bin('astro'), ...astroCheck], { ASTRO_TELEMETRY_DISABLED: '1' });
process.stdout.write(astro.output);
if (astro.code !== 0) failed.push('types of the .astro files (astro check --tsconfig tsconfig.astro.json)');

const types = typeCheck();
if (types.failed) failed.push('types (tsc --noEmit -p .)');
if (await lint(types.program)) failed.push('lint (eslint --max-warnings 0 .)');

const formatted = await format;
process.stdout.write(formatted.output);
if (formatted.code !== 0) failed.push('formatting (prettier --check .; npm run format fixes it)');

if (failed.length > 0) {
  console.error(`\ncheck: FAILED: ${failed.join('; ')}.`);
  process.exit(1);
}
console.log('\ncheck: types, lint and formatting all passed.');
