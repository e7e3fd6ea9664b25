// The PlayoffTool island for Japanese pages: shelves the Japanese words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-ja';
import { shelve } from '../../i18n/books';
import { toolsCommonJa } from '../../i18n/tools-common-ja';
import { toolsPlayoffJa } from '../../i18n/tools-playoff-ja';
import PlayoffTool from '../tools/PlayoffTool';

shelve('tools-common', 'ja', toolsCommonJa);
shelve('tools-playoff', 'ja', toolsPlayoffJa);

export default PlayoffTool;
