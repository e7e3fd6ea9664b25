// Meld scorer state: link parameters, validation, announcements in words and the verdict (the engine scores every meld).
import { words } from '../../i18n/books.ts';
import { announcedMelds, bestTrumpTotals, isJoker, SUITS } from '../../engine/index.ts';
import type { AnnouncedMeld, Card, Suit } from '../../engine/index.ts';
import { announcementText } from '../../i18n/announce.ts';
import { format, type Lang } from '../../i18n/lang.ts';
import { cardsToText, problemMessage, readCards, readSuit, type CardField, type CardProblem } from '../cards/cardText.ts';
import { suitLabel, undecided, type Reason, type VerdictView } from './explain.ts';
import { readFlag, type Params, type UrlCodec } from './urlState.ts';

/** Link parameters: ?hand=AH,2H,3H,…&trump=S&jokers=1 */
export const MELD_PARAMS = ['hand', 'trump', 'jokers'] as const;

/** The cards of a meld-time hand (R12: 13 with or without Jokers). */
export const HAND_SIZE = 13;

export interface MeldState {
  readonly hand: string;
  /** 'S' 'H' 'D' 'C', or '' for none named yet; kept as text so a bad link value can be shown back. */
  readonly trump: string;
  readonly jokers: boolean;
}

export interface MeldAnalysis {
  readonly hand: CardField;
  readonly trump: Suit | null;
  readonly trumpProblem: CardProblem | null;
  /** Scored only when the hand reads cleanly (no bad token, no duplicate). */
  readonly score: { total: number; melds: AnnouncedMeld[] } | null;
  readonly perTrump: Record<Suit, number> | null;
}

export function meldStateFromParams(params: Params, base: MeldState): MeldState {
  const hand = params.hand ?? base.hand;
  const mentionsJoker = readCards(hand, { jokers: true }).cards.some(isJoker);
  return {
    hand,
    trump: params.trump ?? base.trump,
    jokers: readFlag(params.jokers) ?? (base.jokers || mentionsJoker),
  };
}

export function meldStateToParams(state: MeldState): Params {
  const analysis = analyseMelds(state);
  return {
    hand: analysis.hand.problems.length === 0 ? cardsToText(analysis.hand.cards) : state.hand.trim(),
    trump: analysis.trumpProblem ? state.trump.trim() : (analysis.trump ?? undefined),
    jokers: state.jokers ? '1' : undefined,
  };
}

/** The tool's state in the address (its page's links). */
export const MELD_ADDRESS: UrlCodec<MeldState> = { names: MELD_PARAMS, fromParams: meldStateFromParams, toParams: meldStateToParams };

/** Reads the hand and the trump, then lets the engine score every meld and every possible trump. */
export function analyseMelds(state: MeldState): MeldAnalysis {
  const hand = readCards(state.hand, { jokers: state.jokers });
  const { suit, problem } = readSuit(state.trump);
  const clean = hand.problems.length === 0 && hand.cards.length > 0;
  return {
    hand,
    trump: suit,
    trumpProblem: problem,
    score: clean ? announcedMelds(hand.cards, suit) : null,
    perTrump: clean ? bestTrumpTotals(hand.cards) : null,
  };
}

/** "Three Aces" (R6): the game words' one implementation, src/i18n/cards.ts. */
export { announcementText };

/** The suit missing from a set of three, or null for a set of four (read off the meld's own cards). */
export function missingSuit(meld: AnnouncedMeld): Suit | null {
  if (meld.kind !== 'set' || meld.cards.length !== 3) return null;
  return SUITS.find((suit) => !meld.cards.some((card) => !isJoker(card) && card.suit === suit)) ?? null;
}

/** Problems of the hand and of the trump, in words. */
export function meldProblems(analysis: MeldAnalysis, lang: Lang): { hand: string[]; trump: string | null } {
  return {
    hand: analysis.hand.problems.map((p) => problemMessage(p, lang)),
    trump: analysis.trumpProblem ? problemMessage(analysis.trumpProblem, lang) : null,
  };
}

/** A notice (not an error) when the hand is not 13 cards: it is scored anyway (so none while a problem stops the scoring). */
export function handSizeNotice(analysis: MeldAnalysis, lang: Lang): string | null {
  const n = analysis.hand.cards.length;
  if (n === 0 || n === HAND_SIZE || analysis.score === null || analysis.trumpProblem) return null;
  return format(words('tools-melds', lang)['meld.notThirteen'], { n });
}

/** The verdict: the total for the chosen trump (e.g. '85'), with the rulings that shaped it. */
export function describeMelds(analysis: MeldAnalysis, lang: Lang): VerdictView {
  const t = words('tools-melds', lang);
  if (analysis.hand.problems.length > 0 || analysis.trumpProblem) return undecided(words('tools-common', lang)['common.fixFirst']);
  if (!analysis.score) return undecided(t['meld.waiting']);
  const { total, melds } = analysis.score;
  const headline = analysis.trump
    ? format(t['meld.verdict'], { total, suit: suitLabel(analysis.trump, lang) })
    : format(t['meld.verdictNoTrump'], { total });
  const reasons: Reason[] = [{ text: t['meld.why'], cite: [{ rule: 4 }, { rule: 6 }] }];
  if (melds.some((meld) => missingSuit(meld) !== null)) reasons.push({ text: t['meld.whyTrump'], cite: [{ rule: 5 }] });
  return { verdict: String(total), headline, reasons };
}

/** Each meld as a line: its announcement, its points, and why a set of three counts 30. */
export function meldLines(analysis: MeldAnalysis, lang: Lang): { name: string; points: string; note: string | null; cards: Card[] }[] {
  const t = words('tools-melds', lang);
  return (analysis.score?.melds ?? []).map((meld) => {
    const missing = missingSuit(meld);
    return {
      name: announcementText(meld.announcement, lang),
      points: format(t['meld.points'], { points: meld.points }),
      note: missing !== null && missing === analysis.trump ? format(t['meld.missingTrump'], { suit: suitLabel(missing, lang) }) : null,
      cards: meld.cards,
    };
  });
}
