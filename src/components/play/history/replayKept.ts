// Opening a kept game in the play page's replay: the record is read back through the engine (loaded only when asked for).
import { loadRecord } from '../session/gameRecord.ts';
import type { Session } from '../session/session.ts';
import type { StorageLike } from '../../../storage/storage.ts';
import { readHistory } from './history.ts';

/** The kept game replayed through the engine, or null if it is not kept here (or its record no longer reads). */
export async function keptSession(store: StorageLike | null, id: string): Promise<Session | null> {
  const game = readHistory(store).games.find((g) => g.id === id);
  if (game === undefined) return null;
  try {
    // A game with a friend has its deals written out: read by its own module, loaded only for it.
    if (/^\s*deal\s/im.test(game.record)) return (await import('../session/dealtRecord.ts')).loadDealtRecord(game.record).session;
    return loadRecord(game.record).session;
  } catch {
    return null;
  }
}
