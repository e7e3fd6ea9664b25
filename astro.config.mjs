// Site configuration: Starlight docs layout in English (root) and Japanese (/ja/), Preact islands.
// SITE_URL and BASE_PATH in the environment say where the site will be served (README, "Deploy").
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import starlightLinksValidator from 'starlight-links-validator';
import baseLinks from './src/integrations/base-links.mjs';
import { deploySettings } from './src/integrations/deploy-settings.mjs';
import notFoundPages from './src/integrations/not-found.mjs';
import pureEngine from './src/integrations/pure-engine.mjs';
import csp from './src/integrations/csp.mjs';
import serviceWorker from './src/integrations/service-worker.mjs';

/** One sidebar entry with its Japanese label. */
const page = (label, ja, slug) => ({ label, translations: { ja }, slug });

const { site, base } = deploySettings(process.env);

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  integrations: [
    starlight({
      title: { en: 'Galapagos', ja: 'ガラパゴス' },
      description: "Learn and play Galapagos, David Parlett's two-player card game.",
      defaultLocale: 'root',
      locales: {
        root: { label: 'English', lang: 'en' },
        ja: { label: '日本語', lang: 'ja' },
      },
      lastUpdated: false,
      // Frontmatter links (the home pages' hero buttons) get the base path here; body links get it from baseLinks().
      routeMiddleware: './src/starlight/routeData.ts',
      // Every internal link and #anchor of the pages, in both languages, must lead somewhere, or the build fails.
      plugins: [starlightLinksValidator()],
      pagination: true,
      customCss: ['./src/styles/site.css'],
      // Our own 404 pages in each language: src/pages/404.astro and src/pages/ja/404.astro.
      disable404Route: true,
      sidebar: [
        {
          label: 'Learn by doing',
          translations: { ja: 'やってみて覚える' },
          collapsed: true,
          items: [
            page('The course', '講座の目次', 'learn'),
            page('1. Cards', '1. カード', 'learn/cards'),
            page('2. The sealed bid', '2. 入札', 'learn/bidding'),
            page('3. Take or cede', '3. 取るか譲るか', 'learn/take-or-cede'),
            page('4. Melds', '4. 役', 'learn/melds'),
            page('5. Your trump', '5. 自分の切り札', 'learn/trump'),
            page('6. Tricks', '6. トリック', 'learn/tricks'),
            page('7. The odd trick', '7. 奇数トリック', 'learn/odd-trick'),
            page('8. The play-off', '8. プレイオフ', 'learn/play-off'),
            page('9. Scoring', '9. 得点', 'learn/scoring'),
            page('10. Jokers', '10. ジョーカー', 'learn/jokers'),
            page('A coached first deal', 'コーチ付きのディール', 'learn/first-deal'),
            page('Practise your mistakes', '自分の失敗から練習', 'learn/practice'),
          ],
        },
        {
          label: 'Learn the rules',
          translations: { ja: 'ルールを学ぶ' },
          items: [
            page('Overview', '概要', 'rules'),
            page('Cards', 'カード', 'rules/cards'),
            page('Phase 1: Auction', 'フェーズ1：競り', 'rules/auction'),
            page('Phase 1: Melds', 'フェーズ1：役', 'rules/melds'),
            page('Phase 2: Tricks', 'フェーズ2：トリック', 'rules/tricks'),
            page('Phase 3: Play-off', 'フェーズ3：プレイオフ', 'rules/play-off'),
            page('Scoring and the game', '得点とゲームの終わり', 'rules/scoring'),
            page('Optional Jokers', 'ジョーカー（オプション）', 'rules/jokers'),
            page('Strategy notes', '戦略メモ', 'rules/strategy'),
          ],
        },
        {
          label: 'Reference',
          translations: { ja: '資料' },
          items: [page('Rulings', '裁定', 'rulings'), page('Glossary', '用語集', 'glossary')],
        },
        {
          label: 'Table tools',
          translations: { ja: '卓上ツール' },
          items: [
            page('Bid tie-break', '競りの判定', 'tools/bid'),
            page('Meld scorer', '役の計算', 'tools/melds'),
            page('Trick resolver', 'トリックの判定', 'tools/trick'),
            page('Play-off checker', 'プレイオフの判定', 'tools/play-off'),
            page('Score sheet', '得点表', 'tools/score-sheet'),
          ],
        },
        page('Play', '遊ぶ', 'play'),
        {
          label: 'More',
          translations: { ja: 'その他' },
          items: [page('About', 'このサイトについて', 'about'), page('For developers', '開発者向け', 'engine'), page('Two devices', '2台の端末で対戦', 'engine/peer-protocol')],
        },
      ],
    }),
    preact(),
    // Root-relative links in the Markdown and MDX pages get the base path (before the link check reads them).
    baseLinks(),
    // Post-build steps, in this order: 404 pages into place, a CSP on every page, then the offline precache list.
    notFoundPages(),
    // connectSrc: origins off the site the pages may connect to (none yet); the site's own, base path or not, is 'self'.
    csp({ connectSrc: [] }),
    serviceWorker(),
  ],
  // The islands import the engine through its entry points: only the rules each one calls are bundled.
  vite: { plugins: [pureEngine()] },
});
