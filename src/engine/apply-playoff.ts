// Play-off steps: lead or beat with a combination, pass, rounds, and going out (which ends the deal).
import { cardId } from './cards.ts';
import { finishDeal } from './deal.ts';
import { EngineError } from './errors.ts';
import { beats, classifyCombo } from './playoff.ts';
import { actionCard, other, setPair } from './state.ts';
import type { Action, Card, GameState, PlayerIndex, PlayOffMove, PlayOffRound, PlayOffState } from './types.ts';

export function applyPlayOff(s: PlayOffState, action: Action): GameState {
  switch (action.type) {
    case 'playoff-play':
      return playCards(s, action.player, action.cards);
    case 'pass':
      return pass(s, action.player);
    default:
      throw new EngineError('wrong-phase', `${action.type} during the play-off`);
  }
}

function playCards(s: PlayOffState, player: PlayerIndex, rawCards: unknown): GameState {
  const round = s.round;
  if (round.toAct !== player) throw new EngineError('not-your-turn');
  if (!Array.isArray(rawCards)) throw new EngineError('invalid-action', 'cards must be an array');
  // An index loop, not map: map skips the holes of a sparse array (`[, ]`), which must be refused too.
  const cards: Card[] = new Array(rawCards.length);
  for (let i = 0; i < rawCards.length; i++) cards[i] = actionCard(rawCards[i]);
  // Played ids as a 54-bit set in two words; every card must be in the hand, and only once.
  let playedLow = 0;
  let playedHigh = 0;
  for (const card of cards) {
    const id = cardId(card);
    const bit = 1 << (id & 31);
    if (id < 32 ? playedLow & bit : playedHigh & bit) throw new EngineError('duplicate-card');
    if (id < 32) playedLow |= bit;
    else playedHigh |= bit;
  }
  const hand = s.hands[player];
  const rest: Card[] = [];
  for (const card of hand) {
    const id = cardId(card);
    if (!((id < 32 ? playedLow : playedHigh) & (1 << (id & 31)))) rest.push(card);
  }
  if (rest.length + cards.length !== hand.length) throw new EngineError('card-not-in-hand');
  const combo = classifyCombo(cards);
  if (combo === null) throw new EngineError('not-a-combination');
  if (round.last !== null && !beats(combo, round.last)) throw new EngineError('does-not-beat');
  const hands = setPair(s.hands, player, rest);
  const move: PlayOffMove = { type: 'play', player, cards, combo };
  const moves = [...round.moves, move];
  if (rest.length === 0) {
    const lastRound: PlayOffRound = { leader: round.leader, moves, winner: player, end: 'out' };
    return finishDeal(s, hands, lastRound);
  }
  return { ...s, actionCount: s.actionCount + 1, hands, round: { ...round, moves, toAct: other(player), last: combo } };
}

function pass(s: PlayOffState, player: PlayerIndex): GameState {
  const round = s.round;
  if (round.toAct !== player) throw new EngineError('not-your-turn');
  if (round.last === null) throw new EngineError('cannot-pass-on-lead');
  // The other player's combination stands: they win the round and lead the next.
  // Ruling: a round always has at least one play (the leader may not pass), so the round's winner is
  // always the player who made the last play.
  const winner = other(player);
  const move: PlayOffMove = { type: 'pass', player };
  const finished: PlayOffRound = { leader: round.leader, moves: [...round.moves, move], winner, end: 'pass' };
  return {
    ...s,
    actionCount: s.actionCount + 1,
    rounds: [...s.rounds, finished],
    round: { leader: winner, moves: [], toAct: winner, last: null },
  };
}
