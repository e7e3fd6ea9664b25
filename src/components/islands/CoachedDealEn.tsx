// The course's CoachedDeal island for English pages: shelves the English card words only (its own words come as props).
import '../../i18n/cards-en';
import CoachedDeal from '../learn/CoachedDeal';

export default CoachedDeal;
