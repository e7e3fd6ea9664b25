// Helpers for the play page's unit tests: seeded random sessions played through the page's own session module.
import { legalActions } from '../../src/engine/legal';
import type { GameConfig } from '../../src/components/play/config';
import { applyEntry, currentState, startSession, type Session } from '../../src/components/play/session';
import { provideStrings } from '../../src/components/play/strings';
import { playStrings } from '../../src/i18n/play';

// The page loads one language's words at run time; the tests speak both.
provideStrings('en', playStrings.en);
provideStrings('ja', playStrings.ja);

/** A seeded chooser (mulberry32) for the tests' own random decisions. */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

export const config = (change: Partial<GameConfig> = {}): GameConfig => ({
  opponent: 'medium', jokers: false, target: 1000, seed: 'unit-1', undo: true, trickRule: 'parlett', ...change,
});

/** Plays random legal actions (both seats) until `stop` says so, the game ends, or `max` actions. */
export function playRandom(session: Session, seed: number, stop: (s: Session) => boolean = () => false, max = 5000): Session {
  const choose = chooser(seed);
  let s = session;
  for (let i = 0; i < max && !stop(s); i++) {
    const actions = legalActions(currentState(s));
    if (actions.length === 0) break;
    s = applyEntry(s, actions[choose(actions.length)]);
  }
  return s;
}

export function newRandomGame(change: Partial<GameConfig>, seed: number, stop?: (s: Session) => boolean): Session {
  return playRandom(startSession(config(change)), seed, stop);
}
