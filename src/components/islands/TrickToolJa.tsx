// The TrickTool island for Japanese pages: shelves the Japanese words only, so this island's JavaScript holds no other language.
import '../../i18n/shelf-ja';
import { shelve } from '../../i18n/books';
import { toolsTrickJa } from '../../i18n/tools-trick-ja';
import TrickTool from '../tools/TrickTool';

shelve('tools-trick', 'ja', toolsTrickJa);

export default TrickTool;
