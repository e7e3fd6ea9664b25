// Bid tie-break tool state: link parameters, validation and the verdict in words (the engine's resolveBid decides).
import { words } from '../../i18n/books.ts';
import { isJoker, resolveBid, suitColour, suitParity } from '../../engine/index.ts';
import type { BidResult, Card } from '../../engine/index.ts';
import { cardName, rankName, suitName } from '../../i18n/cards.ts';
import { format, type Lang } from '../../i18n/lang.ts';
import { readCards, refuseUsedElsewhere, cardsToText, problemMessage, type CardField } from '../cards/cardText.ts';
import { undecided, type VerdictView } from './explain.ts';
import { readFlag, type Params, type UrlCodec } from './urlState.ts';

export const BID_SLOTS = ['turnup', 'a', 'b'] as const;
export type BidSlot = (typeof BID_SLOTS)[number];

/** Link parameters: ?turnup=AS&a=5C&b=5D&jokers=1 */
export const BID_PARAMS = ['turnup', 'a', 'b', 'jokers'] as const;

/** What the user typed or picked, field by field (kept as text so a bad token can be shown back). */
export interface BidState {
  readonly turnup: string;
  readonly a: string;
  readonly b: string;
  readonly jokers: boolean;
}

export interface BidAnalysis {
  readonly fields: Record<BidSlot, CardField>;
  readonly cards: Record<BidSlot, Card | null>;
  readonly result: BidResult | null;
  /** The turn-up field holds a Joker, which is never a turn-up. */
  readonly jokerTurnup: boolean;
}

const SLOT_KEYS = { turnup: 'bid.turnup', a: 'bid.a', b: 'bid.b' } as const;

export function bidSlotName(slot: string, lang: Lang): string {
  return words('tools-bid', lang)[SLOT_KEYS[slot as BidSlot] ?? 'bid.turnup'];
}

/** True if any of the texts names a Joker (so a shared link with RJ switches Jokers on). */
function mentionsJoker(texts: readonly string[]): boolean {
  return texts.some((text) => readCards(text, { jokers: true }).cards.some(isJoker));
}

/** The state a link describes, on top of the tool's presets. */
export function bidStateFromParams(params: Params, base: BidState): BidState {
  const turnup = params.turnup ?? base.turnup;
  const a = params.a ?? base.a;
  const b = params.b ?? base.b;
  const jokers = readFlag(params.jokers) ?? (base.jokers || mentionsJoker([a, b, turnup]));
  return { turnup, a, b, jokers };
}

/** The link parameters of a state: cards in canonical notation when they read cleanly, else as typed. */
export function bidStateToParams(state: BidState): Params {
  const analysis = analyseBid(state);
  const clean = (slot: BidSlot) => analysis.fields[slot].problems.length === 0 && !(slot === 'turnup' && analysis.jokerTurnup);
  const param = (slot: BidSlot) => (clean(slot) ? cardsToText(analysis.fields[slot].cards) : state[slot].trim());
  return { turnup: param('turnup'), a: param('a'), b: param('b'), jokers: state.jokers ? '1' : undefined };
}

/** The tool's state in the address (its page's links). */
export const BID_ADDRESS: UrlCodec<BidState> = { names: BID_PARAMS, fromParams: bidStateFromParams, toParams: bidStateToParams };

/** Reads the three fields, refuses a Joker turn-up and cards used twice, and asks the engine who wins. */
export function analyseBid(state: BidState): BidAnalysis {
  const read = (text: string) => readCards(text, { jokers: state.jokers, max: 1 });
  let turnup = read(state.turnup);
  // The engine refuses a Joker turn-up (the Jokers are dealt, never in the stock): say so at the field.
  const jokerTurnup = turnup.cards.length === 1 && isJoker(turnup.cards[0]);
  if (jokerTurnup) turnup = { cards: [], problems: turnup.problems };
  const a = refuseUsedElsewhere(read(state.a), { turnup: turnup.cards });
  const b = refuseUsedElsewhere(read(state.b), { turnup: turnup.cards, a: a.cards });
  const fields = { turnup, a, b };
  const one = (field: CardField) => (field.problems.length === 0 && field.cards.length === 1 ? field.cards[0] : null);
  const cards = { turnup: one(turnup), a: one(a), b: one(b) };
  let result: BidResult | null = null;
  if (cards.turnup && cards.a && cards.b) {
    try {
      result = resolveBid(cards.turnup, cards.a, cards.b);
    } catch {
      result = null; // every case the engine refuses is reported as a field problem above
    }
  }
  return { fields, cards, result, jokerTurnup };
}

/** Each field's problems in words. */
export function bidProblems(analysis: BidAnalysis, lang: Lang): Record<BidSlot, string[]> {
  const messages = (slot: BidSlot) => analysis.fields[slot].problems.map((p) => problemMessage(p, lang, (s) => bidSlotName(s, lang)));
  const turnup = messages('turnup');
  if (analysis.jokerTurnup) turnup.push(words('tools-bid', lang)['bid.jokerTurnup']);
  return { turnup, a: messages('a'), b: messages('b') };
}

/** The verdict: 'a' or 'b', the winning bid and the rung of the ladder in words, citing R1 (or R9 for a Joker). */
export function describeBid(analysis: BidAnalysis, lang: Lang): VerdictView {
  const t = words('tools-bid', lang);
  const { result, cards } = analysis;
  const hasProblem = analysis.jokerTurnup || BID_SLOTS.some((slot) => analysis.fields[slot].problems.length > 0);
  if (!result || !cards.turnup || !cards.a || !cards.b) {
    return undecided(hasProblem ? words('tools-common', lang)['common.fixFirst'] : t['bid.waiting']);
  }
  const winnerCard = result.winner === 'a' ? cards.a : cards.b;
  const turnup = cards.turnup as Extract<Card, { suit: string }>;
  const winner = cardName(winnerCard, lang);
  const headline = format(t['bid.wins'], { slot: bidSlotName(result.winner, lang), card: winner });
  const ranks = isJoker(cards.a) ? '' : rankName(cards.a.rank, lang, true);
  const colour = t[`colour.${suitColour(turnup.suit)}`];
  const values = {
    winner,
    ranks,
    suit: suitName(turnup.suit, lang),
    colour,
    parity: t[`parity.${suitParity(turnup.suit)}`],
  };
  if (result.reason === 'joker') {
    const both = isJoker(cards.a) && isJoker(cards.b);
    return {
      verdict: result.winner,
      headline,
      // Two Jokers: the colour decision is the Joker rule's (S1), not R9, which only says a bid Joker leaves play.
      reasons: [{ text: format(t[both ? 'bid.why.jokers' : 'bid.why.joker'], values), cite: [both ? { rule: 's1' } : { rule: 9 }] }],
    };
  }
  return {
    verdict: result.winner,
    headline,
    reasons: [{ text: format(t[`bid.why.${result.reason}`], values), cite: [{ rule: 1 }] }],
  };
}
