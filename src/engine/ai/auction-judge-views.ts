// A finished deal's auction and Joker decisions of one player, each with the view that player had when making it, rebuilt from the deal's record.
//
// The record may be the player's own view of the deal, which hides the cards the other drew unseen (R2) and the card
// the other took back for their Joker. Those are filled in with cards consistent with everything else in the record
// (any such filling gives the player the same views: what it changes is exactly what they could not see), and the
// deal is replayed by the engine, so each view is the one the player had.
import { cardId, isJoker } from '../cards.ts';
import { applyAction } from '../apply.ts';
import { EngineError } from '../errors.ts';
import { newGame } from '../game.ts';
import { dealHands } from '../solver/review.ts';
import type { Action, AuctionState, Card, DealRecord, DecisionView, GameState, Pair, PlayerIndex, TrickRule } from '../types.ts';
import { playerView } from '../views.ts';

/** One decision of the player before the tricks that the other's hidden cards bear on. */
export interface AuctionDecision {
  /** A sealed bid, the auction winner's take or cede, or the Joker kept or exchanged (before meld scoring). */
  readonly kind: 'bid' | 'take-cede' | 'joker';
  /** The auction's number (1–13); 0 for the Joker. */
  readonly number: number;
  /** What the player saw when deciding. */
  readonly view: DecisionView;
  /** What they chose (a legal action of `view`). */
  readonly chosen: Action;
}

export interface DealRules {
  readonly jokers: boolean;
  readonly trickRule: TrickRule;
  /** The game's target (the views show it; the decisions do not depend on it): 1000 by default. */
  readonly target?: number;
}

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const ids = (cards: readonly Card[]): number[] => cards.map(cardId);

/** Removes one `card` from `hand` (by id), or fails: the record does not add up. */
function take(hand: Card[], card: Card): void {
  const at = hand.findIndex((c) => cardId(c) === cardId(card));
  if (at < 0) throw new EngineError('invalid-argument', `auction review: card ${cardId(card)} is not where the record puts it`);
  hand.splice(at, 1);
}

/** The card a player's Joker exchange took back into hand: the record's, or (hidden) the one of their bids they played to a trick. */
function exchangedCard(deal: DealRecord, p: PlayerIndex, trickHand: readonly Card[]): Card | null {
  const choice = deal.jokerChoices.find((j) => j.player === p);
  if (choice === undefined || !choice.exchanged) return null;
  if (choice.card !== null) return choice.card;
  const played = new Set(ids(trickHand));
  const back = deal.auctions.map((a) => a.bids[p]).find((c) => played.has(cardId(c)));
  if (back === undefined) throw new EngineError('invalid-argument', 'auction review: the Joker exchange does not add up');
  return back;
}

/**
 * Each player's hand at the deal's start and the stock under the first turn-up (each auction's unseen card, then the
 * next turn-up), from a finished deal's record.
 */
function startOfDeal(deal: DealRecord, rules: DealRules): { hands: Pair<Card[]>; stock: Card[] } {
  const { trickHands, playOffHands } = dealHands({ deal, player: 0, jokers: rules.jokers, trickRule: rules.trickRule });
  const unseen: (Card | null)[] = deal.auctions.map((a) => a.unseen);
  const hands = ([0, 1] as const).map((p) => {
    // The hand when the auction ended: the trick hand, with the Joker back in place of the card an exchange took.
    const hand = trickHands[p].slice();
    const back = exchangedCard(deal, p, trickHands[p]);
    if (back !== null) {
      take(hand, back);
      const joker = playOffHands[p].find(isJoker);
      if (joker === undefined) throw new EngineError('invalid-argument', 'auction review: no Joker after an exchange');
      hand.push(joker);
    }
    // Unseen cards hidden in the record: cards of the final hand that never were a turn-up nor a Joker (they stayed
    // in hand from whenever they came, so any of them may have come unseen).
    const turnUps = new Set(deal.auctions.map((a) => cardId(a.turnUp)));
    const spare = hand.filter((c) => !isJoker(c) && !turnUps.has(cardId(c)) && !unseen.some((u) => u !== null && cardId(u) === cardId(c)));
    deal.auctions.forEach((a, i) => {
      if (a.unseenTo === p && unseen[i] === null) {
        const card = spare.pop();
        if (card === undefined) throw new EngineError('invalid-argument', 'auction review: too few cards for the unseen draws');
        unseen[i] = card;
      }
    });
    // Back through the auctions: what came in goes out, the bid comes back.
    for (let i = deal.auctions.length - 1; i >= 0; i--) {
      const a = deal.auctions[i];
      take(hand, a.turnUpTo === p ? a.turnUp : (unseen[i] as Card));
      hand.push(a.bids[p]);
    }
    return hand;
  });
  const stock: Card[] = [];
  deal.auctions.forEach((a, i) => {
    if (i > 0) stock.push(a.turnUp);
    stock.push(unseen[i] as Card);
  });
  return { hands: [hands[0], hands[1]], stock };
}

