// Meld-time steps: the Joker exchange choice (RULINGS §7) and trump declarations with automatic meld scoring (R5, R6).
import { isJoker } from './cards.ts';
import { EngineError } from './errors.ts';
import { announcedMelds } from './melds.ts';
import { addPhase } from './scoring.ts';
import { actionCard, dealBase, hasJoker, indexOfCard, other, setPair, without } from './state.ts';
import type { Action, Card, Declaration, GameState, MeldsState, Pair, PlayerIndex, Suit, TricksState } from './types.ts';
import { SUITS } from './types.ts';

export function applyMelds(s: MeldsState, action: Action): GameState {
  switch (action.type) {
    case 'joker-exchange':
      return jokerChoice(s, action.player, actionCard(action.card));
    case 'keep-joker':
      return jokerChoice(s, action.player, null);
    case 'declare':
      return declare(s, action.player, action.trump);
    default:
      throw new EngineError('wrong-phase', `${action.type} during meld scoring`);
  }
}

/**
 * The first step of meld scoring (R15): the Joker decisions come before any declaration, the R3
 * player's first; a player who no longer holds their Joker has nothing to decide.
 */
export function firstMeldStep(first: PlayerIndex, hands: Pair<readonly Card[]>): Pick<MeldsState, 'toAct' | 'step'> {
  if (hasJoker(hands[first])) return { toAct: first, step: 'joker' };
  if (hasJoker(hands[other(first)])) return { toAct: other(first), step: 'joker' };
  return { toAct: first, step: 'declare' };
}

/**
 * R15: both Joker exchanges are decided before anyone declares, the R3 player first. That an
 * exchange happened is public (it is done on the table); which bid-card came back is private.
 */
function jokerChoice(s: MeldsState, player: PlayerIndex, card: Card | null): GameState {
  if (s.toAct !== player) throw new EngineError('not-your-turn');
  if (s.step !== 'joker') throw new EngineError('no-joker-choice');
  const record = { player, exchanged: card !== null, card };
  const actionCount = s.actionCount + 1;
  const jokerChoices = [...s.jokerChoices, record];
  const first = s.firstPlayer ?? player;
  // After the R3 player's decision, the other decides if they still hold their Joker; then declarations.
  const next: Pick<MeldsState, 'toAct' | 'step'> =
    player === first && hasJoker(s.hands[other(first)]) ? { toAct: other(first), step: 'joker' } : { toAct: first, step: 'declare' };
  if (card === null) return { ...s, actionCount, jokerChoices, ...next };
  const pile = s.bidPiles[player];
  const pileIndex = indexOfCard(pile, card);
  if (pileIndex < 0) throw new EngineError('card-not-in-bid-pile');
  const hand = s.hands[player];
  const jokerIndex = hand.findIndex(isJoker);
  const joker = hand[jokerIndex];
  const newHand = without(hand, jokerIndex);
  newHand.push(card);
  const newPile = without(pile, pileIndex);
  newPile.push(joker);
  return {
    ...s,
    actionCount,
    jokerChoices,
    hands: setPair(s.hands, player, newHand),
    bidPiles: setPair(s.bidPiles, player, newPile),
    ...next,
  };
}

function declare(s: MeldsState, player: PlayerIndex, trump: Suit): GameState {
  if (s.toAct !== player) throw new EngineError('not-your-turn');
  if (s.step !== 'declare') throw new EngineError('joker-choice-pending');
  if (!(SUITS as readonly unknown[]).includes(trump)) throw new EngineError('invalid-trump');
  const { total, melds } = announcedMelds(s.hands[player], trump);
  const declaration: Declaration = { player, trump, melds, total };
  const declarations = [...s.declarations, declaration];
  const trumps = setPair(s.trumps, player, trump);
  const actionCount = s.actionCount + 1;
  if (declarations.length < 2) {
    return { ...s, actionCount, declarations, trumps, toAct: other(player), step: 'declare' };
  }
  // End of phase 1: meld points, and the first chance of the 100 bonus (R13).
  const points: [number, number] = [0, 0];
  for (const d of declarations) points[d.player] = d.total;
  const leader = s.firstPlayer ?? player;
  const tricks: TricksState = {
    ...dealBase(s),
    actionCount,
    declarations,
    trumps,
    score: addPhase(s.score, points),
    phase: 'tricks',
    trick: { number: 1, leader, lead: null },
  };
  return tricks;
}
