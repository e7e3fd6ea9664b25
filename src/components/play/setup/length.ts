// About how long a game to a target lasts: deals from measured deal scores (or from this browser's own finished games,
// once there are a few), minutes from an assumed pace per deal.
import type { HistoryGame } from '../history/history.ts';
import { HISTORY_KEY } from '../history/historyKey.ts';
import type { StorageLike } from '../../../storage/storage.ts';

/**
 * Points per deal of the player who goes on to lead: 20 deals between two "medium" computer players (seed `ds:0`…`ds:19`,
 * no Jokers) scored 162 a deal each on average; drawing deals from them at random until a total reaches the target took
 * 2.1 deals to 300, 3.1 to 500, 6.0 to 1000 and 11.8 to 2000, that is about 170 points a deal for the leader.
 */
export const LEADER_POINTS_PER_DEAL = 170;

/**
 * Minutes a deal takes a person against the computer (an assumption, not a measurement): about 50 decisions a deal (13
 * bids and as many takes or cedes, the trump, 13 cards, a few play-off plays) at 4 to 5 seconds each, with the computer's
 * short pauses between them.
 */
export const MINUTES_PER_DEAL = 4;

/** Kept games to the same target needed before their mean replaces the estimate. */
export const HISTORY_GAMES_NEEDED = 3;

export interface LengthEstimate {
  readonly deals: number;
  readonly minutes: number;
  /** True when measured from this browser's finished games rather than estimated. */
  readonly measured: boolean;
}

/** What the estimate reads of a kept game. */
export type KeptLength = Pick<HistoryGame, 'target' | 'deals' | 'resigned'>;

const isLength = (g: Partial<Record<keyof KeptLength, unknown>> | null): g is KeptLength =>
  typeof g?.target === 'number' && typeof g.deals === 'number' && g.deals >= 1 && typeof g.resigned === 'boolean';

/**
 * The kept games' lengths, read from the history's stored text without the history's module (the first screen does
 * without its checks of whole games): an entry that is not a length is passed over, and an unreadable store reads as none.
 */
export function keptLengths(store: StorageLike | null): KeptLength[] {
  try {
    const games: unknown = JSON.parse(store?.getItem(HISTORY_KEY) ?? '{}').games;
    return Array.isArray(games) ? games.filter(isLength) : [];
  } catch {
    return [];
  }
}

export function gameLength(target: number, kept: readonly KeptLength[] = []): LengthEstimate {
  const same = kept.filter((g) => g.target === target && !g.resigned);
  const measured = target > 1 && same.length >= HISTORY_GAMES_NEEDED;
  const deals =
    target <= 1
      ? 1
      : measured
        ? Math.max(1, Math.round(same.reduce((sum, g) => sum + g.deals, 0) / same.length))
        : Math.max(1, Math.round(target / LEADER_POINTS_PER_DEAL));
  return { deals, minutes: deals * MINUTES_PER_DEAL, measured };
}
