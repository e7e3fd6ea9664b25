// Regret of a decision: the points a move loses against perfect play, measured by the exact solvers on the true state.
import { applyAction } from '../src/engine/index.ts';
import type { Action, GameState, PlayerIndex } from '../src/engine/index.ts';
import { solveDeal, solvePlayOff } from '../src/engine/solver/index.ts';

export interface Regret {
  readonly phase: 'tricks' | 'play-off';
  /** Points lost by `player` (0 for a best move). */
  readonly loss: number;
}

/**
 * The points `action` loses against the best move, or null outside the tricks and the play-off or
 * when a solve runs out of budget. Tricks: deal values (play-off and bonus included); play-off: play-off points.
 */
export function regretOf(state: GameState, player: PlayerIndex, action: Action): Regret | null {
  const sign = player === 0 ? 1 : -1;
  if (state.phase === 'tricks' && action.type === 'play') {
    const solved = solveDeal({
      hands: state.deal.hands,
      playOffHands: state.deal.bidPiles,
      leader: state.trick.leader,
      trumps: state.deal.trumps,
      tricksWon: state.deal.tricksWon,
      lead: state.trick.lead,
      rule: state.options.trickRule,
      score: state.deal.score,
      moveValues: true,
    });
    if (!solved.exact || solved.values === undefined) return null;
    const chosen = solved.values.find((v) => v.card === action.card || JSON.stringify(v.card) === JSON.stringify(action.card));
    if (chosen === undefined) return null;
    return { phase: 'tricks', loss: sign * (solved.value - chosen.value) };
  }
  if (state.phase === 'play-off' && (action.type === 'playoff-play' || action.type === 'pass')) {
    const before = solvePlayOff({ hands: state.deal.hands, toMove: player, toBeat: state.round.last });
    if (!before.exact) return null;
    const after = applyAction(state, action);
    let value: number;
    if (after.phase !== 'play-off') {
      value = sign * 10 * after.deal.hands[player === 0 ? 1 : 0].length;
    } else {
      const next = solvePlayOff({ hands: after.deal.hands, toMove: after.round.toAct, toBeat: after.round.last });
      if (!next.exact) return null;
      value = next.value;
    }
    return { phase: 'play-off', loss: sign * (before.value - value) };
  }
  return null;
}
