// Finding a legal action by what it does (card, trump, play-off cards), and comparable action keys.
import { cardId } from '../cards.ts';
import type { Action, Card, Suit } from '../types.ts';

/** A key equal for actions that do the same thing (a play-off play's cards as a set). */
export function actionKey(action: Action): string {
  switch (action.type) {
    case 'bid':
    case 'play':
    case 'joker-exchange':
      return `${action.type}:${cardId(action.card)}`;
    case 'declare':
      return `declare:${action.trump}`;
    case 'playoff-play':
      return `playoff:${action.cards
        .map(cardId)
        .sort((a, b) => a - b)
        .join(',')}`;
    default:
      return action.type;
  }
}

/** The legal action that plays, bids or exchanges `card`. */
export function cardAction(actions: readonly Action[], type: 'bid' | 'play' | 'joker-exchange', card: Card): Action {
  const id = cardId(card);
  for (const a of actions) if (a.type === type && cardId(a.card) === id) return a;
  throw new Error(`ai: no legal ${type} of card ${id}`);
}

export function typedAction(actions: readonly Action[], type: Action['type']): Action {
  for (const a of actions) if (a.type === type) return a;
  throw new Error(`ai: no legal ${type}`);
}

export function declareAction(actions: readonly Action[], trump: Suit): Action {
  for (const a of actions) if (a.type === 'declare' && a.trump === trump) return a;
  throw new Error(`ai: no legal declare ${trump}`);
}

/** The legal play-off play with exactly these cards. */
export function playOffAction(actions: readonly Action[], cards: readonly Card[]): Action {
  const key = `playoff:${cards
    .map(cardId)
    .sort((a, b) => a - b)
    .join(',')}`;
  for (const a of actions) if (a.type === 'playoff-play' && actionKey(a) === key) return a;
  throw new Error('ai: no such legal play-off play');
}
