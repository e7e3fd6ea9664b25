// Outside src/engine, code imports the engine only through its three entry points, and src/i18n never imports src/components.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const engine = join(root, 'src/engine');
/** What a caller outside the engine may import: the rules and game API, the solvers, the computer players. */
const ENTRY_POINTS = ['index.ts', 'solver/index.ts', 'ai/index.ts'];
/**
 * White-box code that may import engine modules directly: the engine's own tests and their helpers, and the
 * speed benchmark (it drives the rules kernel and the playouts, which are not public).
 */
const WHITE_BOX = [
  'tests/engine/',
  'tests/support/',
  'scripts/bench.ts',
  'scripts/kernel-pick.ts',
  // The leaf model's training reads and plays deals on the kernel, as the search it trains for does.
  'scripts/leaf-positions.ts',
  'scripts/train-leaf-model.ts',
  'tests/unit/play-undo.test.ts',
];
const CODE = /\.(ts|tsx|mts|js|mjs|astro|mdx)$/;

function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...codeFiles(path));
    else if (CODE.test(entry.name)) out.push(path);
  }
  return out;
}

/** Every module specifier a file names: static imports and re-exports, side-effect imports and dynamic imports. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew\s+URL\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The file a relative specifier names (query such as ?raw and ?worker dropped), or null for a package. */
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const path = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
  return /\.[a-z]+$/.test(path) ? path : `${path}.ts`;
}

const checked = ['src', 'examples', 'tests', 'scripts']
  .flatMap((dir) => codeFiles(join(root, dir)))
  .map((file) => ({ file, name: relative(root, file) }))
  .filter(({ name }) => !name.startsWith('src/engine/') && !WHITE_BOX.some((prefix) => name.startsWith(prefix)));

describe('engine entry points', () => {
  it('finds the files it checks, and their engine imports', () => {
    expect(checked.length).toBeGreaterThan(100);
    const engineImports = checked
      .flatMap(({ file }) => specifiers(readFileSync(file, 'utf8')).map((s) => target(file, s)))
      .filter((t): t is string => t !== null && t.startsWith(`${engine}/`));
    expect(engineImports.length).toBeGreaterThan(50);
  });

  it('nothing outside src/engine (but white-box engine tests and the bench) imports past an entry point', () => {
    const deep: string[] = [];
    for (const { file, name } of checked) {
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        const path = target(file, specifier);
        if (path === null || !path.startsWith(`${engine}/`)) continue;
        if (!ENTRY_POINTS.includes(relative(engine, path))) deep.push(`${name}: ${specifier}`);
      }
    }
    expect(deep).toEqual([]);
  });

  it('the rules entry point does not pull in the solvers or the computer players', () => {
    const text = readFileSync(join(engine, 'index.ts'), 'utf8');
    expect(specifiers(text).filter((s) => s.startsWith('./solver/') || s.startsWith('./ai/'))).toEqual([]);
  });

  it('src/i18n never imports src/components', () => {
    const components = join(root, 'src/components');
    const wrong = codeFiles(join(root, 'src/i18n')).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => target(file, s)?.startsWith(`${components}/`))
        .map((s) => `${relative(root, file)}: ${s}`),
    );
    expect(wrong).toEqual([]);
  });
});
