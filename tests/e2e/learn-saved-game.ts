// A one-deal game against "easy", played in Node by the engine's rules player and cut back a few of the person's moves
// before its end, as the play page saves a game: a test of what happens near a game's end starts there instead of
// pressing every move of the deal through the page.
import { playerView, playersToAct } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import { DEFAULT_CONFIG } from '../../src/components/play/setup/config.ts';
import {
  applyEntry,
  COMPUTER,
  currentState,
  decisionSeed,
  HUMAN,
  startSession,
  truncateSession,
} from '../../src/components/play/session/session.ts';
import { saveText } from '../../src/components/play/session/storage.ts';

/**
 * The saved text of game `seed` cut back to before the person's `movesLeft`-th last decision, and the number of actions
 * its position has seen (the play page shows it as data-action-count); at least one of the computer's moves is still to
 * come after it.
 */
export function gameNearItsEnd(seed: string, movesLeft: number): { saved: string; actionCount: number } {
  let session = startSession({ ...DEFAULT_CONFIG, seed, target: 1, opponent: 'easy' });
  while (currentState(session).phase !== 'game-over') {
    const state = currentState(session);
    if (state.phase === 'deal-over') throw new Error(`${seed}: a one-deal game ended its deal without ending the game`);
    const player = playersToAct(state)[0];
    session = applyEntry(session, decide(playerView(state, player), 'rules', decisionSeed(seed, session.entries.length)).action);
  }
  const human = session.entries.flatMap((entry, i) => (entry.player === HUMAN ? [i] : []));
  const cut = human[human.length - movesLeft];
  if (cut === undefined || !session.entries.slice(cut).some((entry) => entry.player === COMPUTER))
    throw new Error(`${seed}: no move of the computer after the person's ${movesLeft}th last decision`);
  const kept = truncateSession(session, cut);
  return { saved: saveText(kept), actionCount: currentState(kept).actionCount };
}
