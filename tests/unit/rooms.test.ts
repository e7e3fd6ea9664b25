// Every import in src goes down the order of the rooms (scripts/rooms.mjs): the engine below the computer, the computer below play, play below learn.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { levelOf, roomOf } from '../../scripts/rooms.mjs';

const src = resolve(import.meta.dirname, '../../src');
const CODE = /\.(ts|tsx|mts|js|mjs|astro|mdx)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/** Every relative module a file names: imports (types too: a type is a dependency), re-exports, dynamic imports, worker URLs. */
function imported(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew\s+URL\(\s*['"]([^'"]+)['"]/g,
  ];
  return patterns
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]))
    .filter((specifier) => specifier.startsWith('.') && !specifier.includes('$'))
    .map((specifier) => resolve(dirname(file), specifier.replace(/\?.*$/, '')));
}

const files = codeFiles(src).map((file) => ({ file, room: roomOf(relative(src, file)) }));

describe('the order of the rooms', () => {
  it('places every room of src', () => {
    const rooms = [...new Set(files.map(({ room }) => room))];
    expect(rooms.filter((room) => levelOf(room) < 0)).toEqual([]);
    expect(rooms.length).toBeGreaterThan(12);
  });

  it('every import goes to the same room or one below', () => {
    const upward: string[] = [];
    let across = 0;
    for (const { file, room } of files)
      for (const target of imported(file)) {
        if (!target.startsWith(`${src}/`)) continue;
        const to = roomOf(relative(src, target));
        if (to === room) continue;
        across++;
        if (levelOf(to) >= levelOf(room)) upward.push(`${relative(src, file)} (${room}) imports ${relative(src, target)} (${to})`);
      }
    expect(upward).toEqual([]);
    // The check sees the imports between rooms (hundreds of them).
    expect(across).toBeGreaterThan(300);
  });
});
