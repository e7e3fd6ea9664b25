// The play-off's rules of thumb, shared by the `rules` player and the search's playouts: lead the longest combination, beat as cheaply as possible.
import { isJoker } from '../cards.ts';
import { playCards } from '../playoff.ts';
import { comboOfKey, forEachPlayMask } from '../playoff-plays.ts';
import type { Card, Combo } from '../types.ts';

// The choices compare plays as hand-position masks and build cards for the chosen one only.
const ranks = new Uint8Array(32);
let jokerPositions = 0;
let bestMask = 0;
let bestKey = -1;
let bestJokers = 0;

function readHand(hand: readonly Card[]): void {
  jokerPositions = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    if (isJoker(card)) jokerPositions |= 1 << i;
    ranks[i] = isJoker(card) ? 0 : card.rank;
  }
  bestKey = -1;
}

function chosen(hand: readonly Card[]): { cards: Card[]; combo: Combo } | null {
  if (bestKey < 0) return null;
  const combo = comboOfKey(bestKey);
  return { cards: playCards(hand, bestMask, combo), combo };
}

/**
 * The play-off choice of the rules of thumb as hand positions, without building its cards (the kernel's
 * playouts step by the mask): longestLead on the lead, else cheapestBeat; null to pass. The result is
 * shared (valid until the next call).
 */
export function playOffChoiceMask(hand: readonly Card[], last: Combo | null): { mask: number; combo: Combo } | null {
  readHand(hand);
  forEachPlayMask(ranks, hand.length, last, last === null ? longer : cheaper, true);
  if (bestKey < 0) return null;
  maskChoice.mask = bestMask;
  maskChoice.combo = comboOfKey(bestKey);
  return maskChoice;
}

const maskChoice: { mask: number; combo: Combo } = { mask: 0, combo: comboOfKey(0) };

function longer(mask: number, key: number): void {
  const combo = comboOfKey(key);
  const best = bestKey < 0 ? null : comboOfKey(bestKey);
  if (best === null || combo.size > best.size || (combo.size === best.size && combo.rank < best.rank)) {
    bestMask = mask;
    bestKey = key;
  }
}

/** Play-off lead: the longest combination, the lowest-ranked among equals (sheds most cards). */
export function longestLead(hand: readonly Card[]): { cards: Card[]; combo: Combo } {
  readHand(hand);
  forEachPlayMask(ranks, hand.length, null, longer, true);
  return chosen(hand) as { cards: Card[]; combo: Combo };
}

function popcount(n: number): number {
  let count = 0;
  for (let m = n; m !== 0; m &= m - 1) count++;
  return count;
}

function cheaper(mask: number, key: number): void {
  const rank = comboOfKey(key).rank;
  const bestRank = bestKey < 0 ? 0 : comboOfKey(bestKey).rank;
  if (bestKey >= 0 && rank > bestRank) return;
  const jokers = popcount(mask & jokerPositions);
  if (bestKey < 0 || rank < bestRank || jokers < bestJokers) {
    bestMask = mask;
    bestKey = key;
    bestJokers = jokers;
  }
}

/** Play-off reply: the lowest combination that beats (fewest Jokers among equals), or null to pass. */
export function cheapestBeat(hand: readonly Card[], last: Combo): { cards: Card[]; combo: Combo } | null {
  readHand(hand);
  forEachPlayMask(ranks, hand.length, last, cheaper, true);
  return chosen(hand);
}
