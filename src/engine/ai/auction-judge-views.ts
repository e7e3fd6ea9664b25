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
import type {
  Action,
  AuctionState,
  Card,
  DealHistory,
  DealRecord,
  DecisionView,
  GameState,
  Pair,
  PlayerIndex,
  TrickRule,
  TricksState,
} from '../types.ts';
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

/** What the rebuild needs of a deal: its auctions and Joker choices, and what each player held for the tricks. */
interface DealEnd extends Pick<DealHistory, 'auctions' | 'jokerChoices' | 'declarations'> {
  /** Each player's 13 cards for the tricks (after the Joker choices). */
  readonly trickHands: Pair<readonly Card[]>;
  /** Each player's Joker if they exchanged it into their bid pile (else null). */
  readonly exchangedJokers: Pair<Card | null>;
}

/** The card a player's Joker exchange took back into hand: the record's, or (hidden) the one of their bids in their trick hand. */
function exchangedCard(end: DealEnd, p: PlayerIndex): Card | null {
  const choice = end.jokerChoices.find((j) => j.player === p);
  if (choice === undefined || !choice.exchanged) return null;
  if (choice.card !== null) return choice.card;
  const held = new Set(ids(end.trickHands[p]));
  const back = end.auctions.map((a) => a.bids[p]).find((c) => held.has(cardId(c)));
  if (back === undefined) throw new EngineError('invalid-argument', 'auction review: the Joker exchange does not add up');
  return back;
}

/**
 * Each player's hand at the deal's start (sorted, so that every source of the same deal gives the same views) and the
 * stock under the first turn-up (each auction's unseen card, then the next turn-up).
 */
function startOfDeal(end: DealEnd): { hands: Pair<Card[]>; stock: Card[] } {
  const unseen: (Card | null)[] = end.auctions.map((a) => a.unseen);
  const turnUps = new Set(end.auctions.map((a) => cardId(a.turnUp)));
  const hands = ([0, 1] as const).map((p) => {
    // The hand when the auction ended: the trick hand, with the Joker back in place of the card an exchange took.
    const hand = end.trickHands[p].slice();
    const back = exchangedCard(end, p);
    const joker = end.exchangedJokers[p];
    if (back !== null) {
      if (joker === null) throw new EngineError('invalid-argument', 'auction review: no Joker after an exchange');
      take(hand, back);
      hand.push(joker);
    }
    // Back through the auctions: what came in goes out, the bid comes back. An unseen card hidden in the record is any
    // card in hand then that never was a turn-up, a Joker nor a known unseen card: it stayed in hand from whenever it
    // came (the deal's start, a hidden draw, or a draw later bid), so it may have come unseen then.
    const known = new Set([...turnUps, ...unseen.flatMap((u) => (u === null ? [] : [cardId(u)]))]);
    for (let i = end.auctions.length - 1; i >= 0; i--) {
      const a = end.auctions[i];
      if (a.turnUpTo !== p && unseen[i] === null) {
        const card = hand.findLast((c) => !isJoker(c) && !known.has(cardId(c)));
        if (card === undefined) throw new EngineError('invalid-argument', 'auction review: too few cards for the unseen draws');
        unseen[i] = card;
      }
      take(hand, a.turnUpTo === p ? a.turnUp : (unseen[i] as Card));
      hand.push(a.bids[p]);
    }
    return hand.sort((x, y) => cardId(x) - cardId(y));
  });
  const stock: Card[] = [];
  end.auctions.forEach((a, i) => {
    if (i > 0) stock.push(a.turnUp);
    stock.push(unseen[i] as Card);
  });
  return { hands: [hands[0], hands[1]], stock };
}

/** A finished deal's end, from its record (the player's view of it will do). */
function endOfRecord(deal: DealRecord, rules: DealRules): DealEnd {
  const { trickHands, playOffHands } = dealHands({ deal, player: 0, jokers: rules.jokers, trickRule: rules.trickRule });
  const exchanged = (p: PlayerIndex): Card | null =>
    deal.jokerChoices.some((j) => j.player === p && j.exchanged) ? (playOffHands[p].find(isJoker) ?? null) : null;
  return { ...deal, trickHands, exchangedJokers: [exchanged(0), exchanged(1)] };
}

/** A deal in its tricks, from its game state (what the rebuilt views hide of it stays hidden: see the top). */
function endOfLive(state: TricksState): DealEnd {
  const { deal } = state;
  // The trick hands: what is left in hand, the card led to this trick, and the cards played to the tricks before.
  const trickHands: [Card[], Card[]] = [deal.hands[0].slice(), deal.hands[1].slice()];
  if (state.trick.lead !== null) trickHands[state.trick.leader].push(state.trick.lead);
  for (const t of deal.tricks) {
    trickHands[t.leader].push(t.lead);
    trickHands[other(t.leader)].push(t.follow);
  }
  const exchanged = (p: PlayerIndex): Card | null =>
    deal.jokerChoices.some((j) => j.player === p && j.exchanged) ? (deal.bidPiles[p].find(isJoker) ?? null) : null;
  return { ...deal, trickHands, exchangedJokers: [exchanged(0), exchanged(1)] };
}

