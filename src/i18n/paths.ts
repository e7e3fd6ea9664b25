// The site's internal addresses: the one place that adds the base path (BASE_PATH) and the language prefix (/ja/).
import type { Lang } from './lang';

/**
 * The base the site was built for: Astro's `import.meta.env.BASE_URL` in pages and islands, `/` where there is none
 * (the build's own Node scripts, the unit tests). Read at each call, so importing this module never needs it.
 */
function builtBase(): string {
  return import.meta.env?.BASE_URL ?? '/';
}

/** A base path in one form: a leading and a trailing slash (`''` and `galapagos` become `/` and `/galapagos/`). */
export function normalizeBase(base: string): string {
  const inner = base.trim().replace(/^\/+|\/+$/g, '');
  return inner === '' ? '/' : `/${inner}/`;
}

/** A site-root-relative address (`/rules/`, `/pagefind/x.js`, `/rulings/#r7`) under the base path. Others are kept. */
export function withBase(path: string, base: string = builtBase()): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${normalizeBase(base)}${path.slice(1)}`;
}

/** The address of a page in a language: `/rulings/#r7` is `/ja/rulings/#r7` in Japanese, both under the base path. */
export function localePath(lang: Lang, path: string, base: string = builtBase()): string {
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return withBase(lang === 'ja' ? `/ja${rooted}` : rooted, base);
}

/** A path as seen from the site root (`/galapagos/ja/rules/` is `/ja/rules/` under `/galapagos/`); null when outside the base. */
export function stripBase(pathname: string, base: string = builtBase()): string | null {
  const prefix = normalizeBase(base);
  if (prefix === '/') return pathname;
  if (pathname === prefix.slice(0, -1)) return '/';
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length - 1) : null;
}

/**
 * A browser-storage key of this build: two copies of the site on one origin (say `/galapagos/` and `/galapagos-beta/`)
 * keep their own progress and saves. At the root the key is the plain one, so what was saved before base paths existed
 * is still found.
 */
export function storageKey(key: string, base: string = builtBase()): string {
  const prefix = normalizeBase(base);
  return prefix === '/' ? key : `${key}@${prefix}`;
}
