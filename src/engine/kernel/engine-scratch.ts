// The engine's own scratch kernel (applyAction, legalActions), remembered as loaded from the last state it matches.
//
// States are immutable, so the kernel that has just stepped to the state applyAction returns is that
// state's kernel: the next legalActions or applyAction on it skips loading (identity, not content).
import type { GameState } from '../types.ts';
import { Kernel, loadKernel } from './scratch.ts';

const scratch = new Kernel();
let loadedFrom: GameState | null = null;

/** The engine's kernel loaded with `state`'s deal in progress (reused if it already is). */
export function engineKernel(state: GameState): Kernel {
  if (loadedFrom !== state) {
    loadedFrom = null; // a load that throws halfway leaves no state claiming the kernel
    loadKernel(scratch, state);
    loadedFrom = state;
  }
  return scratch;
}

/**
 * Steps the kernel loaded with `state` and returns the state `step` writes back from it; the kernel then holds that
 * state. While it steps (or if the step throws halfway) no state claims the kernel.
 */
export function stepKernel(state: GameState, step: (k: Kernel) => GameState): GameState {
  const k = engineKernel(state);
  loadedFrom = null;
  const next = step(k);
  loadedFrom = next;
  return next;
}
