// Shelves every dictionary in both languages: for unit tests and Node scripts, which render islands of either language.
import { shelve } from './books';
import { cardsEn } from './cards-en';
import { cardsJa } from './cards-ja';
import { reviewEn } from './review-en';
import { reviewJa } from './review-ja';
import { reviewResultEn } from './review-result-en';
import { reviewResultJa } from './review-result-ja';
import { TOOL_DICTIONARIES } from './tools';

shelve('cards', 'en', cardsEn);
shelve('cards', 'ja', cardsJa);
shelve('review', 'en', reviewEn);
shelve('review', 'ja', reviewJa);
shelve('review-result', 'en', reviewResultEn);
shelve('review-result', 'ja', reviewResultJa);
for (const [name, words] of Object.entries(TOOL_DICTIONARIES)) {
  shelve(name, 'en', words.en);
  shelve(name, 'ja', words.ja);
}
