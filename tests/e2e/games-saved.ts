// Saved games for the play page's browser tests: a game played in Node by the engine's rules player, cut just before a
// chosen decision of the person's and stored as the play page stores it, so a test starts near the phase it tests
// rather than pressing every decision up to it (other tests, and the whole games of game.spec.ts, do that).
import { isJoker, playerView, playersToAct, type Action, type GameState, type PlayerView } from '../../src/engine/index.ts';
import { decide } from '../../src/engine/ai/index.ts';
import { DEFAULT_CONFIG, type GameConfig } from '../../src/components/play/setup/config.ts';
import {
  applyEntry,
  currentState,
  decisionSeed,
  HUMAN,
  startSession,
  truncateSession,
  type Session,
} from '../../src/components/play/session/session.ts';
import { saveText } from '../../src/components/play/session/storage.ts';
import { KEYS } from '../../src/storage/storage.ts';
import type { Page } from './test.ts';
import { openGame } from './helpers.ts';

/** A seat's own choice where it has one (else the rules player decides), e.g. to keep a Joker out of the bids. */
export type Chooser = (view: PlayerView) => Action | undefined;

/** The person never bids a Joker (so one dealt to them is theirs to keep or exchange at the melds). */
export const neverBidsJoker: Chooser = (view) =>
  view.player === HUMAN ? view.legalActions.find((action) => action.type === 'bid' && !isJoker(action.card)) : undefined;

/** The first deal of a game with `options` played to its end in Node: every decision the rules player's, or `choose`'s. */
export function playedDeal(options: Partial<GameConfig> & { seed: string }, choose?: Chooser): Session {
  const config: GameConfig = { ...DEFAULT_CONFIG, ...options };
  let session = startSession(config);
  while (!['game-over', 'deal-over'].includes(currentState(session).phase)) {
    const state = currentState(session);
    const view = playerView(state, playersToAct(state)[0]);
    const action = choose?.(view) ?? decide(view, 'rules', decisionSeed(config.seed, session.entries.length)).action;
    session = applyEntry(session, action);
  }
  return session;
}

/**
 * How many of the session's entries come before the first moment `at` accepts with `seat` (the person, by default) to
 * act, `at` given that seat's view; throws when there is none, so that a deal that no longer has the moment is named.
 */
export function entriesBefore(session: Session, at: (view: PlayerView, state: GameState) => boolean, seat = HUMAN): number {
  const index = session.history.findIndex(
    (state, k) => k < session.entries.length && playersToAct(state).includes(seat) && at(playerView(state, seat), state),
  );
  if (index < 0) throw new Error(`no such moment in the deal of ${session.config.seed}`);
  return index;
}

/** The number of entries before `seat`'s last decision among the session's first `end` entries (the person's, by default). */
export function entriesBeforeLastDecision(session: Session, end = session.entries.length, seat = HUMAN): number {
  const index = session.entries.slice(0, end).findLastIndex((entry) => entry.player === seat);
  if (index < 0) throw new Error(`no decision of seat ${seat} in the deal of ${session.config.seed}`);
  return index;
}

/**
 * Opens `path` (a play page) on the session cut to its first `keep` entries, as a reload would find it. The save is
 * written from a light page of the site, with no play page open that could save over it.
 */
export async function openSaved(page: Page, path: string, session: Session, keep: number): Promise<void> {
  await page.goto('/manifest.webmanifest');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEYS.game, saveText(truncateSession(session, keep))] as const);
  await openGame(page, path);
}
