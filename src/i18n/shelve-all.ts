// Shelves every dictionary in both languages: for unit tests and Node scripts, which render islands of either language.
import { shelve } from './books';
import { cardsEn } from './cards-en';
import { cardsJa } from './cards-ja';
import { announceEn } from './announce-en';
import { announceJa } from './announce-ja';
import { combosEn } from './combos-en';
import { listsEn } from './lists-en';
import { listsJa } from './lists-ja';
import { combosJa } from './combos-ja';
import { playEn } from './play-en';
import { playJa } from './play-ja';
import { problemsEn } from './problems-en';
import { problemsJa } from './problems-ja';
import { reasonsEn } from './reasons-en';
import { reasonsJa } from './reasons-ja';
import { reviewEn } from './review-en';
import { reviewJa } from './review-ja';
import { reviewResultEn } from './review-result-en';
import { reviewResultJa } from './review-result-ja';
import { TOOL_DICTIONARIES } from './tools';

shelve('cards', 'en', cardsEn);
shelve('cards', 'ja', cardsJa);
shelve('announce', 'en', announceEn);
shelve('announce', 'ja', announceJa);
shelve('lists', 'en', listsEn);
shelve('lists', 'ja', listsJa);
shelve('combos', 'en', combosEn);
shelve('combos', 'ja', combosJa);
shelve('play', 'en', playEn);
shelve('play', 'ja', playJa);
shelve('problems', 'en', problemsEn);
shelve('problems', 'ja', problemsJa);
shelve('reasons', 'en', reasonsEn);
shelve('reasons', 'ja', reasonsJa);
shelve('review', 'en', reviewEn);
shelve('review', 'ja', reviewJa);
shelve('review-result', 'en', reviewResultEn);
shelve('review-result', 'ja', reviewResultJa);
for (const [name, words] of Object.entries(TOOL_DICTIONARIES)) {
  shelve(name, 'en', words.en);
  shelve(name, 'ja', words.ja);
}
