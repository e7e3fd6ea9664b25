// Words of the play page in English and Japanese: each language lives in its own file, so the page loads only its own.
import { defineDictionary } from './lang';
import { playEn } from './play-en';
import { playJa } from './play-ja';

export const playStrings = defineDictionary(playEn, playJa);

export type PlayKey = keyof typeof playEn;
