// Shelves every island dictionary in every language: for the unit tests (vitest's setup file) and the browser tests'
// own expectations (Playwright, which cannot read Vite's file globs, so each file is imported here by name).
import { shelve } from './books';
import type { Lang } from './lang';
import { announceEn } from './announce-en';
import { announceJa } from './announce-ja';
import { cardsEn } from './cards-en';
import { cardsJa } from './cards-ja';
import { combosEn } from './combos-en';
import { combosJa } from './combos-ja';
import { listsEn } from './lists-en';
import { listsJa } from './lists-ja';
import { playEn } from './play-en';
import { playJa } from './play-ja';
import { playHistoryEn } from './play-history-en';
import { playHistoryJa } from './play-history-ja';
import { problemsEn } from './problems-en';
import { problemsJa } from './problems-ja';
import { reasonsEn } from './reasons-en';
import { reasonsJa } from './reasons-ja';
import { reviewEn } from './review-en';
import { reviewJa } from './review-ja';
import { reviewResultEn } from './review-result-en';
import { reviewResultJa } from './review-result-ja';
import { toolsBidEn } from './tools-bid-en';
import { toolsBidJa } from './tools-bid-ja';
import { toolsCommonEn } from './tools-common-en';
import { toolsCommonJa } from './tools-common-ja';
import { toolsMeldsEn } from './tools-melds-en';
import { toolsMeldsJa } from './tools-melds-ja';
import { toolsPlayoffEn } from './tools-playoff-en';
import { toolsPlayoffJa } from './tools-playoff-ja';
import { toolsScoreSheetEn } from './tools-score-sheet-en';
import { toolsScoreSheetJa } from './tools-score-sheet-ja';
import { toolsTrickEn } from './tools-trick-en';
import { toolsTrickJa } from './tools-trick-ja';

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
