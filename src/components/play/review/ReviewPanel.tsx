// "Review this deal": each of the person's moves in the tricks and the play-off against perfect play, solved in a worker with progress.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AuctionReviewItem } from '../../../engine/ai/index.ts';
import type { ReviewWithDeclaration as Review } from '../../../engine/solver/index.ts';
import { format } from '../../../i18n/lang.ts';
import { reviewStrings, type ReviewKey } from '../../../i18n/review.ts';
import { loadReviewResultWords } from '../../../i18n/review-result.ts';
import { reviewInWorker } from '../../computer/reviewClient.ts';
import { sharedReview } from './sharedReviews.ts';
import ReviewResults from './ReviewResults.tsx';
import type PracticeCollectorType from './PracticeCollector.tsx';
import type { DealReviewProps } from './DealReview.tsx';
import type { HindsightLine } from '../../computer/auctionHindsight.ts';

import type { AuctionStatus, ResultWords } from './ReviewResults.tsx';

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
  // The practice collector loads when a deal has ended, so the page's first load does without it.
  const [Collector, setCollector] = useState<typeof PracticeCollectorType | null>(null);
  useEffect(() => {
    import('./PracticeCollector.tsx').then(
      (m) => setCollector(() => m.default),
      () => undefined,
    );
  }, []);
  const job = useRef<{ cancel(): void } | null>(null);
  const [auction, setAuction] = useState<AuctionStatus | null>(null);
  /** When the auction's judgement shown was begun: during the deal's tricks, or after it (a hook for outside checks). */
  const [auctionBegun, setAuctionBegun] = useState<'tricks' | 'after' | null>(null);
  /** Hindsight on the costliest auction decisions: asked for once the auction is judged, shown as each comes. */
  const [hindsight, setHindsight] = useState<readonly HindsightLine[]>([]);
  /** Stops following the auction's judgement (the judgement itself goes on: it is the page's, shared). */
  const unwatch = useRef<(() => void) | null>(null);
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
    setAuction(null);
    setAuctionBegun(null);
    setHindsight([]);
    return () => {
      job.current?.cancel();
      unwatch.current?.();
    };
  }, [deal.number, deal.totalsAfter[0], deal.totalsAfter[1]]);

  /** Show the review once it and its words are here (they load while it is solved). */
  const show = (review: Review | Promise<Review>): Promise<void> =>
    Promise.all([
      review,
      import('./reviewResult.ts'),
      import('./auctionReviewResult.ts'),
      import('./auctionHindsightResult.ts'),
      loadReviewResultWords(lang),
    ]).then(([done, words, auctionWords, hindsightWords]) =>
      setStatus({ kind: 'done', review: done, words: { ...words, ...auctionWords, ...hindsightWords } }),
    );
  /** Follow the auction's judgement: the one begun during the deal's tricks, or one begun now. */
  const watchAuction = (): void => {
    unwatch.current?.();
    let stopped = false;
    unwatch.current = () => (stopped = true);
    import('../../computer/auctionJudgements.ts').then(
      ({ auctionJudgement }) => {
        if (stopped) return;
        const judgement = auctionJudgement({ deal, player, jokers, trickRule });
        setAuctionBegun(judgement.begun);
        const update = (): void => setAuction({ items: judgement.items.slice(), total: judgement.total, done: false, error: null });
        update();
        const stop = judgement.watch(() => (stopped ? undefined : update()));
        unwatch.current = () => {
          stopped = true;
          stop();
        };
        judgement.result.then(
          (items) => {
            if (stopped) return;
            setAuction({ items, total: items.length, done: true, error: null });
            askHindsight(items, () => stopped);
          },
          (error: unknown) => (stopped ? undefined : setAuction({ items: [], total: 0, done: true, error: messageOf(error) })),
        );
      },
      (error: unknown) => setAuction({ items: [], total: 0, done: true, error: messageOf(error) }),
    );
  };
  /** Hindsight on the judged auction's costliest decisions, where the deal's actual cards are known here (auctionHindsight.ts). */
  const askHindsight = (items: readonly AuctionReviewItem[], stopped: () => boolean): void => {
    setHindsight([]);
    import('../../computer/auctionHindsight.ts').then(
      ({ auctionHindsight }) => {
        if (stopped()) return;
        void auctionHindsight({ deal, player, jokers, trickRule }, items, (line) => {
          if (!stopped()) setHindsight((lines) => [...lines.filter((x) => x.index !== line.index), line]);
        });
      },
      () => undefined,
    );
  };
  const failed = (error: unknown): void => setStatus({ kind: 'error', message: messageOf(error) });
  /** Solve the deal in a worker of its own, with progress. */
  const solve = (): void => {
    setStatus({ kind: 'running', done: 0, total: 0 });
    const running = reviewInWorker({ deal, player, jokers, trickRule }, (done, total) => setStatus({ kind: 'running', done, total }));
    job.current = running;
    show(running.result).catch(failed);
  };
  const start = (): void => {
    job.current?.cancel();
    watchAuction();
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
    unwatch.current?.();
    setStatus({ kind: 'idle' });
    setAuction(null);
    setAuctionBegun(null);
    setHindsight([]);
  };

  const titleId = `${idBase}-review-title`;
  // Done once every decision is judged: the tricks and the play-off (and the trump) exactly, the auction by its estimate.
  const complete = status.kind === 'done' && auction !== null && auction.done;
  const auctionRunning = auction !== null && !auction.done && status.kind !== 'idle' && status.kind !== 'error';
  return (
    <section
      class="gx-review"
      aria-labelledby={titleId}
      data-review={complete ? 'done' : status.kind === 'done' ? 'running' : status.kind}
      data-review-auction-begun={auctionBegun ?? undefined}
      style={{ overflowWrap: 'anywhere' }}
    >
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
      {status.kind === 'running' || status.kind === 'shared' || auctionRunning ? (
        <div>
          {status.kind === 'running' || status.kind === 'shared' ? (
            <>
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
            </>
          ) : null}
          {auctionRunning ? <AuctionProgress auction={auction} t={t} /> : null}
          <button type="button" class="gx-btn" onClick={stop}>
            {t('review.cancel')}
          </button>
        </div>
      ) : null}
      {complete ? <ReviewResults review={status.review} words={status.words} auction={auction} hindsight={hindsight} {...props} /> : null}
    </section>
  );
}

/** The auction's progress: how many of the person's auction decisions are judged. */
function AuctionProgress({
  auction,
  t,
}: {
  auction: AuctionStatus;
  t: (key: ReviewKey, values?: Record<string, string | number>) => string;
}) {
  const label = t('review.progressAuctionStart');
  return (
    <>
      <p role="status" aria-live="polite" data-review-progress="auction">
        {auction.total === null ? label : t('review.progressAuction', { done: auction.items.length, total: auction.total })}
      </p>
      <progress
        max={auction.total ?? 1}
        value={auction.total === null ? 0 : auction.items.length}
        aria-label={label}
        style={{ width: '100%' }}
      />
    </>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
