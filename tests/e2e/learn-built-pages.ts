// The built pages' addresses and code, read from their files: which pages a browser must open so that every kind of code
// the site loads is run once (the sub-path and pseudo-language checks open those and read the others' files).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A page as built: `path` ('/rules/cards/') in the folder `dist`. */
export const builtPage = (dist: string, path: string): string => readFileSync(join(dist, path, 'index.html'), 'utf8');

/** Each start tag's root-relative addresses: [tag, attribute, value]. */
const ADDRESS = /\s(href|src|component-url|renderer-url|action)="(\/[^"]*)"/g;
export function addressesOf(html: string): [string, string, string][] {
  return [...html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)].flatMap(([, tag, attributes]) =>
    [...attributes.matchAll(ADDRESS)].map(([, name, value]): [string, string, string] => [tag, name, value]),
  );
}

/** The code a page loads: its scripts and its islands' components and renderers. */
export const codeOf = (html: string): string[] =>
  addressesOf(html)
    .filter(([, name]) => name !== 'href' && name !== 'action')
    .map(([, , value]) => value);

/**
 * The kinds of code a page loads: an island's entry without its language (BidToolEn and BidToolJa are one kind: each
 * language's entry only hands the same component its dictionary), everything else as it is.
 */
export const codeKindsOf = (html: string): string[] => codeOf(html).map((url) => url.replace(/(?:En|Ja|Qps)\.[\w-]+\.js$/, '.js'));

/** The paths, in order, whose page loads a kind of code (`kindsOf`) that no path before it loaded. */
export function pagesWithFreshCode(paths: readonly string[], kindsOf: (path: string) => string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const fresh = kindsOf(path).filter((kind) => !seen.has(kind));
    for (const kind of fresh) seen.add(kind);
    return fresh.length > 0;
  });
}
