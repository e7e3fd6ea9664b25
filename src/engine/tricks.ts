// Who wins a trick under personal trumps (R7, R10), and which follows are legal.
import { isJoker, toCard } from './cards.ts';
import { EngineError } from './errors.ts';
import type { Card, NaturalCard, Suit, TrickReason } from './types.ts';

function isSuit(value: unknown): value is Suit {
  return value === 'S' || value === 'H' || value === 'D' || value === 'C';
}

export interface TrickInput {
  readonly lead: Card;
  readonly follow: Card;
  readonly leaderTrump: Suit;
  readonly followerTrump: Suit;
}

export interface TrickResult {
  readonly winner: 'leader' | 'follower';
  readonly reason: TrickReason;
}

/** Trick rank of a card: 2..14, a Joker 1 (below the Two, R10). */
function trickRank(card: Card): number {
  return isJoker(card) ? 1 : card.rank;
}

/** R7: a card is a personal trump only for the player who plays it; a Joker always is (R10). */
export function isPersonalTrump(card: Card, playersTrump: Suit): boolean {
  return isJoker(card) || card.suit === playersTrump;
}

/** The suit led: a led Joker counts as a card of the leader's trump suit (R10). */
export function suitLed(lead: Card, leaderTrump: Suit): Suit {
  return isJoker(lead) ? leaderTrump : lead.suit;
}

/**
 * R7: exactly one trump wins; both trumps: higher rank, equal to the leader; neither: higher card of the suit led.
 * Ruling: two Jokers in one trick are two trumps of equal rank, so the leader wins
 * (both-trumps-equal-leader). A led Joker is a trump for the leader; a follower's card of the
 * leader's trump suit is a trump only if that is also the follower's own trump (R7).
 */
export function resolveTrick(t: TrickInput): TrickResult {
  // The tools call this with typed-in cards: refuse what cannot be a trick (as resolveBid does).
  if (typeof t !== 'object' || t === null) throw new EngineError('invalid-argument', 'a trick must be an object');
  const lead = toCard(t.lead);
  const follow = toCard(t.follow);
  if (lead === null || follow === null) throw new EngineError('invalid-card', lead === null ? 'lead' : 'follow');
  if (lead === follow) throw new EngineError('duplicate-card', 'the same card led and followed');
  const leaderTrump = t.leaderTrump;
  const followerTrump = t.followerTrump;
  if (!isSuit(leaderTrump) || !isSuit(followerTrump)) throw new EngineError('invalid-trump');
  const leadTrump = isPersonalTrump(lead, leaderTrump);
  const followTrump = isPersonalTrump(follow, followerTrump);
  if (leadTrump !== followTrump) return { winner: leadTrump ? 'leader' : 'follower', reason: 'only-trump' };
  if (leadTrump) {
    const leadRank = trickRank(lead);
    const followRank = trickRank(follow);
    if (leadRank === followRank) return { winner: 'leader', reason: 'both-trumps-equal-leader' };
    return { winner: followRank > leadRank ? 'follower' : 'leader', reason: 'both-trumps-higher' };
  }
  // Neither is a trump, so neither is a Joker.
  const led = lead as NaturalCard;
  const followed = follow as NaturalCard;
  if (followed.suit !== led.suit) return { winner: 'leader', reason: 'off-suit' };
  return { winner: followed.rank > led.rank ? 'follower' : 'leader', reason: 'suit-led-higher' };
}

/** True if the hand holds a natural card of the suit led (so a follow of another suit is illegal). */
export function mustFollowSuit(hand: readonly Card[], lead: Card, leaderTrump: Suit): boolean {
  const suit = suitLed(lead, leaderTrump);
  for (const card of hand) if (!isJoker(card) && card.suit === suit) return true;
  return false;
}

/** Whether `follow` (from `hand`) is a legal reply to `lead`: follow suit if able; a Joker may always be played (R10). */
export function isLegalFollow(hand: readonly Card[], lead: Card, leaderTrump: Suit, follow: Card): boolean {
  if (isJoker(follow)) return true;
  if (follow.suit === suitLed(lead, leaderTrump)) return true;
  return !mustFollowSuit(hand, lead, leaderTrump);
}

/** The cards of `hand` that may legally follow `lead`. */
export function legalTrickPlays(hand: readonly Card[], lead: Card, leaderTrump: Suit): Card[] {
  if (!mustFollowSuit(hand, lead, leaderTrump)) return hand.slice();
  const suit = suitLed(lead, leaderTrump);
  return hand.filter((card) => isJoker(card) || card.suit === suit);
}
