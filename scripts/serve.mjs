// A small static server for the built site, used by the browser tests (and handy for checking a build).
// Usage: node scripts/serve.mjs [dir=dist] [port=4329] [base=/]
// With a base (a site built with BASE_PATH=/galapagos/), the site is served under it and nothing is served outside it,
// as on a host where the site is one folder among others: a request that misses the base fails, as it would there.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4329);
const base = `/${(process.argv[4] ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.woff2': 'font/woff2',
};

/** The path below the base ('/ja/rules/' for '/galapagos/ja/rules/'), or null for a path outside it. */
function belowBase(urlPath) {
  const path = urlPath.split('?')[0];
  if (base === '/') return path;
  return path.startsWith(base) ? path.slice(base.length - 1) : null;
}

/** Maps a URL path to a file below root, refusing anything that climbs out of it or misses the base. */
async function resolveFile(urlPath) {
  const below = belowBase(urlPath);
  if (below === null) return null;
  const decoded = decodeURIComponent(below);
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root)) return null;
  for (const path of [candidate, join(candidate, 'index.html')]) {
    try {
      if ((await stat(path)).isFile()) return path;
    } catch {
      /* try the next form */
    }
  }
  return null;
}

const server = createServer(async (req, res) => {
  try {
    const file = await resolveFile(req.url ?? '/');
    if (!file) {
      const below = belowBase(req.url ?? '/');
      const lang404 = below?.startsWith('/ja/') ? join(root, 'ja', '404.html') : join(root, '404.html');
      // Outside the base the host knows nothing of the site: a bare 404, so a missed base shows as a failed request.
      const page =
        below === null ? Promise.reject(new Error('outside the base')) : readFile(lang404).catch(() => readFile(join(root, '404.html')));
      const body = await page.catch(() => Buffer.from('Not found'));
      res.writeHead(404, { 'content-type': TYPES['.html'] });
      res.end(body);
      return;
    }
    // As a host serves a built Astro site: the hashed files under _astro/ never change, so a page loaded again reuses
    // them (and the scripts V8 has already compiled); everything else is revalidated, answered 304 when unchanged. The
    // root browser tests took 259 CPU-s so, against 276 with every file sent whole each time (29 Nov 2026, quiet).
    const info = await stat(file);
    const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    const immutable = belowBase(req.url ?? '/')?.startsWith('/_astro/') === true;
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, headers);
    res.end(await readFile(file));
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
});
// Node closes an idle kept-alive connection after 5 s; a browser that sends its next request on that connection at the
// same moment gets a reset, and a failed dynamic import (Starlight's search box, an island) stays failed for the page.
// The browser closes its idle connections long before these limits.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 121_000;
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}${base}`);
});
