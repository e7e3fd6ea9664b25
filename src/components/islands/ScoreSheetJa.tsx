// The ScoreSheet island for Japanese pages: shelves the Japanese words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-ja';
import { shelve } from '../../i18n/books';
import { toolsCommonJa } from '../../i18n/tools-common-ja';
import { toolsScoreSheetJa } from '../../i18n/tools-score-sheet-ja';
import ScoreSheet from '../tools/ScoreSheet';

shelve('tools-common', 'ja', toolsCommonJa);
shelve('tools-score-sheet', 'ja', toolsScoreSheetJa);

export default ScoreSheet;
