// Seeded generators for the computer players (never the global random source): one per decision, from the seed and the position.
import { Rng, seedRng } from '../rng.ts';
import type { PlayerView } from '../types.ts';
import { decisionMoveNumber } from '../views.ts';

/** A generator that depends only on the seed, the player, how far the game is (not on the order of sealed bids), and a purpose tag. */
export function decisionRng(view: PlayerView, seed: number, tag: string): Rng {
  return new Rng(seedRng(`${tag}:${seed}:${view.player}:${view.dealNumber}:${decisionMoveNumber(view)}`));
}

/** A generator derived from another one (for independent streams inside a search). */
export function childRng(parent: Rng): Rng {
  return new Rng([parent.next(), parent.next(), parent.next(), parent.next() | 1]);
}
