// A finished deal review's dictionary: fetched for the page's language only when a review starts, then read from the shelf.
import { shelve, shelved } from './books';
import type { Lang } from './lang';
import type { reviewResultEn } from './review-result-en';

export const reviewResultStrings = shelved<Record<keyof typeof reviewResultEn, string>>('review-result');
export type ReviewResultKey = keyof typeof reviewResultEn;

const loaded = new Set<Lang>();

/** Loads and shelves the words of `lang` (the play page's first load does without them: they show only once a review is done). */
export async function loadReviewResultWords(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  const words = lang === 'ja' ? (await import('./review-result-ja')).reviewResultJa : (await import('./review-result-en')).reviewResultEn;
  shelve('review-result', lang, words);
  loaded.add(lang);
}
