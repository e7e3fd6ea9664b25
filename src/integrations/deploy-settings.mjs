// The two deployment settings read from the environment: SITE_URL (the public origin) and BASE_PATH (the sub-path).
import { normalizeBase } from '../i18n/paths.ts';

/**
 * Astro's `site` and `base` from the environment. Without SITE_URL there is no `site`: Starlight then leaves out what
 * needs an origin (canonical URLs, hreflang alternates, the sitemap) rather than pointing at a made-up domain.
 * A bad value stops the build with a message saying which setting to fix.
 */
export function deploySettings(env) {
  const base = normalizeBase(env.BASE_PATH ?? '/');
  if (/[?#\\\s]/.test(base)) throw new Error(`BASE_PATH must be a plain path such as /galapagos/, not "${env.BASE_PATH}".`);
  const raw = env.SITE_URL?.trim();
  if (!raw) return { site: undefined, base };
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute address such as https://example.org, not "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must start with https:// or http://, not "${raw}".`);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL is the origin only (${url.origin}); put the sub-path "${url.pathname}" in BASE_PATH instead.`);
  }
  return { site: url.origin, base };
}
