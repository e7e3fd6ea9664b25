// Offline support: precaches every built page and script at install, then serves pages network-first and hashed assets cache-first.
// The build (src/integrations/service-worker.mjs) fills in BUILD, BASE and PRECACHE; left as they are, it only caches what is visited.
const BUILD = 'dev';
/** The site's base path (BASE_PATH): the worker's scope, where the built assets and the 404 pages are. */
const BASE = '/';
const PRECACHE = [];

const CACHE = `galapagos-${BUILD}`;
/** Precache requests in flight at once: the browser opens about six connections to the site, so the page keeps three. */
const PRECACHE_AT_ONCE = 3;

/** Hashed build assets never change under the same name, so the cached copy is always right. */
const isImmutable = (url) => url.pathname.startsWith(`${BASE}_astro/`);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Each file on its own, so that a single missing file cannot stop the rest from being stored; a few at a time, so
      // the open page's own requests (the search, the game table) are not queued behind hundreds of precache requests.
      let next = 0;
      const fetchInTurn = async () => {
        while (next < PRECACHE.length) {
          const path = PRECACHE[next++];
          await cache.add(new Request(path, { cache: 'reload' })).catch(() => undefined);
        }
      };
      await Promise.all(Array.from({ length: PRECACHE_AT_ONCE }, fetchInTurn));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('galapagos-') && name !== CACHE).map((name) => caches.delete(name)));
    })(),
  );
});

/** The cached copy of a page, whatever its query string or form (`/x/`, `/x/index.html`). */
async function cachedPage(cache, url) {
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  for (const candidate of [url.pathname, path, `${path}index.html`]) {
    const hit = await cache.match(candidate, { ignoreSearch: true });
    if (hit) return hit;
  }
  const notFound = await cache.match(url.pathname.startsWith(`${BASE}ja/`) ? `${BASE}ja/404.html` : `${BASE}404.html`);
  return notFound ?? Response.error();
}

async function networkFirst(request, url) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && url.search === '') await cache.put(request, response.clone());
    return response;
  } catch (error) {
    if (request.mode === 'navigate') return cachedPage(cache, url);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(isImmutable(url) ? cacheFirst(request) : networkFirst(request, url));
});
