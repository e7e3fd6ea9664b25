// A finished deal's auction and Joker decisions of one player, each judged by the auction judge, with the plain facts the review's words explain it by.
import { cardId } from '../cards.ts';
import { bestMeldTotal } from '../melds.ts';
import { Rng } from '../rng.ts';
import type { Action, Card, DealHistory, DealRecord, PlayerIndex, PlayerView, TrickRule, TricksState } from '../types.ts';
import { judgeAuctionDecision } from './auction-judge.ts';
import type { ChoiceEstimate, JudgeOptions } from './auction-judge.ts';
import { auctionDecisions, liveAuctionDecisions } from './auction-judge-views.ts';
import type { AuctionDecision } from './auction-judge-views.ts';
import { readKnowledge } from './knowledge.ts';
import { determinize } from './sample.ts';

/** What a review judges: the deal (the reviewed player's view of it will do), whose decisions, and the rules. */
export interface AuctionReviewInput {
  readonly deal: DealRecord;
  readonly player: PlayerIndex;
  readonly jokers: boolean;
  readonly trickRule: TrickRule;
}

/** What happened at the decision, all of it seen by the player (for the words that say why a choice cost points). */
export interface AuctionFacts {
  /** The auction's turn-up (null for the Joker). */
  readonly turnUp: Card | null;
  /** The player won the auction (null for the Joker). */
  readonly won: boolean | null;
  /** The turn-up went to the other player (null for the Joker). */
  readonly otherTookTurnUp: boolean | null;
  /** The card the player received in this auction: the turn-up, or the unseen card they drew (null when not known, or for the Joker). */
  readonly received: Card | null;
  /** For a bid: the best meld total of the hand left after the chosen bid, and after the best bid. */
  readonly meldsAfterChosen: number | null;
  readonly meldsAfterBest: number | null;
}

/** One judged decision of the review (plain data: it crosses from a worker). */
export interface AuctionReviewItem {
  /** The auction, or the meld phase for the Joker kept or exchanged before meld scoring. */
  readonly phase: 'auction' | 'melds';
  readonly kind: AuctionDecision['kind'];
  /** The auction's number (1–13, or 14 with Jokers); 0 for the Joker. */
  readonly number: number;
  /** Index of the decision in the deal's list (auctionDecisions), for ordering and for the workers' shares. */
  readonly index: number;
  readonly chosen: Action;
  /** The best choice found (the chosen one when `chosenIsBest`). */
  readonly best: Action;
  /** The chosen choice had the highest mean of all (cost 0). */
  readonly chosenIsBest: boolean;
  /** Expected deal points the best choice gains over the chosen one, ≥ 0 (an estimate; see AuctionJudgement). */
  readonly cost: number;
  /** 95% half-width of `cost` (of the best's own mean when the chosen is the best). */
  readonly margin: number;
  /** Sampled hands the estimate is over. */
  readonly samples: number;
  /** The best is better by more than the margin: the review counts the choice as a loss. */
  readonly clearlyWorse: boolean;
  /** Every distinct legal choice's estimate, the best first (the judge's own list: practice grades answers by it). */
  readonly choices: readonly ChoiceEstimate[];
  readonly facts: AuctionFacts;
}

/** A finished deal to review, or a deal in its tricks whose auction can be judged already (the same judgements). */
export type AuctionReviewSource = AuctionReviewInput | { readonly live: TricksState; readonly player: PlayerIndex };

/** Any fixed seed: the hidden cards a seat's view leaves open are filled in alike on every page. */
const FILLING_SEED = [43, 7, 19, 1] as const;

/**
 * A deal in its tricks as one seat sees it (a game between two devices, whose page never holds the other's hidden cards),
 * as a source to judge that seat's auction from: the hidden cards filled in consistently with the view. Any such filling
 * gives the seat the same decision views (auction-judge-views.ts), so the same judgement as the deal's record gives once
 * it is over. Never the deal's actual cards: not a source for hindsight. Null outside the tricks.
 */
