// The deal review's dictionary, read from the shelf: the play page's language entry shelves review-en.ts or review-ja.ts.
import { shelved } from './shelved.ts';
import type { reviewEn } from './review-en.ts';

export const reviewStrings = shelved<Record<keyof typeof reviewEn, string>>('review');
export type ReviewKey = keyof typeof reviewEn;
