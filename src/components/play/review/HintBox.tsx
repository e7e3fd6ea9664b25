// What the computer player would do now and why, asked for with the Hint button (computed from the person's own view only).
import { useLayoutEffect, useRef } from 'preact/hooks';
import { format, signed, type Lang } from '../../../i18n/lang.ts';
import { reviewStrings } from '../../../i18n/review.ts';
import { fill } from '../words/parts.ts';
import Sentence from '../words/Sentence.tsx';
import type { HintState } from '../session/useGame.ts';
import { laterPart, useLaterPart } from '../words/laterWords.ts';
import { actionParts, dict } from '../words/words.ts';
import { afterPress } from '../table/press.ts';

/** The why's sentences with their cards: code the first load does without, fetched with the later words at the first hint. */
const hintWhy = laterPart(() => import('../words/hintWhy.ts'));

export default function HintBox(props: { hint: HintState; lang: Lang; decision: string }) {
  const t = dict(props.lang);
  const { hint } = props;
  // The reasons and the solver's words arrive with the later words, fetched with the first hint: until then, still thinking.
  const why = useLaterPart(props.lang, hintWhy, hint.status !== 'idle');
  const box = useRef<HTMLDivElement>(null);
  const shown = hint.status !== 'idle' && hint.at === props.decision;
  const status = hint.status === 'ready' && why === null ? 'thinking' : hint.status;
  // A hint asked for lower down (or growing once its words arrive) is brought into view, never left below the fold; not while
  // a finger or button is down (the hint comes from a worker, perhaps as the person presses a card), but once it lifts.
  useLayoutEffect(() => {
    // The smallest scroll that shows it whole ('nearest'), so the hand right above it stays in view as far as it can.
    if (shown) afterPress(() => box.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
  }, [shown, status]);
  if (!shown) return null;
  return (
    <div ref={box} class="gx-hint" role="status" data-hint={status}>
      {status === 'thinking' ? <p>{t['hint.thinking']}</p> : null}
      {status === 'failed' ? <p>{t['hint.failed']}</p> : null}
      {status === 'ready' && hint.status === 'ready' && why !== null ? (
        <>
          <Sentence parts={fill(t['hint.text'], { action: actionParts(hint.decision.action, props.lang) })} lang={props.lang} />
          <Sentence
            class="gx-muted"
            parts={fill(t['hint.why'], { reason: why.hintWhyParts(hint.decision, props.lang) })}
            lang={props.lang}
          />
          {hint.decision.solved && hint.decision.expectedDiff !== undefined ? (
            <p class="gx-muted" data-hint-solved={hint.decision.expectedDiff} data-hint-placements={hint.decision.placements}>
              {solvedText(hint.decision, props.lang)}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * The exact solver's value of the hinted move: deal points, or play-off points in the play-off; after the
 * other's Joker exchange, the mean over the cards it could have taken back (so not always a whole number).
 */
function solvedText(decision: { action: { type: string }; expectedDiff?: number; placements?: number }, lang: Lang): string {
  const playOff = decision.action.type === 'playoff-play' || decision.action.type === 'pass';
  const n = decision.placements ?? 1;
  const key = playOff ? 'hint.solvedPlayOff' : n > 1 ? 'hint.solvedDealMean' : 'hint.solvedDeal';
  return format(reviewStrings[lang][key], { value: signed(decision.expectedDiff ?? 0), n });
}
