// The record of a game with a friend: the deals audited so far, each with its cards written out (they came from both browsers, not a seed).
import type { Action, GameState, PlayerView } from '../../../engine/index.ts';
import type { FriendOptions } from '../../../peer/index.ts';
import { formatDealtRecord, sessionOfDeals } from '../session/dealtRecord.ts';
import type { GameConfig } from '../setup/config.ts';

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
  // No deal checked yet: nothing to replay, only what the game was.
  if (deals.length === 0) return `# Galapagos: P0 invited P1 to a game between two devices (room ${room}); no deal was checked.\n`;
  const { session, dealt } = sessionOfDeals(friendRecordConfig(options, room), deals);
  return formatDealtRecord(session, dealt, 'P0 invited P1 to a game between two devices; each deal was checked by both browsers');
}

/**
 * Comment lines after the record when the last deal ended but was never checked (`why`: the failure's code): marked
 * UNCHECKED, with the totals this browser counted, so nobody reads them as the game's result.
 */
export function uncheckedLines(view: PlayerView, why: string): string {
  const totals = view.phase === 'game-over' ? view.result.totals : view.totals;
  return [
    '',
    `# UNCHECKED: deal ${view.dealNumber} ended but was never checked (${why}); the record above holds only checked deals.`,
    `# UNCHECKED totals as this browser (P${view.player}) counted them, not a result: P0 ${totals[0]}, P1 ${totals[1]}.`,
    '',
  ].join('\n');
}

/** Whether a finished game kept in this browser's history (`games`) is the friend game of `room`: its record's seed names the room. */
export function playedToTheEnd(games: readonly { readonly opponent: string; readonly record: string }[], room: string): boolean {
  const seedLine = `\nseed: ${friendRecordConfig({ jokers: false, target: 1, trickRule: 'parlett' }, room).seed}\n`;
  return games.some((game) => game.opponent === 'friend' && game.record.includes(seedLine));
}
