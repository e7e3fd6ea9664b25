// Astro integration: registers public/sw.js on every built page and, after the build, writes into the
// built sw.js the list of files to precache (every page and every script/style) and a build id.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from './html-files.mjs';

/**
 * Registered a few seconds after `load`, so its precache download never competes with the page itself (tools
 * hydrate as they scroll into view, the game loads its computer player on demand). In `astro dev` a worker
 * left over from a built preview on the same address is removed instead, so authors always see fresh pages.
 */
export const REGISTER_DELAY_MS = 3000;
const register = (base) =>
  `if('serviceWorker' in navigator)addEventListener('load',()=>setTimeout(()=>navigator.serviceWorker.register('${base}sw.js').catch(()=>{}),${REGISTER_DELAY_MS}));`;
const unregister =
  "if('serviceWorker' in navigator)navigator.serviceWorker.getRegistrations().then((all)=>all.forEach((r)=>r.unregister()));";

/** Files worth having offline: pages (as their URLs), hashed assets, the icon. Search data is cached when used. */
export function precacheList(files, base = '/') {
  const urls = [];
  for (const file of files) {
    if (file.startsWith('pagefind/') || file === 'sw.js' || /^sitemap.*\.xml$/.test(file)) continue;
    if (file.endsWith('/index.html')) urls.push(`${base}${file.slice(0, -'index.html'.length)}`);
    else if (file === 'index.html') urls.push(base);
    else if (/\.(html|js|css|svg|png|ico|woff2|webmanifest|json)$/.test(file)) urls.push(`${base}${file}`);
  }
  return urls;
}

/** Fills the BUILD, BASE and PRECACHE constants of the built sw.js in `root`; returns the number of URLs. */
export async function writeManifest(root, base = '/') {
  const files = await listFiles(root);
  const urls = precacheList(files, base);
  const hash = createHash('sha256');
  for (const file of files)
    if (!file.startsWith('pagefind/') && file !== 'sw.js') hash.update(file).update(await readFile(join(root, file)));
  const build = hash.digest('hex').slice(0, 12);
  const path = join(root, 'sw.js');
  const source = await readFile(path, 'utf8');
  const filled = source
    .replace(/^const BUILD = .*;$/m, `const BUILD = '${build}';`)
    .replace(/^const BASE = .*;$/m, `const BASE = ${JSON.stringify(base)};`)
    .replace(/^const PRECACHE = .*;$/m, `const PRECACHE = ${JSON.stringify(urls)};`);
  for (const line of ['BUILD', 'BASE', 'PRECACHE']) {
    if (!new RegExp(`^const ${line} = `, 'm').test(source))
      throw new Error(`sw.js: the ${line} line was not found, so the worker would not work under ${base}.`);
  }
  await writeFile(path, filled);
  return urls.length;
}

export default function serviceWorker() {
  let base = '/';
  return {
    name: 'galapagos:service-worker',
    hooks: {
      'astro:config:setup': ({ command, config, injectScript }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        injectScript('head-inline', command === 'build' ? register(base) : unregister);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const count = await writeManifest(fileURLToPath(dir), base);
        logger.info(`Service worker precaches ${count} files.`);
      },
    },
  };
}
