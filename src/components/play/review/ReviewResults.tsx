// A finished review on screen: where the deal was decided, the trump, the summary, and every judged decision (auction first), costly ones first.
import type { AuctionReviewItem } from '../../../engine/ai/index.ts';
import type { ReviewItem, ReviewWithDeclaration as Review } from '../../../engine/solver/index.ts';
import { format } from '../../../i18n/lang.ts';
import { reviewStrings, type ReviewKey } from '../../../i18n/review.ts';
import { reviewResultStrings } from '../../../i18n/review-result.ts';
import type { DealReviewProps } from './DealReview.tsx';
import type { HindsightLine } from '../../computer/auctionHindsight.ts';

/** The result's words and sentences: loaded when a review starts, so the page's first load does without them. */
export type ResultWords = typeof import('./reviewResult.ts') &
  typeof import('./auctionReviewResult.ts') &
  typeof import('./auctionHindsightResult.ts');

/** The auction's judgement as far as it has come (it runs in workers of its own, often begun during the deal's tricks). */
export interface AuctionStatus {
  readonly items: readonly AuctionReviewItem[];
  readonly total: number | null;
  readonly done: boolean;
  readonly error: string | null;
}

/** One judged decision, with the hooks outside checks read: its phase, whether it was best, the points it cost. */
interface Line {
  readonly key: string;
  readonly phase: 'auction' | 'melds' | 'tricks' | 'play-off';
  readonly best: boolean;
  readonly cost: number;
  readonly text: string;
  /** An auction item's hindsight line, once it has come (the costliest one or two only). */
  readonly hindsight?: { readonly gain: number; readonly label: string; readonly separator: string; readonly text: string };
  /** Tricks items: the trick counts along perfect play after the best move and after the move played. */
  readonly tricks?: { readonly best: number; readonly played: number };
}

interface Props extends DealReviewProps {
  readonly review: Review;
  readonly words: ResultWords;
  readonly auction: AuctionStatus | null;
  readonly hindsight: readonly HindsightLine[];
}

export default function ReviewResults(props: Props) {
  const { review, words, auction, hindsight, deal, player, lang } = props;
  const t = (key: ReviewKey, values?: Record<string, string | number>): string => format(reviewStrings[lang][key], values);
  const auctionItems = auction?.items ?? [];
  const hindsightOf = (item: AuctionReviewItem): Line['hindsight'] => {
    const line = hindsight.find((h) => h.index === item.index);
    return line === undefined
      ? undefined
      : { gain: words.hindsightGain(line.hindsight), ...words.hindsightText(item, line.hindsight, lang) };
  };
  const lines: Line[] = [
    ...auctionItems.map((item) => ({
      key: `auction-${item.index}`,
      phase: item.phase,
      best: !item.clearlyWorse,
      cost: words.auctionCost(item),
      text: words.auctionItemText(item, lang),
      hindsight: hindsightOf(item),
    })),
    ...review.items.map((item: ReviewItem) => ({
      key: `${item.phase}-${item.number}`,
      phase: item.phase,
      best: item.best,
      cost: item.best || !item.exact ? 0 : item.gain,
      text: words.itemText(item, lang),
      ...(item.lines === undefined ? {} : { tricks: { best: item.lines.best.tricks, played: item.lines.played.tricks } }),
    })),
  ];
  const best = lines.filter((line) => line.best);
  const lost = lines.filter((line) => !line.best);
  const losses = words.phaseLosses(auctionItems, review.lost, review.declaration);
  const itemLine = (line: Line) => (
    <li
      key={line.key}
      data-review-item=""
      data-review-best={line.best ? 'true' : 'false'}
      data-review-phase={line.phase}
      data-review-cost={line.cost}
      data-tricks-best={line.tricks?.best}
      data-tricks-played={line.tricks?.played}
    >
      {line.text}
      {line.hindsight === undefined ? null : (
        <p class="gx-note" data-review-hindsight="" data-hindsight-gain={line.hindsight.gain}>
          <strong>{line.hindsight.label}</strong>
          {line.hindsight.separator}
          {line.hindsight.text}
        </p>
      )}
    </li>
  );
  return (
    <>
      <p
        data-review-decided=""
        data-lost-auction={losses.auction}
        data-lost-melds={losses.melds}
        data-lost-tricks={losses.tricks}
        data-lost-playoff={losses.playOff}
      >
        <strong>{words.decidedText(losses, deal, player, lang)}</strong>
      </p>
      {review.declaration !== null ? (
        <p
          data-review-declaration=""
          data-trump-played={review.declaration.played}
          data-trump-best={review.declaration.best}
          data-lost-declaration={review.declaration.exact ? review.declaration.gain : undefined}
        >
          {words.declarationText(review.declaration, lang)}
        </p>
      ) : null}
      <p role="status" data-review-summary="" data-lost-tricks={review.lost.tricks} data-lost-playoff={review.lost.playOff}>
        <strong>{words.summaryText(review.lost, review.declaration, lang)}</strong>
      </p>
      <p class="gx-note" data-review-points="">
        {t('review.points')}
      </p>
      {auctionItems.length > 0 ? (
        <p class="gx-note" data-review-estimate="">
          {reviewResultStrings[lang]['auction.note']}
        </p>
      ) : null}
      {auction?.error ? <p role="alert">{format(reviewResultStrings[lang]['auction.failed'], { error: auction.error })}</p> : null}
      {/* Each line names its auction, trick or play-off move itself, so the lists are not numbered too. The decisions that
          lost points come first, in the order made; the best ones (often most of a deal, forced cards among them) are
          folded away under a count. */}
      {lost.length > 0 ? (
        <ul aria-label={words.listName(lang)} style={{ listStyle: 'none', paddingInlineStart: 0 }}>
          {lost.map(itemLine)}
        </ul>
      ) : null}
      {best.length > 0 ? (
        <details data-review-best-moves={best.length}>
          <summary>
            {t(lost.length === 0 ? 'review.allBest' : best.length === 1 ? 'review.bestMovesOne' : 'review.bestMoves', { n: best.length })}
          </summary>
          <ul style={{ listStyle: 'none', paddingInlineStart: 0 }}>{best.map(itemLine)}</ul>
        </details>
      ) : null}
    </>
  );
}
