// Browser-storage keys of this copy of the site: two copies on one origin (say /galapagos/ and /galapagos-beta/) keep
// their own course progress, saved games and score sheets. (Apart from paths.ts so the tool islands do not carry it.)
import { BUILT_BASE } from './paths';

/** The key under the base path; at the root it is the plain key, so what was saved before base paths existed is still found. */
export function storageKey(key: string, base: string = BUILT_BASE): string {
  const prefix = base.replace(/\/?$/, '/');
  return prefix === '/' ? key : `${key}@${prefix}`;
}
