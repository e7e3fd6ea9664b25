// The declaration's solve split in parts (run in parallel by the page's worker pool): its parts join into the whole
// solve's answer, and "hard" (trumpDecision) and the review decide and judge the same from it.
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, newGame, playerView, playersToAct, SUITS } from '../../src/engine/index.ts';
import type { Card, GameState } from '../../src/engine/index.ts';
import { declarationProblem, decide, trumpDecision } from '../../src/engine/ai/index.ts';
import {
  declarationReviewProblem,
  declarationReviewProblemAt,
  joinDeclarationParts,
  reviewWithDeclaration,
  solveDeclaration,
  solveDeclarationPart,
} from '../../src/engine/solver/index.ts';
import type { DeclarationProblem, DeclarationReviewProblem } from '../../src/engine/solver/index.ts';
import { playOffKey } from '../../src/engine/solver/declaration-playoffs.ts';
import { declarationParts } from '../../src/engine/solver/declaration-split.ts';
import { dealWithExchange, positionAtDeclaration } from '../../scripts/solver-positions.ts';

/** The first to declare's view after the other exchanged their Joker: one card of theirs cannot be placed. */
function viewAfterExchange(seed: string) {
  const s = positionAtDeclaration(seed, true, 'second');
  return playerView(s, s.phase === 'melds' ? s.toAct : 0);
}

const solvedInParts = (p: DeclarationProblem) =>
  joinDeclarationParts([0, 1].map((part) => solveDeclarationPart(p, part, 2)).filter((part) => part !== null));

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
    // The second of two parts is then nothing to solve.
    expect(solveDeclarationPart(p, 1, 2)).toBeNull();
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
    const decided = trumpDecision(view, joined)!;
    expect(decided).toEqual(decide(view, 'hard', 1));
    // Its value is the mean over the placements, and says over how many (the hint says so).
    expect(decided.placements).toBe(p.layouts.length);
    expect(decided.expectedDiff).toBe(joined.values[joined.best]);
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

describe('declarationReviewProblemAt', () => {
  it('during the tricks of a live deal, poses the problem the finished record poses', () => {
    // A deal with Jokers where player 0 exchanges theirs, played by the rules player; its state kept at the first trick.
    let state: GameState = newGame({ seed: 'bench-review:1:1', jokers: true, target: 1 });
    let atFirstTrick: GameState | null = null;
    let afterFirstLead: GameState | null = null;
    let atLastTrick: GameState | null = null;
    while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
      if (state.phase === 'tricks' && atFirstTrick === null) atFirstTrick = state;
      if (state.phase === 'tricks' && state.deal.tricks.length === 0 && state.trick.lead !== null) afterFirstLead = state;
      if (state.phase === 'tricks' && state.deal.tricks.length === 12 && state.trick.lead !== null) atLastTrick = state;
      for (const player of playersToAct(state)) {
        const view = playerView(state, player);
        if (view.legalActions.length === 0) continue;
        const exchange = player === 0 ? view.legalActions.find((a) => a.type === 'joker-exchange') : undefined;
        state = applyAction(state, exchange ?? decide(view, 'rules', 0).action);
      }
    }
    const deal = state.game.deals[0];
    expect(atFirstTrick).not.toBeNull();
    const sorted = (cards: readonly Card[]) => cards.map(cardId).sort((a, b) => a - b);
    const shape = (asked: DeclarationReviewProblem) => ({
      ...asked,
      problem: {
        ...asked.problem,
        layouts: asked.problem.layouts.map((l) => [l.hands.map(sorted), l.playOffHands.map(sorted)]),
      },
    });
    for (const player of [0, 1] as const) {
      const finished = shape(declarationReviewProblem({ deal, player, jokers: true, trickRule: 'parlett' })!);
      expect(shape(declarationReviewProblemAt(atFirstTrick!, player)!)).toEqual(finished);
      // After the first lead too (its card goes back into the leader's hand), and in the last trick (the page reloaded).
      expect(shape(declarationReviewProblemAt(afterFirstLead!, player)!)).toEqual(finished);
      expect(shape(declarationReviewProblemAt(atLastTrick!, player)!)).toEqual(finished);
    }
    // Player 1 could not place the card player 0 took back: several placements.
    expect(declarationReviewProblemAt(atFirstTrick!, 1)!.problem.layouts.length).toBeGreaterThan(1);
    // Only during the tricks (after them the bid piles are gone into the play-off).
    expect(declarationReviewProblemAt(state, 1)).toBeNull();
  });
});
