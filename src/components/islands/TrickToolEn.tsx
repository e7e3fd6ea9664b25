// The TrickTool island for English pages: shelves the English words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-en';
import { shelve } from '../../i18n/books';
import { toolsCommonEn } from '../../i18n/tools-common-en';
import { toolsTrickEn } from '../../i18n/tools-trick-en';
import TrickTool from '../tools/TrickTool';

shelve('tools-common', 'en', toolsCommonEn);
shelve('tools-trick', 'en', toolsTrickEn);

export default TrickTool;
