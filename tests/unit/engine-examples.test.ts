// The /engine/ page's examples are real programs: this test type-checks them, runs each main(), and checks
// what they return (and the values their comments promise) against the engine itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEEP } from '../support/deep.ts';
import {
  announceMeld,
  applyAction,
  bestTrumpTotals,
  formatCard,
  gameTotals,
  gameValue,
  isGameOver,
  isLegalFollow,
  parseCard,
  parseCards,
  resolveBid,
  resolveTrick,
  scoreMelds,
} from '../../src/engine/index.ts';
import * as parseExample from '../../examples/engine/parse-cards.ts';
import * as meldsExample from '../../examples/engine/score-melds.ts';
import * as trickExample from '../../examples/engine/resolve-trick.ts';
import * as gameExample from '../../examples/engine/seeded-game.ts';

const EXAMPLES_DIR = join(import.meta.dirname, '../../examples/engine');
const EXAMPLE_FILES = ['parse-cards.ts', 'score-melds.ts', 'resolve-trick.ts', 'seeded-game.ts'];

/**
 * Comments of the form `// name → value` promise what main() returns under `name`; the page shows them,
 * so each must equal the real value as Node prints it.
 */
function promisedValues(file: string): { name: string; text: string }[] {
  const source = readFileSync(join(EXAMPLES_DIR, file), 'utf8');
  return [...source.matchAll(/^\s*\/\/ (\w+) → (.+)$/gm)].map((m) => ({ name: m[1], text: m[2].trim() }));
}

function printed(value: unknown): string {
  return inspect(value, { breakLength: Infinity, depth: 5 });
}

function expectCommentsMatch(file: string, result: Record<string, unknown>): void {
  for (const { name, text } of promisedValues(file)) {
    expect(Object.keys(result), `${file}: comment names ${name}`).toContain(name);
    expect(text, `${file}: the comment for ${name}`).toBe(printed(result[name]));
  }
}

describe('engine examples', () => {
  // npm test type-checks the examples already: `npm run check` (its tsc step) checks every file of tsconfig.json, which
  // includes examples/ under astro's strict settings (strict, the bundler's module resolution, verbatimModuleSyntax, .ts
  // imports). This second compile of the same files under the same settings (and the TypeScript compiler's load) runs
  // in npm run test:deep, and when the unit tests run alone with GX_DEEP=1.
  if (DEEP)
    it('type-check under the strict compiler settings', async () => {
      const { default: ts } = await import('typescript');
      const program = ts.createProgram(
        EXAMPLE_FILES.map((f) => join(EXAMPLES_DIR, f)),
        {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          allowImportingTsExtensions: true,
          verbatimModuleSyntax: true,
          skipLibCheck: true,
          types: ['node'],
        },
      );
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n') + (d.file ? ` (${d.file.fileName})` : ''));
      expect(problems).toEqual([]);
    });

  it('parse-cards: parses, writes back and names a bad token', () => {
    const result = parseExample.main();
    expect(result.cards).toEqual(parseCards(result.typed));
    expect(result.written).toEqual(result.cards.map(formatCard));
    expect(result.roundTrip).toEqual(result.cards);
    expect(() => parseCards(result.bad)).toThrow();
    expect(result.error.code).toBe('invalid-card');
    const badToken = result.bad.split(/[\s,]+/).find((token) => {
      try {
        parseCard(token);
        return false;
      } catch {
        return true;
      }
    });
    expect(result.error.message).toContain(badToken);
    expectCommentsMatch('parse-cards.ts', result);
  });

  it('score-melds: totals, melds and announcements agree with the engine', () => {
    const result = meldsExample.main();
    const scored = scoreMelds(result.hand, result.trump);
    expect(result.total).toBe(scored.total);
    expect(result.melds).toEqual(scored.melds);
    expect(result.melds.reduce((sum, meld) => sum + meld.points, 0)).toBe(result.total);
    expect(result.announcements).toEqual(scored.melds.map(announceMeld));
    expect(result.byTrump).toEqual(bestTrumpTotals(result.hand));
    expect(result.byTrump[result.trump]).toBe(result.total);
    expectCommentsMatch('score-melds.ts', result);
  });

  it('resolve-trick: the bid, the trick and the follow agree with the engine', () => {
    const result = trickExample.main();
    const { turnUp, a, b } = result.auction;
    expect(result.bid).toEqual(resolveBid(turnUp, a, b));
    expect(result.trick).toEqual(resolveTrick(result.input));
    expect(result.trick).toEqual(resolveTrick({ ...result.input, rule: 'parlett' }));
    expect(result.summary).toEqual(resolveTrick({ ...result.input, rule: 'summary' }));
    expect(result.summary.winner).not.toBe(result.trick.winner);
    expect(result.heartIsLegal).toBe(isLegalFollow(result.hand, result.input.lead, result.input.leaderTrump, parseCard('4H')));
    expect(result.jokerIsLegal).toBe(isLegalFollow(result.hand, result.input.lead, result.input.leaderTrump, parseCard('RJ')));
    expectCommentsMatch('resolve-trick.ts', result);
  });

  it('seeded-game: plays a whole game to its end, the same way every time', () => {
    const first = gameExample.main();
    const { state, result, totals } = first;
    expect(isGameOver(state)).toBe(true);
    expect(() => applyAction(state, { type: 'pass', player: 0 })).toThrow();
    expect(totals).toEqual(gameTotals(state));
    expect(result).not.toBeNull();
    expect(result!.totals).toEqual(totals);
    // The game ends only after a deal in which a total reached the target, and the higher total wins.
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(state.options.target);
    const loser = result!.winner === 0 ? 1 : 0;
    expect(totals[result!.winner]).toBeGreaterThan(totals[loser]);
    expect(result!.value).toBe(gameValue(totals[loser]));
    // The totals are the sum of the deals' hand scores.
    expect(first.deals).toBe(state.game.deals.length);
    const summed = state.game.deals.reduce<[number, number]>(
      (sum, deal) => [sum[0] + deal.score.total[0], sum[1] + deal.score.total[1]],
      [0, 0],
    );
    expect(summed).toEqual(totals);
    // Plain JSON, and deterministic for a seed.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    const again = gameExample.main();
    expect(again.actions).toBe(first.actions);
    expect(again.totals).toEqual(first.totals);
    expectCommentsMatch('seeded-game.ts', first);
  });
});
