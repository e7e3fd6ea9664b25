// Card-judging rules of thumb shared by the `rules` player and the search's playouts: what to bid, take, trump, and play to a trick (the play-off's are in playoff-choices.ts).
import { CARDS, cardId, isJoker, RED_JOKER_ID, suitIndex } from '../cards.ts';
import { trickOutcome } from '../kernel/tables.ts';
import { isPersonalTrump } from '../tricks.ts';
import type { Card, NaturalCard, Suit, TrickRule } from '../types.ts';
import { SUITS } from '../types.ts';
import { playoutScratch } from './playout-scratch.ts';

// The playouts' arrays (never replaced): aliases spare the hot loops a property load.
const { suitMasks: idMasks, runOfThree, runOfTwo, leadLengths } = playoutScratch;

/** Per suit, a bit per rank held (bit r for rank r), of a hand given as cards (the rules player's, not the playouts'). */
function suitMasks(hand: readonly Card[]): number[] {
  const masks = [0, 0, 0, 0];
  for (const card of hand) if (!isJoker(card)) masks[suitIndex(card.suit)] |= 1 << card.rank;
  return masks;
}

/** A hand's card ids (the rules player's cards, for the rules of thumb that read ids). */
const idsOf = (hand: readonly Card[]): number[] => hand.map(cardId);

function rankCount(masks: ArrayLike<number>, rank: number): number {
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

/** A Joker is kept above any natural card. */
const JOKER_KEEP_VALUE = 40;

/** The card of the hand least worth keeping (the rules player's bid): lowestKeepId on the hand's ids (`keen`: see there). */
export function lowestKeepCard(hand: readonly Card[], keen = false): Card {
  return CARDS[lowestKeepId(idsOf(hand), 0, hand.length, keen)];
}

/** By card id: the natural's suit index and rank (ids run suit by suit, Two to Ace; see cardId); Jokers unused. */
const SUIT_OF_ID = Uint8Array.from(CARDS, (_, id) => (id / 13) | 0);
const RANK_OF_ID = Uint8Array.from(CARDS, (_, id) => (id % 13) + 2);

/** Per suit, a bit per rank held, of a hand given as card ids (Jokers ignored), in the playouts' scratch (valid until the next call). */
function idSuitMasks(ids: ArrayLike<number>, start: number, n: number): Int32Array {
  idMasks[0] = idMasks[1] = idMasks[2] = idMasks[3] = 0;
  for (let i = start; i < start + n; i++) {
    const id = ids[i];
    if (id < RED_JOKER_ID) idMasks[SUIT_OF_ID[id]] |= 1 << RANK_OF_ID[id];
  }
  return idMasks;
}

/**
 * The card (id) of a hand given as card ids (`ids[start .. start + n)`, as the rules kernel holds it)
 * least worth keeping in the trick hand: the lowest rank, plus a premium when it is part of a meld (or one
 * card short of one: 9 for a set of three or a run of three, 2 for a pair or two in a row, the Ace also
 * counting low for the Two's run), so that low spare cards are bid first; a Joker is kept above any
 * natural; the card id breaks ties. `keen` (a player who wants the turn-up): the highest card with no such
 * premium instead, a bid likely to win that costs no meld; the lowest keep if every card has one.
 */
export function lowestKeepId(ids: ArrayLike<number>, start: number, n: number, keen = false): number {
  idSuitMasks(ids, start, n);
  const a = idMasks[0];
  const b = idMasks[1];
  const c = idMasks[2];
  const d = idMasks[3];
  // Bit r: at least two (three) suits hold rank r.
  const two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d);
  const three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d);
  for (let s = 0; s < 4; s++) {
    const m = idMasks[s] & (1 << 14) ? idMasks[s] | 2 : idMasks[s]; // position 1: the Ace low
    const pairs = m & (m >> 1);
    const triples = pairs & (m >> 2);
    runOfTwo[s] = pairs | (pairs << 1);
    runOfThree[s] = triples | (triples << 1) | (triples << 2);
  }
  let best = ids[start];
  let bestKey = 1 << 30;
  for (let i = start; i < start + n; i++) {
    const id = ids[i];
    let value = JOKER_KEEP_VALUE;
    if (id < RED_JOKER_ID) {
      const rank = RANK_OF_ID[id];
      const suit = SUIT_OF_ID[id];
      // 9 in a set (or run) of three, else 2 in a pair (or two in a row): a three is also a two, so 7 + 2 (no branches).
      value =
        rank +
        ((three >> rank) & 1) * 7 +
        ((two >> rank) & 1) * 2 +
        ((runOfThree[suit] >> rank) & 1) * 7 +
        ((runOfTwo[suit] >> rank) & 1) * 2;
    }
    const spare = keen && id < RED_JOKER_ID && value === RANK_OF_ID[id];
    const key = spare ? (20 - value) * 100 + id : (keen ? value + 100 : value) * 100 + id;
    if (key < bestKey) {
      bestKey = key;
      best = id;
    }
  }
  return best;
}

