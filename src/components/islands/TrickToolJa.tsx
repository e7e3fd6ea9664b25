// The TrickTool island for Japanese pages: shelves the Japanese words only, so this island's JavaScript holds no other language.
import '../../i18n/cards-ja';
import { shelve } from '../../i18n/books';
import { toolsCommonJa } from '../../i18n/tools-common-ja';
import { toolsTrickJa } from '../../i18n/tools-trick-ja';
import TrickTool from '../tools/TrickTool';

shelve('tools-common', 'ja', toolsCommonJa);
shelve('tools-trick', 'ja', toolsTrickJa);

export default TrickTool;
