// Keeping finished games: the play page hears every change of its game and keeps it the moment it is over (a game that
// was already over when the page opened it was kept then). The history's module is fetched when a deal ends (the first
// load does without it), so that the game is written as soon as it is over and leaving the page then loses nothing.
import { useRef } from 'preact/hooks';
import { againstComputer } from '../setup/config.ts';
import { formatRecord } from '../session/gameRecord.ts';
import { currentState, HUMAN, type Session } from '../session/session.ts';
import type { StorageLike } from '../../../storage/storage.ts';
import type { FinishedGame } from './history.ts';

const history = () => import('./history.ts');

/** Keeps one finished game (once: keeping is by the record's id); resolves once it is written (or could not be). */
export function keepFinished(store: StorageLike | null, game: FinishedGame): Promise<void> {
  if (store === null) return Promise.resolve();
  const at = new Date();
  return history().then(
    (kept) => void kept.keepGame(store, kept.historyGame(game, at)),
    () => undefined,
  );
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
      // Fetched at the end of each deal (once: the browser keeps the module), ready for the game's end.
      if (currentState(session).phase === 'deal-over') void history().catch(() => undefined);
      const game = finishedGame(session);
      if (game === null) return;
      kept.current = session;
      void keepFinished(store(), game);
    },
  };
}
