// The course's CoachedDeal island for English pages: shelves the card and deal-review words of that language only
// (the course's own words come as props; the table's words load by language in play/words/strings.ts).
import '../../i18n/cards-en';
import { shelve } from '../../i18n/books';
import { reviewEn } from '../../i18n/review-en';
import CoachedDeal from '../learn/CoachedDeal';

shelve('review', 'en', reviewEn);

export default CoachedDeal;
