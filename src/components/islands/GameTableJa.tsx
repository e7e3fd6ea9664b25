// The play page's island for Japanese pages: shelves the Japanese card and page words (the review and hint words load later, play/laterWords.ts), so the island's JavaScript
// holds no other language and the server renders the first screen (the new-game options) in the page's HTML.
import '../../i18n/cards-ja';
import { playJa } from '../../i18n/play-ja';
import GameTable from '../play/GameTable';
import { provideStrings } from '../play/words/strings';

provideStrings('ja', playJa);

export default GameTable;
