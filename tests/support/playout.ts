// The reference playout through applyAction: the rules of thumb for both players to the deal's end (the tests hold the kernel's playouts to it).
import { applyAction } from '../../src/engine/apply.ts';
import { cardId } from '../../src/engine/cards.ts';
import { bestTrumpTotals } from '../../src/engine/melds.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { progressTotal } from '../../src/engine/scoring.ts';
import {
  BID_ACTIONS,
  CEDE_ACTIONS,
  DECLARE_ACTIONS,
  KEEP_JOKER_ACTIONS,
  PASS_ACTIONS,
  PLAY_ACTIONS,
  TAKE_ACTIONS,
} from '../../src/engine/state.ts';
import { legalTrickPlays } from '../../src/engine/tricks.ts';
import type { Action, Card, GameState, PlayerIndex } from '../../src/engine/types.ts';
import { SUITS } from '../../src/engine/types.ts';
import { followCard, leadCard, longestSuit, lowestKeepCard, wantsTurnUp } from '../../src/engine/ai/heuristics.ts';
import { cheapestBeat, longestLead } from '../../src/engine/ai/playoff-choices.ts';
import type { PlayoutOptions } from '../../src/engine/ai/kernel-playout.ts';

/** The rule-of-thumb action of the player to act (for a sealed auction: the first player still to bid). */
export function policyAction(s: GameState, rng: Rng, options: PlayoutOptions): Action | null {
  switch (s.phase) {
    case 'auction': {
      const a = s.auction;
      if (a.outcome === null) {
        const p: PlayerIndex = a.bids[0] === null ? 0 : 1;
        const hand = s.deal.hands[p];
        const keen = options.keenBids === true && wantsTurnUp(hand, a.turnUp) === 'meld';
        const card = rng.chance(options.epsilon) ? hand[rng.below(hand.length)] : lowestKeepCard(hand, keen);
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
