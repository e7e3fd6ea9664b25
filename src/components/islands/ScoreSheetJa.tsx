// The ScoreSheet island for Japanese pages: shelves the Japanese words only, so this island's JavaScript holds no other language.
import '../../i18n/shelf-ja';
import { shelve } from '../../i18n/books';
import { toolsScoreSheetJa } from '../../i18n/tools-score-sheet-ja';
import ScoreSheet from '../tools/ScoreSheet';

shelve('tools-score-sheet', 'ja', toolsScoreSheetJa);

export default ScoreSheet;
