// The play page's island for Japanese pages: shelves the Japanese card words (the page's own words load by language in play/strings.ts).
import '../../i18n/cards-ja';
import GameTable from '../play/GameTable';

export default GameTable;
