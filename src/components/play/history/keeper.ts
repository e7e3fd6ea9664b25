// Keeping finished games: the play page hears every change of its game and keeps it the moment it is over (a game that
// was already over when the page opened it was kept then). Written at once, so leaving the page straight away loses nothing.
import { useRef } from 'preact/hooks';
import { againstComputer } from '../setup/config';
import { formatRecord } from '../session/gameRecord';
import { currentState, HUMAN, type Session } from '../session/session';
import type { StorageLike } from '../../../storage/storage';
import { historyGame, keepGame, type FinishedGame } from './history';

/** Keeps one finished game (once: keeping is by the record's id). */
export function keepFinished(store: StorageLike | null, game: FinishedGame): void {
  if (store !== null) keepGame(store, historyGame(game, new Date()));
}

/** A finished game against the computer or between two people at this device, as the history keeps it; null if not over. */
export function finishedGame(session: Session): FinishedGame | null {
  const state = currentState(session);
  if (state.phase !== 'game-over') return null;
  return {
    opponent: session.config.opponent,
    name: null,
    seat: againstComputer(session.config) ? HUMAN : null,
    options: state.options,
    dealNumber: state.game.dealNumber,
    result: state.result,
    record: formatRecord(session),
  };
}

/** `opened` for each game the page shows (new or resumed), `changed` for each move: a game that ends here is kept. */
export function useKeeper(store: () => StorageLike | null): { opened(session: Session): void; changed(session: Session): void } {
  const overAtOpen = useRef(false);
  const kept = useRef<Session | null>(null);
  return {
    opened(session) {
      overAtOpen.current = currentState(session).phase === 'game-over';
    },
    changed(session) {
      if (overAtOpen.current || kept.current === session) return;
      const game = finishedGame(session);
      if (game === null) return;
      kept.current = session;
      keepFinished(store(), game);
    },
  };
}