/** The deal's first auction as a game state: only what `player` may see of it matters to the decisions rebuilt. */
function firstAuction(end: DealEnd, game: Pick<AuctionState['game'], 'dealNumber' | 'dealer' | 'totals'>, rules: DealRules): AuctionState {
  const { hands, stock } = startOfDeal(end);
  const fresh = newGame({ seed: 'auction-review', jokers: rules.jokers, trickRule: rules.trickRule, target: rules.target });
  if (fresh.phase !== 'auction' || end.auctions.length === 0) throw new EngineError('invalid-argument', 'auction review: no auction');
  return {
    ...fresh,
    game: { ...fresh.game, ...game },
    deal: { ...fresh.deal, hands, stock },
    auction: { ...fresh.auction, turnUp: end.auctions[0].turnUp },
  };
}

function decisionView(state: GameState, player: PlayerIndex): DecisionView {
  const view = playerView(state, player);
  if (view.phase === 'deal-over' || view.phase === 'game-over') throw new EngineError('invalid-argument', 'auction review: deal over');
  return view;
}

/** A decision with the game state it was made in: the record's own cards where it shows them, a filling where it hides them (see the top). */
export interface ReplayedDecision {
  readonly decision: AuctionDecision;
  readonly state: GameState;
}

/** Where the decisions are rebuilt from: a finished deal's record (with its rules), or a deal in its tricks. */
export type DecisionSource = ({ readonly deal: DealRecord } & DealRules) | { readonly live: TricksState };

/** `player`'s decisions (auctionDecisions, liveAuctionDecisions), each with the state it was made in. */
export function replayedDecisions(source: DecisionSource, player: PlayerIndex): ReplayedDecision[] {
  if ('live' in source) {
    const { jokers, trickRule, target } = source.live.options;
    const { dealNumber, dealer, totals } = source.live.game;
    return replayed(endOfLive(source.live), { dealNumber, dealer, totals }, player, { jokers, trickRule, target });
  }
  const { deal } = source;
  const totals: Pair<number> = [deal.totalsAfter[0] - deal.score.total[0], deal.totalsAfter[1] - deal.score.total[1]];
  return replayed(endOfRecord(deal, source), { dealNumber: deal.number, dealer: deal.dealer, totals }, player, source);
}

/**
 * `player`'s bids, take/cede choices and Joker choice in a finished deal, in the order made, each with its view.
 * Fails with an EngineError `invalid-argument` when the record does not add up (it was not made by the engine).
 */
export function auctionDecisions(deal: DealRecord, player: PlayerIndex, rules: DealRules): AuctionDecision[] {
  return replayedDecisions({ deal, ...rules }, player).map((r) => r.decision);
}

/**
 * The same decisions of a deal still being played, from its game state in the tricks (so they can be judged before the
 * deal ends): the same views as auctionDecisions gives once the deal is over.
 */
export function liveAuctionDecisions(state: TricksState, player: PlayerIndex): AuctionDecision[] {
  return replayedDecisions({ live: state }, player).map((r) => r.decision);
}

function replayed(
  end: DealEnd,
  game: Pick<AuctionState['game'], 'dealNumber' | 'dealer' | 'totals'>,
  player: PlayerIndex,
  rules: DealRules,
): ReplayedDecision[] {
  const out: ReplayedDecision[] = [];
  let state: GameState = firstAuction(end, game, rules);
  const act = (action: Action, kind: AuctionDecision['kind'] | null, number: number): void => {
    if (kind !== null) out.push({ decision: { kind, number, view: decisionView(state, player), chosen: action }, state });
    state = applyAction(state, action);
  };
  for (const a of end.auctions) {
    // The player bids first: a bid pending on the other side would tell nothing more (it is sealed).
    act({ type: 'bid', player, card: a.bids[player] }, 'bid', a.number);
    act({ type: 'bid', player: other(player), card: a.bids[other(player)] }, null, a.number);
    if (state.phase !== 'auction' || state.auction.outcome?.winner !== a.winner)
      throw new EngineError('invalid-argument', `auction review: auction ${a.number} was not won as recorded`);
    act({ type: a.choice, player: a.winner }, a.winner === player ? 'take-cede' : null, a.number);
  }
  // (The type checker cannot see `act` move the state on.)
  for (let s = state as GameState; s.phase === 'melds'; s = state as GameState) {
    const p = s.toAct;
    if (s.step === 'joker') {
      const back = exchangedCard(end, p);
      act(
        back === null ? { type: 'keep-joker', player: p } : { type: 'joker-exchange', player: p, card: back },
        p === player ? 'joker' : null,
        0,
      );
    } else {
      const declared = end.declarations.find((d) => d.player === p);
      if (declared === undefined) throw new EngineError('invalid-argument', 'auction review: a trump is missing');
      act({ type: 'declare', player: p, trump: declared.trump }, null, 0);
    }
  }
  return out;
}
