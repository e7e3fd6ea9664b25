// Words of the page of finished games (/play/history/). English and Japanese.
import { shelved } from './books';
import type { playHistoryEn } from './play-history-en';

export const historyStrings = shelved<typeof playHistoryEn>('play-history');
