// The play page's island for English pages: shelves the English card and deal-review words (the page's own words load by
// language in play/strings.ts), so the island's JavaScript holds no other language.
import '../../i18n/cards-en';
import { shelve } from '../../i18n/books';
import { reviewEn } from '../../i18n/review-en';
import GameTable from '../play/GameTable';

shelve('review', 'en', reviewEn);

export default GameTable;
