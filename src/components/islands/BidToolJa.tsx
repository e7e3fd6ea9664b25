// The BidTool island for Japanese pages: shelves the Japanese words only, so this island's JavaScript holds no other language.
import '../../i18n/shelf-ja';
import { shelve } from '../../i18n/books';
import { toolsBidJa } from '../../i18n/tools-bid-ja';
import BidTool from '../tools/BidTool';

shelve('tools-bid', 'ja', toolsBidJa);

export default BidTool;