/**
 * The bid with keen bids (PlayoutOptions.keenBids), of a hand given as card ids: lowestKeepId, keen when the turn-up
 * completes a meld of the hand (wantsTurnUpIds says 'meld').
 */
export function keenBidId(ids: ArrayLike<number>, start: number, n: number, turnUp: Card): number {
  return lowestKeepId(ids, start, n, wantsTurnUpIds(ids, start, n, turnUp) === 'meld');
}

/** Whether the turn-up would complete or extend a meld in a hand given as its suits' rank masks (see suitMasks). */
function makesMeldOfMasks(masks: ArrayLike<number>, card: NaturalCard): boolean {
  if (rankCount(masks, card.rank) >= 2) return true;
  const suit = suitIndex(card.suit);
  return runLength(masks[suit] | (1 << card.rank), card.rank) >= 3;
}

/** The rules player's take/cede: take a high turn-up or one that makes a meld; the unseen card averages an 8. */
export function wantsTurnUp(hand: readonly Card[], turnUp: Card): 'high' | 'meld' | null {
  return wantsTurnUpWith(null, hand, 0, 0, turnUp);
}

/** wantsTurnUp for a hand given as card ids (`ids[start .. start + n)`, as the rules kernel holds it): no cards read. */
export function wantsTurnUpIds(ids: ArrayLike<number>, start: number, n: number, turnUp: Card): 'high' | 'meld' | null {
  return wantsTurnUpWith(ids, null, start, n, turnUp);
}

/** The hand's masks are built only when the turn-up is not high (from the ids if given, else from the cards). */
function wantsTurnUpWith(
  ids: ArrayLike<number> | null,
  hand: readonly Card[] | null,
  start: number,
  n: number,
  turnUp: Card,
): 'high' | 'meld' | null {
  if (isJoker(turnUp)) return 'high';
  if (turnUp.rank >= 10) return 'high';
  const masks = ids === null ? suitMasks(hand as readonly Card[]) : idSuitMasks(ids, start, n);
  return makesMeldOfMasks(masks, turnUp) ? 'meld' : null;
}

/** Number of cards of each suit (Jokers not counted). */
export function suitLengths(hand: readonly Card[]): Record<Suit, number> {
  const lengths: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const card of hand) if (!isJoker(card)) lengths[card.suit]++;
  return lengths;
}

/** The longest suit; ties go to the higher meld total, then the higher rank sum. */
export function longestSuit(hand: readonly Card[], meldTotals: Record<Suit, number>): Suit {
  // Counted by suit index (no records): every playout names two trumps.
  const suitCount = [0, 0, 0, 0];
  const suitRankSum = [0, 0, 0, 0];
  for (const card of hand) {
    if (isJoker(card)) continue;
    const s = suitIndex(card.suit);
    suitCount[s]++;
    suitRankSum[s] += card.rank;
  }
  let best = 0;
  let bestKey = -1;
  for (let s = 0; s < 4; s++) {
    const key = suitCount[s] * 100000 + meldTotals[SUITS[s]] * 200 + suitRankSum[s];
    if (key > bestKey) {
      bestKey = key;
      best = s;
    }
  }
  return SUITS[best];
}

export type TrickChoice = { card: Card; kind: 'win-cheaply' | 'win-with-trump' | 'duck' | 'lead-trump' | 'lead-low' | 'lead-high' };

