// Card-judging rules of thumb shared by the `rules` player and the search's playouts: what to bid, take, trump, play.
import { cardId, isJoker, RED_JOKER_ID, suitIndex } from '../cards.ts';
import { playCards } from '../playoff.ts';
import { comboOfKey, forEachPlayMask } from '../playoff-plays.ts';
import { isPersonalTrump, resolveTrickCards } from '../tricks.ts';
import type { Card, Combo, NaturalCard, Suit, TrickRule } from '../types.ts';
import { SUITS } from '../types.ts';

/** Per suit, a bit per rank held (bit r for rank r). */
function suitMasks(hand: readonly Card[]): number[] {
  const masks = [0, 0, 0, 0];
  for (const card of hand) if (!isJoker(card)) masks[suitIndex(card.suit)] |= 1 << card.rank;
  return masks;
}

function rankCount(masks: readonly number[], rank: number): number {
  let n = 0;
  for (let s = 0; s < 4; s++) if (masks[s] & (1 << rank)) n++;
  return n;
}

/** Length of the same-suit run through `rank` in `mask` (the Ace also counts low). */
function runLength(mask: number, rank: number): number {
  const m = mask & (1 << 14) ? mask | 2 : mask;
  let low = rank;
  while (low > 1 && m & (1 << (low - 1))) low--;
  let high = rank;
  while (high < 14 && m & (1 << (high + 1))) high++;
  return high - low + 1;
}

/**
 * How much a card is worth keeping in the trick hand: its rank, plus a premium when it is part of a
 * meld (or one card short of one), so that low spare cards are bid first.
 */
export function keepValue(card: Card, masks: readonly number[]): number {
  return isJoker(card) ? JOKER_KEEP_VALUE : naturalKeepValue(card.rank, suitIndex(card.suit), masks);
}

/** A Joker is kept above any natural card. */
const JOKER_KEEP_VALUE = 40;

function naturalKeepValue(rank: number, suit: number, masks: ArrayLike<number>): number {
  let value = rank;
  let count = 0;
  for (let s = 0; s < 4; s++) if (masks[s] & (1 << rank)) count++;
  if (count >= 3) value += 9;
  else if (count === 2) value += 2;
  const run = runLength(masks[suit], rank);
  if (run >= 3) value += 9;
  else if (run === 2) value += 2;
  return value;
}

/** The card of the hand least worth keeping (the rules player's bid). */
export function lowestKeepCard(hand: readonly Card[]): Card {
  const masks = suitMasks(hand);
  let best = hand[0];
  let bestKey = Infinity;
  for (const card of hand) {
    const key = keepValue(card, masks) * 100 + cardId(card); // the card id breaks ties (stable)
    if (key < bestKey) {
      bestKey = key;
      best = card;
    }
  }
  return best;
}

const idMasks = new Int32Array(4);

/**
 * lowestKeepCard for a hand given as card ids (`ids[start .. start + n)`, as the rules kernel holds
 * it): the same choice, without card objects. Ids as cardId gives them.
 */
export function lowestKeepId(ids: ArrayLike<number>, start: number, n: number): number {
  idMasks.fill(0);
  for (let i = start; i < start + n; i++) {
    const id = ids[i];
    if (id < RED_JOKER_ID) idMasks[(id / 13) | 0] |= 1 << ((id % 13) + 2);
  }
  let best = ids[start];
  let bestKey = Infinity;
  for (let i = start; i < start + n; i++) {
    const id = ids[i];
    const value = id < RED_JOKER_ID ? naturalKeepValue((id % 13) + 2, (id / 13) | 0, idMasks) : JOKER_KEEP_VALUE;
    const key = value * 100 + id;
    if (key < bestKey) {
      bestKey = key;
      best = id;
    }
  }
  return best;
}

/** True when the turn-up would complete or extend a meld in the hand. */
export function makesMeld(hand: readonly Card[], card: Card): boolean {
  if (isJoker(card)) return false;
  const masks = suitMasks(hand);
  if (rankCount(masks, card.rank) >= 2) return true;
  const suit = suitIndex(card.suit);
  return runLength(masks[suit] | (1 << card.rank), card.rank) >= 3;
}

