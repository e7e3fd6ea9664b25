// The one helper module of the unit suites (tests/engine, tests/unit): seeded choices, playing to a position, deep freeze, error codes, play sessions.
import { applyAction, cardId, EngineError, isGameOver, isJoker, legalActions } from '../../src/engine/index.ts';
import type { Action, Card, CardPlace, GameState, KnownCards, PlayerIndex } from '../../src/engine/index.ts';
import type { GameConfig } from '../../src/components/play/setup/config.ts';
import { applyEntry, currentState, type Session, startSession } from '../../src/components/play/session/session.ts';
import { loadRecord, RecordError } from '../../src/components/play/session/gameRecord.ts';
import { provideStrings } from '../../src/components/play/words/strings.ts';
import { playStrings } from '../../src/i18n/play.ts';

// The play page loads one language's words at run time; the tests speak both.
provideStrings('en', playStrings.en);
provideStrings('ja', playStrings.ja);

// ─── Seeded choices and policies ────────────────────────────────────────────

/** A tiny seeded generator for the tests' own choices (mulberry32): `choose(n)` is an integer in [0, n). */
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

/** Picks one of the legal actions of a state. */
export type Policy = (state: GameState, actions: Action[]) => Action;

export function randomPolicy(seed: number): Policy {
  const choose = chooser(seed);
  return (_state, actions) => actions[choose(actions.length)];
}

export const firstActionPolicy: Policy = (_state, actions) => actions[0];

/** The first legal action, except that a Joker is never bid (keeps Jokers in hand for the meld and trick rules). */
export const neverBidJokerPolicy: Policy = (_state, actions) => actions.find((a) => !(a.type === 'bid' && isJoker(a.card))) ?? actions[0];

// ─── Playing the engine to a position ───────────────────────────────────────

/** Play with `policy` until `stop(state)` or the game ends; returns the last state. */
export function playUntil(state: GameState, policy: Policy, stop: (s: GameState) => boolean, maxSteps = 100_000): GameState {
  let s = state;
  for (let i = 0; i < maxSteps && !stop(s) && !isGameOver(s); i++) s = applyAction(s, policy(s, legalActions(s)));
  return s;
}

/** Like `playUntil`, but the test fails unless `stop` is reached (a position the test needs, not just the end). */
export function playTo(state: GameState, policy: Policy, stop: (s: GameState) => boolean, maxSteps = 5000): GameState {
  const s = playUntil(state, policy, stop, maxSteps);
  if (!stop(s)) throw new Error(`did not reach the wanted position (stopped in the ${s.phase})`);
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

// ─── Engine refusals ────────────────────────────────────────────────────────

/** The EngineError `fn` throws (fails the test if it throws anything else, or nothing). */
export function engineErrorOf(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw new Error(`expected an EngineError, got ${String(e)}`, { cause: e });
  }
  throw new Error('expected an EngineError, nothing was thrown');
}

/** The code of the EngineError `fn` throws (fails the test if it throws anything else, or nothing). */
export const codeOf = (fn: () => unknown): string => engineErrorOf(fn).code;

// ─── Comparing states and actions ───────────────────────────────────────────

/** `state` with some parts of its deal replaced, keeping its phase's type (tests build positions from real states). */
export function withDeal<S extends GameState>(state: S, parts: Partial<S['deal']>): S {
  return { ...state, deal: { ...state.deal, ...parts } };
}

/** Every card id in the places a card can be during a deal (each card must be in exactly one). */
export function cardPlaces(s: GameState): number[] {
  const ids: number[] = [];
  const add = (cards: readonly Card[]) => {
    for (const c of cards) ids.push(cardId(c));
  };
  add(s.deal.hands[0]);
  add(s.deal.hands[1]);
  add(s.deal.bidPiles[0]);
  add(s.deal.bidPiles[1]);
  add(s.deal.stock);
  add(s.deal.outOfPlay);
  for (const t of s.deal.tricks) add([t.lead, t.follow]);
  for (const r of s.deal.rounds) for (const m of r.moves) if (m.type === 'play') add(m.cards);
  if (s.phase === 'auction') {
    add([s.auction.turnUp]);
    // Sealed bids are out of the hand; once revealed they are in the bid piles.
    if (s.auction.outcome === null) for (const b of s.auction.bids) if (b) add([b]);
  }
  if (s.phase === 'tricks' && s.trick.lead) add([s.trick.lead]);
  if (s.phase === 'play-off') for (const m of s.round.moves) if (m.type === 'play') add(m.cards);
  return ids.sort((a, b) => a - b);
}