/** Follow: the cheapest card that wins, else the cheapest card. */
export function followCard(legal: readonly Card[], lead: Card, leaderTrump: Suit, myTrump: Suit, rule: TrickRule): TrickChoice {
  const [leadId, leaderSuit, mySuit] = [cardId(lead), suitIndex(leaderTrump), suitIndex(myTrump)];
  const id = followCardId(idsOf(legal), 0, legal.length, leadId, leaderSuit, mySuit, rule);
  // followCardId plays a card that wins whenever one does, else one that loses: whether the card wins gives its kind.
  const wins = (trickOutcome(leadId, id, leaderSuit, mySuit, rule) & 1) === 1;
  const kind = !wins ? 'duck' : isPersonalTrump(CARDS[id], myTrump) ? 'win-with-trump' : 'win-cheaply';
  return { card: CARDS[id], kind };
}

/**
 * followCard for legal cards given as ids (`ids[start .. start + n)`), the lead's id and both trumps' suit indexes:
 * the id to play. Who wins is read from the kernel's table of the trick rule.
 */
export function followCardId(
  ids: ArrayLike<number>,
  start: number,
  n: number,
  lead: number,
  leaderTrump: number,
  myTrump: number,
  rule: TrickRule,
): number {
  let winner = -1;
  let winnerCost = 1 << 30;
  let loser = -1;
  let loserCost = 1 << 30;
  for (let i = start; i < start + n; i++) {
    const id = ids[i];
    // Spending a card: a Joker is dearest (30), then trumps (20 + rank), then the rest by rank.
    const cost = id >= RED_JOKER_ID ? 30 : (SUIT_OF_ID[id] === myTrump ? 20 : 0) + RANK_OF_ID[id];
    const wins = (trickOutcome(lead, id, leaderTrump, myTrump, rule) & 1) === 1;
    if (wins && cost < winnerCost) {
      winner = id;
      winnerCost = cost;
    } else if (!wins && cost < loserCost) {
      loser = id;
      loserCost = cost;
    }
  }
  return winner >= 0 ? winner : loser;
}

/** Lead: the top trump while holding three or more trumps, else the lowest card of the longest plain suit. */
export function leadCard(hand: readonly Card[], myTrump: Suit): TrickChoice {
  const trump = suitIndex(myTrump);
  const id = leadCardId(idsOf(hand), 0, hand.length, trump);
  // leadCardId leads a natural of another suit only as the low card of the longest plain suit; else a trump or a Joker.
  return { card: CARDS[id], kind: id < RED_JOKER_ID && SUIT_OF_ID[id] !== trump ? 'lead-low' : 'lead-trump' };
}

/**
 * leadCard for a hand given as card ids (`ids[start .. start + n)`, as the rules kernel holds it) and the trump's
 * suit index: the id of the card to lead. Counted in place: playouts lead thousands of times.
 */
export function leadCardId(ids: ArrayLike<number>, start: number, n: number, trump: number): number {
  const lengths = leadLengths;
  lengths[0] = lengths[1] = lengths[2] = lengths[3] = 0;
  let trumpCount = 0;
  let topTrump = -1;
  for (let i = start; i < start + n; i++) {
    const id = ids[i];
    if (id >= RED_JOKER_ID) continue;
    const suit = SUIT_OF_ID[id];
    lengths[suit]++;
    if (suit !== trump) continue;
    trumpCount++;
    if (topTrump < 0 || RANK_OF_ID[id] > RANK_OF_ID[topTrump]) topTrump = id;
  }
  if ((trumpCount >= 3 || trumpCount === n) && topTrump >= 0) return topTrump;
  let best = -1;
  let bestKey = 1 << 30;
  for (let i = start; i < start + n; i++) {
    const id = ids[i];
    if (id >= RED_JOKER_ID || SUIT_OF_ID[id] === trump) continue;
    const key = -lengths[SUIT_OF_ID[id]] * 100 + RANK_OF_ID[id];
    if (key < bestKey) {
      bestKey = key;
      best = id;
    }
  }
  if (best >= 0) return best;
  // Only trumps and Jokers: lead the highest trump, or the Joker.
  let top = ids[start];
  for (let i = start; i < start + n; i++) {
    const id = ids[i];
    if (id < RED_JOKER_ID && (top >= RED_JOKER_ID || RANK_OF_ID[id] > RANK_OF_ID[top])) top = id;
  }
  return top;
}
