// The link helper: every internal address, in both languages, under the root and under a sub-path written either way.
import { describe, expect, it } from 'vitest';
import { langFromPath, LANGS } from '../../src/i18n/lang.ts';
import { localePath, normalizeBase, stripBase, withBase } from '../../src/i18n/paths.ts';
import { deploySettings } from '../../src/integrations/deploy-settings.mjs';
import { baseLinksPlugin, rebased } from '../../src/integrations/base-links.mjs';

/** How a base may be written (BASE_PATH, or Astro's BASE_URL), and the prefix every address then starts with. */
const BASES = [
  { base: '/', prefix: '/' },
  { base: '', prefix: '/' },
  { base: '/galapagos/', prefix: '/galapagos/' },
  { base: '/galapagos', prefix: '/galapagos/' },
];
const LANG_PREFIX = { en: '', ja: 'ja/' } as const;
/** Addresses the components link to: a page, a page's anchor, the home page, a file. */
const PATHS = [
  { path: '/rulings/#r7', rest: 'rulings/#r7' },
  { path: '/learn/cards/', rest: 'learn/cards/' },
  { path: '/', rest: '' },
] as const;

describe('localePath', () => {
  for (const lang of LANGS) {
    for (const { base, prefix } of BASES) {
      for (const { path, rest } of PATHS) {
        it(`${lang} + base "${base}": ${path}`, () => {
          const address = localePath(lang, path, base);
          expect(address).toBe(`${prefix}${LANG_PREFIX[lang]}${rest}`);
          // The way back: the address, seen from the site root, is in the same language.
          expect(langFromPath(address, base)).toBe(lang);
          expect(stripBase(address, base)).toBe(`/${LANG_PREFIX[lang]}${rest}`);
        });
      }
    }
  }

  it('uses the base the site was built for when none is given (the root in the unit tests)', () => {
    expect(localePath('ja', '/rules/')).toBe('/ja/rules/');
    expect(localePath('en', '/rules/')).toBe('/rules/');
  });
});

describe('withBase and stripBase', () => {
  it('prefix only root-relative addresses', () => {
    for (const { base, prefix } of BASES) {
      expect(withBase('/pagefind/pagefind.js', base)).toBe(`${prefix}pagefind/pagefind.js`);
      for (const kept of ['#r7', '?seed=1', 'https://example.org/x/', '//cdn.example/x.js', 'mailto:a@b.c', 'rules/']) {
        expect(withBase(kept, base), kept).toBe(kept);
      }
    }
  });

  it('normalizes every way of writing a base in a setting', () => {
    expect(BASES.map(({ base }) => normalizeBase(base))).toEqual(BASES.map(({ prefix }) => prefix));
    expect(normalizeBase('galapagos')).toBe('/galapagos/');
    expect(normalizeBase(' //galapagos// ')).toBe('/galapagos/');
  });

  it('says when a path is outside the base, and takes the base without its slash as its home', () => {
    expect(stripBase('/other/rules/', '/galapagos/')).toBeNull();
    expect(stripBase('/galapagos-beta/', '/galapagos/')).toBeNull();
    expect(stripBase('/galapagos', '/galapagos/')).toBe('/');
    expect(langFromPath('/galapagos/jazz/', '/galapagos/')).toBe('en');
  });
});

describe('deploySettings (SITE_URL, BASE_PATH)', () => {
  it('without them: the root, and no origin rather than a made-up one', () => {
    expect(deploySettings({})).toEqual({ site: undefined, base: '/' });
    expect(deploySettings({ SITE_URL: ' ', BASE_PATH: '' })).toEqual({ site: undefined, base: '/' });
  });

  it('with them: the origin and the base in one form', () => {
    expect(deploySettings({ SITE_URL: 'https://example.org/', BASE_PATH: '/galapagos' })).toEqual({
      site: 'https://example.org',
      base: '/galapagos/',
    });
  });

  it('refuses values that would build a broken site, naming the setting', () => {
    expect(() => deploySettings({ SITE_URL: 'example.org' })).toThrow(/SITE_URL/);
    expect(() => deploySettings({ SITE_URL: 'ftp://example.org' })).toThrow(/SITE_URL/);
    expect(() => deploySettings({ SITE_URL: 'https://example.org/galapagos/' })).toThrow(/BASE_PATH/);
    expect(() => deploySettings({ BASE_PATH: '/gala pagos/' })).toThrow(/BASE_PATH/);
  });
});

describe('base links in Markdown and MDX pages', () => {
  it('rewrites root-relative addresses only', () => {
    expect(rebased('/rules/#r7', '/galapagos/')).toBe('/galapagos/rules/#r7');
    expect(rebased('#r7', '/galapagos/')).toBeNull();
    expect(rebased('https://example.org/', '/galapagos/')).toBeNull();
    expect(rebased(undefined, '/galapagos/')).toBeNull();
  });

  it('sets the new href on links and on MDX components such as <LinkCard>, and leaves the rest', () => {
    const plugin = baseLinksPlugin('/galapagos/');
    const set: [string, string][] = [];
    const ctx = { setProperty: (_node: unknown, name: string, value: string) => set.push([name, value]) };
    plugin.element.visit({ type: 'element', tagName: 'a', properties: { href: '/ja/rules/' } }, ctx);
    plugin.element.visit({ type: 'element', tagName: 'a', properties: { href: '#top' } }, ctx);
    plugin.mdxJsxFlowElement.visit(
      {
        type: 'mdxJsxFlowElement',
        name: 'LinkCard',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'title', value: '/not-an-address' },
          { type: 'mdxJsxAttribute', name: 'href', value: '/play/' },
        ],
      },
      ctx,
    );
    expect(set).toEqual([
      ['href', '/galapagos/ja/rules/'],
      ['href', '/galapagos/play/'],
    ]);
  });
});