/**
 * The claims of knownCards (for `player`) that the real `state` contradicts, as "id: place" strings: each
 * place must hold in the state, and `unknown` must be one of the places the viewer cannot see.
 */
export function wrongPlaces(state: GameState, player: PlayerIndex, known: KnownCards): string[] {
  const opp: PlayerIndex = player === 0 ? 1 : 0;
  const ids = (cards: readonly (Card | null)[]) => new Set(cards.filter((c): c is Card => c !== null).map(cardId));
  const sealed = state.phase === 'auction' && state.auction.outcome === null ? state.auction.bids : [null, null];
  const played = ids([
    ...state.deal.tricks.flatMap((t) => [t.lead, t.follow]),
    ...(state.phase === 'tricks' ? [state.trick.lead] : []),
    ...[...state.deal.rounds, ...(state.phase === 'play-off' ? [state.round] : [])].flatMap((r) =>
      r.moves.flatMap((m) => (m.type === 'play' ? m.cards : [])),
    ),
  ]);
  const where: Record<CardPlace, Set<number>> = {
    hand: ids(state.deal.hands[player]),
    'bid-pile': ids(state.deal.bidPiles[player]),
    'sealed-bid': ids([sealed[player]]),
    'turn-up': ids(state.phase === 'auction' ? [state.auction.turnUp] : []),
    played,
    'out-of-play': ids(state.deal.outOfPlay),
    // A sealed bid counts as still in the hand until the bids are revealed.
    'opponent-hand': ids([...state.deal.hands[opp], sealed[opp]]),
    'opponent-bid-pile': ids(state.deal.bidPiles[opp]),
    'opponent-hand-or-bid-pile': ids([...state.deal.hands[opp], ...state.deal.bidPiles[opp]]),
    'opponent-hand-deduced': ids(state.deal.hands[opp]),
    unknown: ids([...state.deal.hands[opp], ...state.deal.stock, sealed[opp]]),
  };
  const wrong: string[] = [];
  known.forEach((place, id) => {
    if (!where[place].has(id)) wrong.push(`${id}: ${place}`);
  });
  return wrong;
}

/** A comparable key for an action (cards by id, a play's cards as a set). */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'bid':
    case 'play':
    case 'joker-exchange':
      return `${a.type}|${a.player}|${cardId(a.card)}`;
    case 'playoff-play':
      return `${a.type}|${a.player}|${a.cards
        .map(cardId)
        .sort((x, y) => x - y)
        .join(',')}`;
    case 'declare':
      return `${a.type}|${a.player}|${a.trump}`;
    default:
      return `${a.type}|${a.player}`;
  }
}

// ─── The play page's sessions ───────────────────────────────────────────────

/** A play-page game configuration: a one-deal-to-1000 game against the medium computer unless changed. */
export const playConfig = (change: Partial<GameConfig> = {}): GameConfig => ({
  opponent: 'medium',
  jokers: false,
  target: 1000,
  seed: 'unit-1',
  undo: true,
  trickRule: 'parlett',
  ...change,
});

/** Plays random legal actions (both seats) through the page's session module until `stop`, the game's end, or `max` actions. */
export function playSessionRandomly(session: Session, seed: number, stop: (s: Session) => boolean = () => false, max = 5000): Session {
  const choose = chooser(seed);
  let s = session;
  for (let i = 0; i < max && !stop(s); i++) {
    const actions = legalActions(currentState(s));
    if (actions.length === 0) break;
    s = applyEntry(s, actions[choose(actions.length)]);
  }
  return s;
}

/** A new play session with `change` to the default configuration, played randomly (see `playSessionRandomly`). */
export function newRandomGame(change: Partial<GameConfig>, seed: number, stop?: (s: Session) => boolean): Session {
  return playSessionRandomly(startSession(playConfig(change)), seed, stop);
}

/** The RecordError a game record is refused with (fails the test if the record loads). */
export function recordErrorOf(text: string): RecordError {
  try {
    loadRecord(text);
  } catch (error) {
    if (error instanceof RecordError) return error;
    throw error;
  }
  throw new Error('the record was accepted');
}
