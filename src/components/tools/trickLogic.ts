// Trick resolver state: link parameters, validation and the verdict in words (the engine's resolveTrick and isLegalFollow decide).
import { words } from '../../i18n/books.ts';
import { followsSuit, isJoker, isLegalFollow, resolveTrick, sameCard, suitLed } from '../../engine/index.ts';
import type { Card, Suit, TrickReason, TrickResult, TrickRule } from '../../engine/index.ts';
import { cardName } from '../../i18n/cards.ts';
import { format, type Lang } from '../../i18n/lang.ts';
import {
  cardsToText,
  problemMessage,
  readCards,
  readSuit,
  refuseUsedElsewhere,
  type CardField,
  type CardProblem,
} from '../cards/cardText.ts';
import { suitLabel, undecided, type Citation, type Reason, type VerdictView } from './explain.ts';
import { readFlag, type Params, type UrlCodec } from './urlState.ts';

/**
 * Link parameters: ?lead=7S&follow=KS&leader=S&follower=H&hand=KS,2C&jokers=1&rule=summary
 * (leader/follower: their trumps; rule: 'summary' judges under R7-S, absent means R7).
 */
export const TRICK_PARAMS = ['lead', 'follow', 'leader', 'follower', 'hand', 'jokers', 'rule'] as const;

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
  /** The trick rule as given ('' = R7, 'parlett', 'summary'); anything else is a problem named in words. */
  readonly rule: string;
}

/**
 * How the follow stands against the follower's hand: it followed suit, the follower was void, a Joker from
 * a void hand, a card of another suit from a hand that could follow, or a Joker from such a hand (R10).
 */
export type FollowLegality = 'followed' | 'void' | 'joker' | 'illegal' | 'illegal-joker';

export interface TrickAnalysis {
  readonly fields: Record<TrickSlot, CardField>;
  readonly lead: Card | null;
  readonly follow: Card | null;
  readonly leaderTrump: Suit | null;
  readonly followerTrump: Suit | null;
  readonly trumpProblems: { leader: CardProblem | null; follower: CardProblem | null };
  /** The rule the verdict is given under, or null with the bad text when the link named no known rule. */
  readonly rule: TrickRule | null;
  readonly ruleProblem: string | null;
  readonly result: TrickResult | null;
  readonly legality: FollowLegality | null;
  /** The winner under the other trick rule (R7-S when judging under R7, and back), when it differs. */
  readonly alternativeWinner: 'leader' | 'follower' | null;
}

/** Which case of R7 (1 follows suit, 2 a personal trump of another suit, 3 otherwise) each engine reason belongs to. */
export const R7_CASE: Record<TrickReason, 1 | 2 | 3> = {
  'suit-led-higher': 1,
  'only-trump': 2,
  'both-trumps-higher': 2,
  'both-trumps-equal-leader': 2,
  'off-suit': 3,
};

/** Which case of R7-S (1 exactly one trump, 2 both, 3 neither) each engine reason belongs to. */
export const R7S_CASE: Record<TrickReason, 1 | 2 | 3> = {
  'only-trump': 1,
  'both-trumps-higher': 2,
  'both-trumps-equal-leader': 2,
  'suit-led-higher': 3,
  'off-suit': 3,
};

/** The rules the resolver offers, R7 first (the default). */
export const TRICK_RULE_CHOICES = ['parlett', 'summary'] as const satisfies readonly TrickRule[];

/** The other trick rule, for the line that says where the two disagree. */
export const OTHER_RULE: Record<TrickRule, TrickRule> = { parlett: 'summary', summary: 'parlett' };

/** Reads the rule of a link or a preset: empty means R7; 'parlett'/'r7' and 'summary'/'r7-s', any case. */
export function readTrickRule(text: string): TrickRule | null {
  const v = text.trim().toLowerCase();
  if (v === '' || v === 'parlett' || v === 'r7') return 'parlett';
  if (v === 'summary' || v === 'r7-s') return 'summary';
  return null;
}

const SLOT_KEYS = { lead: 'trick.lead', follow: 'trick.follow', hand: 'trick.hand' } as const;

export function trickSlotName(slot: string, lang: Lang): string {
  return words('tools-trick', lang)[SLOT_KEYS[slot as TrickSlot] ?? 'trick.lead'];
}

export function trickStateFromParams(params: Params, base: TrickState): TrickState {
  const next = {
    lead: params.lead ?? base.lead,
    follow: params.follow ?? base.follow,
    leader: params.leader ?? base.leader,
    follower: params.follower ?? base.follower,
    hand: params.hand ?? base.hand,
    rule: params.rule ?? base.rule,
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
    // R7 is the default, so only R7-S (or a bad value, kept so its problem stays visible) goes in the link.
    rule: a.ruleProblem !== null ? state.rule.trim() : a.rule === 'summary' ? 'summary' : undefined,
  };
}

