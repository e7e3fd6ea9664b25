// Who wins a trick under personal trumps (R7, R10), and which follows are legal.
import { isJoker, isSuit, toCard } from './cards.ts';
import { EngineError } from './errors.ts';
import type { Card, Suit, TrickReason, TrickRule } from './types.ts';
import { TRICK_REASONS } from './codes.ts';
import { TRICK_RULES } from './types.ts';

export interface TrickInput {
  readonly lead: Card;
  readonly follow: Card;
  readonly leaderTrump: Suit;
  readonly followerTrump: Suit;
  /** 'parlett' (R7, the default) or 'summary' (R7-S, the Japanese summary's reading, a house rule). */
  readonly rule?: TrickRule;
}

export interface TrickResult {
  readonly winner: 'leader' | 'follower';
  readonly reason: TrickReason;
}

/** One frozen result per winner and reason: resolving a trick allocates nothing (the AI resolves thousands per decision). */
const RESULTS = {
  leader: Object.fromEntries(TRICK_REASONS.map((reason) => [reason, Object.freeze({ winner: 'leader', reason })])),
  follower: Object.fromEntries(TRICK_REASONS.map((reason) => [reason, Object.freeze({ winner: 'follower', reason })])),
} as Readonly<Record<TrickResult['winner'], Readonly<Record<TrickReason, TrickResult>>>>;

const result = (winner: TrickResult['winner'], reason: TrickReason): TrickResult => RESULTS[winner][reason];

/** Trick rank of a card: 2..14, a Joker 1 (below the Two, R10). */
export function trickRank(card: Card): number {
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
 * Who wins a trick: R7 (Parlett's text, the default) or R7-S (the Japanese summary's reading).
 * Ruling: two Jokers in one trick are two trumps of equal rank, so the leader wins under either rule.
 * A led Joker is a card of the leader's trump suit (R10), so a follower of that suit follows suit.
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
  const rule = t.rule ?? 'parlett';
  if (!(TRICK_RULES as readonly unknown[]).includes(rule)) throw new EngineError('invalid-argument', 'rule must be parlett or summary');
  return resolveTrickCards(lead, follow, leaderTrump, followerTrump, rule);
}

/** resolveTrick on cards already checked (the rules kernel's trick step: the engine's moves are valid by construction). */
export function resolveTrickCards(lead: Card, follow: Card, leaderTrump: Suit, followerTrump: Suit, rule: TrickRule): TrickResult {
  return rule === 'parlett'
    ? resolveParlett(lead, follow, leaderTrump, followerTrump)
    : resolveSummary(lead, follow, leaderTrump, followerTrump);
}

/** Both played a personal trump: the higher rank wins, equal ranks go to the leader. */
function trumpAgainstTrump(lead: Card, follow: Card): TrickResult {
  const leadRank = trickRank(lead);
  const followRank = trickRank(follow);
  if (leadRank === followRank) return result('leader', 'both-trumps-equal-leader');
  return result(followRank > leadRank ? 'follower' : 'leader', 'both-trumps-higher');
}

/**
 * R7: following suit compares ranks whoever's trump the suit is; a card of another suit (or a Joker)
 * wins only as the follower's personal trump, against a plain lead or by outranking a led trump.
 */
function resolveParlett(lead: Card, follow: Card, leaderTrump: Suit, followerTrump: Suit): TrickResult {
  const led = suitLed(lead, leaderTrump);
  if (followsSuit(follow, led)) {
    return result(trickRank(follow) > trickRank(lead) ? 'follower' : 'leader', 'suit-led-higher');
  }
  if (!isPersonalTrump(follow, followerTrump)) return result('leader', 'off-suit');
  if (!isPersonalTrump(lead, leaderTrump)) return result('follower', 'only-trump');
  return trumpAgainstTrump(lead, follow);
}

/** R7-S: exactly one trump wins; both trumps, the higher rank (equal: leader); neither, the higher card of the suit led. */
function resolveSummary(lead: Card, follow: Card, leaderTrump: Suit, followerTrump: Suit): TrickResult {
  const leadTrump = isPersonalTrump(lead, leaderTrump);
  const followTrump = isPersonalTrump(follow, followerTrump);
  if (leadTrump !== followTrump) return result(leadTrump ? 'leader' : 'follower', 'only-trump');
  if (leadTrump) return trumpAgainstTrump(lead, follow);
  // Neither is a trump, so neither is a Joker.
  if (!followsSuit(follow, suitLed(lead, leaderTrump))) return result('leader', 'off-suit');
  return result(trickRank(follow) > trickRank(lead) ? 'follower' : 'leader', 'suit-led-higher');
}

/** R10: a card follows suit if it is a natural card of the suit led (a Joker never is). */
export function followsSuit(card: Card, suit: Suit): boolean {
  return !isJoker(card) && card.suit === suit;
}

/** True if the hand holds a natural card of the suit led (so a follow of another suit is illegal). */
export function mustFollowSuit(hand: readonly Card[], lead: Card, leaderTrump: Suit): boolean {
  const suit = suitLed(lead, leaderTrump);
  for (const card of hand) if (followsSuit(card, suit)) return true;
  return false;
}

/**
 * Whether `follow` (from `hand`) is a legal reply to `lead`: follow suit if able (R10: a Joker is not
 * of the suit led, so it may be played only by a player who cannot follow).
 */
export function isLegalFollow(hand: readonly Card[], lead: Card, leaderTrump: Suit, follow: Card): boolean {
  if (followsSuit(follow, suitLed(lead, leaderTrump))) return true;
  return !mustFollowSuit(hand, lead, leaderTrump);
}

/** The cards of `hand` that may legally follow `lead`. */
export function legalTrickPlays(hand: readonly Card[], lead: Card, leaderTrump: Suit): Card[] {
  if (!mustFollowSuit(hand, lead, leaderTrump)) return hand.slice();
  const suit = suitLed(lead, leaderTrump);
  return hand.filter((card) => followsSuit(card, suit));
}
