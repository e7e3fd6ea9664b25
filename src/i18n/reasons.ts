// The computer's reasons for a move, read from the shelf: loaded with the first hint or review (see play/laterWords.ts).
import { shelved } from './books';
import type { reasonsEn } from './reasons-en';

export const reasonStrings = shelved<Record<keyof typeof reasonsEn, string>>('reasons');
export type ReasonKey = keyof typeof reasonsEn;
