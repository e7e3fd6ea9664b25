// A declaration solve split between two workers (to answer within a second): one part solved, and the parts joined (in a worker, or on this thread without workers).
import { decide, declarationProblem } from '../../../engine/ai/index';
import { applyAction, newGame, playersToAct, playerView } from '../../../engine/index';
import type { GameState, PlayerIndex, PlayerView } from '../../../engine/index';
import {
  declarationParts,
  declarationReviewProblem,
  declarationReviewProblemAt,
  joinDeclarationParts,
  solveDeclarationPart,
} from '../../../engine/solver/index';
import type { DeclarationPart, DeclarationSolution, ReviewInput } from '../../../engine/solver/index';

/**
 * What a declaration solve is for: the viewer's trump to declare now, a finished deal's reviewed declaration, or the
 * same judged from the live deal during its tricks (so that the review after it need not wait: earlyDeclarations.ts).
 */
export type DeclarationSource =
  { readonly view: PlayerView } | { readonly review: ReviewInput } | { readonly live: GameState; readonly player: PlayerIndex };

/** Part `part` of `parts` of the source's declaration problem, solved; null when there is nothing to solve or no such part. */
export function declarationPart(source: DeclarationSource, part: number, parts: number): DeclarationPart | null {
  const problem =
    'view' in source
      ? declarationProblem(source.view)
      : 'review' in source
        ? (declarationReviewProblem(source.review)?.problem ?? null)
        : (declarationReviewProblemAt(source.live, source.player)?.problem ?? null);
  if (problem === null) return null;
  const split = declarationParts(problem, parts);
  return part < split.length ? solveDeclarationPart(split[part]) : null;
}

/** The whole solve from its parts (undefined when there are none, or nothing was to solve: the asker then solves it alone). */
export function joinedParts(parts: readonly (DeclarationPart | null)[] | undefined): DeclarationSolution | undefined {
  if (parts === undefined || parts.length === 0 || parts[0] === null) return undefined;
  return joinDeclarationParts(parts.filter((part): part is DeclarationPart => part !== null));
}

/**
 * A small solve that warms a worker's solvers before a real one (declarationParts.ts): a fixed deal's first declaration
 * after both Joker holders exchanged (14 placements, a Joker in each play-off hand: the paths the slow solves take; a
 * warm-up without Jokers left the first such solve in Chrome 1.3 to 1.8 times as long as a warm one), both parts.
 */
export function warmUp(): void {
  let state: GameState = newGame({ seed: 'warm-up:7', target: 1, jokers: true });
  while (!(state.phase === 'melds' && state.step === 'declare'))
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      const exchange = view.legalActions.find((a) => a.type === 'joker-exchange');
      state = applyAction(state, exchange ?? decide(view, 'rules', 0).action);
    }
  const view = playerView(state, state.toAct);
  for (let part = 0; part < 2; part++) declarationPart({ view }, part, 2);
}
