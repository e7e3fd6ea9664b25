// The play page's island for English pages: shelves the English card and page words (the review and hint words load later, play/laterWords.ts), so the island's JavaScript
// holds no other language and the server renders the first screen (the new-game options) in the page's HTML.
import '../../i18n/cards-en';
import { playEn } from '../../i18n/play-en';
import GameTable from '../play/GameTable';
import { provideStrings } from '../play/words/strings';

provideStrings('en', playEn);

export default GameTable;
