// The web app manifests: each language's app opens its own play page and keeps to its own pages, under any base path.
import { describe, expect, it } from 'vitest';
import { manifestHref, manifestLang, webManifest } from '../../src/starlight/manifest.ts';

describe('the web app manifest', () => {
  it('gives each language its own start page, scope and name', () => {
    expect(webManifest('en', '/')).toMatchObject({ start_url: '/play/', scope: '/', short_name: 'Galapagos', lang: 'en' });
    expect(webManifest('ja', '/')).toMatchObject({ start_url: '/ja/play/', scope: '/ja/', short_name: 'ガラパゴス', lang: 'ja' });
  });

  it('puts every address under the base path', () => {
    const ja = webManifest('ja', '/galapagos/');
    expect(ja).toMatchObject({ id: '/galapagos/ja/play/', start_url: '/galapagos/ja/play/', scope: '/galapagos/ja/' });
    expect((ja.icons as { src: string }[]).map((i) => i.src)).toEqual([
      '/galapagos/icons/icon-192.png',
      '/galapagos/icons/icon-512.png',
      '/galapagos/icons/icon-maskable-512.png',
    ]);
    expect(manifestHref('ja', '/galapagos/')).toBe('/galapagos/ja/manifest.webmanifest');
    expect(manifestHref('en', '/galapagos/')).toBe('/galapagos/manifest.webmanifest');
  });

  it('links the source language’s manifest from the pseudo-language’s pages', () => {
    expect(manifestLang('qps')).toBe('en');
    expect(manifestLang('ja')).toBe('ja');
  });
});
