// Words of the play page in English and Japanese: each language lives in its own file, so the page loads only its own.
import { dictionary } from './dictionaries';
import type { playEn } from './play-en';

export const playStrings = dictionary<typeof playEn>('play');

export type PlayKey = keyof typeof playEn;
