// Every island dictionary, registered once so a test can check that Japanese has exactly the English keys.
import type { Dictionary } from './lang';
import { cardStrings } from './cards';
import { toolStrings } from './tools';
import { playStrings } from './play';
import { learnStrings } from './learn';
import { reviewStrings } from './review';

export const ALL_DICTIONARIES: Record<string, Dictionary<Record<string, string>>> = {
  cards: cardStrings,
  tools: toolStrings,
  play: playStrings,
  learn: learnStrings,
  review: reviewStrings,
};
