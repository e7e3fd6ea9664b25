// Trick-phase steps: lead, follow (suit-following checked), R7 resolution, and the move to the play-off.
import { EngineError } from './errors.ts';
import { addPhase, trickPoints } from './scoring.ts';
import { actionCard, dealBase, indexOfCard, other, setPair, without } from './state.ts';
import { isLegalFollow, resolveTrick } from './tricks.ts';
import type { Action, Card, GameState, Pair, PlayerIndex, PlayOffState, Suit, TrickRecord, TricksState } from './types.ts';

const EMPTY: Card[] = [];

export function applyTricks(s: TricksState, action: Action): GameState {
  if (action.type !== 'play') throw new EngineError('wrong-phase', `${action.type} during the tricks`);
  return play(s, action.player, actionCard(action.card));
}

function play(s: TricksState, player: PlayerIndex, card: Card): GameState {
  const trick = s.trick;
  const toAct = trick.lead === null ? trick.leader : other(trick.leader);
  if (player !== toAct) throw new EngineError('not-your-turn');
  const hand = s.hands[player];
  const index = indexOfCard(hand, card);
  if (index < 0) throw new EngineError('card-not-in-hand');
  const hands = setPair(s.hands, player, without(hand, index));
  const actionCount = s.actionCount + 1;
  if (trick.lead === null) return { ...s, actionCount, hands, trick: { ...trick, lead: card } };

  const leaderTrump = s.trumps[trick.leader] as Suit;
  if (!isLegalFollow(hand, trick.lead, leaderTrump, card)) throw new EngineError('must-follow-suit');
  const result = resolveTrick({
    lead: trick.lead,
    follow: card,
    leaderTrump,
    followerTrump: s.trumps[player] as Suit,
    rule: s.options.trickRule,
  });
  const winner = result.winner === 'leader' ? trick.leader : player;
  const record: TrickRecord = {
    number: trick.number,
    leader: trick.leader,
    lead: trick.lead,
    follow: card,
    winner,
    reason: result.reason,
  };
  const tricks = [...s.tricks, record];
  const tricksWon = setPair(s.tricksWon, winner, s.tricksWon[winner] + 1);
  if (hands[0].length > 0) {
    return { ...s, actionCount, hands, tricks, tricksWon, trick: { number: trick.number + 1, leader: winner, lead: null } };
  }
  // End of phase 2: trick points, second chance of the bonus; each picks up their bid pile, and the
  // winner of the last trick leads the play-off.
  const points: Pair<number> = [trickPoints(tricksWon[0]), trickPoints(tricksWon[1])];
  const playOff: PlayOffState = {
    ...dealBase(s),
    actionCount,
    hands: s.bidPiles,
    bidPiles: [EMPTY, EMPTY],
    tricks,
    tricksWon,
    score: addPhase(s.score, points),
    phase: 'play-off',
    round: { leader: winner, moves: [], toAct: winner, last: null },
  };
  return playOff;
}
