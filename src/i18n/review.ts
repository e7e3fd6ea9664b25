// The deal review's dictionary: English source and its Japanese twin.
import { defineDictionary } from './lang';
import { reviewEn } from './review-en';
import { reviewJa } from './review-ja';

export const reviewStrings = defineDictionary(reviewEn as Record<keyof typeof reviewEn, string>, reviewJa);
export type ReviewKey = keyof typeof reviewEn;
