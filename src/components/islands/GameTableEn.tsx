// The play page's island for English pages: shelves the English card words (the page's own words load by language in play/strings.ts).
import '../../i18n/cards-en';
import GameTable from '../play/GameTable';

export default GameTable;
