// The auction's judgements in the page's language (each bid, take/cede and Joker choice, an estimate with its margin), and where the deal was decided.
import type { AuctionReviewItem } from '../../../engine/ai/index.ts';
import type { Action, Card, DealRecord, PlayerIndex } from '../../../engine/index.ts';
import type { DealReview, DeclarationReview } from '../../../engine/solver/index.ts';
import { cardName } from '../../../i18n/cards.ts';
import { format, signed, type Lang } from '../../../i18n/lang.ts';
import { reviewResultStrings, type ReviewResultKey } from '../../../i18n/review-result.ts';

function words(lang: Lang): (key: ReviewResultKey, values?: Record<string, string | number>) => string {
  return (key, values) => format(reviewResultStrings[lang][key], values);
}

/** The points the review says a choice lost (its `data-review-cost`): the estimate, rounded, when clearly worse; else 0. */
export function auctionCost(item: AuctionReviewItem): number {
  return item.clearlyWorse ? Math.max(1, Math.round(item.cost)) : 0;
}

/** The margin as shown: whole points, at least 1 (a margin of 0 would read as exact). */
function shownMargin(item: AuctionReviewItem): number {
  return Math.max(1, Math.ceil(item.margin));
}

/** A choice inside a sentence: "bidding the Ace of spades", "ceding it"… */
export function choicePhrase(action: Action, lang: Lang): string {
  const t = words(lang);
  switch (action.type) {
    case 'bid':
      return t('auction.choiceBid', { card: cardName(action.card, lang) });
    case 'take':
      return t('auction.choiceTake');
    case 'cede':
      return t('auction.choiceCede');
    case 'keep-joker':
      return t('auction.choiceKeep');
    case 'joker-exchange':
      return t('auction.choiceExchange', { card: cardName(action.card, lang) });
    default:
      return action.type;
  }
}

/** What the person did: "You bid the Nine of hearts.", "You ceded the turn-up, the Two of clubs, and took…". */
function saidOf(item: AuctionReviewItem, lang: Lang): string {
  const t = words(lang);
  const { chosen, facts } = item;
  const turnUp = facts.turnUp === null ? '' : cardName(facts.turnUp, lang);
  switch (chosen.type) {
    case 'bid':
      return t('auction.bid', { card: cardName(chosen.card, lang) });
    case 'take':
      return t('auction.take', { card: turnUp });
    case 'cede':
      return facts.received === null
        ? t('auction.cede', { card: turnUp })
        : t('auction.cedeSeen', { card: turnUp, unseen: cardName(facts.received, lang) });
    case 'keep-joker':
      return t('auction.keep');
    case 'joker-exchange':
      return t('auction.exchange', { card: cardName(chosen.card, lang) });
    default:
      return '';
  }
}

/** A bid-card's rank for the auction (a Joker wins every auction it is bid in, R9). */
function strength(card: Card): number {
  return 'joker' in card ? 15 : card.rank;
}

/** Why a clearly worse choice cost points, where the deal's facts say so plainly (else nothing). */
function reasonOf(item: AuctionReviewItem, lang: Lang): string | null {
  const t = words(lang);
  const { chosen, best, facts } = item;
  const turnUp = facts.turnUp === null ? null : cardName(facts.turnUp, lang);
  if (chosen.type === 'bid' && best.type === 'bid') {
    const card = cardName(chosen.card, lang);
    if (facts.meldsAfterChosen !== null && facts.meldsAfterBest !== null && facts.meldsAfterChosen < facts.meldsAfterBest)
      return t('auction.whyMelds', {
        card,
        chosen: facts.meldsAfterChosen,
        best: facts.meldsAfterBest,
        bestCard: cardName(best.card, lang),
      });
    if (turnUp === null) return null;
    if (facts.won === false && facts.otherTookTurnUp === true && strength(best.card) > strength(chosen.card))
      return t('auction.whyLostTurnUp', { turnUp });
    if (facts.won === true && facts.otherTookTurnUp === false && strength(best.card) < strength(chosen.card))
      return t('auction.whySpent', { card, turnUp });
    return null;
  }
  if (turnUp === null) return null;
  if (chosen.type === 'cede' && best.type === 'take') return t('auction.whyCeded', { turnUp });
  if (chosen.type === 'take' && best.type === 'cede') return t('auction.whyTook', { turnUp });
  return null;
}

/** One line of the review: "Auction 3: You bid the Ace of spades. ✗ Better was bidding the Four of clubs: about −35 ± 8 points…". */
export function auctionItemText(item: AuctionReviewItem, lang: Lang): string {
  const t = words(lang);
  const label = item.kind === 'joker' ? t('auction.jokerLabel') : t('auction.label', { n: item.number });
  const n = item.samples;
  const sentences = [saidOf(item, lang)];
  if (item.chosenIsBest) sentences.push(t('auction.best', { n }));
  else if (!item.clearlyWorse) sentences.push(t('auction.close', { best: choicePhrase(item.best, lang), n }));
  else {
    sentences.push(
      t('auction.worse', { best: choicePhrase(item.best, lang), loss: signed(-auctionCost(item)), margin: shownMargin(item), n }),
    );
    const why = reasonOf(item, lang);
    if (why !== null) sentences.push(why);
  }
  return t('review.item', {
    label,
    said: sentences[0],
    verdict: sentences.slice(1).reduce((first, next) => t('review.sentences', { first, next })),
  });
}

/** Points lost to the best choice in each phase: estimates in the auction (and for the Joker), exact after it. */
export interface PhaseLosses {
  readonly auction: number;
  readonly melds: number;
  readonly tricks: number;
  readonly playOff: number;
}

export function phaseLosses(
  auction: readonly AuctionReviewItem[],
  lost: DealReview['lost'],
  declaration: DeclarationReview | null,
): PhaseLosses {
  const sum = (phase: AuctionReviewItem['phase']): number =>
    auction.filter((item) => item.phase === phase).reduce((total, item) => total + auctionCost(item), 0);
  const declared = declaration !== null && declaration.exact ? declaration.gain : 0;
  return { auction: sum('auction'), melds: sum('melds') + declared, tricks: lost.tricks, playOff: lost.playOff };
}

/**
 * One or two sentences on where the deal was decided: the phase that lost the most points (with the auction's bids won
 * and cost when it is the auction), and whether the tricks and the play-off were played as well as they could be.
 */
export function decidedText(losses: PhaseLosses, deal: DealRecord, player: PlayerIndex, lang: Lang): string {
  const t = words(lang);
  const phases = (['auction', 'melds', 'tricks', 'playOff'] as const).filter((phase) => losses[phase] > 0);
  if (phases.length === 0) return t('decided.none');
  const worst = phases.reduce((a, b) => (losses[b] > losses[a] ? b : a));
  const where = t(`decided.${worst}`);
  const other: PlayerIndex = player === 0 ? 1 : 0;
  const sentences = [t(deal.score.total[player] < deal.score.total[other] ? 'decided.lost' : 'decided.won', { where })];
  if (worst === 'auction') {
    const won = deal.auctions.filter((a) => a.winner === player).length;
    sentences.push(t('decided.auctionDetail', { won, n: deal.auctions.length, cost: Math.round(losses.auction) }));
  }
  if (worst !== 'tricks' && worst !== 'playOff' && losses.tricks + losses.playOff === 0) sentences.push(t('decided.restBest'));
  return sentences.reduce((first, next) => t('review.sentences', { first, next }));
}
