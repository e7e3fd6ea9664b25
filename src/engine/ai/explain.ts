// Reason codes for hints: names the idea behind an action (whoever chose it) from the player's view.
import { isJoker } from '../cards.ts';
import { bestTrumpTotals } from '../melds.ts';
import { classifyCombo, handPlays } from '../playoff.ts';
import { isPersonalTrump, resolveTrick } from '../tricks.ts';
import type { Action, Card, PlayerView, Suit } from '../types.ts';
import { SUITS } from '../types.ts';
import { explainBid, explainCede, explainExchange, explainTake } from './explain-auction.ts';
import type { AuctionInsight } from './explain-auction.ts';
import { suitLengths } from './heuristics.ts';
import { cheapestBeat, longestLead } from './playoff-choices.ts';
import type { AiReason } from './types.ts';
import { readKnowledge } from './knowledge.ts';

/** `insight`: what a search found about `action` (a bid's chance of winning), for a truer auction hint. */
export function explain(view: PlayerView, action: Action, insight?: AuctionInsight): AiReason {
  if (view.legalActions.length === 1) return 'only-choice';
  switch (action.type) {
    case 'bid':
      return explainBid(view, action.card, insight);
    case 'take':
      return explainTake(view);
    case 'cede':
      return explainCede(view);
    case 'keep-joker':
      return 'keep-joker-for-tricks';
    case 'joker-exchange':
      return explainExchange(view, action.card);
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
