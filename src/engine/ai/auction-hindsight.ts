// Judging an auction or Joker decision in hindsight: the chosen and another choice played out on the deal's actual cards, still an estimate.
//
// The estimate (auction-judge.ts) plays each choice on hands the player could not tell apart; hindsight plays them on the
// one layout the deal had: the other player's actual hand and the actual stock. For a bid, the other's bid in the same
// auction is the one they made (it was sealed: they made it without seeing the player's). Everything after that is
// played to the end of the deal by the playouts' rules of thumb for both players, on the same random streams for both
// choices (the estimate, without Jokers, values the deal at the auction's end by the leaf model instead; hindsight's
// words say it plays the deal out). So it says how the choice would have fared with the cards as they lay, with its own
// margin: never exactly.
import { EngineError } from '../errors.ts';
import { Kernel, copyKernel, loadKernel, stepAction } from '../kernel/kernel.ts';
import { legalActionsFor } from '../legal.ts';
import { Rng } from '../rng.ts';
import type { Action, DealRecord, GameState, PlayerIndex } from '../types.ts';
import { isDecisionView, playerView } from '../views.ts';
import { halfWidth, type JudgeOptions } from './auction-judge.ts';
import type { AuctionReviewSource } from './auction-judge-review.ts';
import { replayedDecisions } from './auction-judge-views.ts';
import { kernelPlayout } from './kernel-playout.ts';
import { LEVEL_BUDGETS, playoutCost } from './levels.ts';
import { childRng, decisionRng } from './prng.ts';
import { candidateKey } from './search.ts';

export interface Hindsight {
  readonly chosen: Action;
  readonly alternative: Action;
  /**
   * Mean deal points of the player minus the other's after `alternative`, less the same after `chosen`, on the actual
   * cards: above 0 when the alternative would have done better.
   */
  readonly gain: number;
  /** 95% half-width of `gain`, from the paired differences (the same random stream for both choices). */
  readonly margin: number;
  /** Times each choice was played out. */
  readonly playouts: number;
  /** The other player's bid was the one they made (a bid decision); else everything after the choice was played out. */
  readonly otherBidKept: boolean;
}

/** Fewest and most playouts per choice (the work buys the number in between). */
const MIN_PLAYOUTS = 50;
const MAX_PLAYOUTS = 2000;

/**
 * The work per decision the review spends on hindsight: about 500 playouts of each choice from the first auction (a
 * margin of about ±6 points where 1500 gave ±3.5), so that it takes the workers little from the next deal's decisions.
 */
export const HINDSIGHT_WORK = 400_000;

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

/** `action` as one of `player`'s legal actions at `state`, or an `invalid-action` error. */
function legalTwin(state: GameState, player: PlayerIndex, action: Action): Action {
  const key = candidateKey(action);
  const twin = legalActionsFor(state, player).find((a) => candidateKey(a) === key);
  if (twin === undefined) throw new EngineError('invalid-action', `hindsight: ${key} is not a choice here`);
  return twin;
}

/**
 * `chosen` against `alternative` for `player` at `state`, the actual game state (every card where it truly was), each
 * followed by `otherBid` when given (the other's sealed bid in the same auction), then played out to the deal's end.
 */
export function hindsightAt(
  state: GameState,
  player: PlayerIndex,
  chosen: Action,
  alternative: Action,
  options: JudgeOptions,
  otherBid: Action | null = null,
): Hindsight {
  const view = playerView(state, player);
  if (!isDecisionView(view) || view.legalActions.length === 0) throw new EngineError('invalid-argument', 'hindsight: nothing to decide');
  const choices = [legalTwin(state, player, chosen), legalTwin(state, player, alternative)];
  if (otherBid !== null && (otherBid.type !== 'bid' || otherBid.player !== other(player)))
    throw new EngineError('invalid-argument', 'hindsight: the other move must be the other player’s bid');
  const playouts = Math.round(Math.min(MAX_PLAYOUTS, Math.max(MIN_PLAYOUTS, options.work / playoutCost(view) / 2)));
  const start = loadKernel(new Kernel(), state);
  const scratch = new Kernel();
  const rng = decisionRng(view, options.seed, 'hindsight');
  const playoutOptions = { epsilon: LEVEL_BUDGETS.hard.epsilon, exchangeJoker: LEVEL_BUDGETS.hard.exchangeJoker };
  const differences: number[] = [];
  for (let j = 0; j < playouts; j++) {
    const stream = childRng(rng);
    const seed: [number, number, number, number] = [stream.next(), stream.next(), stream.next(), stream.next() | 1];
    const [worth, instead] = choices.map((choice) => {
      copyKernel(scratch, start);
      stepAction(scratch, choice);
      if (otherBid !== null) stepAction(scratch, otherBid);
      return kernelPlayout(scratch, player, new Rng(seed), playoutOptions);
    });
    differences.push(instead - worth);
  }
  return {
    chosen: choices[0],
    alternative: choices[1],
    gain: differences.reduce((a, b) => a + b, 0) / playouts,
    margin: halfWidth(playouts, (j) => differences[j]),
    playouts,
    otherBidKept: otherBid !== null,
  };
}

/**
 * Whether a finished deal's record shows every card of the deal: each auction's unseen card and the card each Joker
 * exchange took back (the game's own record does; a player's view of it hides the other's).
 */
export function recordShowsEveryCard(deal: DealRecord): boolean {
  return deal.auctions.every((a) => a.unseen !== null) && deal.jokerChoices.every((j) => !j.exchanged || j.card !== null);
}

/**
 * Decision `index` of the review's list (reviewedAuctionDecisions) in hindsight: the choice made against `alternative`,
 * on the deal's actual cards. The source must show them: a deal in its tricks (the game's state), or a record that
 * shows every card (recordShowsEveryCard); else an `invalid-argument` error, since a filling would not be the actual cards.
 */
export function reviewedHindsight(source: AuctionReviewSource, index: number, alternative: Action, options: JudgeOptions): Hindsight {
  if (!('live' in source) && !recordShowsEveryCard(source.deal))
    throw new EngineError('invalid-argument', 'hindsight: the record hides cards of the other player');
  const replayed = replayedDecisions(source, source.player)[index];
  if (replayed === undefined) throw new EngineError('invalid-argument', `hindsight: no decision ${index}`);
  const { decision, state } = replayed;
  const auctions = 'live' in source ? source.live.deal.auctions : source.deal.auctions;
  const auction = auctions.find((a) => a.number === decision.number);
  const otherBid: Action | null =
    decision.kind === 'bid' && auction !== undefined
      ? { type: 'bid', player: other(source.player), card: auction.bids[other(source.player)] }
      : null;
  return hindsightAt(state, source.player, decision.chosen, alternative, options, otherBid);
}
