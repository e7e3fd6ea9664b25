// Score sheet state: a deal's entries validated, each deal scored by the engine (scoreDeal, gameValue), totals and the result.
import { words } from '../../i18n/books.ts';
import { DEFAULT_TARGET, gameOutcome, PHASE_BONUS, scoreDeal } from '../../engine/index.ts';
import type { DealScore, GameOutcome, Pair } from '../../engine/index.ts';
import { format, type Lang } from '../../i18n/lang.ts';
import { shortToken } from '../cards/cardText.ts';
import type { Reason, VerdictView } from './explain.ts';

/** One deal as written on the sheet: meld points, tricks won and cards left after the play-off, per player. */
export interface SheetDeal {
  readonly melds: Pair<number>;
  readonly tricks: Pair<number>;
  readonly cardsLeft: Pair<number>;
}

export interface Sheet {
  readonly version: 1;
  readonly names: Pair<string>;
  readonly deals: SheetDeal[];
}

export const EMPTY_SHEET: Sheet = { version: 1, names: ['', ''], deals: [] };

export const DEAL_FIELDS = ['melds', 'tricks', 'cardsLeft'] as const;
export type DealField = (typeof DEAL_FIELDS)[number];

/** Allowed ranges. Tricks: 13 per deal. Cards left: a play-off hand has at most 14 cards (R12). Melds: generous. */
export const FIELD_RANGE: Record<DealField, { min: number; max: number }> = {
  melds: { min: 0, max: 999 },
  tricks: { min: 0, max: 13 },
  cardsLeft: { min: 0, max: 14 },
};
export const TRICKS_PER_DEAL = 13;
export const MAX_NAME_CHARS = 40;
export const MAX_DEALS = 200;

/** What the user typed for a deal, before validation. */
export type DealDraft = Record<DealField, Pair<string>>;

export const EMPTY_DRAFT: DealDraft = { melds: ['', ''], tricks: ['', ''], cardsLeft: ['', ''] };

export type DraftProblem =
  | { readonly code: 'missing'; readonly field: DealField; readonly player: 0 | 1 }
  | { readonly code: 'number'; readonly field: DealField; readonly player: 0 | 1; readonly token: string }
  | { readonly code: 'tricks-sum'; readonly sum: number }
  | { readonly code: 'none-out' }
  | { readonly code: 'both-out' };

