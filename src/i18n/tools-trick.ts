// Words of the trick resolver. English and Japanese.
import { shelved } from './books';
import type { toolsTrickEn } from './tools-trick-en';

export const trickStrings = shelved<typeof toolsTrickEn>('tools-trick');
