// Trick resolver state: link parameters, validation and the verdict in words (the engine's resolveTrick and isLegalFollow decide).
import { isJoker, sameCard } from '../../engine/cards';
import { isLegalFollow, resolveTrick, suitLed, type TrickResult } from '../../engine/tricks';
import type { Card, Suit, TrickReason } from '../../engine/types';
import { SUITS } from '../../engine/types';
import { cardName } from '../../i18n/cards';
import { format, type Lang } from '../../i18n/lang';
import { toolCommonStrings } from '../../i18n/tools-common';
import { trickStrings } from '../../i18n/tools-trick';
import { cardsToText, problemMessage, readCards, readSuit, refuseUsedElsewhere, type CardField, type CardProblem } from '../cards/cardText';
import { suitLabel, undecided, type Reason, type VerdictView } from './explain';
import { readFlag, type Params } from './urlState';

/** Link parameters: ?lead=7S&follow=KS&leader=S&follower=H&hand=KS,2C&jokers=1 (leader/follower: their trumps). */
export const TRICK_PARAMS = ['lead', 'follow', 'leader', 'follower', 'hand', 'jokers'] as const;

export const TRICK_SLOTS = ['lead', 'follow', 'hand'] as const;
export type TrickSlot = (typeof TRICK_SLOTS)[number];

export interface TrickState {
  readonly lead: string;
  readonly follow: string;
  readonly leader: string;
  readonly follower: string;
  /** The follower's hand (optional), to check the follow. */
  readonly hand: string;
  readonly jokers: boolean;
}

/** How the follow stands against the follower's hand: it followed suit, the follower was void, a Joker, or illegal. */
export type FollowLegality = 'followed' | 'void' | 'joker' | 'illegal';

export interface TrickAnalysis {
  readonly fields: Record<TrickSlot, CardField>;
  readonly lead: Card | null;
  readonly follow: Card | null;
  readonly leaderTrump: Suit | null;
  readonly followerTrump: Suit | null;
  readonly trumpProblems: { leader: CardProblem | null; follower: CardProblem | null };
  readonly result: TrickResult | null;
  readonly legality: FollowLegality | null;
  /** The winner under the other reading of R7, when it differs from R7's. */
  readonly alternativeWinner: 'leader' | 'follower' | null;
}

/** Which case of R7 each engine reason belongs to. */
export const R7_CASE: Record<TrickReason, 1 | 2 | 3> = {
  'only-trump': 1,
  'both-trumps-higher': 2,
  'both-trumps-equal-leader': 2,
  'suit-led-higher': 3,
  'off-suit': 3,
};

const SLOT_KEYS = { lead: 'trick.lead', follow: 'trick.follow', hand: 'trick.hand' } as const;

export function trickSlotName(slot: string, lang: Lang): string {
  return trickStrings[lang][SLOT_KEYS[slot as TrickSlot] ?? 'trick.lead'];
}

export function trickStateFromParams(params: Params, base: TrickState): TrickState {
  const next = {
    lead: params.lead ?? base.lead,
    follow: params.follow ?? base.follow,
    leader: params.leader ?? base.leader,
    follower: params.follower ?? base.follower,
    hand: params.hand ?? base.hand,
  };
  const mentionsJoker = [next.lead, next.follow, next.hand].some((text) => readCards(text, { jokers: true }).cards.some(isJoker));
  return { ...next, jokers: readFlag(params.jokers) ?? (base.jokers || mentionsJoker) };
}

export function trickStateToParams(state: TrickState): Params {
  const a = analyseTrick(state);
  const cards = (slot: TrickSlot) => (a.fields[slot].problems.length === 0 ? cardsToText(a.fields[slot].cards) : state[slot].trim());
  return {
    lead: cards('lead'),
    follow: cards('follow'),
    leader: a.trumpProblems.leader ? state.leader.trim() : (a.leaderTrump ?? undefined),
    follower: a.trumpProblems.follower ? state.follower.trim() : (a.followerTrump ?? undefined),
    hand: cards('hand'),
    jokers: state.jokers ? '1' : undefined,
  };
}

/**
 * The other reading of R7: "the higher card of the suit led" taken to mean that following suit always
 * compares ranks. It differs from R7 only when the follower follows suit with a plain card against the
 * leader's personal trump; then the engine is asked to compare the two cards as if neither were a trump.
 */
function alternativeWinner(lead: Card, follow: Card, result: TrickResult): 'leader' | 'follower' | null {
  if (result.reason !== 'only-trump' || result.winner !== 'leader') return null;
  if (isJoker(lead) || isJoker(follow) || follow.suit !== lead.suit) return null;
  const neutral = SUITS.find((suit) => suit !== lead.suit) as Suit;
  const plain = resolveTrick({ lead, follow, leaderTrump: neutral, followerTrump: neutral });
  return plain.winner !== result.winner ? plain.winner : null;
}