/** The tool's state in the address (its page's links). */
export const TRICK_ADDRESS: UrlCodec<TrickState> = { names: TRICK_PARAMS, fromParams: trickStateFromParams, toParams: trickStateToParams };

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
  const rule = readTrickRule(state.rule);
  let result: TrickResult | null = null;
  let legality: FollowLegality | null = null;
  let alternative: 'leader' | 'follower' | null = null;
  if (lead && follow && leader.suit && follower.suit && rule) {
    const trick = { lead, follow, leaderTrump: leader.suit, followerTrump: follower.suit };
    result = resolveTrick({ ...trick, rule });
    const other = resolveTrick({ ...trick, rule: OTHER_RULE[rule] });
    alternative = other.winner !== result.winner ? other.winner : null;
    if (handField.cards.length > 0 && handField.problems.length === 0) {
      // The follow came from that hand, whether or not it was listed.
      const held = handField.cards.some((c) => sameCard(c, follow)) ? handField.cards : [...handField.cards, follow];
      const legal = isLegalFollow(held, lead, leader.suit, follow);
      if (isJoker(follow)) legality = legal ? 'joker' : 'illegal-joker';
      else if (followsSuit(follow, suitLed(lead, leader.suit))) legality = 'followed';
      else legality = legal ? 'void' : 'illegal';
    }
  }
  return {
    fields: { lead: leadField, follow: followField, hand: handField },
    lead,
    follow,
    leaderTrump: leader.suit,
    followerTrump: follower.suit,
    trumpProblems: { leader: leader.problem, follower: follower.problem },
    rule,
    ruleProblem: rule === null ? state.rule.trim() : null,
    result,
    legality,
    alternativeWinner: alternative,
  };
}

export function trickProblems(a: TrickAnalysis, lang: Lang): Record<TrickSlot | 'leader' | 'follower' | 'rule', string[]> {
  const messages = (problems: readonly CardProblem[]) => problems.map((p) => problemMessage(p, lang, (s) => trickSlotName(s, lang)));
  return {
    lead: messages(a.fields.lead.problems),
    follow: messages(a.fields.follow.problems),
    hand: messages(a.fields.hand.problems),
    leader: messages(a.trumpProblems.leader ? [a.trumpProblems.leader] : []),
    follower: messages(a.trumpProblems.follower ? [a.trumpProblems.follower] : []),
    rule: a.ruleProblem !== null ? [format(words('tools-trick', lang)['trick.rule.bad'], { text: a.ruleProblem })] : [],
  };
}

/** The ruling cited for a case of the rule in force: "R7, case 1" or "R7-S, case 3". */
function caseCitation(rule: TrickRule, reason: TrickReason, lang: Lang): Citation {
  const t = words('tools-trick', lang);
  return rule === 'parlett'
    ? { rule: 7, label: format(t['trick.case'], { n: R7_CASE[reason] }) }
    : { rule: 'r7-s', label: format(t['trick.caseSummary'], { n: R7S_CASE[reason] }) };
}

/** The verdict ('leader' or 'follower', or 'illegal' with no winner for a revoke) under the rule in force, its case, the Joker notes, the other rule's answer and the follow's legality. */
export function describeTrick(a: TrickAnalysis, lang: Lang): VerdictView {
  const t = words('tools-trick', lang);
  const hasProblem =
    Object.values(a.fields).some((f) => f.problems.length > 0) ||
    a.trumpProblems.leader ||
    a.trumpProblems.follower ||
    a.ruleProblem !== null;
  if (!a.result || !a.rule || !a.lead || !a.follow || !a.leaderTrump) {
    return undecided(hasProblem ? words('tools-common', lang)['common.fixFirst'] : t['trick.waiting']);
  }
  // An illegal follow (a revoke) may not be played, so the trick has no winner: the headline says so and names none.
  if (a.legality === 'illegal' || a.legality === 'illegal-joker') {
    const suit = suitLabel(suitLed(a.lead, a.leaderTrump), lang);
    const joker = a.legality === 'illegal-joker';
    return {
      verdict: 'illegal',
      headline: t['trick.illegalHeadline'],
      reasons: [
        {
          text: format(t[joker ? 'trick.illegal.joker' : 'trick.illegal'], { suit }),
          tone: 'warning',
          ...(joker ? { cite: [{ rule: 10 }] } : {}),
        },
      ],
    };
  }
  const { winner, reason } = a.result;
  const winningCard = cardName(winner === 'leader' ? a.lead : a.follow, lang);
  const headline = format(t[winner === 'leader' ? 'trick.winner.leader' : 'trick.winner.follower'], { card: winningCard });
  const jokerInTrick = isJoker(a.lead) || isJoker(a.follow);
  const caseCite = caseCitation(a.rule, reason, lang);
  const reasons: Reason[] = [
    { text: format(t[`trick.why.${a.rule}.${reason}`], { card: winningCard }), cite: jokerInTrick ? [caseCite, { rule: 10 }] : [caseCite] },
  ];
  if (isJoker(a.lead))
    reasons.push({ text: format(t['trick.why.jokerLed'], { suit: suitLabel(a.leaderTrump, lang) }), cite: [{ rule: 10 }] });
  if (jokerInTrick) reasons.push({ text: t['trick.why.jokerTrump'], cite: [{ rule: 10 }] });
  if (a.alternativeWinner) {
    const other = OTHER_RULE[a.rule];
    const altCard = cardName(a.alternativeWinner === 'leader' ? a.lead : a.follow, lang);
    const cite: Citation = other === 'summary' ? { rule: 'r7-s', label: 'R7-S' } : { rule: 7 };
    reasons.push({ text: format(t[`trick.other.${other}`], { card: altCard }), cite: [cite] });
  }
  if (a.legality) {
    const suit = suitLabel(suitLed(a.lead, a.leaderTrump), lang);
    if (a.legality === 'joker') reasons.push({ text: format(t['trick.legal.joker'], { suit }), cite: [{ rule: 10 }] });
    else reasons.push({ text: format(t[`trick.legal.${a.legality}`], { suit }) });
  }
  return { verdict: winner, headline, reasons };
}
