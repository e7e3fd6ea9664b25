// The play-off's rules of thumb, shared by the `rules` player and the search's playouts: lead the longest combination, beat as cheaply as possible.
import { isJoker } from '../cards.ts';
import { playCards } from '../playoff.ts';
import { comboOfKey, forEachPlayMask } from '../playoff-plays.ts';
import type { Card, Combo } from '../types.ts';
import { playoutScratch as scratch } from './playout-scratch.ts';

// The choices compare plays as hand-position masks, in the playouts' scratch, and build cards for the chosen one only.
const ranks = scratch.playOffRanks;

function readHand(hand: readonly Card[]): void {
  let jokerPositions = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    if (isJoker(card)) jokerPositions |= 1 << i;
    ranks[i] = isJoker(card) ? 0 : card.rank;
  }
  scratch.jokerPositions = jokerPositions;
  scratch.bestKey = -1;
}

function chosen(hand: readonly Card[]): { cards: Card[]; combo: Combo } | null {
  if (scratch.bestKey < 0) return null;
  const combo = comboOfKey(scratch.bestKey);
  return { cards: playCards(hand, scratch.bestMask, combo), combo };
}

/**
 * The play-off choice of the rules of thumb as hand positions, without building its cards (the kernel's
 * playouts step by the mask): longestLead on the lead, else cheapestBeat, as the mask of its hand positions
 * (a hand of at most 16 cards, as the kernel's) with its combination's key above bit 16 (see comboOfKey); −1 to pass.
 */
export function playOffChoiceMask(hand: readonly Card[], last: Combo | null): number {
  readHand(hand);
  forEachPlayMask(ranks, hand.length, last, last === null ? longer : cheaper, true);
  return scratch.bestKey < 0 ? -1 : scratch.bestMask | (scratch.bestKey << 16);
}

function longer(mask: number, key: number): void {
  const combo = comboOfKey(key);
  const best = scratch.bestKey < 0 ? null : comboOfKey(scratch.bestKey);
  if (best === null || combo.size > best.size || (combo.size === best.size && combo.rank < best.rank)) {
    scratch.bestMask = mask;
    scratch.bestKey = key;
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
  const bestKey = scratch.bestKey;
  const rank = comboOfKey(key).rank;
  const bestRank = bestKey < 0 ? 0 : comboOfKey(bestKey).rank;
  if (bestKey >= 0 && rank > bestRank) return;
  const jokers = popcount(mask & scratch.jokerPositions);
  if (bestKey < 0 || rank < bestRank || jokers < scratch.bestJokers) {
    scratch.bestMask = mask;
    scratch.bestKey = key;
    scratch.bestJokers = jokers;
  }
}

/** Play-off reply: the lowest combination that beats (fewest Jokers among equals), or null to pass. */
export function cheapestBeat(hand: readonly Card[], last: Combo): { cards: Card[]; combo: Combo } | null {
  readHand(hand);
  forEachPlayMask(ranks, hand.length, last, cheaper, true);
  return chosen(hand);
}
