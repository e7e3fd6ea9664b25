// Reason codes for hints: names the idea behind an action (whoever chose it) from the player's view.
import { cardId, isJoker } from '../cards.ts';
import { bestMeldTotal, bestTrumpTotals, handAfterExchange } from '../melds.ts';
import { classifyCombo, handPlays } from '../playoff.ts';
import { isPersonalTrump, resolveTrick } from '../tricks.ts';
import type { Action, Card, PlayerView, Suit } from '../types.ts';
import { SUITS } from '../types.ts';
import { lowestKeepCard, makesMeld, suitLengths } from './heuristics.ts';
import { cheapestBeat, longestLead } from './playoff-choices.ts';
import type { AiReason } from './types.ts';
import { readKnowledge } from './knowledge.ts';

export function explain(view: PlayerView, action: Action): AiReason {
  if (view.legalActions.length === 1) return 'only-choice';
  switch (action.type) {
    case 'bid':
      return explainBid(view, action.card);
    case 'take': {
      const turnUp = view.auction?.turnUp;
      if (turnUp === undefined || isJoker(turnUp)) return 'take-turn-up';
      if (makesMeld(view.hand, turnUp)) return 'take-turn-up-for-meld';
      return turnUp.rank >= 10 ? 'take-high-turn-up' : 'take-turn-up';
    }
    case 'cede':
      return 'cede-weak-turn-up';
    case 'keep-joker':
      return 'keep-joker-for-tricks';
    case 'joker-exchange': {
      const after = bestMeldTotal(handAfterExchange(view.hand, action.card));
      return after > bestMeldTotal(view.hand) ? 'exchange-joker-for-meld' : 'exchange-joker-for-play-off';
    }
    case 'declare':
      return explainTrump(view.hand, action.trump);
    case 'play':
      return explainTrick(view, action.card);
    case 'playoff-play':
      return explainPlayOff(view, action.cards);
    case 'pass': {
      const last = view.round?.last;
      return last && handPlays(view.hand, last).length > 0 ? 'pass-save-cards' : 'pass-cannot-beat';
    }
    default:
      return 'only-choice';
  }
}

function explainBid(view: PlayerView, card: Card): AiReason {
  if (isJoker(card)) return 'bid-joker-to-win';
  if (cardId(lowestKeepCard(view.hand)) === cardId(card)) return 'bid-low-card';
  // A card that pairs with, or runs on from, cards already in the bid pile strengthens the play-off hand.
  const pileRanks = new Set<number>(view.bidPile.map((c) => (isJoker(c) ? 0 : c.rank)));
  const fits = pileRanks.has(card.rank) || (pileRanks.has(card.rank - 1) && pileRanks.has(card.rank + 1));
  if (fits) return 'bid-for-play-off';
  return card.rank >= 10 ? 'bid-high-to-win' : 'bid-low-card';
}

function explainTrump(hand: readonly Card[], trump: Suit): AiReason {
  const totals = bestTrumpTotals(hand);
  const lengths = suitLengths(hand);
  const bestMelds = Math.max(...SUITS.map((s) => totals[s]));
  const worstMelds = Math.min(...SUITS.map((s) => totals[s]));
  const longest = Math.max(...SUITS.map((s) => lengths[s]));
  if (totals[trump] === bestMelds && bestMelds > worstMelds) return 'trump-best-melds';
  if (lengths[trump] === longest) return 'trump-longest-suit';
  return 'trump-strongest-suit';
}

function explainTrick(view: PlayerView, card: Card): AiReason {
  if (view.phase !== 'tricks') return 'search-best';
  const me = view.player;
  const trick = view.trick;
  const myTrump = view.trumps[me];
  if (trick.lead === null) {
    if (isPersonalTrump(card, myTrump)) return 'lead-trump';
    return !isJoker(card) && card.rank >= 12 ? 'lead-high-card' : 'lead-low-card';
  }
  const lead = trick.lead;
  const leaderTrump = view.trumps[trick.leader];
  const wins = (c: Card) =>
    resolveTrick({ lead, follow: c, leaderTrump, followerTrump: myTrump, rule: view.options.trickRule }).winner === 'follower';
  const late = trick.number >= 10;
  if (wins(card)) {
    if (late && view.tricksWon[me] % 2 === 0) return 'win-for-odd-tricks';
    if (isPersonalTrump(card, myTrump)) return 'win-with-trump';
    // "The cheapest card that wins" only if no lower plain card of the hand would win too.
    const cheaper =
      !isJoker(card) &&
      view.legalActions.some(
        (a) => a.type === 'play' && !isJoker(a.card) && !isPersonalTrump(a.card, myTrump) && a.card.rank < card.rank && wins(a.card),
      );
    return cheaper ? 'win-trick' : 'win-trick-cheaply';
  }
  const couldWin = view.legalActions.some((a) => a.type === 'play' && wins(a.card));
  if (couldWin && late && view.tricksWon[me] % 2 === 1) return 'duck-for-odd-tricks';
  return 'duck-trick';
}

function explainPlayOff(view: PlayerView, cards: readonly Card[]): AiReason {
  if (cards.length === view.hand.length) return 'go-out';
  const combo = classifyCombo(cards);
  if (combo === null || view.phase !== 'play-off') return 'search-best';
  const round = view.round;
  if (round.last !== null) {
    const cheapest = cheapestBeat(view.hand, round.last);
    return cheapest !== null && cheapest.combo.rank === combo.rank ? 'beat-cheaply' : 'beat-to-take-lead';
  }
  // In the play-off every card is known (bids were shown): the opponent's hand is what is left unseen.
  const k = readKnowledge(view);
  const oppHand = [...k.oppHandKnown, ...k.pool];
  if (handPlays(oppHand, combo).length === 0) return 'lead-unbeatable';
  return combo.size >= longestLead(view.hand).combo.size ? 'lead-longest-combination' : 'lead-low-combination';
}
