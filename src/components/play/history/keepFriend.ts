// Keeps a finished game with a friend on another device (its record is the audited deals, as "Export record" writes them).
import type { PlayerView } from '../../../engine/index.ts';
import { friendRecord } from '../friend/friendRecord.ts';
import type { FriendGame } from '../friend/useFriendGame.ts';
import { browserStorage } from '../../../storage/storage.ts';
import { useEffect } from 'preact/hooks';
import { keepFinished } from './keeper.ts';

/** Called by the friend table on every render: keeps the game once it is over and its last deal has been checked. */
export function useKeepFriendGame(view: PlayerView | null, reply: FriendGame['reply'], room: string, name: string | null): void {
  const over = view !== null && view.phase === 'game-over' && reply !== null && reply.audited ? view : null;
  useEffect(() => {
    if (over === null || reply === null) return;
    void keepFinished(browserStorage(), {
      opponent: 'friend',
      name,
      seat: over.player,
      options: over.options,
      dealNumber: over.dealNumber,
      result: over.result,
      record: friendRecord(over.options, room, reply.deals),
    });
  }, [over === null, room, reply?.deals.length]);
}