function isWhole(value: unknown, field: DealField): value is number {
  const range = FIELD_RANGE[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

/** The checks across fields: tricks add up to 13, and exactly one player went out (0 cards left). */
function crossProblems(deal: SheetDeal): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const sum = deal.tricks[0] + deal.tricks[1];
  if (sum !== TRICKS_PER_DEAL) problems.push({ code: 'tricks-sum', sum });
  const out = (deal.cardsLeft[0] === 0 ? 1 : 0) + (deal.cardsLeft[1] === 0 ? 1 : 0);
  if (out === 0) problems.push({ code: 'none-out' });
  if (out === 2) problems.push({ code: 'both-out' });
  return problems;
}

/** Validates a draft: every number present and in range, then the checks across fields. */
export function validateDraft(draft: DealDraft): { deal: SheetDeal | null; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const values: Record<DealField, [number, number]> = { melds: [0, 0], tricks: [0, 0], cardsLeft: [0, 0] };
  for (const field of DEAL_FIELDS) {
    for (const player of [0, 1] as const) {
      const text = draft[field][player].trim();
      if (text === '') {
        problems.push({ code: 'missing', field, player });
        continue;
      }
      const value = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (!isWhole(value, field)) problems.push({ code: 'number', field, player, token: text });
      else values[field][player] = value;
    }
  }
  if (problems.length > 0) return { deal: null, problems };
  const deal: SheetDeal = { melds: values.melds, tricks: values.tricks, cardsLeft: values.cardsLeft };
  const cross = crossProblems(deal);
  return cross.length > 0 ? { deal: null, problems: cross } : { deal, problems: [] };
}

/** A stored deal back into a draft, to correct it. */
export function dealToDraft(deal: SheetDeal): DealDraft {
  const pair = (p: Pair<number>): Pair<string> => [String(p[0]), String(p[1])];
  return { melds: pair(deal.melds), tricks: pair(deal.tricks), cardsLeft: pair(deal.cardsLeft) };
}

/** True if untrusted data (from storage) is a valid deal. */
export function isSheetDeal(value: unknown): value is SheetDeal {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  for (const field of DEAL_FIELDS) {
    const pair = v[field];
    if (!Array.isArray(pair) || pair.length !== 2 || !isWhole(pair[0], field) || !isWhole(pair[1], field)) return false;
  }
  return crossProblems(v as unknown as SheetDeal).length === 0;
}

export type { GameOutcome };

export interface SheetRow {
  readonly deal: SheetDeal;
  readonly score: DealScore;
  readonly totalsAfter: Pair<number>;
}

export interface SheetSummary {
  readonly rows: SheetRow[];
  readonly totals: Pair<number>;
  readonly outcome: GameOutcome;
  /** The deal after which the game ended, if later deals were entered after it (they are not counted). */
  readonly endedAfter: number | null;
}

/** The game's state after a deal, from the totals (RULINGS §8, R14), as the engine decides it. */
function outcomeOf(totals: Pair<number>): GameOutcome {
  return gameOutcome(totals, DEFAULT_TARGET);
}

/** Scores every deal with the engine and adds them up until the game ends. */
export function summarise(sheet: Sheet): SheetSummary {
  const rows: SheetRow[] = [];
  let totals: Pair<number> = [0, 0];
  let outcome: GameOutcome = { kind: 'in-progress' };
  let endedAfter: number | null = null;
  for (const deal of sheet.deals) {
    const score = scoreDeal(deal);
    if (outcome.kind !== 'won') {
      totals = [totals[0] + score.total[0], totals[1] + score.total[1]];
      outcome = outcomeOf(totals);
      if (outcome.kind === 'won') endedAfter = rows.length + 1;
    }
    rows.push({ deal, score, totalsAfter: totals });
  }
  return { rows, totals, outcome, endedAfter: endedAfter !== null && endedAfter < rows.length ? endedAfter : null };
}

/** A player's name, or "Player 1" when left blank. */
export function playerName(sheet: Sheet, player: 0 | 1, lang: Lang): string {
  const name = sheet.names[player].trim();
  return name !== '' ? name : format(words('tools-score-sheet', lang)['ss.defaultName'], { n: player + 1 });
}

const FIELD_KEYS = { melds: 'ss.melds', tricks: 'ss.tricks', cardsLeft: 'ss.cardsLeft' } as const;

export function draftProblemMessage(problem: DraftProblem, sheet: Sheet, lang: Lang): string {
  const t = words('tools-score-sheet', lang);
  switch (problem.code) {
    case 'missing':
      return format(t['ss.err.missing'], { field: t[FIELD_KEYS[problem.field]], player: playerName(sheet, problem.player, lang) });
    case 'number':
      return format(t['ss.err.number'], {
        field: t[FIELD_KEYS[problem.field]],
        player: playerName(sheet, problem.player, lang),
        token: shortToken(problem.token),
        ...FIELD_RANGE[problem.field],
      });
    case 'tricks-sum':
      return format(t['ss.err.tricksSum'], { sum: problem.sum });
    case 'none-out':
      return t['ss.err.noneOut'];
    case 'both-out':
      return t['ss.err.bothOut'];
  }
}

/** The status: 'in-progress', 'a' or 'b' (the winner) or 'another-deal' (R14 tie), with the game value in words. */
export function describeSheet(sheet: Sheet, summary: SheetSummary, lang: Lang): VerdictView {
  const t = words('tools-score-sheet', lang);
  const [a, b] = summary.totals;
  const reasons: Reason[] = [];
  // The latest deal's bonus, if any, is explained (R13); earlier ones are in the table.
  summary.rows.forEach((row, i) => {
    if (i !== summary.rows.length - 1) return;
    const player = row.score.bonus[0] > 0 ? 0 : row.score.bonus[1] > 0 ? 1 : null;
    if (player === null) return;
    const bonus = row.score.bonus[player];
    const phase = (PHASE_BONUS as readonly number[]).indexOf(bonus) + 1;
    reasons.push({
      text: format(t['ss.bonusWhy'], { n: i + 1, name: playerName(sheet, player, lang), bonus, phase }),
      cite: [{ rule: 13 }],
    });
  });
  if (summary.endedAfter !== null)
    reasons.push({ text: format(t['ss.afterEnd'], { n: summary.endedAfter }).replace(/[.。]$/, ''), tone: 'warning' });
  const { outcome } = summary;
  if (outcome.kind === 'won') {
    const winner = outcome.winner;
    const value = t[`ss.value.${outcome.value}`];
    const [w, l] = winner === 0 ? [a, b] : [b, a];
    reasons.unshift({ text: t['ss.valueWhy'] });
    return {
      verdict: winner === 0 ? 'a' : 'b',
      headline: format(t['ss.status.won'], { name: playerName(sheet, winner, lang), a: w, b: l, value }),
      reasons,
    };
  }
  if (outcome.kind === 'tie') {
    return {
      verdict: 'another-deal',
      headline: format(t['ss.status.level'], { a }),
      reasons: [{ text: format(t['ss.status.tie'], { a }), cite: [{ rule: 14 }] }, ...reasons],
    };
  }
  const headline =
    summary.rows.length === 0
      ? format(t['ss.status.empty'], { target: DEFAULT_TARGET })
      : a === b
        ? format(t['ss.status.level'], { a })
        : format(t['ss.status.leading'], { name: playerName(sheet, a > b ? 0 : 1, lang), a: Math.max(a, b), b: Math.min(a, b) });
  return { verdict: 'in-progress', headline, reasons };
}
