// A declaration solve split between two workers (issue 25): one part solved, and the parts joined (in a worker, or on this thread without workers).
import { declarationProblem } from '../../../engine/ai/index';
import { applyAction, legalActionsFor, newGame, playersToAct, playerView } from '../../../engine/index';
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
 * A small solve that warms a worker's solvers before a real one (declarationParts.ts): the first declaration of a fixed
 * deal without Jokers, reached by the first legal action at each turn.
 */
export function warmUp(): void {
  let state: GameState = newGame({ seed: 'warm-up', target: 1 });
  while (!(state.phase === 'melds' && state.step === 'declare'))
    state = applyAction(state, legalActionsFor(state, playersToAct(state)[0])[0]);
  declarationPart({ view: playerView(state, state.toAct) }, 0, 1);
}
