// The ScoreSheet island for English pages: shelves the English words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-en';
import { shelve } from '../../i18n/books';
import { toolsCommonEn } from '../../i18n/tools-common-en';
import { toolsScoreSheetEn } from '../../i18n/tools-score-sheet-en';
import ScoreSheet from '../tools/ScoreSheet';

shelve('tools-common', 'en', toolsCommonEn);
shelve('tools-score-sheet', 'en', toolsScoreSheetEn);

export default ScoreSheet;
