// Site configuration: Starlight docs layout in English (root) and Japanese (/ja/), Preact islands.
// SITE_URL and BASE_PATH in the environment say where the site will be served (README, "Deploy").
import { idleTimeoutHead } from './src/starlight/idleTimeout.mjs';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import starlightLinksValidator from 'starlight-links-validator';
import baseLinks from './src/integrations/base-links.mjs';
import { deploySettings } from './src/integrations/deploy-settings.mjs';
import notFoundPages from './src/integrations/not-found.mjs';
import pureEngine from './src/integrations/pure-engine.mjs';
import islandChunks from './src/integrations/island-chunks.mjs';
import emptyCssMarks from './src/integrations/empty-css-marks.mjs';
import csp from './src/integrations/csp.mjs';
import { sidebar } from './src/integrations/sidebar.ts';
import pseudoLocale, { isPseudoPage, removePseudoSources } from './src/integrations/pseudo-locale.ts';
import { PSEUDO_LANG } from './src/i18n/lang.ts';
import { pseudoText } from './src/i18n/pseudo.ts';
import lessonNumbers from './src/integrations/lesson-numbers.ts';
import keepNamesWhole from './src/integrations/keep-names-whole.ts';
import serviceWorker from './src/integrations/service-worker.mjs';

const { site, base } = deploySettings(process.env);
/**
 * PSEUDO_LOCALE=1: the site with a pseudo-language added (README, "Adding a language"), for its test: `npm run build:sub`
 * builds it with the base path into dist-sub/ (one build for the sub-path and pseudo-language tests); without --outDir
 * it goes to dist-pseudo/, never over the real site in dist/.
 */
const pseudo = process.env.PSEUDO_LOCALE === '1';
// A pseudo build that failed may have left its generated pages behind: they are never part of the real site.
if (!pseudo) removePseudoSources();
const pseudoLocales = pseudo ? { [PSEUDO_LANG]: { label: pseudoText('Pseudo'), lang: PSEUDO_LANG } } : {};

/**
 * Astro marks each MDX page's propagated assets with a module-level directive of its own ("use astro:head-inject"), and
 * the bundler warns, once a page and build environment, that it may not keep it: Astro's concern, not ours, and 185 lines
 * of every build's log. That warning alone is dropped, in every environment (each has its own bundler options).
 */
function quietHeadInject() {
  return {
    name: 'galapagos:quiet-head-inject',
    configEnvironment: () => ({
      build: {
        rolldownOptions: {
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
            warn(warning);
          },
        },
      },
    }),
  };
}

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  ...(pseudo ? { outDir: './dist-pseudo' } : {}),
  integrations: [
    ...(pseudo ? [pseudoLocale()] : []),
    starlight({
      title: { en: 'Galapagos', ja: 'ガラパゴス', ...(pseudo ? { [PSEUDO_LANG]: pseudoText('Galapagos') } : {}) },
      description: "Learn and play Galapagos, David Parlett's two-player card game.",
      defaultLocale: 'root',
      locales: {
        root: { label: 'English', lang: 'en' },
        ja: { label: '日本語', lang: 'ja' },
        ...pseudoLocales,
      },
      lastUpdated: false,
      // Frontmatter links (the home pages' hero buttons) get the base path here; body links get it from baseLinks().
      routeMiddleware: './src/starlight/routeData.ts',
      // Every internal link and #anchor of the pages, in both languages, must lead somewhere, or the build fails. In the
      // pseudo build too (`npm run build:sub` makes it with the base path), except in the generated pseudo pages: their
      // headings are translated, so their anchors differ; their own test (tests/e2e/pseudo.spec.ts) checks them.
      plugins: [starlightLinksValidator(pseudo ? { exclude: ({ file }) => isPseudoPage(file) } : {})],
      pagination: true,
      customCss: ['./src/styles/site.css'],
      // Starlight's header with a site menu on a phone where no sidebar menu exists (home, play: src/starlight/SiteMenu.astro).
      // The head links the page's language's web app manifest (src/starlight/Head.astro).
      components: {
        Header: './src/starlight/Header.astro',
        Head: './src/starlight/Head.astro',
        PageTitle: './src/starlight/PageTitle.astro',
      },
      // The search box is built in an idle callback: give it a timeout (src/starlight/idleTimeout.mjs says why).
      head: [idleTimeoutHead],
      // Our own 404 pages in each language: src/pages/404.astro and src/pages/ja/404.astro.
      disable404Route: true,
      // Built from the one list of lessons and the frame's words (src/integrations/sidebar.ts).
      sidebar: sidebar(pseudo ? [PSEUDO_LANG] : []),
    }),
    preact(),
    // Root-relative links in the Markdown and MDX pages get the base path (before the link check reads them).
    baseLinks(),
    // Links to a lesson get its number from the one list of lessons ("Lesson 8: The play-off").
    lessonNumbers(),
    // The Japanese pages' player names (「Aさん」) never break across lines.
    keepNamesWhole(),
    // Post-build steps, in this order: 404 pages into place, a CSP on every page, then the offline precache list.
    notFoundPages(),
    // connectSrc: origins off the site the pages may connect to (none yet); the site's own, base path or not, is 'self'.
    csp({ connectSrc: [] }),
    serviceWorker(),
  ],
  // The islands import the engine through its entry points: only the rules each one calls are bundled.
  // Preact, the play page's table and the rules the tools never call each come in one file (src/integrations/island-chunks.mjs).
  // The bundler's empty stylesheet marks are dropped from the islands' files (src/integrations/empty-css-marks.mjs).
  // The bundler's warning that it may not keep Astro's own directive on each MDX page's assets is left out of the log.
  vite: { plugins: [pureEngine(), islandChunks(), emptyCssMarks(), quietHeadInject()] },
});