/** The rules player's take/cede: take a high turn-up or one that makes a meld; the unseen card averages an 8. */
export function wantsTurnUp(hand: readonly Card[], turnUp: Card): 'high' | 'meld' | null {
  if (isJoker(turnUp)) return 'high';
  if (turnUp.rank >= 10) return 'high';
  if (makesMeld(hand, turnUp)) return 'meld';
  return null;
}

/** Number of cards of each suit (Jokers not counted). */
export function suitLengths(hand: readonly Card[]): Record<Suit, number> {
  const lengths: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const card of hand) if (!isJoker(card)) lengths[card.suit]++;
  return lengths;
}

/** The longest suit; ties go to the higher meld total, then the higher rank sum. */
export function longestSuit(hand: readonly Card[], meldTotals: Record<Suit, number>): Suit {
  const lengths = suitLengths(hand);
  const rankSum: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const card of hand) if (!isJoker(card)) rankSum[card.suit] += card.rank;
  let best: Suit = 'S';
  let bestKey = -1;
  for (const suit of SUITS) {
    const key = lengths[suit] * 100000 + meldTotals[suit] * 200 + rankSum[suit];
    if (key > bestKey) {
      bestKey = key;
      best = suit;
    }
  }
  return best;
}

/** Cost of spending a card in a trick: trumps and high cards are dear. */
function trickCost(card: Card, myTrump: Suit): number {
  if (isJoker(card)) return 30;
  return (card.suit === myTrump ? 20 : 0) + card.rank;
}

export type TrickChoice = { card: Card; kind: 'win-cheaply' | 'win-with-trump' | 'duck' | 'lead-trump' | 'lead-low' | 'lead-high' };

/** Follow: the cheapest card that wins, else the cheapest card. */
export function followCard(legal: readonly Card[], lead: Card, leaderTrump: Suit, myTrump: Suit, rule: TrickRule): TrickChoice {
  let winner: Card | null = null;
  let winnerCost = Infinity;
  let loser: Card | null = null;
  let loserCost = Infinity;
  for (const card of legal) {
    const cost = trickCost(card, myTrump);
    const wins = resolveTrickCards(lead, card, leaderTrump, myTrump, rule).winner === 'follower';
    if (wins && cost < winnerCost) {
      winner = card;
      winnerCost = cost;
    } else if (!wins && cost < loserCost) {
      loser = card;
      loserCost = cost;
    }
  }
  if (winner !== null) return { card: winner, kind: isPersonalTrump(winner, myTrump) ? 'win-with-trump' : 'win-cheaply' };
  return { card: loser as Card, kind: 'duck' };
}

/** Lead: the top trump while holding three or more trumps, else the lowest card of the longest plain suit. */
export function leadCard(hand: readonly Card[], myTrump: Suit): TrickChoice {
  const lengths = suitLengths(hand);
  const trumps = hand.filter((c) => !isJoker(c) && c.suit === myTrump) as NaturalCard[];
  if (trumps.length >= 3 || trumps.length === hand.length) {
    let top = trumps[0];
    for (const c of trumps) if (c.rank > top.rank) top = c;
    if (top) return { card: top, kind: 'lead-trump' };
  }
  let best: Card | null = null;
  let bestKey = Infinity;
  for (const card of hand) {
    if (isJoker(card)) continue;
    if (card.suit === myTrump) continue;
    const key = -lengths[card.suit] * 100 + card.rank;
    if (key < bestKey) {
      bestKey = key;
      best = card;
    }
  }
  if (best !== null) return { card: best, kind: 'lead-low' };
  // Only trumps and Jokers: lead the highest trump, or the Joker.
  let top: Card = hand[0];
  for (const c of hand) if (!isJoker(c) && (isJoker(top) || c.rank > (top as NaturalCard).rank)) top = c;
  return { card: top, kind: 'lead-trump' };
}

// The play-off choices compare plays as hand-position masks and build cards for the chosen one only.
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
  forEachPlayMask(ranks, hand.length, null, longer);
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
  forEachPlayMask(ranks, hand.length, last, cheaper);
  return chosen(hand);
}
