// Shelves the Japanese card and common tool words: imported by every Japanese island entry (src/components/islands).
import { shelve } from './books';
import { cardsJa } from './cards-ja';
import { toolsCommonJa } from './tools-common-ja';

shelve('cards', 'ja', cardsJa);
shelve('tools-common', 'ja', toolsCommonJa);
