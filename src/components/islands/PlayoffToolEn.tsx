// The PlayoffTool island for English pages: shelves the English words only, so this island's JavaScript holds no other language.
import '../../i18n/shelf-en';
import { shelve } from '../../i18n/books';
import { toolsPlayoffEn } from '../../i18n/tools-playoff-en';
import PlayoffTool from '../tools/PlayoffTool';

shelve('tools-playoff', 'en', toolsPlayoffEn);

export default PlayoffTool;
