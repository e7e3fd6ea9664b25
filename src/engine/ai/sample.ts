// Determinization: a full GameState built from a view plus one random deal of the hidden cards consistent with it.
import { cardId } from '../cards.ts';
import { dealWithHiddenCards } from '../deal.ts';
import type { Rng } from '../rng.ts';
import type { Card, DecisionView, RngState, GameState, Pair, StateBase } from '../types.ts';
import { STATE_VERSION } from '../types.ts';
import type { Knowledge } from './knowledge.ts';

const SEARCH_RNG: RngState = [1, 2, 3, 4];

/**
 * A game state that looks exactly like `view` to its player, with the hidden cards (the opponent's
 * unknown hand cards, the stock order, which bid-card came back for an exchanged Joker) dealt at
 * random. An opponent's sealed bid that is not revealed yet goes back into their hand: the search
 * lets them bid again, without seeing the viewer's bid.
 */
export function determinize(view: DecisionView, k: Knowledge, rng: Rng): GameState {
  const pool = rng.shuffled(k.pool);
  const oppHand: Card[] = k.oppHandKnown.slice();
  let oppPile = k.oppPile;
  if (k.exchangeCandidates !== null) {
    const back = k.exchangeCandidates[rng.below(k.exchangeCandidates.length)];
    oppHand.push(back);
    oppPile = oppPile.filter((c) => cardId(c) !== cardId(back));
  }
  for (let i = 0; i < k.oppUnknownCount; i++) oppHand.push(pool[i]);
  const stock = pool.slice(k.oppUnknownCount);
  const hands: Pair<Card[]> = k.me === 0 ? [view.hand.slice(), oppHand] : [oppHand, view.hand.slice()];
  const bidPiles: Pair<Card[]> = k.me === 0 ? [view.bidPile.slice(), oppPile] : [oppPile, view.bidPile.slice()];
  const base: StateBase = {
    version: STATE_VERSION,
    options: { seed: 0, jokers: view.options.jokers, target: view.options.target, trickRule: view.options.trickRule },
    rng: SEARCH_RNG,
    actionCount: view.actionCount,
    game: { dealNumber: view.dealNumber, dealer: view.dealer, totals: view.totals, deals: [] },
  };
  // The deal's open part is the view's own; only the hidden cards are sampled. The deal is built in each
  // case, where the view's phase types its R3 player and trumps as the state's phase wants them.
  const hidden = { hands, bidPiles, stock };
  switch (view.phase) {
    case 'auction': {
      const a = view.auction;
      const bids: Pair<Card | null> = a.outcome !== null ? [a.bids[0], a.bids[1]] : k.me === 0 ? [a.bids[0], null] : [null, a.bids[1]];
      const auction = { number: a.number, turnUp: a.turnUp, bids, outcome: a.outcome };
      return { ...base, deal: dealWithHiddenCards(view, hidden), phase: 'auction', auction };
    }
    case 'melds':
      return { ...base, deal: dealWithHiddenCards(view, hidden), phase: 'melds', toAct: view.melds.toAct, step: view.melds.step };
    case 'tricks':
      return { ...base, deal: dealWithHiddenCards(view, hidden), phase: 'tricks', trick: view.trick };
    case 'play-off':
      return { ...base, deal: dealWithHiddenCards(view, hidden), phase: 'play-off', round: view.round };
  }
}
