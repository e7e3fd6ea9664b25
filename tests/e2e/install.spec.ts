// The site as an installable app: Chromium's own installability check passes on the English and the Japanese home page,
// each linking its own language's manifest (start page, scope, name), and the worker stores the manifest and icons.
import { expect, test, type Page } from './test';

// Installability needs the service worker (the suite blocks workers elsewhere).
test.use({ serviceWorkers: 'allow' });

const APPS = [
  { page: '/', manifest: '/manifest.webmanifest', start: '/play/', scope: '/', lang: 'en', name: 'Galapagos' },
  { page: '/ja/', manifest: '/ja/manifest.webmanifest', start: '/ja/play/', scope: '/ja/', lang: 'ja', name: 'ガラパゴス' },
] as const;

/** What the worker has stored, as paths. */
const storedPaths = (page: Page) =>
  page.evaluate(async () => {
    const stored: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) stored.push(new URL(request.url).pathname);
    return stored;
  });

for (const app of APPS) {
  test(`${app.page}: Chromium finds the site installable, as the ${app.lang} app that opens ${app.start}`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.goto(app.page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', app.manifest);
    // A toolbar colour for each theme.
    const themes = await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('media')));
    expect(themes.sort()).toEqual(['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']);
    // The worker is registered a few seconds after load; installability asks for it.
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', null, {
      timeout: 30_000,
    });

    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseURL}${app.manifest}`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ start_url: app.start, scope: app.scope, short_name: app.name, lang: app.lang, display: 'standalone' });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The icons it names are served as PNGs, one of them maskable.
    const icons = data.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toContain('image/png');
    }
    // The worker stores the manifest and the icons with the pages, so the installed app opens offline.
    await expect
      .poll(() => storedPaths(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([app.manifest, ...icons.map((i) => i.src)]));
  });
}
