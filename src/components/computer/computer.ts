// The computer's worker pool for the page, its declaration solve (in parts, in parallel) and its player (the opponent's moves and the hints).
import type { AiDecision, AiPlayerName } from '../../engine/ai/index.ts';
import type { PlayerView } from '../../engine/index.ts';
import type { DeclarationSolution } from '../../engine/solver/index.ts';
import type { DeclarationSource, Handlers } from './handlers.ts';
import { createPool, never, type CallOptions } from './pool.ts';

/** Parts a declaration is solved in, and workers kept warm: the machine the site's speed is measured on has two cores. */
const CORES = 2;

/**
 * The page's workers. In Chrome a new worker's first solve paid about half a second more for loading and compiling the
 * solvers (27 Nov 2026: 1.1 s against 0.6 s warm, for a solve of 1.2 s in one worker): they are kept, and warmed.
 */
export const computer = createPool<Handlers>({
  size: CORES,
  limit: CORES + 2,
  spawn: typeof Worker === 'undefined' ? null : () => new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' }),
  here: () => import('./handlers.ts').then((module) => module.handlers),
});

/** Starts the kept workers and warms them (a small solve each), during the auction, before the first declaration needs them. */
export function warmComputer(): void {
  computer.warm('warm-up', null);
}

/**
 * Every trump's exact value for `source`: in parts, one a worker, joined (the page's goal is an answer within a second);
 * null when it has no declaration to solve. Without workers, the parts are solved in turn on this thread.
 */
export async function solveDeclarationInParts(
  source: DeclarationSource,
  options: CallOptions<never> = {},
): Promise<DeclarationSolution | null> {
  const parts = await Promise.all(
    Array.from({ length: CORES }, (_, part) => computer.call('declaration-part', { source, part, parts: CORES }, options)),
  );
  return computer.call('declaration-join', { parts }, options);
}

/** Whether the view is its player's own trump declaration (which "hard" solves in parts). */
function declaresNow(view: PlayerView): boolean {
  return view.legalActions.length > 1 && view.legalActions.some((action) => action.type === 'declare');
}

export interface AiClient {
  decide(view: PlayerView, player: AiPlayerName, seed: number): Promise<AiDecision>;
  /** Stops every decision under way (their promises never settle). */
  dispose(): void;
}

/** The computer player for one page (a game, or a friend game's hints). */
export function createAiClient(): AiClient {
  const stop = new AbortController();
  const { signal } = stop;
  const decide = async (view: PlayerView, player: AiPlayerName, seed: number): Promise<AiDecision> => {
    // "Hard" declares by the exact value of each trump, solved in parts in parallel (its goal: within a second). If that
    // solve fails or is not exact, `decide` chooses alone.
    if (player === 'hard' && declaresNow(view) && computer.parallel) {
      const solved = await solveDeclarationInParts({ view }, { signal }).catch(() => null);
      const chosen = solved === null ? null : await computer.call('trump', { view, declaration: solved }, { signal }).catch(() => null);
      if (chosen !== null) return chosen;
    }
    return computer.call('decide', { view, player, seed }, { signal });
  };
  return {
    decide: (view, player, seed) =>
      decide(view, player, seed).catch((error: unknown) => (signal.aborted ? never() : Promise.reject(error))),
    dispose: () => stop.abort(),
  };
}
