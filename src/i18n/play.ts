// Words of the play page in every language: the table's (play-<lang>.ts) and the setup's, saved games' and records'
// (play-setup-<lang>.ts), joined; each language lives in its own files, so the page loads only its own.
import { dictionary } from './dictionaries';
import { LANGS, type Dictionary } from './lang';
import type { playEn } from './play-en';
import type { playSetupEn } from './play-setup-en';

type PlayWords = typeof playEn & typeof playSetupEn;

const table = dictionary<typeof playEn>('play');
const setup = dictionary<typeof playSetupEn>('play-setup');

export const playStrings = Object.fromEntries(LANGS.map((lang) => [lang, { ...table[lang], ...setup[lang] }])) as Dictionary<PlayWords>;

export type PlayKey = keyof PlayWords;
