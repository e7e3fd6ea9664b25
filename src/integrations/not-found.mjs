// Astro integration: moves each language's "page not found" page from `<lang>/404/index.html` to
// `<lang>/404.html`, where static hosts (and scripts/serve.mjs) look for it. Astro does this by itself
// only for the root 404 page.
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Moves every `<dir>/404/index.html` one level up as `<dir>/404.html`; returns the moved folders. */
export async function flattenNotFoundPages(root) {
  const moved = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(root, entry.name, '404');
    const names = await readdir(folder).catch(() => null);
    if (!names || names.length !== 1 || names[0] !== 'index.html') continue;
    await rename(join(folder, 'index.html'), join(root, entry.name, '404.html'));
    await rm(folder, { recursive: true });
    moved.push(entry.name);
  }
  return moved;
}

export default function notFoundPages() {
  return {
    name: 'galapagos:not-found-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const moved = await flattenNotFoundPages(fileURLToPath(dir));
        if (moved.length > 0) logger.info(`404 pages moved to ${moved.map((name) => `${name}/404.html`).join(', ')}.`);
      },
    },
  };
}