/** The deal's first auction as a game state: only what `player` may see of it matters to the decisions rebuilt. */
function firstAuction(deal: DealRecord, rules: DealRules): AuctionState {
  const { hands, stock } = startOfDeal(deal, rules);
  const fresh = newGame({ seed: 'auction-review', jokers: rules.jokers, trickRule: rules.trickRule, target: rules.target });
  if (fresh.phase !== 'auction' || deal.auctions.length === 0) throw new EngineError('invalid-argument', 'auction review: no auction');
  const totals: Pair<number> = [deal.totalsAfter[0] - deal.score.total[0], deal.totalsAfter[1] - deal.score.total[1]];
  return {
    ...fresh,
    game: { ...fresh.game, dealNumber: deal.number, dealer: deal.dealer, totals },
    deal: { ...fresh.deal, hands, stock },
    auction: { ...fresh.auction, turnUp: deal.auctions[0].turnUp },
  };
}

function decisionView(state: GameState, player: PlayerIndex): DecisionView {
  const view = playerView(state, player);
  if (view.phase === 'deal-over' || view.phase === 'game-over') throw new EngineError('invalid-argument', 'auction review: deal over');
  return view;
}

/**
 * `player`'s bids, take/cede choices and Joker choice in a finished deal, in the order made, each with its view.
 * Fails with an EngineError `invalid-argument` when the record does not add up (it was not made by the engine).
 */
export function auctionDecisions(deal: DealRecord, player: PlayerIndex, rules: DealRules): AuctionDecision[] {
  const out: AuctionDecision[] = [];
  let state: GameState = firstAuction(deal, rules);
  const act = (action: Action, kind: AuctionDecision['kind'] | null, number: number): void => {
    if (kind !== null) out.push({ kind, number, view: decisionView(state, player), chosen: action });
    state = applyAction(state, action);
  };
  for (const a of deal.auctions) {
    // The player bids first: a bid pending on the other side would tell nothing more (it is sealed).
    act({ type: 'bid', player, card: a.bids[player] }, 'bid', a.number);
    act({ type: 'bid', player: other(player), card: a.bids[other(player)] }, null, a.number);
    if (state.phase !== 'auction' || state.auction.outcome?.winner !== a.winner)
      throw new EngineError('invalid-argument', `auction review: auction ${a.number} was not won as recorded`);
    act({ type: a.choice, player: a.winner }, a.winner === player ? 'take-cede' : null, a.number);
  }
  const { trickHands } = dealHands({ deal, player, jokers: rules.jokers, trickRule: rules.trickRule });
  while (state.phase === 'melds') {
    const p = state.toAct;
    if (state.step === 'joker') {
      const back = exchangedCard(deal, p, trickHands[p]);
      act(back === null ? { type: 'keep-joker', player: p } : { type: 'joker-exchange', player: p, card: back }, p === player ? 'joker' : null, 0);
    } else {
      const declared = deal.declarations.find((d) => d.player === p);
      if (declared === undefined) throw new EngineError('invalid-argument', 'auction review: a trump is missing');
      act({ type: 'declare', player: p, trump: declared.trump }, null, 0);
    }
  }
  return out;
}
