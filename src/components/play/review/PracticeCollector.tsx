// After a deal (against the computer, hot-seat, or a replayed record): finds the person's costly decisions in a worker and keeps them to practise.
import { useEffect, useState } from 'preact/hooks';
import type { DealRecord, PlayerIndex, TrickRule } from '../../../engine/index.ts';
import { format, type Lang } from '../../../i18n/lang.ts';
import { localePath } from '../../../i18n/paths.ts';
import { loadReviewResultWords, reviewResultStrings } from '../../../i18n/review-result.ts';
import { browserStorage } from '../../../storage/storage.ts';
import { MIN_GAIN } from '../../practice/constants.ts';
import { earlyDeclaration } from '../../computer/earlyDeclarations.ts';
import { practiceInWorker } from './practiceClient.ts';
import { keepPositions, type KeptPositions } from '../../practice/storage.ts';

export interface PracticeCollectorProps {
  readonly deal: DealRecord;
  /** The seats whose decisions are the person's (both in hot-seat). */
  readonly seats: readonly PlayerIndex[];
  readonly jokers: boolean;
  readonly trickRule: TrickRule;
  readonly lang: Lang;
}

type Status = { readonly kind: 'working' } | ({ readonly kind: 'done' } & KeptPositions) | { readonly kind: 'off' };

/** Deals already collected on this page (a panel shown again does not solve the deal again). */
const collected = new Map<string, KeptPositions>();
/**
 * Collections under way on this page, by deal. They run on when the panel goes (the next deal dealt before the check
 * ended), so no deal's positions are lost; a panel shown again for the deal waits for the same one.
 */
const running = new Map<string, Promise<KeptPositions | null>>();

export default function PracticeCollector(props: PracticeCollectorProps) {
  const { deal, seats, jokers, trickRule, lang } = props;
  const key = `${deal.number}:${deal.totalsAfter.join(',')}:${seats.join(',')}:${deal.tricks.length}:${deal.rounds.length}`;
  const [status, setStatus] = useState<Status>(() => (collected.has(key) ? { kind: 'done', ...collected.get(key)! } : { kind: 'working' }));
  // Its words come with the review's result words (not part of the play page's first load).
  const [worded, setWorded] = useState(false);
  useEffect(() => {
    loadReviewResultWords(lang).then(
      () => setWorded(true),
      () => undefined,
    );
  }, [lang]);
  useEffect(() => {
    if (collected.has(key)) return;
    const store = browserStorage();
    if (store === null || deal.tricks.length !== 13) {
      setStatus({ kind: 'off' });
      return;
    }
    setStatus({ kind: 'working' });
    let job = running.get(key);
    if (job === undefined) {
      job = practiceInWorker(seats.map((player) => ({ deal, player, jokers, trickRule }))).result.then((positions) => {
        const kept = keepPositions(store, positions);
        if (kept !== null) collected.set(key, kept);
        return kept;
      });
      const done = (): void => void running.delete(key);
      job.then(done, done);
      running.set(key, job);
    }
    // Only the shown panel's status follows the job: a panel gone no longer shows anything.
    let shown = true;
    job.then(
      // Not written (storage full or refused): nothing is said, as when there is no storage.
      (kept) => shown && setStatus(kept === null ? { kind: 'off' } : { kind: 'done', ...kept }),
      () => shown && setStatus({ kind: 'off' }),
    );
    return () => {
      shown = false;
    };
  }, [key]);
  if (status.kind === 'off' || !worded) return null;
  // Whether the declarations' judgement was begun before the deal's end was shown (earlyDeclarations.ts), or only then.
  const judgedEarly = seats.every((player) => earlyDeclaration({ deal, player, jokers, trickRule }) !== undefined);
  // Read only once shelved (loadReviewResultWords above): the shelf refuses words not loaded yet.
  const t = reviewResultStrings[lang];
  const href = localePath(lang, '/learn/practice/');
  return (
    <p
      class="gx-note"
      data-practice-collect={status.kind}
      data-practice-declaration={judgedEarly ? 'early' : 'at-end'}
      data-practice-found={status.kind === 'done' ? status.found : undefined}
      data-practice-added={status.kind === 'done' ? status.added : undefined}
    >
      {status.kind === 'working' ? t['practice.collecting'] : null}
      {status.kind === 'done' && status.found === 0 ? format(t['practice.none'], { min: MIN_GAIN }) : null}
      {status.kind === 'done' && status.found > 0 ? (
        <>
          {status.added > 0
            ? format(t[status.added === 1 ? 'practice.savedOne' : 'practice.saved'], { n: status.added })
            : format(t[status.found === 1 ? 'practice.keptOne' : 'practice.kept'], { n: status.found })}{' '}
          <a href={href} data-practice-link="">
            {t[status.found === 1 ? 'practice.linkOne' : 'practice.link']}
          </a>
        </>
      ) : null}
    </p>
  );
}
