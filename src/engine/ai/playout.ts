// Playouts: finish a (determinized) deal quickly with the rules of thumb for both players, returning the deal-score difference.
import { applyAction } from '../apply.ts';
import { cardId } from '../cards.ts';
import { bestTrumpTotals } from '../melds.ts';
import type { Rng } from '../rng.ts';
import { progressTotal } from '../scoring.ts';
import { BID_ACTIONS, CEDE_ACTIONS, DECLARE_ACTIONS, KEEP_JOKER_ACTIONS, PASS_ACTIONS, PLAY_ACTIONS, TAKE_ACTIONS } from '../state.ts';
import { legalTrickPlays } from '../tricks.ts';
import type { Action, Card, GameState, PlayerIndex } from '../types.ts';
import { SUITS } from '../types.ts';
import { followCard, leadCard, longestSuit, lowestKeepCard, wantsTurnUp } from './heuristics.ts';
import { cheapestBeat, longestLead } from './playoff-choices.ts';

export interface PlayoutOptions {
  /** Chance of a random card instead of the rule of thumb, for bids and trick plays (variety between playouts). */
  readonly epsilon: number;
}

/** The rule-of-thumb action of the player to act (for a sealed auction: the first player still to bid). */
export function policyAction(s: GameState, rng: Rng, options: PlayoutOptions): Action | null {
  switch (s.phase) {
    case 'auction': {
      const a = s.auction;
      if (a.outcome === null) {
        const p: PlayerIndex = a.bids[0] === null ? 0 : 1;
        const hand = s.deal.hands[p];
        const card = rng.chance(options.epsilon) ? hand[rng.below(hand.length)] : lowestKeepCard(hand);
        return BID_ACTIONS[p][cardId(card)];
      }
      const w = a.outcome.winner;
      return wantsTurnUp(s.deal.hands[w], a.turnUp) !== null ? TAKE_ACTIONS[w] : CEDE_ACTIONS[w];
    }
    case 'melds': {
      const p = s.toAct;
      if (s.step === 'joker') return KEEP_JOKER_ACTIONS[p];
      const trump = longestSuit(s.deal.hands[p], bestTrumpTotals(s.deal.hands[p]));
      return DECLARE_ACTIONS[p][SUITS.indexOf(trump)];
    }
    case 'tricks': {
      const t = s.trick;
      const p: PlayerIndex = t.lead === null ? t.leader : t.leader === 0 ? 1 : 0;
      const hand = s.deal.hands[p];
      const myTrump = s.deal.trumps[p];
      const explore = rng.chance(options.epsilon);
      if (t.lead === null) {
        const card = explore ? hand[rng.below(hand.length)] : leadCard(hand, myTrump).card;
        return PLAY_ACTIONS[p][cardId(card)];
      }
      const leaderTrump = s.deal.trumps[t.leader];
      const legal: Card[] = legalTrickPlays(hand, t.lead, leaderTrump);
      const card = explore ? legal[rng.below(legal.length)] : followCard(legal, t.lead, leaderTrump, myTrump, s.options.trickRule).card;
      return PLAY_ACTIONS[p][cardId(card)];
    }
    case 'play-off': {
      const r = s.round;
      const p = r.toAct;
      const hand = s.deal.hands[p];
      if (r.last === null) return { type: 'playoff-play', player: p, cards: longestLead(hand).cards };
      const beat = cheapestBeat(hand, r.last);
      return beat === null ? PASS_ACTIONS[p] : { type: 'playoff-play', player: p, cards: beat.cards };
    }
    default:
      return null;
  }
}

/** Deal score difference (`me` minus the other) once the deal is over. */
export function finalDiff(s: GameState, me: PlayerIndex): number {
  const total = progressTotal(s.deal.score);
  return me === 0 ? total[0] - total[1] : total[1] - total[0];
}

/** Play the deal out from `state`; returns `me`'s deal score minus the opponent's. */
export function playout(state: GameState, me: PlayerIndex, rng: Rng, options: PlayoutOptions): number {
  let s = state;
  for (;;) {
    const action = policyAction(s, rng, options);
    if (action === null) return finalDiff(s, me);
    s = applyAction(s, action);
  }
}
