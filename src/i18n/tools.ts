// All the table tools' words in one dictionary, for the key check in src/i18n/all.ts.
// Islands import only their own part (./tools-common, ./tools-bid, …) so each page ships only the words it shows.
import type { Dictionary } from './lang';
import { toolCommonStrings } from './tools-common';
import { bidStrings } from './tools-bid';
import { meldStrings } from './tools-melds';
import { trickStrings } from './tools-trick';
import { playoffStrings } from './tools-playoff';
import { scoreSheetStrings } from './tools-score-sheet';

export { toolCommonStrings, bidStrings, meldStrings, trickStrings, playoffStrings, scoreSheetStrings };

/** Joins the per-tool dictionaries into one (every part already has matching en/ja keys by its own type). */
function mergeDictionaries(parts: Dictionary<Record<string, string>>[]): Dictionary<Record<string, string>> {
  const en: Record<string, string> = {};
  const ja: Record<string, string> = {};
  for (const part of parts) {
    Object.assign(en, part.en);
    Object.assign(ja, part.ja);
  }
  return { en, ja };
}

/** Every tool string; registered in src/i18n/all.ts. */
export const toolStrings = mergeDictionaries([
  toolCommonStrings,
  bidStrings,
  meldStrings,
  trickStrings,
  playoffStrings,
  scoreSheetStrings,
]);
