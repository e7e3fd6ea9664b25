// No import cycle in src/engine, type-only imports and re-exports included (a depth-first search over the relative imports).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENGINE = fileURLToPath(new URL('../../src/engine/', import.meta.url));

/** Every `import … from './x.ts'`, `export … from './x.ts'` and `import './x.ts'` of a module's text. */
function relativeImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'(\.{1,2}\/[^']+)'|^\s*import\s+'(\.{1,2}\/[^']+)'/gm)) {
    found.push(m[1] ?? m[2]);
  }
  return found;
}

/** The engine's modules (paths relative to src/engine) and what each imports. */
function engineGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = readdirSync(ENGINE, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    const from = join(ENGINE, file);
    const targets = relativeImports(readFileSync(from, 'utf8')).map((spec) => relative(ENGINE, resolve(dirname(from), spec)));
    graph.set(file, targets);
  }
  return graph;
}

/** One cycle of `graph` as a path that starts and ends at the same module, or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string): string[] | null => {
    if (onPath.has(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    path.push(node);
    onPath.add(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle !== null) return cycle;
    }
    path.pop();
    onPath.delete(node);
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle !== null) return cycle;
  }
  return null;
}

describe('the engine has no import cycle', () => {
  it('reads every kind of relative import, over several lines too', () => {
    const text =
      "import { a } from './a.ts';\nimport type {\n  B,\n} from '../b.ts';\nexport * from './c.ts';\nimport './d.ts';\nconst x = 'from ./e.ts';\n";
    expect(relativeImports(text)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts']);
  });

  it('finds a cycle through a re-export (the shape types.ts ↔ records.ts had before base-types.ts)', () => {
    const graph = new Map([
      ['types.ts', ['records.ts', 'codes.ts']],
      ['records.ts', ['types.ts']],
      ['codes.ts', []],
    ]);
    expect(findCycle(graph)).toEqual(['types.ts', 'records.ts', 'types.ts']);
    expect(
      findCycle(
        new Map([
          ['types.ts', ['records.ts']],
          ['records.ts', ['base-types.ts']],
          ['base-types.ts', []],
        ]),
      ),
    ).toBeNull();
  });

  it('src/engine, kernel, ai and solver included: every import resolves to a module, and none leads back to itself', () => {
    const graph = engineGraph();
    expect(graph.size).toBeGreaterThan(40);
    for (const [file, targets] of graph) for (const target of targets) expect(graph.has(target), `${file} → ${target}`).toBe(true);
    expect(findCycle(graph)).toBeNull();
  });
});
