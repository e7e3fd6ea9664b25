// Astro integration: after the build, gives every page a Content-Security-Policy <meta> that allows
// scripts only from the site itself plus the exact inline scripts on that page (by SHA-256 hash).
//
// Why not Astro's own `security.csp`: it does not hash `<script is:inline>` blocks, and Starlight's
// theme and sidebar scripts are all `is:inline`, so they would be blocked. Hashing the built HTML
// covers every inline script, whoever wrote it.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listHtmlFiles } from './html-files.mjs';
import { FRIEND_PAGE_MARKER, friendConnectSources } from '../components/play/friend/relays.mjs';

/**
 * The fixed part of the policy. Styles: `<style>` elements are hashed like scripts; style *attributes*
 * (Starlight's icons and Expressive Code use them) need 'unsafe-inline', which cannot run code.
 * 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly search index; it does not allow eval().
 */
export const BASE_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The fixed part with the extra addresses the site may connect to (say a relay server's `wss://` origin), as given to
 * `csp({ connectSrc })` in astro.config.mjs. 'self' is the whole origin, so a site under a base path needs nothing more.
 * @param {{ connectSrc?: string[] }} [options]
 */
export function directivesWith({ connectSrc = [] } = {}) {
  const directives = structuredClone(BASE_DIRECTIVES);
  directives['connect-src'].push(...connectSrc);
  return directives;
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The bodies of the inline elements `tag` ('script' or 'style') in an HTML document. */
function inlineBodies(html, tag) {
  const bodies = [];
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi');
  for (const match of html.matchAll(pattern)) {
    if (tag === 'script' && /\ssrc\s*=/i.test(match[1])) continue;
    bodies.push(match[2]);
  }
  return bodies;
}

/** The policy text for one page. */
export function policyFor(html, fixed = BASE_DIRECTIVES) {
  const directives = structuredClone(fixed);
  for (const body of new Set(inlineBodies(html, 'script'))) directives['script-src'].push(sha256(body));
  for (const body of new Set(inlineBodies(html, 'style'))) directives['style-src'].push(sha256(body));
  // Only a page offering a game with a friend on another device may reach the signalling relays (any relay
  // over wss:, since a player may set their own; ws: on the loopback only: see friendConnectSources), and mqtt.js (the
  // relays' client) starts its keep-alive worker from a blob: URL.
  if (html.includes(FRIEND_PAGE_MARKER)) {
    directives['connect-src'].push(...friendConnectSources());
    directives['worker-src'].push('blob:');
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The page with its policy <meta> first in <head> (right after the charset), replacing an older one. */
export function withPolicy(html, fixed = BASE_DIRECTIVES) {
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(cleaned, fixed)}">`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (charset.test(cleaned)) return cleaned.replace(charset, (tag) => `${tag}${meta}`);
  return cleaned.replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}${meta}`);
}

/** Adds the policy to every HTML file below `root`; returns how many were written. */
export async function addPolicies(root, fixed = BASE_DIRECTIVES) {
  const files = await listHtmlFiles(root);
  for (const file of files) {
    const path = join(root, file);
    const html = await readFile(path, 'utf8');
    await writeFile(path, withPolicy(html, fixed));
  }
  return files.length;
}

/**
 * `connectSrc`: addresses off the site that pages may fetch from or open sockets to (none today).
 * @param {{ connectSrc?: string[] }} [options]
 */
export default function csp({ connectSrc = [] } = {}) {
  const fixed = directivesWith({ connectSrc });
  return {
    name: 'galapagos:csp',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const count = await addPolicies(fileURLToPath(dir), fixed);
        logger.info(`Content-Security-Policy added to ${count} pages.`);
      },
    },
  };
}
