// Practice positions from the person's auction decisions (bids, take or cede, the Joker kept or exchanged), judged by estimate.
//
// Runs in the AI worker after a deal, on the review's own judgement of the deal's auction (auctionJudgements.ts: begun
// during the tricks, so each deal's auction is judged once). An auction decision is made without seeing the other's
// hand, so its answer key is that estimate over the hands the person could not tell apart: a decision becomes a
// position only when the best choice is better than the person's beyond the estimate's margin, and any choice within
// the margin of the best is a right answer.
import { cardId, isJoker } from '../../engine/index.ts';
import type { Action, Card, PlayerIndex } from '../../engine/index.ts';
import { auctionDecisions } from '../../engine/ai/index.ts';
import type { AuctionDecision, AuctionJudgement, AuctionReviewItem, ChoiceEstimate } from '../../engine/ai/index.ts';
import type { ReviewInput } from '../../engine/solver/index.ts';
import { bySuit } from '../cards/handOrder.ts';
import { bidReason, cedeReason, exchangeReason, takeReason } from './auction-reasons.ts';
import { MIN_GAIN } from './constants.ts';
import { hash } from './extract.ts';
import { AUCTION_CHOICES } from './types.ts';
import type { AuctionReason, AuctionScene, OptionOutcome, PracticeOption, PracticePosition } from './types.ts';

/** A decision and its judgement. */
export interface JudgedDecision extends Pick<AuctionDecision, 'view' | 'chosen'> {
  readonly judgement: AuctionJudgement;
}

const tenth = (n: number): number => Math.round(n * 10) / 10 + 0;
const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

/** An auction choice's option id: the card's id for a bid or the card taken back, else the choice's word. */
export function auctionOptionId(action: Action): string {
  switch (action.type) {
    case 'bid':
    case 'joker-exchange':
      return String(cardId(action.card));
    case 'take':
    case 'cede':
      return action.type;
    case 'keep-joker':
      return 'keep';
    default:
      return action.type;
  }
}

function option(action: Action): PracticeOption | null {
  switch (action.type) {
    case 'bid':
    case 'joker-exchange':
      return { id: auctionOptionId(action), type: 'cards', cards: [action.card] };
    case 'take':
    case 'cede':
      return { id: action.type, type: 'choice', choice: action.type };
    case 'keep-joker':
      return { id: 'keep', type: 'choice', choice: 'keep' };
    default:
      return null;
  }
}

/** The choices in a fixed order, never best first: take, cede, keep, then the cards as the hand shows them. */
function inOrder<T extends { readonly option: PracticeOption | null }>(choices: readonly T[]): T[] {
  const cards = bySuit(choices.flatMap((c) => (c.option?.type === 'cards' ? c.option.cards : [])));
  const place = (c: T): number =>
    c.option?.type === 'choice'
      ? AUCTION_CHOICES.indexOf(c.option.choice)
      : c.option?.type === 'cards'
        ? AUCTION_CHOICES.length + cards.findIndex((x) => cardId(x) === cardId((c.option as { cards: readonly Card[] }).cards[0]))
        : 99;
  return choices.slice().sort((a, b) => place(a) - place(b));
}

/** Whether a choice is as good as the best within the estimate's margin (the margin of its difference from the best). */
export function withinMargin(best: ChoiceEstimate, choice: ChoiceEstimate): boolean {
  return choice === best || best.mean - choice.mean <= choice.margin;
}

/** The fact from the cards cited with the answer, where one holds. */
function reasonOf(d: JudgedDecision, theirCards: readonly Card[]): AuctionReason | null {
  const { view } = d;
  const best = d.judgement.best.action;
  const played = d.chosen;
  const turnUp = view.phase === 'auction' ? view.auction.turnUp : null;
  if (best.type === 'bid' && played.type === 'bid' && turnUp !== null)
    return bidReason(view.hand, turnUp, theirCards, best.card, played.card);
  if (best.type === 'take' && turnUp !== null) return takeReason(view.hand, turnUp, theirCards);
  if (best.type === 'cede' && turnUp !== null) return cedeReason(view.hand, turnUp);
  if (best.type === 'joker-exchange') return exchangeReason(view.hand, best.card);
  return null;
}

