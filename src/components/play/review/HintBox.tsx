// What the computer player would do now and why, asked for with the Hint button (computed from the person's own view only).
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import type { HintState } from '../session/useGame.ts';
import { laterPart, useLaterPart } from '../words/laterWords.ts';
import { dict } from '../words/words.ts';
import { afterPress } from '../table/press.ts';

/** The hint once it is in (its sentences and the solver's value): code the first load does without, fetched with the later words at the first hint. */
const hintReady = laterPart(() => import('./HintReady.tsx'));

export default function HintBox(props: { hint: HintState; lang: Lang; decision: string }) {
  const t = dict(props.lang);
  const { hint } = props;
  // The reasons and the solver's words arrive with the later words, fetched with the first hint: until then, still thinking.
  const ready = useLaterPart(props.lang, hintReady, hint.status !== 'idle');
  const box = useRef<HTMLDivElement>(null);
  const shown = hint.status !== 'idle' && hint.at === props.decision;
  const status = hint.status === 'ready' && ready === null ? 'thinking' : hint.status;
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
      {hint.status === 'ready' && ready !== null ? <ready.default decision={hint.decision} lang={props.lang} /> : null}
    </div>
  );
}
