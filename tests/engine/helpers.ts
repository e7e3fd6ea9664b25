// Test helpers for the engine suite: seeded move choice, playing to a condition, card places, deep freeze, action keys.
import { applyAction, cardId, isGameOver, legalActions } from '../../src/engine/index.ts';
import type { Action, Card, GameState } from '../../src/engine/index.ts';

/** A tiny seeded generator for the tests' own choices (mulberry32). */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

export type Policy = (state: GameState, actions: Action[]) => Action;

export function randomPolicy(seed: number): Policy {
  const choose = chooser(seed);
  return (_state, actions) => actions[choose(actions.length)];
}

export const firstActionPolicy: Policy = (_state, actions) => actions[0];

/** Play with `policy` until `stop(state)` or the game ends; returns the last state. */
export function playUntil(state: GameState, policy: Policy, stop: (s: GameState) => boolean, maxSteps = 100_000): GameState {
  let s = state;
  for (let i = 0; i < maxSteps && !stop(s) && !isGameOver(s); i++) s = applyAction(s, policy(s, legalActions(s)));
  return s;
}

/** Freeze a value and everything in it (already-frozen parts are taken as deeply frozen: states share them). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Every card id in the places a card can be during a deal (each card must be in exactly one). */
export function cardPlaces(s: GameState): number[] {
  const ids: number[] = [];
  const add = (cards: readonly Card[]) => {
    for (const c of cards) ids.push(cardId(c));
  };
  add(s.hands[0]);
  add(s.hands[1]);
  add(s.bidPiles[0]);
  add(s.bidPiles[1]);
  add(s.stock);
  add(s.outOfPlay);
  for (const t of s.tricks) add([t.lead, t.follow]);
  for (const r of s.rounds) for (const m of r.moves) if (m.type === 'play') add(m.cards);
  if (s.phase === 'auction') {
    add([s.auction.turnUp]);
    // Sealed bids are out of the hand; once revealed they are in the bid piles.
    if (s.auction.outcome === null) for (const b of s.auction.bids) if (b) add([b]);
  }
  if (s.phase === 'tricks' && s.trick.lead) add([s.trick.lead]);
  if (s.phase === 'play-off') for (const m of s.round.moves) if (m.type === 'play') add(m.cards);
  return ids.sort((a, b) => a - b);
}

/** A comparable key for an action (cards by id, a play's cards as a set). */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'bid':
    case 'play':
    case 'joker-exchange':
      return `${a.type}|${a.player}|${cardId(a.card)}`;
    case 'playoff-play':
      return `${a.type}|${a.player}|${a.cards.map(cardId).sort((x, y) => x - y).join(',')}`;
    case 'declare':
      return `${a.type}|${a.player}|${a.trump}`;
    default:
      return `${a.type}|${a.player}`;
  }
}
