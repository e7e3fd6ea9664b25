// A loaded game record, replayed move by move (first, previous, next, last) with both hands face up and the full log.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { playerView } from '../../../engine/index.ts';
import type { GameState, PlayerView } from '../../../engine/index.ts';
import { format, type Lang } from '../../../i18n/lang.ts';
import { describeGame } from '../log/describe.ts';
import { fill } from '../words/parts.ts';
import Sentence from '../words/Sentence.tsx';
import { dealTricks, type Session } from '../session/session.ts';
import { practiceSeatsOf } from '../review/DealReview.tsx';
import StatusBar, { GameSeed } from './StatusBar.tsx';
import TableLayout from './TableLayout.tsx';
import { useWide } from './useWide.ts';
import { actionParts, dict, seatNames } from '../words/words.ts';

export interface ReplayTableProps {
  session: Session;
  lang: Lang;
  idBase: string;
  fourColour: boolean;
  onExit(): void;
}

/** Player 0's view with nothing redacted: a replay is read after the game, with every card known. */
function openView(state: GameState): PlayerView {
  const view = playerView(state, 0);
  return { ...view, auctions: state.deal.auctions, jokerChoices: state.deal.jokerChoices, deals: state.game.deals, legalActions: [] };
}

export default function ReplayTable(props: ReplayTableProps) {
  const { session, lang, idBase } = props;
  const t = dict(lang);
  const total = session.entries.length;
  const [step, setStep] = useState(0);
  const wide = useWide();
  const state = session.history[step];
  const view = useMemo(() => openView(state), [state]);
  const seats = seatNames(session.config, lang);
  const log = useMemo(() => describeGame(view, seats, lang, 0), [view, lang]);
  const entry = step > 0 ? session.entries[step - 1] : null;
  const go = (to: number) => setStep(Math.max(0, Math.min(total, to)));
  // From the tricks of a deal on, its declarations and its auction are judged for the review at its end, as in a game: the
  // reader stepping through the deal does not wait for them there.
  useEffect(() => {
    const tricks = dealTricks(session.history.slice(0, step + 1));
    if (tricks === undefined) return;
    import('../../computer/earlyDeclarations.ts').then(
      (early) => early.judgeDeclarationsEarly(tricks, practiceSeatsOf(seats, view.player)),
      () => undefined,
    );
    import('../../computer/auctionJudgements.ts').then(
      (judge) => judge.judgeAuctionEarly(tricks, practiceSeatsOf(seats, view.player)),
      () => undefined,
    );
  }, [step]);
  const nav: [string, number, boolean][] = [
    [t['replay.first'], 0, step === 0],
    [t['replay.prev'], step - 1, step === 0],
    [t['replay.next'], step + 1, step === total],
    [t['replay.last'], total, step === total],
  ];

  const top = (
    <>
      <StatusBar view={view} seats={seats} lang={lang} thinking={false} />
      <div class="gx-replay" role="group" aria-label={t['replay.title']}>
        <p class="gx-replay__step" aria-live="polite" data-replay-step={step}>
          <strong>{t['replay.title']}</strong>
          {t['sep.dot']}
          {format(t['replay.step'], { n: step, total })}
        </p>
        {entry ? (
          <Sentence
            class="gx-replay__did"
            parts={fill(t['replay.did'], { name: seats.name[entry.player], action: actionParts(entry, lang) })}
            lang={lang}
          />
        ) : (
          <p class="gx-replay__did">{t['replay.start']}</p>
        )}
        <div class="gx-choices">
          {nav.map(([label, to, disabled]) => (
            <button key={label} type="button" class="gx-btn" disabled={disabled} onClick={() => go(to)}>
              {label}
            </button>
          ))}
          <button type="button" class="gx-btn gx-btn--primary" onClick={props.onExit}>
            {t['replay.exit']}
          </button>
        </div>
        <p class="gx-muted">{t['replay.note']}</p>
        {/* A finished deal's review is the summary's own, in the table below (as in a game): not a second one here. */}
      </div>
    </>
  );

  return (
    <div
      class={`gx-play not-content${props.fourColour ? ' gx-four' : ''}`}
      lang={lang}
      data-game-phase={state.phase}
      data-replay=""
      data-action-count={state.actionCount}
      role="region"
      tabIndex={-1}
      aria-label={t['table.label']}
    >
      <h2 class="gx-sr">{t['table.label']}</h2>
      <TableLayout
        view={view}
        seats={seats}
        lang={lang}
        canAct={false}
        replay
        act={() => false}
        idBase={idBase}
        thinking={false}
        level={session.config.opponent === 'human' ? null : session.config.opponent}
        openHands={[state.deal.hands[0].slice(), state.deal.hands[1].slice()]}
        log={log}
        top={top}
        logTools={<GameSeed seed={session.config.seed} lang={lang} />}
        wide={wide}
        onNextDeal={() => go(step + 1)}
      />
    </div>
  );
}
