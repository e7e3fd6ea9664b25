// The declaration's solve split between two workers (issue 25): its parts join into the whole solve's answer, and "hard"
// and the review decide and judge the same from it.
import { describe, expect, it } from 'vitest';
import { playerView, SUITS } from '../../src/engine/index.ts';
import { declarationProblem, decide } from '../../src/engine/ai/index.ts';
import {
  declarationParts,
  declarationReviewProblem,
  joinDeclarationParts,
  reviewWithDeclaration,
  solveDeclaration,
  solveDeclarationPart,
} from '../../src/engine/solver/index.ts';
import type { DeclarationProblem } from '../../src/engine/solver/index.ts';
import { playOffKey } from '../../src/engine/solver/declaration-playoffs.ts';
import { dealWithExchange, positionAtDeclaration } from '../../scripts/solver-positions.ts';

/** The first to declare's view after the other exchanged their Joker: one card of theirs cannot be placed. */
function viewAfterExchange(seed: string) {
  const s = positionAtDeclaration(seed, true, 'second');
  return playerView(s, s.phase === 'melds' ? s.toAct : 0);
}

const solvedInParts = (p: DeclarationProblem) => joinDeclarationParts(declarationParts(p, 2).map(solveDeclarationPart));

describe('declarationParts', () => {
  it('splits the placements in two, each once, a play-off in one part only, the first placement first', () => {
    const p = declarationProblem(viewAfterExchange('bench-declaration:1:13'))!;
    expect(p.layouts.length).toBeGreaterThan(2);
    const parts = declarationParts(p, 2);
    expect(parts).toHaveLength(2);
    const placed = parts.flatMap((part) => part.layouts.map((layout) => p.layouts.indexOf(layout)));
    expect(placed.slice().sort((a, b) => a - b)).toEqual(p.layouts.map((_, k) => k));
    expect(parts[0].layouts[0]).toBe(p.layouts[0]);
    const keys = parts.map((part) => new Set(part.layouts.map((layout) => playOffKey(layout.playOffHands))));
    for (const key of keys[0]) expect(keys[1].has(key)).toBe(false);
    // The same problem always splits the same way (a decision made from it depends on the view alone).
    expect(declarationParts(p, 2).map((part) => part.layouts.map((l) => p.layouts.indexOf(l)))).toEqual(
      parts.map((part) => part.layouts.map((l) => p.layouts.indexOf(l))),
    );
  });

  it('keeps one placement whole: nothing to split', () => {
    const s = positionAtDeclaration('bench-declaration:1:13');
    const p = declarationProblem(playerView(s, s.phase === 'melds' ? s.toAct : 0))!;
    expect(p.layouts).toHaveLength(1);
    expect(declarationParts(p, 2)).toHaveLength(1);
  });
});

describe('joinDeclarationParts', () => {
  it('gives the whole solve: every value, the best trump, the replies and exactness', () => {
    const view = viewAfterExchange('bench-declaration:1:13');
    const p = declarationProblem(view)!;
    const whole = solveDeclaration(p);
    const joined = solvedInParts(p);
    expect(joined.values).toEqual(whole.values);
    expect(joined.best).toBe(whole.best);
    expect(joined.replies).toEqual(whole.replies);
    expect(joined.exact).toBe(true);
    // "Hard" declares the same from the parts as from its own solve.
    expect(decide(view, 'hard', 1, joined)).toEqual(decide(view, 'hard', 1));
  });

  it('refuses to join nothing', () => {
    expect(() => joinDeclarationParts([])).toThrow();
  });
});

describe('reviewWithDeclaration from a solve in parts', () => {
  it('judges the declaration as its own solve does', () => {
    const input = { deal: dealWithExchange('bench-review:1:1'), player: 1, jokers: true, trickRule: 'parlett' } as const;
    const asked = declarationReviewProblem(input)!;
    expect(asked.problem.layouts.length).toBeGreaterThan(1);
    const own = reviewWithDeclaration(input).declaration!;
    const fromParts = reviewWithDeclaration(input, undefined, solvedInParts(asked.problem)).declaration!;
    const { values: ownValues, ...ownVerdict } = own;
    const { values: partValues, ...partVerdict } = fromParts;
    expect(partVerdict).toEqual(ownVerdict);
    // The parts value every trump; the review's own solve leaves out trumps shown worse, and agrees on the rest.
    expect(Object.keys(partValues).sort()).toEqual(SUITS.slice().sort());
    for (const suit of SUITS) if (ownValues[suit] !== undefined) expect(partValues[suit]).toBe(ownValues[suit]);
  });
});
