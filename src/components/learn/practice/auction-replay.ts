// The person's auction decisions of a finished deal, each with the view they had then: the deal's start rebuilt from its record, then replayed.
//
// A deal record shows where every card went (the tricks, the play-off, the bids), so the hands dealt and the stock's
// order follow from it. Where the record hides a card from the person (the unseen cards the other player took, the card
// they took back for their Joker), any card that fits the record is used: the person's view, which is all a judgement
// reads, is the same whichever it is.
import { applyAction, cardId, isJoker, NO_SCORE_YET, playerView, STATE_VERSION } from '../../../engine/index';
import type { Action, AuctionState, Card, DealRecord, DecisionView, GameState, Pair, PlayerIndex } from '../../../engine/index';
import { dealHands, type ReviewInput } from '../../../engine/solver/index';

/** One of the person's decisions in the auction or the Joker choice, with the view they made it from. */
export interface AuctionDecision {
  readonly view: DecisionView;
  readonly chosen: Action;
}

const same = (a: Card, b: Card): boolean => cardId(a) === cardId(b);
const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const minus = (cards: readonly Card[], gone: readonly Card[]): Card[] => cards.filter((c) => !gone.some((g) => same(g, c)));

/** The card a player took back for their Joker: the one of their own bids in their trick hand (bids go to the pile for good otherwise). */
function takenBack(deal: DealRecord, trickHand: readonly Card[], player: PlayerIndex): Card | undefined {
  return trickHand.find((c) => deal.auctions.some((a) => same(a.bids[player], c)));
}

/** Each player's hand before the Joker choice (the trick hand with any exchange undone: the Joker is then in the bid pile). */
function handsBeforeJokers(input: ReviewInput): Pair<Card[]> {
  const { deal } = input;
  const { trickHands, playOffHands } = dealHands(input);
  const hands: [Card[], Card[]] = [trickHands[0].slice(), trickHands[1].slice()];
  for (const choice of deal.jokerChoices) {
    if (!choice.exchanged) continue;
    const p = choice.player;
    const back = choice.card ?? takenBack(deal, hands[p], p);
    const joker = playOffHands[p].find(isJoker);
    if (back !== undefined && joker !== undefined) hands[p] = [...minus(hands[p], [back]), joker];
  }
  return hands;
}

/**
 * The deal's first state: each hand as dealt (the hand before the Joker choice, less what the auctions brought, plus the
 * bids), and the stock in order (each auction's unseen card, then the next turn-up).
 */
function startState(input: ReviewInput): AuctionState {
  const { deal, player } = input;
  const final = handsBeforeJokers(input);
  const unseen: (Card | null)[] = deal.auctions.map((a) => a.unseen);
  // The other player's unseen cards, where the record hides them: cards of their final hand that were not turn-ups.
  for (const p of [player, other(player)] as const) {
    const hidden = deal.auctions.map((a, i) => (a.unseenTo === p && a.unseen === null ? i : -1)).filter((i) => i >= 0);
    if (hidden.length === 0) continue;
    const turnUps = deal.auctions.filter((a) => a.turnUpTo === p).map((a) => a.turnUp);
    const known = deal.auctions.flatMap((a) => (a.unseenTo === p && a.unseen !== null ? [a.unseen] : []));
    const free = minus(minus(final[p], turnUps), known);
    hidden.forEach((i, n) => (unseen[i] = free[n]));
  }
  const hands = ([0, 1] as const).map((p) => {
    const got = deal.auctions.map((a, i) => (a.turnUpTo === p ? a.turnUp : a.unseenTo === p ? unseen[i] : null));
    const bids = deal.auctions.map((a) => a.bids[p]);
    // A card a player took and then bid is among the bids, not in the final hand.
    return minus(
      [...final[p], ...bids],
      got.filter((c): c is Card => c !== null),
    );
  }) as [Card[], Card[]];
  const stock = deal.auctions.flatMap((a, i) => (i === 0 ? [unseen[i]!] : [a.turnUp, unseen[i]!]));
  const totals: Pair<number> = [deal.totalsAfter[0] - deal.score.total[0], deal.totalsAfter[1] - deal.score.total[1]];
  const none: readonly never[] = [];
  return {
    version: STATE_VERSION,
    options: { seed: 'replay', jokers: input.jokers, target: 1e6, trickRule: input.trickRule },
    rng: [1, 2, 3, 4],
    actionCount: 0,
    game: { dealNumber: deal.number, dealer: deal.dealer, totals, deals: [] },
    deal: {
      hands,
      bidPiles: [none, none],
      stock,
      outOfPlay: none,
      auctions: none,
      firstPlayer: null,
      jokerChoices: none,
      declarations: none,
      trumps: [null, null],
      tricks: none,
      tricksWon: [0, 0],
      rounds: none,
      score: NO_SCORE_YET,
    },
    phase: 'auction',
    auction: { number: 1, turnUp: deal.auctions[0].turnUp, bids: [null, null], outcome: null },
  };
}

/** The deal's auctions as actions, in an order the engine accepts (the person bids first). */
function auctionActions(input: ReviewInput): Action[] {
  const { deal, player } = input;
  return deal.auctions.flatMap((a): Action[] => [
    { type: 'bid', player, card: a.bids[player] },
    { type: 'bid', player: other(player), card: a.bids[other(player)] },
    { type: a.choice, player: a.winner },
  ]);
}

/** The melds phase's next action as the record has it: the Joker choice of the player to act, or their trump. */
function meldAction(input: ReviewInput, state: Extract<GameState, { phase: 'melds' }>, trickHands: Pair<readonly Card[]>): Action | null {
  const { deal } = input;
  const p = state.toAct;
  if (state.step === 'declare') {
    const trump = deal.declarations.find((d) => d.player === p)?.trump;
    return trump === undefined ? null : { type: 'declare', player: p, trump };
  }
  const choice = deal.jokerChoices.find((c) => c.player === p);
  if (choice === undefined) return null;
  if (!choice.exchanged) return { type: 'keep-joker', player: p };
  const back = choice.card ?? takenBack(deal, trickHands[p], p);
  return back === undefined ? null : { type: 'joker-exchange', player: p, card: back };
}

/** The person's view before `action`, when it is one of their decisions with more than one choice. */
function decisionAt(state: GameState, action: Action, player: PlayerIndex): AuctionDecision | null {
  if (action.player !== player || (state.phase !== 'auction' && state.phase !== 'melds')) return null;
  const view = playerView(state, player);
  if (view.phase !== 'auction' && view.phase !== 'melds') return null;
  return view.legalActions.length > 1 ? { view, chosen: action } : null;
}

/** Every auction and Joker decision `input.player` made in the deal, with their view then (none if the record does not replay). */
export function auctionDecisions(input: ReviewInput): AuctionDecision[] {
  if (input.deal.auctions.length === 0) return [];
  const { trickHands } = dealHands(input);
  const out: AuctionDecision[] = [];
  try {
    let state: GameState = startState(input);
    for (const action of auctionActions(input)) {
      const decision = decisionAt(state, action, input.player);
      if (decision !== null) out.push(decision);
      state = applyAction(state, action);
    }
    while (state.phase === 'melds') {
      const action = meldAction(input, state, trickHands);
      if (action === null) break;
      const decision = action.type === 'declare' ? null : decisionAt(state, action, input.player);
      if (decision !== null) out.push(decision);
      state = applyAction(state, action);
    }
  } catch {
    // A record that does not replay (edited by hand, say) gives no auction positions; the others still come.
    return [];
  }
  return out;
}
