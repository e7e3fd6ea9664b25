// Score sheet logic: validation messages, deals scored by the engine, game end and value, and the validated storage.
import { describe, expect, it } from 'vitest';
import { gameValue, scoreDeal } from '../../src/engine/index.ts';
import {
  EMPTY_SHEET,
  describeSheet,
  draftProblemMessage,
  summarise,
  validateDraft,
  type DealDraft,
  type Sheet,
  type SheetDeal,
} from '../../src/components/tools/scoreSheetLogic.ts';
import {
  BACKUP_KEY,
  STORAGE_KEY,
  backUpDamaged,
  loadSheet,
  parseStoredSheet,
  saveSheet,
} from '../../src/components/tools/scoreSheetStore.ts';

const draft = (melds: [string, string], tricks: [string, string], cardsLeft: [string, string]): DealDraft => ({ melds, tricks, cardsLeft });
const deal = (melds: [number, number], tricks: [number, number], cardsLeft: [number, number]): SheetDeal => ({ melds, tricks, cardsLeft });
const sheetOf = (...deals: SheetDeal[]): Sheet => ({ version: 1, names: ['Ann', 'Ben'], deals });

/** A Storage backed by a Map, for the store's tests. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('validating a deal', () => {
  it('accepts a complete deal', () => {
    expect(validateDraft(draft(['45', '30'], ['7', '6'], ['0', '4']))).toEqual({ deal: deal([45, 30], [7, 6], [0, 4]), problems: [] });
  });
  it('names a bad number and its player', () => {
    const { problems } = validateDraft(draft(['4x5', '30'], ['7', '6'], ['0', '4']));
    expect(problems).toEqual([{ code: 'number', field: 'melds', player: 0, token: '4x5' }]);
    expect(draftProblemMessage(problems[0], sheetOf(), 'en')).toBe('Meld points of Ann: “4x5” is not a whole number from 0 to 999.');
    expect(draftProblemMessage(problems[0], sheetOf(), 'ja')).toContain('「4x5」');
  });
  it('checks ranges, the 13 tricks and that exactly one player went out', () => {
    expect(validateDraft(draft(['0', '0'], ['14', '0'], ['0', '1'])).problems[0]).toMatchObject({ code: 'number', field: 'tricks' });
    const sum = validateDraft(draft(['0', '0'], ['7', '7'], ['0', '1'])).problems;
    expect(sum).toEqual([{ code: 'tricks-sum', sum: 14 }]);
    expect(draftProblemMessage(sum[0], sheetOf(), 'en')).toContain('14');
    expect(validateDraft(draft(['0', '0'], ['7', '6'], ['2', '1'])).problems).toEqual([{ code: 'none-out' }]);
    expect(validateDraft(draft(['0', '0'], ['7', '6'], ['0', '0'])).problems).toEqual([{ code: 'both-out' }]);
    expect(validateDraft(draft(['', '0'], ['7', '6'], ['0', '1'])).problems[0]).toEqual({ code: 'missing', field: 'melds', player: 0 });
  });
});

describe('scoring the sheet', () => {
  it('scores each deal with the engine and keeps running totals', () => {
    const deals = [deal([45, 30], [7, 6], [0, 4]), deal([90, 15], [3, 10], [5, 0])];
    const summary = summarise(sheetOf(...deals));
    const scores = deals.map(scoreDeal);
    expect(summary.rows.map((r) => r.score)).toEqual(scores);
    expect(summary.totals).toEqual([scores[0].total[0] + scores[1].total[0], scores[0].total[1] + scores[1].total[1]]);
    expect(describeSheet(sheetOf(...deals), summary, 'en').verdict).toBe('in-progress');
  });
  it('names the winner and the game value from the engine once a total reaches 1000', () => {
    const big = deal([400, 0], [13, 0], [0, 14]);
    const sheet = sheetOf(big, big);
    const summary = summarise(sheet);
    expect(summary.outcome).toEqual({ kind: 'won', winner: 0, value: gameValue(summary.totals[1]) });
    const view = describeSheet(sheet, summary, 'en');
    expect(view.verdict).toBe('a');
    expect(view.headline).toContain('Ann wins');
    expect(describeSheet(sheet, summary, 'ja').headline).toContain('Annの勝ち');
  });
  it('plays another deal when the totals are equal at the end (R14)', () => {
    // Equal totals need mirrored deals: one where each player goes out.
    const a = deal([450, 450], [7, 6], [0, 1]);
    const b = deal([450, 450], [6, 7], [1, 0]);
    const summary = summarise(sheetOf(a, b));
    expect(summary.totals[0]).toBe(summary.totals[1]);
    expect(summary.totals[0]).toBeGreaterThanOrEqual(1000);
    const view = describeSheet(sheetOf(a, b), summary, 'en');
    expect(view.verdict).toBe('another-deal');
    expect(view.reasons[0].cite).toEqual([{ rule: 14 }]);
  });
  it('marks deals entered after the game ended as not counted', () => {
    const big = deal([600, 0], [13, 0], [0, 14]);
    const summary = summarise(sheetOf(big, big, deal([0, 0], [7, 6], [0, 1])));
    expect(summary.endedAfter).toBe(2);
    expect(summary.totals).toEqual(summary.rows[1].totalsAfter);
  });
  it('explains a bonus with R13', () => {
    const sheet = sheetOf(deal([120, 0], [7, 6], [0, 3]));
    const view = describeSheet(sheet, summarise(sheet), 'en');
    expect(view.reasons.some((r) => r.cite?.some((c) => c.rule === 13))).toBe(true);
  });
});

describe('stored sheets', () => {
  it('loads what it saved', () => {
    const storage = memoryStorage();
    const sheet = sheetOf(deal([45, 30], [7, 6], [0, 4]));
    expect(saveSheet(storage, sheet)).toBe(true);
    expect(loadSheet(storage)).toEqual({ kind: 'ok', sheet });
    expect(loadSheet(memoryStorage())).toEqual({ kind: 'empty' });
  });
  it('reports damaged data precisely instead of failing', () => {
    expect(parseStoredSheet('{not json')).toMatchObject({ kind: 'corrupt', detail: { code: 'not-json' } });
    expect(parseStoredSheet('[1,2]')).toMatchObject({ kind: 'corrupt', detail: { code: 'wrong-shape' } });
    expect(parseStoredSheet(JSON.stringify({ ...EMPTY_SHEET, version: 2 }))).toMatchObject({ detail: { code: 'wrong-shape' } });
    const badDeal = {
      ...sheetOf(deal([45, 30], [7, 6], [0, 4])),
      deals: [deal([45, 30], [7, 6], [0, 4]), { melds: [1, 2], tricks: [7, 7], cardsLeft: [0, 1] }],
    };
    expect(parseStoredSheet(JSON.stringify(badDeal))).toMatchObject({ kind: 'corrupt', detail: { code: 'bad-deal', n: 2 } });
    expect(parseStoredSheet(JSON.stringify({ version: 1, names: ['<script>', 5], deals: [] }))).toMatchObject({ kind: 'corrupt' });
  });
  it('keeps a copy of damaged data before a new sheet replaces it', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, '{oops');
    backUpDamaged(storage, '{oops');
    expect(storage.getItem(BACKUP_KEY)).toBe('{oops');
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });
});
