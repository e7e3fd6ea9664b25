// The MeldTool island for English pages: shelves the English words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-en';
import { shelve } from '../../i18n/books';
import { toolsCommonEn } from '../../i18n/tools-common-en';
import { toolsMeldsEn } from '../../i18n/tools-melds-en';
import MeldTool from '../tools/MeldTool';

shelve('tools-common', 'en', toolsCommonEn);
shelve('tools-melds', 'en', toolsMeldsEn);

export default MeldTool;