export function seenAuctionSource(view: PlayerView): AuctionReviewSource | null {
  if (view.phase !== 'tricks') return null;
  const filled = determinize(view, readKnowledge(view), new Rng([...FILLING_SEED]));
  return filled.phase === 'tricks' ? { live: filled, player: view.player } : null;
}

/** Work per decision in the review: about 600 hands on the best and the chosen bid of the first auction (1000 later). */
export const AUCTION_REVIEW_WORK = 1_000_000;

/** The judge's seed in the review: any fixed one, so that every page judges a deal alike. */
export const AUCTION_REVIEW_SEED = 1;

/** The decisions a review of `source` judges (its total, for progress, and the list the workers share). */
export function reviewedAuctionDecisions(source: AuctionReviewSource): AuctionDecision[] {
  if ('live' in source) return liveAuctionDecisions(source.live, source.player);
  return auctionDecisions(source.deal, source.player, { jokers: source.jokers, trickRule: source.trickRule });
}

function auctionsOf(source: AuctionReviewSource): DealHistory['auctions'] {
  return 'live' in source ? source.live.deal.auctions : source.deal.auctions;
}

/** The melds left in the hand after bidding `bid` from `hand` (the hand the player bid from). */
function meldsWithout(hand: readonly Card[], bid: Action): number | null {
  if (bid.type !== 'bid') return null;
  const id = cardId(bid.card);
  return bestMeldTotal(hand.filter((c) => cardId(c) !== id));
}

function factsOf(decision: AuctionDecision, auctions: DealHistory['auctions'], player: PlayerIndex, best: Action): AuctionFacts {
  const auction = decision.kind === 'joker' ? undefined : auctions.find((a) => a.number === decision.number);
  if (auction === undefined)
    return { turnUp: null, won: null, otherTookTurnUp: null, received: null, meldsAfterChosen: null, meldsAfterBest: null };
  const hand = decision.view.hand;
  return {
    turnUp: auction.turnUp,
    won: auction.winner === player,
    otherTookTurnUp: auction.turnUpTo !== player,
    received: auction.turnUpTo === player ? auction.turnUp : auction.unseen,
    meldsAfterChosen: decision.kind === 'bid' ? meldsWithout(hand, decision.chosen) : null,
    meldsAfterBest: decision.kind === 'bid' ? meldsWithout(hand, best) : null,
  };
}

/** Judges decision `index` of the deal's list (see reviewedAuctionDecisions). */
export function judgeReviewedDecision(
  source: AuctionReviewSource,
  decisions: readonly AuctionDecision[],
  index: number,
  options: JudgeOptions,
): AuctionReviewItem {
  const decision = decisions[index];
  const judged = judgeAuctionDecision(decision.view, decision.chosen, options);
  return {
    phase: decision.kind === 'joker' ? 'melds' : 'auction',
    kind: decision.kind,
    number: decision.number,
    index,
    chosen: decision.chosen,
    best: judged.best.action,
    chosenIsBest: judged.best === judged.chosen,
    cost: judged.cost,
    margin: judged.chosen.margin,
    samples: judged.samples,
    clearlyWorse: judged.clearlyWorse,
    choices: judged.choices,
    facts: factsOf(decision, auctionsOf(source), source.player, judged.best.action),
  };
}

/**
 * Judges the player's decisions whose index is `part` modulo `parts` (all of them by default), calling `onItem` after
 * each; `total` counts all the player's decisions (every part's). The same deal and options always give the same items,
 * from a live state or from the record.
 */
export function judgeDealAuction(
  source: AuctionReviewSource,
  options: JudgeOptions,
  onItem?: (item: AuctionReviewItem, total: number) => void,
  part = 0,
  parts = 1,
): { items: AuctionReviewItem[]; total: number } {
  const decisions = reviewedAuctionDecisions(source);
  const items: AuctionReviewItem[] = [];
  for (let i = part; i < decisions.length; i += parts) {
    const item = judgeReviewedDecision(source, decisions, i, options);
    items.push(item);
    onItem?.(item, decisions.length);
  }
  return { items, total: decisions.length };
}
