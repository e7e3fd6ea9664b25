// Tables for the kernel's hot steps, built from the engine's rule functions (the rules stay written once): card facts, following suit, bid and trick outcomes.
//
// The small tables are built when the module loads; the bid outcomes (turn-up's suit × 54 × 54) and trick outcomes
// (2 rules × 16 trump pairs × 54 × 54) are filled on first use, one rule call per entry, so loading a page costs nothing.
import { CARDS, isJoker } from '../cards.ts';
import { resolveBid } from '../bidding.ts';
import { BID_REASONS, TRICK_REASONS } from '../codes.ts';
import type { BidReason, TrickReason } from '../codes.ts';
import { followsSuit, resolveTrickCards, suitLed } from '../tricks.ts';
import type { TrickRule } from '../types.ts';
import { SUITS } from '../types.ts';

const IDS = CARDS.length;

/** Play-off rank by card id: 2..14 for a natural, 0 for a Joker (as the play-off enumeration reads a hand). */
export const PLAY_OFF_RANK = Uint8Array.from(CARDS, (card) => (isJoker(card) ? 0 : card.rank));

/** FOLLOWS[id * 4 + suit]: 1 if the card follows that suit led (R10, followsSuit). */
export const FOLLOWS = new Uint8Array(IDS * 4);
/** SUIT_LED[id * 4 + leader's trump]: the suit a lead of this card asks for (a led Joker: the leader's trump). */
export const SUIT_LED = new Uint8Array(IDS * 4);
for (let id = 0; id < IDS; id++) {
  for (let s = 0; s < 4; s++) {
    FOLLOWS[id * 4 + s] = followsSuit(CARDS[id], SUITS[s]) ? 1 : 0;
    SUIT_LED[id * 4 + s] = SUITS.indexOf(suitLed(CARDS[id], SUITS[s]));
  }
}

// Trick outcome per (rule, leader's trump, follower's trump, lead, follow): 0 until computed, else 1 + follower-wins + 2 × reason.
const outcomes = new Uint8Array(2 * 16 * IDS * IDS);

/** resolveTrickCards by card ids and trump indexes: the follower's winning bit (1) and reason index (above it). */
export function trickOutcome(lead: number, follow: number, leaderTrump: number, followerTrump: number, rule: TrickRule): number {
  const index = (((rule === 'parlett' ? 0 : 16) + leaderTrump * 4 + followerTrump) * IDS + lead) * IDS + follow;
  const known = outcomes[index];
  if (known !== 0) return known - 1;
  const result = resolveTrickCards(CARDS[lead], CARDS[follow], SUITS[leaderTrump], SUITS[followerTrump], rule);
  const outcome = (result.winner === 'follower' ? 1 : 0) | (TRICK_REASONS.indexOf(result.reason) << 1);
  outcomes[index] = outcome + 1;
  return outcome;
}

export const trickReasonOf = (outcome: number): TrickReason => TRICK_REASONS[outcome >> 1];

// Bid outcome per (turn-up's suit, bid of player 0, bid of player 1): 0 until computed, else 1 + player 1 wins + 2 × reason.
// resolveBid reads only the turn-up's suit (R1's ladder), so one entry serves the suit's 13 turn-ups; the
// table is 12 KB instead of 157 KB and is filled after a few deals (kernel-shortcuts checks every turn-up).
const bidOutcomes = new Uint8Array(4 * IDS * IDS);

/** resolveBid by card ids (player 0's bid is resolveBid's a): player 1's winning bit (1) and reason index (above it). */
export function bidOutcome(turnUp: number, bid0: number, bid1: number): number {
  const index = (((turnUp / 13) | 0) * IDS + bid0) * IDS + bid1;
  const known = bidOutcomes[index];
  if (known !== 0) return known - 1;
  const result = resolveBid(CARDS[turnUp], CARDS[bid0], CARDS[bid1]);
  const outcome = (result.winner === 'b' ? 1 : 0) | (BID_REASONS.indexOf(result.reason) << 1);
  bidOutcomes[index] = outcome + 1;
  return outcome;
}

export const bidReasonOf = (outcome: number): BidReason => BID_REASONS[outcome >> 1];
