// The coached deal's judge of the person's bids and take/cede choices: each judged in a worker as it is made; the latest costly one is kept.
import { useEffect, useRef, useState } from 'preact/hooks';
import { playerView, type Action, type AuctionPhaseView } from '../../engine/index.ts';
import { HUMAN, type Session } from '../play/session/session.ts';
import { auctionJudgementInWorker } from './auctionJudgeClient.ts';
import type { AuctionNote } from './coachNotes.ts';
import { MIN_GAIN } from '../practice/constants.ts';

type AuctionAction = Extract<Action, { type: 'bid' | 'take' | 'cede' }>;

const isAuctionChoice = (entry: Session['entries'][number]): entry is AuctionAction =>
  entry.player === HUMAN && (entry.type === 'bid' || entry.type === 'take' || entry.type === 'cede');

/**
 * The view the person decided entry `at` from, the same whichever side bid first in a sealed auction: before a bid, the
 * state before the auction's first bid (the computer's bid, when it came first, is sealed: it tells the person nothing).
 * So the judgement, seeded by the view, does not depend on how fast the person answered.
 */
export function viewBefore(session: Session, at: number): AuctionPhaseView | null {
  const entry = session.entries[at];
  let from = at;
  if (entry.type === 'bid' && from > 0 && session.entries[from - 1].type === 'bid') from--;
  const view = playerView(session.history[from], HUMAN);
  return view.phase === 'auction' ? view : null;
}

/**
 * The person's latest bid or take/cede that the judge found clearly worse than the best (and costly), once judged.
 * One judgement at a time, the latest choice first: a person quicker than the judge has their older choices passed over
 * rather than a worker each (the machine's cores are the computer player's too).
 */
export function useAuctionJudgements(session: Session): AuctionNote | null {
  const [note, setNote] = useState<AuctionNote | null>(null);
  /** The entries judged or passed over, by index, with what each was (an entry taken back and made again is judged again). */
  const seen = useRef(new Map<number, string>());
  const running = useRef<{ readonly at: number; readonly key: string; readonly cancel: () => void } | null>(null);
  /** Bumped when a judgement ends, so the next one starts. */
  const [finished, setFinished] = useState(0);
  useEffect(() => () => running.current?.cancel(), []);
  useEffect(() => {
    // Entries taken back: forgotten, and their judgement stopped.
    for (const at of seen.current.keys()) if (at >= session.entries.length) seen.current.delete(at);
    const job = running.current;
    if (job !== null && JSON.stringify(session.entries[job.at] ?? null) !== job.key) {
      job.cancel();
      running.current = null;
    }
    if (running.current !== null) return;
    let at = session.entries.length - 1;
    while (at >= 0 && !(isAuctionChoice(session.entries[at]) && seen.current.get(at) !== JSON.stringify(session.entries[at]))) at--;
    if (at < 0) return;
    const entry = session.entries[at] as AuctionAction;
    const key = JSON.stringify(entry);
    // The older choices not judged yet are passed over.
    session.entries.forEach((e, i) => isAuctionChoice(e) && i <= at && seen.current.set(i, JSON.stringify(e)));
    const view = viewBefore(session, at);
    if (view === null) return;
    const started = auctionJudgementInWorker(view, entry);
    running.current = { at, key, cancel: started.cancel };
    const done = (): void => {
      if (running.current?.key === key && running.current.at === at) running.current = null;
      setFinished((n) => n + 1);
    };
    started.result.then((judgement) => {
      if (judgement.clearlyWorse && judgement.cost >= MIN_GAIN) {
        const found: AuctionNote = {
          at,
          number: view.auction.number,
          chosen: entry,
          best: judgement.best.action,
          cost: judgement.cost,
          margin: judgement.chosen.margin,
          samples: judgement.samples,
        };
        // The latest costly choice is the one remarked on.
        setNote((current) => (current === null || current.at <= at ? found : current));
      }
      done();
    }, done);
  }, [session, finished]);
  return note;
}
