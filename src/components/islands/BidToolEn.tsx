// The BidTool island for English pages: shelves the English words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-en';
import { shelve } from '../../i18n/books';
import { toolsCommonEn } from '../../i18n/tools-common-en';
import { toolsBidEn } from '../../i18n/tools-bid-en';
import BidTool from '../tools/BidTool';

shelve('tools-common', 'en', toolsCommonEn);
shelve('tools-bid', 'en', toolsBidEn);

export default BidTool;
