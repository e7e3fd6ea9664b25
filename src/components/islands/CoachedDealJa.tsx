// The course's CoachedDeal island for Japanese pages: shelves the card and deal-review words of that language only
// (the course's own words come as props; the table's words load by language in play/words/strings.ts).
import '../../i18n/cards-ja';
import { shelve } from '../../i18n/books';
import { reviewJa } from '../../i18n/review-ja';
import CoachedDeal from '../learn/CoachedDeal';

shelve('review', 'ja', reviewJa);

export default CoachedDeal;
