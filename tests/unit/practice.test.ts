// Practice from one's own mistakes: positions taken from a reviewed deal, the spaced schedule, and progress files checked whole.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import type { GameState, PlayerIndex } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import { reviewWithDeclaration } from '../../src/engine/solver/index.ts';
import { extractPositions, MIN_GAIN } from '../../src/components/practice/extract.ts';
import {
  MAX_ENTRIES,
  activeEntries,
  addPositions,
  EMPTY_STORE,
  FIRST_WAIT,
  isDue,
  recordAnswer,
  themeStats,
} from '../../src/components/practice/schedule.ts';
import type { PracticeStore } from '../../src/components/practice/schedule.ts';
import { applyProgressFile, exportProgress, parseProgressFile } from '../../src/components/learn/practice/transfer.ts';
import { validPracticeStore } from '../../src/components/practice/validate.ts';
import { keepPositions, PRACTICE_KEY } from '../../src/components/practice/storage.ts';
import { practicePosition } from '../support/practice-position.ts';
import { PROGRESS_KEY } from '../../src/components/learn/progress.ts';
import type { StorageLike } from '../../src/storage/storage.ts';
import { lessonScore, readFirstTries, recordFirstTry, resetLesson, SCORES_KEY } from '../../src/components/learn/scores.ts';

/** A finished deal where seat 0 plays at random against the rules player (plenty of mistakes to practise). */
function randomDeal(seed: string): GameState {
  let state: GameState = newGame({ seed, target: 1 });
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length > 0) state = applyAction(state, decide(view, player === 0 ? 'random' : 'rules', 3).action);
    }
  }
  return state;
}

