// Small state helpers shared by the game driver: card lookup in hands, validated action cards, shared action objects.
import { CARDS, cardId, isJoker, toCard } from './cards.ts';
import { EngineError } from './errors.ts';
import type { Action, Card, Pair, PlayerIndex } from './types.ts';
import { SUITS } from './types.ts';

/** Index of the card (by value) in `cards`, or -1. */
export function indexOfCard(cards: readonly Card[], card: Card): number {
  // Engine-built states hold the canonical card objects: identity finds them fastest.
  const index = cards.indexOf(card);
  if (index >= 0) return index;
  const id = cardId(card);
  for (let i = 0; i < cards.length; i++) if (cardId(cards[i]) === id) return i;
  return -1;
}

/** A copy of `cards` with `card` added at the end. */
export function withCard(cards: readonly Card[], card: Card): Card[] {
  const out: Card[] = new Array(cards.length + 1);
  for (let i = 0; i < cards.length; i++) out[i] = cards[i];
  out[cards.length] = card;
  return out;
}

/**
 * The card an action names, as its canonical object, or an 'invalid-action' error if it is not exactly
 * a card (`{ rank, suit }` or `{ joker }` and nothing else: see toCard).
 */
export function actionCard(value: unknown): Card {
  const card = toCard(value);
  if (card === null) throw new EngineError('invalid-action', 'not a card');
  return card;
}

export function other(player: PlayerIndex): PlayerIndex {
  return player === 0 ? 1 : 0;
}

export function hasJoker(cards: readonly Card[]): boolean {
  for (const card of cards) if (isJoker(card)) return true;
  return false;
}

/** Copy `pair` with `player`'s entry replaced. */
export function setPair<T>(pair: Pair<T>, player: PlayerIndex, value: T): Pair<T> {
  return player === 0 ? [value, pair[1]] : [pair[0], value];
}

// ─── Shared action objects: legalActions allocates no action for a card, only the list ──

type CardAction<T extends Action['type']> = Extract<Action, { type: T }>;

function perPlayerPerCard<T>(make: (player: PlayerIndex, card: Card) => T): [T[], T[]] {
  return [CARDS.map((card) => make(0, card)), CARDS.map((card) => make(1, card))];
}

export const BID_ACTIONS = perPlayerPerCard((player, card): CardAction<'bid'> => Object.freeze({ type: 'bid', player, card }));
export const PLAY_ACTIONS = perPlayerPerCard((player, card): CardAction<'play'> => Object.freeze({ type: 'play', player, card }));
export const EXCHANGE_ACTIONS = perPlayerPerCard((player, card): CardAction<'joker-exchange'> =>
  Object.freeze({ type: 'joker-exchange', player, card }),
);
/** A play-off single (a combination of one card) by player and card: most play-off plays listed are singles. */
export const PLAY_OFF_SINGLE_ACTIONS = perPlayerPerCard((player, card): CardAction<'playoff-play'> =>
  Object.freeze({ type: 'playoff-play', player, cards: Object.freeze([card]) }),
);
export const DECLARE_ACTIONS: [CardAction<'declare'>[], CardAction<'declare'>[]] = [
  SUITS.map((trump) => Object.freeze({ type: 'declare', player: 0, trump }) as CardAction<'declare'>),
  SUITS.map((trump) => Object.freeze({ type: 'declare', player: 1, trump }) as CardAction<'declare'>),
];

function perPlayer<T extends Action['type']>(type: T): [CardAction<T>, CardAction<T>] {
  return [Object.freeze({ type, player: 0 }) as CardAction<T>, Object.freeze({ type, player: 1 }) as CardAction<T>];
}

export const TAKE_ACTIONS = perPlayer('take');
export const CEDE_ACTIONS = perPlayer('cede');
export const KEEP_JOKER_ACTIONS = perPlayer('keep-joker');
export const PASS_ACTIONS = perPlayer('pass');
export const NEXT_DEAL_ACTIONS = perPlayer('next-deal');
