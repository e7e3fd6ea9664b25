// All the table tools' words in one dictionary, for the key check in src/i18n/all.ts (tests only: islands never import it).
// Islands read their own parts (./tools-common, ./tools-bid, …) from the shelf their page's language entry filled.
import { defineDictionary, type Dictionary } from './lang';
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

/** Each tool dictionary with both languages (the type system checks that Japanese has the English keys). */
export const TOOL_DICTIONARIES = {
  'tools-common': defineDictionary(toolsCommonEn, toolsCommonJa),
  'tools-bid': defineDictionary(toolsBidEn, toolsBidJa),
  'tools-melds': defineDictionary(toolsMeldsEn, toolsMeldsJa),
  'tools-trick': defineDictionary(toolsTrickEn, toolsTrickJa),
  'tools-playoff': defineDictionary(toolsPlayoffEn, toolsPlayoffJa),
  'tools-score-sheet': defineDictionary(toolsScoreSheetEn, toolsScoreSheetJa),
} as const;

/** Joins the per-tool dictionaries into one (every part already has matching en/ja keys by its own type). */
function mergeDictionaries(parts: Dictionary<Record<string, string>>[]): Dictionary<Record<string, string>> {
  const en: Record<string, string> = {};
  const ja: Record<string, string> = {};
  for (const part of parts) {
    Object.assign(en, part.en);
    Object.assign(ja, part.ja);
  }
  return defineDictionary(en, ja);
}

/** Every tool string; registered in src/i18n/all.ts. */
export const toolStrings = mergeDictionaries(Object.values(TOOL_DICTIONARIES));
