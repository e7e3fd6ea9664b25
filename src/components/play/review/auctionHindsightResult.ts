// A hindsight line in the page's language: how the person's costly auction choice and the best one fared on the deal's actual cards (an estimate too, never exact).
import type { AuctionReviewItem, Hindsight } from '../../../engine/ai/index.ts';
import { format, type Lang } from '../../../i18n/lang.ts';
import { reviewResultStrings, type ReviewResultKey } from '../../../i18n/review-result.ts';
import { choicePhrase } from './auctionReviewResult.ts';

/** The figure a hindsight line shows: the alternative's gain over the choice made, in whole points (its `data-hindsight-gain`). */
export function hindsightGain(hindsight: Hindsight): number {
  return Math.round(hindsight.gain);
}

/** The line's label ("In hindsight") and its sentences, apart: the page shows the label in bold. */
export function hindsightText(
  item: AuctionReviewItem,
  hindsight: Hindsight,
  lang: Lang,
): { label: string; separator: string; text: string } {
  const t = (key: ReviewResultKey, values?: Record<string, string | number>): string => format(reviewResultStrings[lang][key], values);
  // Whole points, the margin at least 1 (a margin of 0 would read as exact).
  const margin = Math.max(1, Math.ceil(hindsight.margin));
  const gain = hindsightGain(hindsight);
  const key: ReviewResultKey = gain > margin ? 'hindsight.gain' : gain < -margin ? 'hindsight.loss' : 'hindsight.even';
  const verdict = t(key, { alternative: choicePhrase(hindsight.alternative, lang), gain: Math.abs(gain), margin });
  const how = t(item.kind === 'bid' && hindsight.otherBidKept ? 'hindsight.howBid' : 'hindsight.how', { n: hindsight.playouts });
  return { label: t('hindsight.label'), separator: t('hindsight.separator'), text: t('review.sentences', { first: verdict, next: how }) };
}
