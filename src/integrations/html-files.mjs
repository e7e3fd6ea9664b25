// Lists the files of a build output folder (used by the post-build integrations and scripts).
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file below `root`, as paths relative to it with forward slashes, sorted. */
export async function listFiles(root) {
  const found = [];
  async function walk(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(relative(root, path).split(sep).join('/'));
    }
  }
  await walk(root);
  return found.sort();
}

/** The HTML files below `root` (relative paths). */
export async function listHtmlFiles(root) {
  return (await listFiles(root)).filter((file) => file.endsWith('.html'));
}
