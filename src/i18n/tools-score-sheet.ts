// Words of the score sheet. English and Japanese.
import { shelved } from './books';
import type { toolsScoreSheetEn } from './tools-score-sheet-en';

export const scoreSheetStrings = shelved<typeof toolsScoreSheetEn>('tools-score-sheet');
