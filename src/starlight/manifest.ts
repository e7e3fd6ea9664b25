// The installable app: each language's web app manifest (start page, scope, names, icons) and the head tags that link it.
import { isLang, PSEUDO_LANG, type Lang, type PublishedLang } from '../i18n/lang.ts';
import { BUILT_BASE, localePath } from '../i18n/paths.ts';
import { siteWords } from '../i18n/site.ts';

/** The header's colour in each theme (Starlight's --sl-color-bg-nav), for the browser's toolbar and the app's title bar. */
export const THEME_COLOURS = { light: '#f6f7f9', dark: '#23262f' } as const;
/** The app's splash screen behind the icon: the page's own background in the light theme (Starlight's --sl-color-black). */
export const BACKGROUND_COLOUR = '#ffffff';

/** The icons the manifest names (rendered from src/assets/app-icon/ by scripts/icons.mjs). */
export const ICONS = [
  { file: 'icons/icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icons/icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
] as const;
export const APPLE_TOUCH_ICON = 'icons/apple-touch-icon.png';

/** The manifest a page links: its own language's (the pseudo-language, never published, uses the source language's). */
export const manifestLang = (lang: unknown): PublishedLang => (isLang(lang) && lang !== PSEUDO_LANG ? lang : 'en');

/** Where a language's manifest is served (src/pages/manifest.webmanifest.ts and its Japanese twin). */
export const manifestHref = (lang: Lang, base: string = BUILT_BASE): string => localePath(lang, '/manifest.webmanifest', base);

/** A language's manifest: the app opens the play page in that language and keeps to that language's pages. */
export function webManifest(lang: PublishedLang, base: string = BUILT_BASE): Record<string, unknown> {
  const words = siteWords(lang);
  const start = localePath(lang, '/play/', base);
  return {
    id: start,
    name: words['app.name'],
    short_name: words['app.shortName'],
    description: words['app.description'],
    lang,
    dir: 'ltr',
    start_url: start,
    scope: localePath(lang, '/', base),
    display: 'standalone',
    theme_color: THEME_COLOURS.light,
    background_color: BACKGROUND_COLOUR,
    icons: ICONS.map(({ file, sizes, purpose }) => ({ src: localePath('en', `/${file}`, base), sizes, type: 'image/png', purpose })),
  };
}

/** The manifest as the endpoint serves it. */
export function manifestResponse(lang: PublishedLang): Response {
  return new Response(JSON.stringify(webManifest(lang), null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
}
