// The `rules` baseline: bid low cards, take high turn-ups, trump the longest suit, win tricks cheaply, lead the longest combination.
import { bestTrumpTotals } from '../melds.ts';
import type { Card, PlayerView } from '../types.ts';
import { cardAction, declareAction, playOffAction, typedAction } from './actions.ts';
import { followCard, leadCard, longestSuit, lowestKeepCard, wantsTurnUp } from './heuristics.ts';
import { cheapestBeat, longestLead } from './playoff-choices.ts';
import type { AiDecision, AiReason } from './types.ts';

const TRICK_REASON: Record<ReturnType<typeof followCard>['kind'], AiReason> = {
  'win-cheaply': 'win-trick-cheaply',
  'win-with-trump': 'win-with-trump',
  duck: 'duck-trick',
  'lead-trump': 'lead-trump',
  'lead-low': 'lead-low-card',
  'lead-high': 'lead-high-card',
};

export function rulesDecide(view: PlayerView): AiDecision {
  const actions = view.legalActions;
  const me = view.player;
  switch (view.phase) {
    case 'auction': {
      const auction = view.auction;
      if (auction.outcome !== null) {
        const wanted = wantsTurnUp(view.hand, auction.turnUp);
        if (wanted === null) return { action: typedAction(actions, 'cede'), reason: 'cede-weak-turn-up' };
        return { action: typedAction(actions, 'take'), reason: wanted === 'meld' ? 'take-turn-up-for-meld' : 'take-high-turn-up' };
      }
      return { action: cardAction(actions, 'bid', lowestKeepCard(view.hand)), reason: 'bid-low-card' };
    }
    case 'melds': {
      if (view.melds.step === 'joker') return { action: typedAction(actions, 'keep-joker'), reason: 'keep-joker-for-tricks' };
      const totals = bestTrumpTotals(view.hand);
      return { action: declareAction(actions, longestSuit(view.hand, totals)), reason: 'trump-longest-suit' };
    }
    case 'tricks': {
      const trick = view.trick;
      const myTrump = view.trumps[me];
      if (trick.lead === null) {
        const choice = leadCard(view.hand, myTrump);
        return { action: cardAction(actions, 'play', choice.card), reason: TRICK_REASON[choice.kind] };
      }
      const legal: Card[] = actions.map((a) => (a as { card: Card }).card);
      const choice = followCard(legal, trick.lead, view.trumps[trick.leader], myTrump, view.options.trickRule);
      return { action: cardAction(actions, 'play', choice.card), reason: TRICK_REASON[choice.kind] };
    }
    case 'play-off': {
      const round = view.round;
      if (round.last === null) {
        const lead = longestLead(view.hand);
        const reason: AiReason = lead.cards.length === view.hand.length ? 'go-out' : 'lead-longest-combination';
        return { action: playOffAction(actions, lead.cards), reason };
      }
      const beat = cheapestBeat(view.hand, round.last);
      if (beat === null) return { action: typedAction(actions, 'pass'), reason: 'pass-cannot-beat' };
      const reason: AiReason = beat.cards.length === view.hand.length ? 'go-out' : 'beat-cheaply';
      return { action: playOffAction(actions, beat.cards), reason };
    }
    default:
      break;
  }
  return { action: actions[0], reason: 'only-choice' };
}
