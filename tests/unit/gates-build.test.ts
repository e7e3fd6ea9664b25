// The post-build steps of the quality gates: CSP hashes, the precache list, 404 pages, and the JS budget measure.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { directivesWith, policyFor, withPolicy } from '../../src/integrations/csp.mjs';
import { flattenNotFoundPages } from '../../src/integrations/not-found.mjs';
import { precacheList, writeManifest } from '../../src/integrations/service-worker.mjs';
import { measurePage } from '../../scripts/budget.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

let dir = '';
async function site(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'gates-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

describe('Content-Security-Policy', () => {
  const page =
    '<html><head><meta charset="utf-8"/><script>a()</script><style>p{}</style></head><body><script type="module" src="/x.js"></script><script>b()</script></body></html>';

  it('allows exactly the inline scripts and styles of the page, by hash, and scripts only from the site', () => {
    const policy = policyFor(page);
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('a()')} ${sha('b()')};`);
    expect(policy).toContain(`style-src 'self' ${sha('p{}')};`);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "worker-src 'self'", "connect-src 'self'", "default-src 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*unsafe-inline/);
  });

  it('adds the extra connect-src addresses given to the integration, and nothing else', () => {
    const policy = policyFor(page, directivesWith({ connectSrc: ['wss://relay.example.org'] }));
    expect(policy).toContain("connect-src 'self' wss://relay.example.org;");
    expect(policy.replace(' wss://relay.example.org', '')).toBe(policyFor(page));
  });

  it('puts the policy before every script, and replaces an older one instead of adding a second', () => {
    const once = withPolicy(page);
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script'));
    const twice = withPolicy(once);
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toBe(once);
  });
});

describe('service worker precache', () => {
  it('lists pages by their address and every asset, but not search data, sitemaps or the worker itself', () => {
    const files = [
      'index.html',
      'rules/index.html',
      'ja/404.html',
      '_astro/a.js',
      '_astro/b.css',
      'favicon.svg',
      'pagefind/pagefind.js',
      'sitemap-0.xml',
      'sw.js',
    ];
    expect(precacheList(files)).toEqual(['/', '/rules/', '/ja/404.html', '/_astro/a.js', '/_astro/b.css', '/favicon.svg']);
  });

  it('writes the list, the base path and a build id into the built sw.js', async () => {
    for (const base of ['/', '/galapagos/']) {
      const root = await site({
        'index.html': 'home',
        '_astro/a.js': 'x',
        'sw.js': "const BUILD = 'dev';\nconst BASE = '/';\nconst PRECACHE = [];\n",
      });
      expect(await writeManifest(root, base)).toBe(2);
      const source = await readFile(join(root, 'sw.js'), 'utf8');
      expect(source).toMatch(/^const BUILD = '[0-9a-f]{12}';$/m);
      expect(source).toContain(`const BASE = "${base}";`);
      const list = JSON.parse(/^const PRECACHE = (.*);$/m.exec(source)?.[1] ?? '[]') as string[];
      expect(list.sort()).toEqual([base, `${base}_astro/a.js`]);
      await rm(root, { recursive: true, force: true });
    }
  });

  it('refuses a sw.js without the line for the base path, which would break the worker under a sub-path', async () => {
    const root = await site({ 'index.html': 'home', 'sw.js': "const BUILD = 'dev';\nconst PRECACHE = [];\n" });
    await expect(writeManifest(root, '/galapagos/')).rejects.toThrow(/BASE/);
  });
});

it('moves a language 404 page to <lang>/404.html and leaves normal pages alone', async () => {
  const root = await site({ 'ja/404/index.html': 'ja 404', 'ja/rules/index.html': 'rules', '404.html': 'en 404' });
  expect(await flattenNotFoundPages(root)).toEqual(['ja']);
  expect(await readFile(join(root, 'ja/404.html'), 'utf8')).toBe('ja 404');
  expect(await readFile(join(root, 'ja/rules/index.html'), 'utf8')).toBe('rules');
});

describe('JavaScript budget measure', () => {
  const files = {
    '_astro/page.js': 'import"./shared.js";page()',
    '_astro/shared.js': 'export const s=1',
    '_astro/Tool.js': 'import{s}from"./shared.js";import{h}from"./preact.js";const lazy=()=>import(`./later.js`);tool()',
    '_astro/preact.js': 'export const h=1',
    '_astro/client.js': 'import{h}from"./preact.js";client()',
    '_astro/later.js': 'later()',
    'rules/index.html':
      '<script type="module" src="/_astro/page.js"></script>' +
      '<astro-island component-url="/_astro/Tool.js" renderer-url="/_astro/client.js" client="visible"></astro-island>' +
      '<script>(()=>{(self.Astro||(self.Astro={})).visible=1})();</script>',
  };

  it('counts what islands add beyond the page, following static imports and leaving dynamic ones out', async () => {
    const root = await site(files);
    const m = measurePage(root, 'rules/index.html');
    expect(m.baseBytes).toBe(gz(files['_astro/page.js']) + gz(files['_astro/shared.js']));
    const runtime = gz('(()=>{(self.Astro||(self.Astro={})).visible=1})();');
    expect(m.islandBytes).toBe(gz(files['_astro/Tool.js']) + gz(files['_astro/preact.js']) + gz(files['_astro/client.js']) + runtime);
    expect(m.lazy).toEqual(['/_astro/later.js']);
    expect(m.missing).toEqual([]);
  });
});
