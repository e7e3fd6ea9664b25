// Shelves every island dictionary in every language: for the unit tests (vitest's setup file) and the browser tests'
// own expectations (Playwright, which cannot read Vite's file globs, so each file is imported here by name).
import { shelve } from './books.ts';
import type { Lang } from './lang.ts';
import { announceEn } from './announce-en.ts';
import { announceJa } from './announce-ja.ts';
import { cardsEn } from './cards-en.ts';
import { cardsJa } from './cards-ja.ts';
import { combosEn } from './combos-en.ts';
import { combosJa } from './combos-ja.ts';
import { listsEn } from './lists-en.ts';
import { listsJa } from './lists-ja.ts';
import { playEn } from './play-en.ts';
import { playJa } from './play-ja.ts';
import { playHistoryEn } from './play-history-en.ts';
import { playHistoryJa } from './play-history-ja.ts';
import { problemsEn } from './problems-en.ts';
import { problemsJa } from './problems-ja.ts';
import { reasonsEn } from './reasons-en.ts';
import { reasonsJa } from './reasons-ja.ts';
import { reviewEn } from './review-en.ts';
import { reviewJa } from './review-ja.ts';
import { reviewResultEn } from './review-result-en.ts';
import { reviewResultJa } from './review-result-ja.ts';
import { toolsBidEn } from './tools-bid-en.ts';
import { toolsBidJa } from './tools-bid-ja.ts';
import { toolsCommonEn } from './tools-common-en.ts';
import { toolsCommonJa } from './tools-common-ja.ts';
import { toolsMeldsEn } from './tools-melds-en.ts';
import { toolsMeldsJa } from './tools-melds-ja.ts';
import { toolsPlayoffEn } from './tools-playoff-en.ts';
import { toolsPlayoffJa } from './tools-playoff-ja.ts';
import { toolsScoreSheetEn } from './tools-score-sheet-en.ts';
import { toolsScoreSheetJa } from './tools-score-sheet-ja.ts';
import { toolsTrickEn } from './tools-trick-en.ts';
import { toolsTrickJa } from './tools-trick-ja.ts';

const WORDS = {
  announce: { en: announceEn, ja: announceJa },
  cards: { en: cardsEn, ja: cardsJa },
  combos: { en: combosEn, ja: combosJa },
  lists: { en: listsEn, ja: listsJa },
  play: { en: playEn, ja: playJa },
  'play-history': { en: playHistoryEn, ja: playHistoryJa },
  problems: { en: problemsEn, ja: problemsJa },
  reasons: { en: reasonsEn, ja: reasonsJa },
  review: { en: reviewEn, ja: reviewJa },
  'review-result': { en: reviewResultEn, ja: reviewResultJa },
  'tools-bid': { en: toolsBidEn, ja: toolsBidJa },
  'tools-common': { en: toolsCommonEn, ja: toolsCommonJa },
  'tools-melds': { en: toolsMeldsEn, ja: toolsMeldsJa },
  'tools-playoff': { en: toolsPlayoffEn, ja: toolsPlayoffJa },
  'tools-score-sheet': { en: toolsScoreSheetEn, ja: toolsScoreSheetJa },
  'tools-trick': { en: toolsTrickEn, ja: toolsTrickJa },
};

for (const [name, languages] of Object.entries(WORDS))
  for (const [lang, words] of Object.entries(languages)) shelve(name, lang as Lang, words);