/** The practice position of a judged decision, or null when the choice made is not clearly worse than the best (or cost little). */
export function auctionPosition(d: JudgedDecision, minGain = MIN_GAIN): PracticePosition | null {
  const { view, judgement } = d;
  if (!judgement.clearlyWorse || judgement.cost < minGain) return null;
  const me = view.player;
  const them = other(me);
  const choices = inOrder(judgement.choices.map((estimate) => ({ estimate, option: option(estimate.action) })));
  if (choices.some((c) => c.option === null)) return null;
  const played = auctionOptionId(d.chosen);
  const kind = d.chosen.type === 'bid' ? 'bid' : d.chosen.type === 'take' || d.chosen.type === 'cede' ? 'take' : 'joker';
  const auction = view.phase === 'auction' ? view.auction : null;
  const [mine, theirs] = auction === null ? [null, null] : [auction.bids[me], auction.bids[them]];
  const theirBids = view.auctions.map((a) => a.bids[them]);
  const theirTurnUps = view.auctions.filter((a) => a.turnUpTo === them).map((a) => a.turnUp);
  // The cards the other player is known to hold: the turn-ups they took, less those they have bid since.
  const theirCards = theirTurnUps.filter((c) => !isJoker(c) && !theirBids.some((b) => cardId(b) === cardId(c)));
  const scene: AuctionScene = {
    number: auction?.number ?? 0,
    turnUp: auction === null ? [] : [auction.turnUp],
    bids: kind === 'take' && mine !== null && theirs !== null ? [mine, theirs] : [],
    theirTurnUps,
    theirBids,
    unseen: view.unseen,
    pile: bySuit(view.bidPile),
    totals: [view.totals[me], view.totals[them]],
    samples: judgement.samples,
    margin: tenth(judgement.chosen.margin),
    reason: reasonOf(d, theirCards),
  };
  const outcomes: Record<string, OptionOutcome> = {};
  for (const { estimate, option: o } of choices) {
    const loss = tenth(judgement.best.mean - estimate.mean);
    outcomes[o!.id] = estimate === judgement.best ? { loss: 0 } : { loss, margin: tenth(estimate.margin) };
  }
  const content = JSON.stringify(['auction', kind, view.hand.map(cardId), scene.number, scene.turnUp, scene.bids, theirBids, played]);
  return {
    id: hash(content),
    theme: 'auction',
    kind,
    hand: bySuit(view.hand),
    trumps: { mine: null, theirs: null },
    lead: null,
    trick: 0,
    tricksWon: [0, 0],
    toBeat: null,
    otherHand: [],
    options: choices.map((c) => c.option!),
    answers: choices.filter((c) => withinMargin(judgement.best, c.estimate)).map((c) => c.option!.id),
    played,
    gain: Math.max(1, Math.round(judgement.cost)),
    ruling: null,
    outcomes,
    auction: scene,
  };
}

/** The judge's verdict on a decision, as the review's item carries it; null when the item names no estimate of its choice. */
function judgementOf(item: AuctionReviewItem): AuctionJudgement | null {
  const [best] = item.choices;
  const chosen = item.choices.find((c) => auctionOptionId(c.action) === auctionOptionId(item.chosen));
  if (best === undefined || chosen === undefined) return null;
  return { chosen, best, choices: item.choices, cost: item.cost, clearlyWorse: item.clearlyWorse, samples: item.samples };
}

/**
 * The practice position of a decision by the review's judgement of it (`item`), or null: not clearly worse than the
 * best (or cheap), or the item judged another decision than this one.
 */
export function reviewedPosition(decision: AuctionDecision, item: AuctionReviewItem, minGain = MIN_GAIN): PracticePosition | null {
  const judgement = judgementOf(item);
  if (judgement === null || decision.kind !== item.kind || auctionOptionId(decision.chosen) !== auctionOptionId(item.chosen)) return null;
  return auctionPosition({ ...decision, judgement }, minGain);
}

/**
 * Every practice position the person's auction decisions in a deal give, in the order of play, from the review's
 * judgement of them (`items`, judgeDealAuction's, in any order): the views come from the deal's record, the estimates
 * from the items.
 */
export function auctionPositions(input: ReviewInput, items: readonly AuctionReviewItem[], minGain = MIN_GAIN): PracticePosition[] {
  const decisions = decisionsOf(input);
  return items
    .slice()
    .sort((a, b) => a.index - b.index)
    .flatMap((item) => {
      const decision = decisions[item.index];
      const position = decision === undefined ? null : reviewedPosition(decision, item, minGain);
      return position === null ? [] : [position];
    });
}

/** The person's auction and Joker decisions with the views they had; none from a record that does not add up (edited by hand, say). */
function decisionsOf(input: ReviewInput): AuctionDecision[] {
  try {
    return auctionDecisions(input.deal, input.player, { jokers: input.jokers, trickRule: input.trickRule });
  } catch {
    return [];
  }
}
