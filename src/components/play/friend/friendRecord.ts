// The record of a game with a friend: the deals audited so far, each with its cards written out (they came from both browsers, not a seed).
import type { Action, GameState } from '../../../engine/index.ts';
import type { FriendOptions } from '../../../peer/index.ts';
import { formatDealtRecord, sessionOfDeals } from '../session/dealtRecord';
import type { GameConfig } from '../setup/config';

/** The record's options: the game's, two people, no undo; the seed names the room (the deals do not come from it). */
export function friendRecordConfig(options: FriendOptions, room: string): GameConfig {
  return {
    seed: `friend-${room}`.slice(0, 32),
    jokers: options.jokers,
    target: options.target,
    trickRule: options.trickRule,
    opponent: 'human',
    undo: false,
  };
}

/**
 * The record text of the deals audited so far (a deal in progress is left out: its hidden cards are not known
 * to this browser until both reveal their keys at its end, and the record holds only what the audit proved).
 */
export function friendRecord(
  options: FriendOptions,
  room: string,
  deals: readonly { readonly start: GameState; readonly actions: readonly Action[] }[],
): string {
  const { session, dealt } = sessionOfDeals(friendRecordConfig(options, room), deals);
  return formatDealtRecord(session, dealt, 'P0 invited P1 to a game between two devices; each deal was checked by both browsers');
}
