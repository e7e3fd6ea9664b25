// The BidTool island for Japanese pages: shelves the Japanese words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-ja';
import { shelve } from '../../i18n/books';
import { toolsCommonJa } from '../../i18n/tools-common-ja';
import { toolsBidJa } from '../../i18n/tools-bid-ja';
import BidTool from '../tools/BidTool';

shelve('tools-common', 'ja', toolsCommonJa);
shelve('tools-bid', 'ja', toolsBidJa);

export default BidTool;
