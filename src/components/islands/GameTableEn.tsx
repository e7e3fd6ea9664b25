// The play page's island for English pages: shelves the English card, deal-review and page words, so the island's JavaScript
// holds no other language and the server renders the first screen (the new-game options) in the page's HTML.
import '../../i18n/cards-en';
import { shelve } from '../../i18n/books';
import { playEn } from '../../i18n/play-en';
import { reviewEn } from '../../i18n/review-en';
import GameTable from '../play/GameTable';
import { provideStrings } from '../play/strings';

shelve('review', 'en', reviewEn);
provideStrings('en', playEn);

export default GameTable;
