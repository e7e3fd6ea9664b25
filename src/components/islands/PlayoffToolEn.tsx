// The PlayoffTool island for English pages: shelves the English words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-en';
import { shelve } from '../../i18n/books';
import { toolsCommonEn } from '../../i18n/tools-common-en';
import { toolsPlayoffEn } from '../../i18n/tools-playoff-en';
import PlayoffTool from '../tools/PlayoffTool';

shelve('tools-common', 'en', toolsCommonEn);
shelve('tools-playoff', 'en', toolsPlayoffEn);

export default PlayoffTool;
