// The play page's island for Japanese pages: shelves the Japanese card, deal-review and page words, so the island's JavaScript
// holds no other language and the server renders the first screen (the new-game options) in the page's HTML.
import '../../i18n/cards-ja';
import { shelve } from '../../i18n/books';
import { playJa } from '../../i18n/play-ja';
import { reviewJa } from '../../i18n/review-ja';
import GameTable from '../play/GameTable';
import { provideStrings } from '../play/strings';

shelve('review', 'ja', reviewJa);
provideStrings('ja', playJa);

export default GameTable;
