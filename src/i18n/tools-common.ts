// Words shared by every table tool and by the card components (picker, typed-cards field, problems). English and Japanese.
import { shelved } from './books';
import type { toolsCommonEn } from './tools-common-en';

/** Shared by every tool and by the card components (card picker, typed-cards input, problems). */
export const toolCommonStrings = shelved<typeof toolsCommonEn>('tools-common');