/** Reads the fields, refuses cards used twice, and asks the engine who wins and whether the follow was legal. */
export function analyseTrick(state: TrickState): TrickAnalysis {
  const one = (text: string) => readCards(text, { jokers: state.jokers, max: 1 });
  const leadField = one(state.lead);
  const followField = refuseUsedElsewhere(one(state.follow), { lead: leadField.cards });
  const handField = refuseUsedElsewhere(readCards(state.hand, { jokers: state.jokers }), { lead: leadField.cards });
  const leader = readSuit(state.leader);
  const follower = readSuit(state.follower);
  const clean = (field: CardField) => (field.problems.length === 0 && field.cards.length === 1 ? field.cards[0] : null);
  const lead = clean(leadField);
  const follow = clean(followField);
  let result: TrickResult | null = null;
  let legality: FollowLegality | null = null;
  let alternative: 'leader' | 'follower' | null = null;
  if (lead && follow && leader.suit && follower.suit) {
    result = resolveTrick({ lead, follow, leaderTrump: leader.suit, followerTrump: follower.suit });
    alternative = alternativeWinner(lead, follow, result);
    if (handField.cards.length > 0 && handField.problems.length === 0) {
      // The follow came from that hand, whether or not it was listed.
      const held = handField.cards.some((c) => sameCard(c, follow)) ? handField.cards : [...handField.cards, follow];
      if (isJoker(follow)) legality = 'joker';
      else if (follow.suit === suitLed(lead, leader.suit)) legality = 'followed';
      else legality = isLegalFollow(held, lead, leader.suit, follow) ? 'void' : 'illegal';
    }
  }
  return {
    fields: { lead: leadField, follow: followField, hand: handField },
    lead,
    follow,
    leaderTrump: leader.suit,
    followerTrump: follower.suit,
    trumpProblems: { leader: leader.problem, follower: follower.problem },
    result,
    legality,
    alternativeWinner: alternative,
  };
}

export function trickProblems(a: TrickAnalysis, lang: Lang): Record<TrickSlot | 'leader' | 'follower', string[]> {
  const words = (problems: readonly CardProblem[]) => problems.map((p) => problemMessage(p, lang, (s) => trickSlotName(s, lang)));
  return {
    lead: words(a.fields.lead.problems),
    follow: words(a.fields.follow.problems),
    hand: words(a.fields.hand.problems),
    leader: words(a.trumpProblems.leader ? [a.trumpProblems.leader] : []),
    follower: words(a.trumpProblems.follower ? [a.trumpProblems.follower] : []),
  };
}

/** The verdict ('leader' or 'follower'), the R7 case (R10 for Jokers), the follow's legality and the other reading. */
export function describeTrick(a: TrickAnalysis, lang: Lang): VerdictView {
  const t = trickStrings[lang];
  const hasProblem = Object.values(a.fields).some((f) => f.problems.length > 0) || a.trumpProblems.leader || a.trumpProblems.follower;
  if (!a.result || !a.lead || !a.follow || !a.leaderTrump) {
    return undecided(hasProblem ? toolCommonStrings[lang]['common.fixFirst'] : t['trick.waiting']);
  }
  const { winner, reason } = a.result;
  const winningCard = cardName(winner === 'leader' ? a.lead : a.follow, lang);
  const headline = format(t[winner === 'leader' ? 'trick.winner.leader' : 'trick.winner.follower'], { card: winningCard });
  const jokerInTrick = isJoker(a.lead) || isJoker(a.follow);
  const r7 = { rule: 7, label: format(t['trick.case'], { n: R7_CASE[reason] }) };
  const reasons: Reason[] = [{ text: format(t[`trick.why.${reason}`], { card: winningCard }), cite: jokerInTrick ? [r7, { rule: 10 }] : [r7] }];
  if (isJoker(a.lead)) reasons.push({ text: format(t['trick.why.jokerLed'], { suit: suitLabel(a.leaderTrump, lang) }), cite: [{ rule: 10 }] });
  if (jokerInTrick) reasons.push({ text: t['trick.why.jokerTrump'], cite: [{ rule: 10 }] });
  if (a.alternativeWinner) {
    reasons.push({ text: t['trick.why.plainFollow'], cite: [{ rule: 7 }] });
    const altCard = cardName(a.alternativeWinner === 'leader' ? a.lead : a.follow, lang);
    reasons.push({ text: format(t['trick.alternative'], { card: altCard }), cite: [{ rule: 7 }] });
  }
  if (a.legality) {
    const suit = suitLabel(suitLed(a.lead, a.leaderTrump), lang);
    if (a.legality === 'illegal') reasons.push({ text: format(t['trick.illegal'], { suit }), tone: 'warning' });
    else if (a.legality === 'joker') reasons.push({ text: t['trick.legal.joker'], cite: [{ rule: 10 }] });
    else reasons.push({ text: format(t[`trick.legal.${a.legality}`], { suit }) });
  }
  return { verdict: winner, headline, reasons };
}
