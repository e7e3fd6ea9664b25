// Words of the play page in English and Japanese: each language lives in its own file, so the page loads only its own.
import { dictionary } from './dictionaries.ts';
import type { playEn } from './play-en.ts';

export const playStrings = dictionary<typeof playEn>('play');

export type PlayKey = keyof typeof playEn;
