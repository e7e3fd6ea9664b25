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

/** Before stepping the kernel: no state matches it until `steppedTo`. */
export function releaseKernel(): void {
  loadedFrom = null;
}

/** The kernel now holds `state` (it has just been stepped to it). */
export function steppedTo(state: GameState): void {
  loadedFrom = state;
}
