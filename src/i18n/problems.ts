// What is wrong with a record, a saved game or a shared link, read from the shelf: loaded after the first screen (see play/laterWords.ts).
import { shelved } from './books';
import type { problemsEn } from './problems-en';

export const problemStrings = shelved<Record<keyof typeof problemsEn, string>>('problems');
export type ProblemKey = keyof typeof problemsEn;
