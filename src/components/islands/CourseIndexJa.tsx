// The course's CourseIndex island for Japanese pages: shelves the Japanese card words only (its own words come as props).
import '../../i18n/cards-ja';
import CourseIndex from '../learn/CourseIndex';

export default CourseIndex;
