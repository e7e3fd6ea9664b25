// The course's Exercise island for Japanese pages: shelves the Japanese card words only (its own words come as props).
import '../../i18n/cards-ja';
import Exercise from '../learn/Exercise';

export default Exercise;
