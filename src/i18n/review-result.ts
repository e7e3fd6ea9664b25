// A finished deal review's dictionary: fetched for the page's language only when a review starts, then read from the shelf.
import { shelved } from './shelved.ts';
import type { Lang } from './lang.ts';
import type { reviewResultEn } from './review-result-en.ts';
import { loadWords } from './registry.ts';

export const reviewResultStrings = shelved<Record<keyof typeof reviewResultEn, string>>('review-result');
export type ReviewResultKey = keyof typeof reviewResultEn;

/** Loads and shelves the words of `lang` (the play page's first load does without them: they show only once a review is done). */
export function loadReviewResultWords(lang: Lang): Promise<void> {
  return loadWords('review-result', lang);
}
