// The course's CoachedDeal island for Japanese pages: shelves the Japanese card words only (its own words come as props).
import '../../i18n/cards-ja';
import CoachedDeal from '../learn/CoachedDeal';

export default CoachedDeal;
