// Shelves the English card and common tool words: imported by every English island entry (src/components/islands).
import { shelve } from './books';
import { cardsEn } from './cards-en';
import { toolsCommonEn } from './tools-common-en';

shelve('cards', 'en', cardsEn);
shelve('tools-common', 'en', toolsCommonEn);