function memoryStore(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const fake = practicePosition;

describe('practice positions from a reviewed deal', () => {
  it('keeps each losing decision over the threshold, with the move played among the options and every best answer', () => {
    const state = randomDeal('practice-extract');
    const deal = state.game.deals[state.game.deals.length - 1];
    const input = { deal, player: 0 as PlayerIndex, jokers: false, trickRule: 'parlett' as const };
    const review = reviewWithDeclaration(input);
    const positions = extractPositions(input, review);
    const losing = review.items.filter((i) => !i.best && i.exact && i.gain >= MIN_GAIN).length;
    const declarationLost = review.declaration !== null && review.declaration.exact && review.declaration.gain >= MIN_GAIN ? 1 : 0;
    expect(losing + declarationLost).toBeGreaterThan(0);
    expect(positions.length).toBe(losing + declarationLost);
    expect(positions.some((p) => p.kind === 'lead' || p.kind === 'follow')).toBe(true);
    for (const p of positions) {
      expect(p.gain).toBeGreaterThanOrEqual(MIN_GAIN);
      const ids = p.options.map((o) => o.id);
      expect(ids).toContain(p.played);
      expect(p.answers.length).toBeGreaterThan(0);
      for (const a of p.answers) expect(ids).toContain(a);
      expect(p.answers).not.toContain(p.played);
      // A trick position shows the other's cards as they were (the answer is perfect play with every card known):
      // as many as the person's when leading, one fewer when following (the card led), none of them the person's.
      if (p.kind === 'lead' || p.kind === 'follow') {
        expect(p.otherHand.length).toBe(p.hand.length - (p.kind === 'follow' ? 1 : 0));
        const mine = new Set(p.hand.map(cardId));
        expect(p.otherHand.some((c) => mine.has(cardId(c)) || (p.lead !== null && cardId(c) === cardId(p.lead)))).toBe(false);
      }
      // Each choice's figures: the one played loses what the review found, every best one loses nothing, no option gains.
      expect(p.outcomes?.[p.played]?.loss).toBeCloseTo(p.gain, 5);
      for (const a of p.answers) expect(p.outcomes?.[a]?.loss).toBeCloseTo(0, 5);
      for (const o of Object.values(p.outcomes ?? {})) expect(o.loss).toBeGreaterThanOrEqual(-1e-9);
      if (p.kind === 'follow') for (const o of p.options) expect(typeof p.outcomes?.[o.id]?.wins).toBe('boolean');
      // What is stored is what the page reads back.
      expect(
        validPracticeStore({ version: 1, turn: 0, entries: [{ position: p, due: 0, wait: 2, streak: 0, firstTry: null, retired: false }] }),
      ).not.toBeNull();
    }
    if (declarationLost) {
      const d = review.declaration!;
      const trump = positions.find((p) => p.theme === 'trump')!;
      expect(trump.answers).toContain(d.best);
      expect(trump.played).toBe(d.played);
    }
    // Fewer positions with a higher threshold; none are kept twice.
    expect(extractPositions(input, review, 1000).length).toBe(0);
    expect(addPositions(addPositions(EMPTY_STORE, positions), positions).entries.length).toBe(new Set(positions.map((p) => p.id)).size);
  });
});

describe('the practice schedule', () => {
  const start = addPositions(EMPTY_STORE, [fake('a'), fake('b', 'odd-trick')]);

  it('a new position is due at once; right twice in a row retires it', () => {
    expect(activeEntries(start).every((e) => isDue(start, e))).toBe(true);
    let s = recordAnswer(start, 'a', true);
    const a1 = s.entries.find((e) => e.position.id === 'a')!;
    expect(a1.retired).toBe(false);
    expect(isDue(s, a1)).toBe(false);
    expect(a1.due - s.turn).toBe(FIRST_WAIT);
    s = recordAnswer(s, 'a', true);
    expect(s.entries.find((e) => e.position.id === 'a')!.retired).toBe(true);
    expect(activeEntries(s).map((e) => e.position.id)).toEqual(['b']);
  });

  it('a deal checked again (its page reloaded) finds its positions kept already: found, not added', () => {
    const store = memoryStore();
    expect(keepPositions(store, [fake('a'), fake('b')])).toEqual({ found: 2, added: 2 });
    expect(keepPositions(store, [fake('a'), fake('b')])).toEqual({ found: 2, added: 0 });
    expect(keepPositions(store, [fake('b'), fake('c'), fake('c')])).toEqual({ found: 2, added: 1 });
    expect(keepPositions(store, [])).toEqual({ found: 0, added: 0 });
    // Storage that refuses the write keeps nothing and says so (null), never "no new position".
    const full: StorageLike = {
      ...store,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(keepPositions(full, [fake('d')])).toBeNull();
  });

  it('a position missed comes back sooner each time it is missed, and a miss breaks the streak', () => {
    let s: PracticeStore = recordAnswer(start, 'a', true);
    const waitAfterRight = s.entries[0].due - s.turn;
    s = recordAnswer(s, 'a', false);
    const waitAfterMiss = s.entries[0].due - s.turn;
    expect(waitAfterMiss).toBeLessThan(waitAfterRight + 1);
    s = recordAnswer(s, 'a', false);
    expect(s.entries[0].due - s.turn).toBeLessThanOrEqual(waitAfterMiss);
    expect(s.entries[0].streak).toBe(0);
    s = recordAnswer(s, 'a', true);
    expect(s.entries[0].retired).toBe(false);
  });

  it("first-try accuracy per theme counts only each position's very first answer", () => {
    let s = recordAnswer(start, 'a', false);
    s = recordAnswer(s, 'a', true);
    s = recordAnswer(s, 'b', true);
    const stats = Object.fromEntries(themeStats(s).map((t) => [t.theme, t]));
    expect(stats.trump).toMatchObject({ total: 1, tried: 1, firstRight: 0 });
    expect(stats['odd-trick']).toMatchObject({ total: 1, tried: 1, firstRight: 1 });
    expect(stats['play-off-tempo']).toMatchObject({ total: 0, tried: 0 });
  });
});

describe('progress files and lesson scores', () => {
  it('exports the course, first tries and practice, and imports them on another device', () => {
    const here = memoryStore();
    here.setItem(PROGRESS_KEY, JSON.stringify({ version: 1, done: ['cards-1'] }));
    recordFirstTry(here, 'cards-1', true);
    recordFirstTry(here, 'cards-1', false);
    here.setItem(PRACTICE_KEY, JSON.stringify(recordAnswer(addPositions(EMPTY_STORE, [fake('a')]), 'a', false)));
    const text = exportProgress(here);
    const there = memoryStore();
    const parsed = parseProgressFile(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(applyProgressFile(there, parsed.value)).toBe(true);
    expect(JSON.parse(there.getItem(PROGRESS_KEY)!)).toEqual({ version: 1, done: ['cards-1'] });
    expect(readFirstTries(there).results).toEqual({ 'cards-1': true });
    expect(JSON.parse(there.getItem(PRACTICE_KEY)!)).toEqual(JSON.parse(here.getItem(PRACTICE_KEY)!));
  });

  it('refuses a damaged file with a reason, and nothing is changed', () => {
    const good = JSON.parse(exportProgress(memoryStore()));
    const cases: [string, string][] = [
      ['{not json', 'not-json'],
      [JSON.stringify({ kind: 'something-else' }), 'not-progress'],
      [JSON.stringify({ ...good, version: 99 }), 'newer-version'],
      [JSON.stringify({ ...good, course: { version: 1, done: ['<script>'] } }), 'damaged'],
      [
        JSON.stringify({
          ...good,
          practice: {
            version: 1,
            turn: 0,
            entries: [{ position: { ...fake('x'), answers: ['Z'] }, due: 0, wait: 2, streak: 0, firstTry: null, retired: false }],
          },
        }),
        'damaged',
      ],
      [JSON.stringify({ ...good, firstTries: { version: 1, results: { 'cards-1': 'yes' } } }), 'damaged'],
    ];
    for (const [text, error] of cases) expect(parseProgressFile(text)).toEqual({ ok: false, error });
  });

  it('a lesson scores its first tries, and resetting it leaves the other lessons alone', () => {
    const store = memoryStore();
    store.setItem(PROGRESS_KEY, JSON.stringify({ version: 1, done: ['cards-1', 'cards-2', 'melds-1'] }));
    recordFirstTry(store, 'cards-1', true);
    recordFirstTry(store, 'cards-2', false);
    recordFirstTry(store, 'melds-1', true);
    expect(lessonScore(readFirstTries(store), ['cards-1', 'cards-2', 'cards-3'])).toEqual({ right: 1, tried: 2 });
    resetLesson(store, ['cards-1', 'cards-2', 'cards-3']);
    expect(JSON.parse(store.getItem(PROGRESS_KEY)!).done).toEqual(['melds-1']);
    expect(JSON.parse(store.getItem(SCORES_KEY)!).results).toEqual({ 'melds-1': true });
  });
});

describe('the practice page', () => {
  it('states the threshold and the number of positions kept that the code uses, in both languages', () => {
    const page = (path: string): string => readFileSync(join(__dirname, '..', '..', 'src', 'content', 'docs', path), 'utf8');
    const en = page('learn/practice.mdx');
    const ja = page('ja/learn/practice.mdx');
    expect(en).toContain(`cost you ${MIN_GAIN} points or more`);
    expect(en).toContain(`the ${MAX_ENTRIES} latest are`);
    expect(ja).toContain(`${MIN_GAIN}点以上を失った判断`);
    expect(ja).toContain(`${MAX_ENTRIES}問まで残ります`);
  });
});
