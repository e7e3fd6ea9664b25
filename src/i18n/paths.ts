// The site's internal addresses: the one place that adds the base path (BASE_PATH) and the language prefix (/ja/).
// Kept small: every island carries it (the tools' budget is counted in bytes).
import type { Lang } from './lang.ts';

/**
 * The base the site was built for: Astro's `import.meta.env.BASE_URL` in pages and islands (always with a trailing
 * slash, as the config asks for one), `/` where there is none (the build's own Node scripts, the unit tests).
 */
export const BUILT_BASE: string = import.meta.env?.BASE_URL ?? '/';

/** A base with its trailing slash: `/galapagos` and `/galapagos/` are the same base. */
export const baseDir = (base: string): string => base.replace(/\/?$/, '/');

/** A base path from a setting, in one form: a leading and a trailing slash (`''` and `galapagos` become `/` and `/galapagos/`). */
export function normalizeBase(base: string): string {
  return `/${base.trim().replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
}

/** A site-root-relative address (`/rules/`, `/pagefind/x.js`, `/rulings/#r7`) under the base path. Others are kept. */
export function withBase(path: string, base: string = BUILT_BASE): string {
  return path[0] === '/' && path[1] !== '/' ? baseDir(base) + path.slice(1) : path;
}

/**
 * The address of a page in a language, from its path at the site root (starting with `/`): `/rulings/#r7` is
 * `/ja/rulings/#r7` in Japanese, both under the base path; the source language (English) has no prefix.
 * (Written for size: every island carries it.)
 */
export function localePath(lang: Lang, path: string, base: string = BUILT_BASE): string {
  return base.replace(/\/?$/, lang === 'en' ? '' : `/${lang}`) + path;
}

/** A path as seen from the site root (`/galapagos/ja/rules/` is `/ja/rules/` under `/galapagos/`); null when outside the base. */
export function stripBase(pathname: string, base: string = BUILT_BASE): string | null {
  const prefix = baseDir(base);
  if (prefix === '/') return pathname;
  if (pathname === prefix.slice(0, -1)) return '/';
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length - 1) : null;
}
