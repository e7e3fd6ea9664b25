// Words of the play-off checker. English and Japanese.
import { shelved } from './books';
import type { toolsPlayoffEn } from './tools-playoff-en';

export const playoffStrings = shelved<typeof toolsPlayoffEn>('tools-playoff');
