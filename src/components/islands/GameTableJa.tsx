// The play page's island for Japanese pages: shelves the Japanese card and deal-review words (the page's own words load by
// language in play/strings.ts), so the island's JavaScript holds no other language.
import '../../i18n/cards-ja';
import { shelve } from '../../i18n/books';
import { reviewJa } from '../../i18n/review-ja';
import GameTable from '../play/GameTable';

shelve('review', 'ja', reviewJa);

export default GameTable;
