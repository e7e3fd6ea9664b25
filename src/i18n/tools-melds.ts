// Words of the meld scorer (announcements included). English and Japanese.
import { shelved } from './books';
import type { toolsMeldsEn } from './tools-melds-en';

export const meldStrings = shelved<typeof toolsMeldsEn>('tools-melds');
