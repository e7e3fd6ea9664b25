// A hint on the friend table: what the computer's strongest player would do, asked with this player's own view only.
import type { PlayerView } from '../../../engine/index.ts';
import { decisionSeed } from '../session/session.ts';

/** What the hint asks the computer player (the same as the computer table's hint: the hard player, the view, a seed). */
export interface HintRequest {
  readonly view: PlayerView;
  readonly player: 'hard';
  readonly seed: number;
}

/**
 * The hint's question from this player's view: nothing else goes in (the browser holds the other's hidden cards
 * only as placeholders before the end-of-deal audit, and a view never carries them).
 */
export function hintRequest(view: PlayerView, room: string): HintRequest {
  return { view, player: 'hard', seed: decisionSeed(room, view.actionCount, 7) };
}

/** Which decision a hint is for: this player's seat and how many moves they have made (the other may move meanwhile). */
export function hintKey(view: PlayerView, ownMoves: number): string {
  return `${view.dealNumber}/${view.player}/${ownMoves}`;
}
