// Words of the bid tie-break tool. English and Japanese.
import { shelved } from './books';
import type { toolsBidEn } from './tools-bid-en';

export const bidStrings = shelved<typeof toolsBidEn>('tools-bid');
