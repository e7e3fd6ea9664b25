// Every island dictionary with both languages, so a test can check that Japanese has exactly the English keys (tests only).
import { cardsEn } from './cards-en';
import { cardsJa } from './cards-ja';
import { announceEn } from './announce-en';
import { announceJa } from './announce-ja';
import { combosEn } from './combos-en';
import { listsEn } from './lists-en';
import { listsJa } from './lists-ja';
import { combosJa } from './combos-ja';
import { defineDictionary, type Dictionary } from './lang';
import { playStrings } from './play';
import { learnStrings } from './learn';
import { problemsEn } from './problems-en';
import { problemsJa } from './problems-ja';
import { reasonsEn } from './reasons-en';
import { reasonsJa } from './reasons-ja';
import { reviewEn } from './review-en';
import { reviewJa } from './review-ja';
import { reviewResultEn } from './review-result-en';
import { reviewResultJa } from './review-result-ja';
import { toolStrings } from './tools';

export const ALL_DICTIONARIES: Record<string, Dictionary<Record<string, string>>> = {
  cards: defineDictionary(cardsEn, cardsJa),
  announce: defineDictionary(announceEn, announceJa),
  combos: defineDictionary(combosEn, combosJa),
  lists: defineDictionary(listsEn, listsJa),
  tools: toolStrings,
  play: playStrings,
  learn: learnStrings,
  problems: defineDictionary(problemsEn as Record<keyof typeof problemsEn, string>, problemsJa),
  reasons: defineDictionary(reasonsEn as Record<keyof typeof reasonsEn, string>, reasonsJa),
  review: defineDictionary(reviewEn as Record<keyof typeof reviewEn, string>, reviewJa),
  'review-result': defineDictionary(reviewResultEn as Record<keyof typeof reviewResultEn, string>, reviewResultJa),
};
