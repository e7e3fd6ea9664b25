// The MeldTool island for Japanese pages: shelves the Japanese words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-ja';
import { shelve } from '../../i18n/books';
import { toolsCommonJa } from '../../i18n/tools-common-ja';
import { toolsMeldsJa } from '../../i18n/tools-melds-ja';
import MeldTool from '../tools/MeldTool';

shelve('tools-common', 'ja', toolsCommonJa);
shelve('tools-melds', 'ja', toolsMeldsJa);

export default MeldTool;
