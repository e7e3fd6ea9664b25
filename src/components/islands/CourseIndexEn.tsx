// The course's CourseIndex island for English pages: shelves the English card words only (its own words come as props).
import '../../i18n/cards-en';
import CourseIndex from '../learn/CourseIndex';

export default CourseIndex;
