// "Review this deal": each of the person's moves in the tricks and the play-off against perfect play, solved in a worker with progress.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ReviewItem, ReviewWithDeclaration as Review } from '../../../engine/solver/index';
import { format } from '../../../i18n/lang';
import { reviewStrings, type ReviewKey } from '../../../i18n/review';
import { loadReviewResultWords } from '../../../i18n/review-result';
import { reviewInWorker } from '../computer/reviewClient';
import { sharedReview } from './sharedReviews';
import type PracticeCollectorType from '../../learn/practice/PracticeCollector';
import type { DealReviewProps } from './DealReview';

/** The result's words and sentences: loaded when a review starts, so the page's first load does without them. */
type ResultWords = typeof import('./reviewResult');

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number }
  /** Waiting for the review the practice collector began when the deal ended. */
  | { readonly kind: 'shared' }
  | { readonly kind: 'done'; readonly review: Review; readonly words: ResultWords }
  | { readonly kind: 'error'; readonly message: string };

/** Shown by DealReview once the later words are loaded (laterWords.ts). */
export default function ReviewPanel(props: DealReviewProps) {
  const { deal, player, jokers, trickRule, lang, idBase } = props;
  const t = (key: ReviewKey, values?: Record<string, string | number>): string => format(reviewStrings[lang][key], values);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The practice collector (issue 25) loads when a deal has ended, so the page's first load does without it.
  const [Collector, setCollector] = useState<typeof PracticeCollectorType | null>(null);
  useEffect(() => {
    import('../../learn/practice/PracticeCollector').then(
      (m) => setCollector(() => m.default),
      () => undefined,
    );
  }, []);
  const job = useRef<{ cancel(): void } | null>(null);
  // The open button goes once pressed: the keyboard's focus moves to the review's title, not back to the table.
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = useRef(false);
  useEffect(() => {
    if (!focusTitle.current || status.kind === 'idle') return;
    focusTitle.current = false;
    title.current?.focus();
  }, [status.kind]);

  // A new deal (or leaving the page) stops a review in progress and forgets the old one.
  useEffect(() => {
    setStatus({ kind: 'idle' });
    return () => job.current?.cancel();
  }, [deal.number, deal.totalsAfter[0], deal.totalsAfter[1]]);

  /** Show the review once it and its words are here (they load while it is solved). */
  const show = (review: Review | Promise<Review>): Promise<void> =>
    Promise.all([review, import('./reviewResult'), loadReviewResultWords(lang)]).then(([done, words]) =>
      setStatus({ kind: 'done', review: done, words }),
    );
  const failed = (error: unknown): void => setStatus({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  /** Solve the deal in a worker of its own, with progress. */
  const solve = (): void => {
    setStatus({ kind: 'running', done: 0, total: 0 });
    const running = reviewInWorker({ deal, player, jokers, trickRule }, (done, total) => setStatus({ kind: 'running', done, total }));
    job.current = running;
    show(running.result).catch(failed);
  };
  const start = (): void => {
    job.current?.cancel();
    // The practice collector began this review when the deal ended (sharedReviews.ts): wait for it rather than solve the
    // deal again. If its job stops first, solve it here.
    const shared = sharedReview({ deal, player, jokers, trickRule });
    if (shared === undefined) return solve();
    let stopped = false;
    job.current = { cancel: () => (stopped = true) };
    setStatus({ kind: 'shared' });
    shared.then(
      (review) => (stopped ? undefined : show(review).catch(failed)),
      () => (stopped ? undefined : solve()),
    );
  };
  const stop = (): void => {
    job.current?.cancel();
    job.current = null;
    setStatus({ kind: 'idle' });
  };

  const titleId = `${idBase}-review-title`;
  const best = status.kind === 'done' ? status.review.items.filter((item) => item.best) : [];
  const lost = status.kind === 'done' ? status.review.items.filter((item) => !item.best) : [];
  const itemLine = (item: ReviewItem) =>
    status.kind === 'done' ? (
      <li
        key={`${item.phase}-${item.number}`}
        data-review-item=""
        data-review-best={item.best ? 'true' : 'false'}
        data-tricks-best={item.lines?.best.tricks}
        data-tricks-played={item.lines?.played.tricks}
      >
        {status.words.itemText(item, lang)}
      </li>
    ) : null;
  return (
    <section class="gx-review" aria-labelledby={titleId} data-review={status.kind} style={{ overflowWrap: 'anywhere' }}>
      <h4 id={titleId} class="gx-panel__title" ref={title} tabIndex={-1}>
        {props.seatName === undefined
          ? t('review.title', { n: deal.number })
          : t('review.titleSeat', { n: deal.number, name: props.seatName })}
      </h4>
      {Collector ? (
        <Collector deal={deal} seats={props.practiceSeats ?? [player]} jokers={jokers} trickRule={trickRule} lang={lang} />
      ) : null}
      {status.kind === 'idle' || status.kind === 'error' ? (
        <>
          <p class="gx-note">{t('review.intro')}</p>
          <button
            type="button"
            class="gx-btn"
            onClick={(event) => {
              focusTitle.current = document.activeElement === event.currentTarget;
              start();
            }}
            data-review-open=""
          >
            {t('review.open')}
          </button>
        </>
      ) : null}
      {status.kind === 'error' ? <p role="alert">{t('review.error', { error: status.message })}</p> : null}
      {status.kind === 'running' || status.kind === 'shared' ? (
        <div>
          <p role="status" aria-live="polite" data-review-progress={status.kind}>
            {/* No moves counted yet: the declaration is being judged first (seconds after a Joker exchange). */}
            {status.kind === 'shared'
              ? t('review.progressShared')
              : status.total === 0
                ? t('review.progressTrump')
                : t('review.progress', { done: status.done, total: status.total })}
          </p>
          {/* The collector's review counts no moves here: its bar shows work under way, not how much. */}
          {status.kind === 'shared' ? (
            <progress aria-label={t('review.open')} style={{ width: '100%' }} />
          ) : (
            <progress max={status.total || 1} value={status.done} aria-label={t('review.open')} style={{ width: '100%' }} />
          )}
          <button type="button" class="gx-btn" onClick={stop}>
            {t('review.cancel')}
          </button>
        </div>
      ) : null}
      {status.kind === 'done' ? (
        <>
          {status.review.declaration !== null ? (
            <p
              data-review-declaration=""
              data-trump-played={status.review.declaration.played}
              data-trump-best={status.review.declaration.best}
              data-lost-declaration={status.review.declaration.exact ? status.review.declaration.gain : undefined}
            >
              {status.words.declarationText(status.review.declaration, lang)}
            </p>
          ) : null}
          <p
            role="status"
            data-review-summary=""
            data-lost-tricks={status.review.lost.tricks}
            data-lost-playoff={status.review.lost.playOff}
          >
            <strong>{status.words.summaryText(status.review.lost, status.review.declaration, lang)}</strong>
          </p>
          <p class="gx-note" data-review-points="">
            {t('review.points')}
          </p>
          {/* Each line names its trick or play-off move itself, so the lists are not numbered too. The moves that lost points
              come first; the best ones (often most of a deal, forced cards among them) are folded away under a count. */}
          {lost.length > 0 ? (
            <ul aria-label={status.words.listName(lang)} style={{ listStyle: 'none', paddingInlineStart: 0 }}>
              {lost.map(itemLine)}
            </ul>
          ) : null}
          {best.length > 0 ? (
            <details data-review-best-moves={best.length}>
              <summary>
                {t(lost.length === 0 ? 'review.allBest' : best.length === 1 ? 'review.bestMovesOne' : 'review.bestMoves', {
                  n: best.length,
                })}
              </summary>
              <ul style={{ listStyle: 'none', paddingInlineStart: 0 }}>{best.map(itemLine)}</ul>
            </details>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
