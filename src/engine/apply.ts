// applyAction: check the action, step the rules kernel, write the new JSON state back; the input state is never changed.
import { checkAuctionAction, checkMeldsAction, checkPlayOffAction, checkTricksAction } from './apply-checks.ts';
import { afterBid, afterDeclare, afterJokerChoice, afterPass, afterPlay, afterPlayOff, afterSettle } from './apply-records.ts';
import { cardId } from './cards.ts';
import { startDeal } from './deal.ts';
import { EngineError, unknownPhase } from './errors.ts';
import { stepKernel } from './kernel/engine-scratch.ts';
import { stepBid, stepDeclare, stepJokerChoice, stepPass, stepPlay, stepPlayOffMask, stepSettle } from './kernel/steps.ts';
import type { Action, AuctionState, DealOverState, GameState, MeldsState, PlayOffState, TricksState } from './types.ts';
import { ACTION_TYPES, SUITS } from './types.ts';

/**
 * The state after `action`. Anything not in legalActions(state) throws an EngineError with a code
 * (checked directly, without listing the legal actions, for speed; the property tests hold the two
 * in agreement). The order of play (who acts next, phase changes, winners, scores) is the rules
 * kernel's: the checks come first, then one kernel step, then its results are written back.
 */
export function applyAction(state: GameState, action: Action): GameState {
  checkShape(action);
  // `?.`: a null or non-object state from a bad load reaches the default branch too.
  switch (state?.phase) {
    case 'auction':
      return auctionStep(state, action);
    case 'melds':
      return meldsStep(state, action);
    case 'tricks':
      return tricksStep(state, action);
    case 'play-off':
      return playOffStep(state, action);
    case 'deal-over':
      return nextDeal(state, action);
    case 'game-over':
      throw new EngineError('game-over');
    default:
      return unknownPhase(state);
  }
}

const ACTION_TYPE_SET: ReadonlySet<unknown> = new Set(ACTION_TYPES);

function checkShape(action: Action): void {
  if (typeof action !== 'object' || action === null) throw new EngineError('invalid-action', 'not an object');
  if (!ACTION_TYPE_SET.has(action.type)) throw new EngineError('invalid-action', 'unknown type');
  if (action.player !== 0 && action.player !== 1) throw new EngineError('invalid-action', 'player must be 0 or 1');
}

function auctionStep(s: AuctionState, action: Action): GameState {
  const card = checkAuctionAction(s, action);
  return stepKernel(s, (k) => {
    if (card !== null) {
      stepBid(k, action.player, cardId(card));
      return afterBid(s, k, action.player, card);
    }
    const take = action.type === 'take';
    stepSettle(k, take);
    return afterSettle(s, k, action.player, take);
  });
}

function meldsStep(s: MeldsState, action: Action): GameState {
  const card = checkMeldsAction(s, action);
  return stepKernel(s, (k) => {
    if (action.type === 'declare') {
      stepDeclare(k, action.player, SUITS.indexOf(action.trump));
      return afterDeclare(s, k, action.player, action.trump);
    }
    stepJokerChoice(k, action.player, card === null ? -1 : cardId(card));
    return afterJokerChoice(s, k, action.player, card);
  });
}

function tricksStep(s: TricksState, action: Action): GameState {
  const card = checkTricksAction(s, action);
  return stepKernel(s, (k) => {
    stepPlay(k, action.player, cardId(card));
    return afterPlay(s, k, action.player, card);
  });
}

function playOffStep(s: PlayOffState, action: Action): GameState {
  const play = checkPlayOffAction(s, action);
  return stepKernel(s, (k) => {
    if (play === null) {
      stepPass(k, action.player);
      return afterPass(s, k, action.player);
    }
    stepPlayOffMask(k, action.player, play.positions, play.combo);
    return afterPlayOff(s, k, action.player, play.cards, play.combo);
  });
}

function nextDeal(s: DealOverState, action: Action): GameState {
  if (action.type !== 'next-deal') throw new EngineError('wrong-phase', `${action.type} after the deal`);
  // Ruling: the next deal is started by the next dealer (the player who did not deal this one), so
  // exactly one player acts, and the summary of the deal stays on screen until that player moves on.
  if (action.player !== s.nextDealer) throw new EngineError('not-your-turn');
  return startDeal({ ...s, actionCount: s.actionCount + 1 }, s.game, s.game.dealNumber + 1, s.nextDealer);
}
