// The course's Exercise island for English pages: shelves the English card words only (its own words come as props).
import '../../i18n/cards-en';
import Exercise from '../learn/Exercise';

export default Exercise;
