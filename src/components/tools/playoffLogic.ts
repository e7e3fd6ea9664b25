// Play-off checker state: link parameters, validation and the verdict in words (the engine's classifyCombo and beats decide).
import { words } from '../../i18n/books.ts';
import { beats, classifyCombo, isJoker } from '../../engine/index.ts';
import type { Combo } from '../../engine/index.ts';
import { comboName } from '../../i18n/combos.ts';
import { format, type Lang } from '../../i18n/lang.ts';
import { cardsToText, problemMessage, readCards, refuseUsedElsewhere, type CardField } from '../cards/cardText.ts';
import { undecided, type Reason, type VerdictView } from './explain.ts';
import { readFlag, type Params, type UrlCodec } from './urlState.ts';

/** Link parameters: ?previous=5S,5H&next=7C,7D&jokers=1 */
export const PLAYOFF_PARAMS = ['previous', 'next', 'jokers'] as const;
export const PLAYOFF_SLOTS = ['previous', 'next'] as const;
export type PlayoffSlot = (typeof PLAYOFF_SLOTS)[number];

/** The largest play worth reading: a whole play-off hand (R12). */
export const MAX_PLAY_CARDS = 14;

export interface PlayoffState {
  readonly previous: string;
  readonly next: string;
  readonly jokers: boolean;
}

export type PlayoffVerdict = 'beats' | 'does-not-beat' | 'illegal';

export interface PlayoffAnalysis {
  readonly fields: Record<PlayoffSlot, CardField>;
  /** The combination each play forms (null: not one), or undefined while the play is empty or unreadable. */
  readonly combos: Record<PlayoffSlot, Combo | null | undefined>;
  readonly verdict: PlayoffVerdict | null;
}

const SLOT_KEYS = { previous: 'po.previous', next: 'po.next' } as const;

export function playoffSlotName(slot: string, lang: Lang): string {
  return words('tools-playoff', lang)[SLOT_KEYS[slot as PlayoffSlot] ?? 'po.previous'];
}

export function playoffStateFromParams(params: Params, base: PlayoffState): PlayoffState {
  const previous = params.previous ?? base.previous;
  const next = params.next ?? base.next;
  const mentionsJoker = [previous, next].some((text) => readCards(text, { jokers: true }).cards.some(isJoker));
  return { previous, next, jokers: readFlag(params.jokers) ?? (base.jokers || mentionsJoker) };
}

export function playoffStateToParams(state: PlayoffState): Params {
  const a = analysePlayoff(state);
  const cards = (slot: PlayoffSlot) => (a.fields[slot].problems.length === 0 ? cardsToText(a.fields[slot].cards) : state[slot].trim());
  return { previous: cards('previous'), next: cards('next'), jokers: state.jokers ? '1' : undefined };
}

/** The tool's state in the address (its page's links). */
export const PLAYOFF_ADDRESS: UrlCodec<PlayoffState> = {
  names: PLAYOFF_PARAMS,
  fromParams: playoffStateFromParams,
  toParams: playoffStateToParams,
};

/** Reads both plays (a card cannot be in both), classifies each with the engine and asks it whether the next beats the previous. */
export function analysePlayoff(state: PlayoffState): PlayoffAnalysis {
  const previous = readCards(state.previous, { jokers: state.jokers, max: MAX_PLAY_CARDS });
  const next = refuseUsedElsewhere(readCards(state.next, { jokers: state.jokers, max: MAX_PLAY_CARDS }), { previous: previous.cards });
  const classify = (field: CardField) => (field.problems.length > 0 || field.cards.length === 0 ? undefined : classifyCombo(field.cards));
  const combos = { previous: classify(previous), next: classify(next) };
  let verdict: PlayoffVerdict | null = null;
  if (combos.previous !== undefined && combos.next !== undefined) {
    if (combos.previous === null || combos.next === null) verdict = 'illegal';
    else verdict = beats(combos.next, combos.previous) ? 'beats' : 'does-not-beat';
  }
  return { fields: { previous, next }, combos, verdict };
}

/** A combination in words (R8, R11): the game words' one implementation, src/i18n/cards.ts. */
export const comboText = comboName;

export function playoffProblems(a: PlayoffAnalysis, lang: Lang): Record<PlayoffSlot, string[]> {
  const messages = (slot: PlayoffSlot) => a.fields[slot].problems.map((p) => problemMessage(p, lang, (s) => playoffSlotName(s, lang)));
  return { previous: messages('previous'), next: messages('next') };
}

/** The verdict ('beats', 'does-not-beat' or 'illegal'), what each play is, and why, citing R8 (R11 with Jokers). */
export function describePlayoff(a: PlayoffAnalysis, lang: Lang): VerdictView {
  const t = words('tools-playoff', lang);
  const hasProblem = a.fields.previous.problems.length > 0 || a.fields.next.problems.length > 0;
  if (!a.verdict) return undecided(hasProblem ? words('tools-common', lang)['common.fixFirst'] : t['po.waiting']);
  const jokers = [...a.fields.previous.cards, ...a.fields.next.cards].some(isJoker);
  const cite = jokers ? [{ rule: 8 }, { rule: 11 }] : [{ rule: 8 }];
  const reasons: Reason[] = [];
  for (const slot of PLAYOFF_SLOTS) {
    const combo = a.combos[slot];
    const slotName = playoffSlotName(slot, lang);
    if (combo) reasons.push({ text: format(t['po.isCombo'], { slot: slotName, combo: comboText(combo, lang) }) });
    else reasons.push({ text: format(t['po.notCombo'], { slot: slotName }), cite, tone: 'warning' });
  }
  const { previous, next } = a.combos;
  if (previous && next) {
    const names = { previous: comboText(previous, lang), next: comboText(next, lang) };
    const why =
      a.verdict === 'beats'
        ? 'po.why.beats'
        : previous.kind !== next.kind || previous.size !== next.size
          ? 'po.why.shape'
          : next.rank === previous.rank
            ? 'po.why.equal'
            : 'po.why.lower';
    reasons.push({ text: format(t[why], names), cite });
  }
  if (jokers) reasons.push({ text: t['po.why.joker'], cite: [{ rule: 11 }] });
  return { verdict: a.verdict, headline: t[`po.verdict.${a.verdict}`], reasons };
}
