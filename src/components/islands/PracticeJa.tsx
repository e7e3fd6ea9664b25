// The practice page's island for Japanese pages: shelves the card words of that language only (its own words come as props).
import '../../i18n/cards-ja';
import PracticePage from '../learn/practice/PracticePage';

export default PracticePage;
