// States and deals built field by field, in the engine's key order: applyAction's write-back builds one per action, and an object spread costs several times as much.
//
// The key order is the one startDeal gives (JSON of a state, and so its hash, depends on it). A state loaded
// from JSON with its keys in another order comes back in this order after its next action.
import type {
  AuctionState,
  CurrentAuction,
  CurrentRound,
  CurrentTrick,
  DealProgress,
  DeclaredDeal,
  MeldsState,
  PlayerIndex,
  PlayOffState,
  StateBase,
  Suit,
  TricksState,
} from './types.ts';

/** A writable view of a freshly built object (filled in before it is returned; states are never changed after). */
export type Fresh<T> = { -readonly [K in keyof T]: T[K] };

/** A copy of a deal to change a few fields of before it goes into the next state. */
export function copyDeal<T extends Suit | null>(d: DealProgress<T>): Fresh<DealProgress<T>> {
  return {
    hands: d.hands,
    bidPiles: d.bidPiles,
    stock: d.stock,
    outOfPlay: d.outOfPlay,
    auctions: d.auctions,
    firstPlayer: d.firstPlayer,
    jokerChoices: d.jokerChoices,
    declarations: d.declarations,
    trumps: d.trumps,
    tricks: d.tricks,
    tricksWon: d.tricksWon,
    rounds: d.rounds,
    score: d.score,
  };
}

export function auctionState(s: StateBase, actionCount: number, deal: DealProgress<null>, auction: CurrentAuction): AuctionState {
  return { version: s.version, options: s.options, rng: s.rng, actionCount, game: s.game, deal, phase: 'auction', auction };
}

export function meldsState(
  s: StateBase,
  actionCount: number,
  deal: MeldsState['deal'],
  toAct: PlayerIndex,
  step: MeldsState['step'],
): MeldsState {
  return { version: s.version, options: s.options, rng: s.rng, actionCount, game: s.game, deal, phase: 'melds', toAct, step };
}

export function tricksState(s: StateBase, actionCount: number, deal: DeclaredDeal, trick: CurrentTrick): TricksState {
  return { version: s.version, options: s.options, rng: s.rng, actionCount, game: s.game, deal, phase: 'tricks', trick };
}

export function playOffState(s: StateBase, actionCount: number, deal: DeclaredDeal, round: CurrentRound): PlayOffState {
  return { version: s.version, options: s.options, rng: s.rng, actionCount, game: s.game, deal, phase: 'play-off', round };
}
