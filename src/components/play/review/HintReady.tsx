// The hint once it is in: the move the computer would make, why, and (solved exactly) the deal's value with perfect play.
// Loaded with the later words at the first hint (HintBox.tsx), so the play page's first load carries none of it.
import type { AiDecision } from '../../../engine/ai/index.ts';
import { format, signed, type Lang } from '../../../i18n/lang.ts';
import { reviewStrings } from '../../../i18n/review.ts';
import { fill } from '../words/parts.ts';
import Sentence from '../words/Sentence.tsx';
import { hintWhyParts } from '../words/hintWhy.ts';
import { actionParts, dict } from '../words/words.ts';

export default function HintReady({ decision, lang }: { decision: AiDecision; lang: Lang }) {
  const t = dict(lang);
  return (
    <>
      <Sentence parts={fill(t['hint.text'], { action: actionParts(decision.action, lang) })} lang={lang} />
      <Sentence class="gx-muted" parts={fill(t['hint.why'], { reason: hintWhyParts(decision, lang) })} lang={lang} />
      {decision.solved && decision.expectedDiff !== undefined ? (
        <p class="gx-muted" data-hint-solved={decision.expectedDiff} data-hint-placements={decision.placements}>
          {solvedText(decision, lang)}
        </p>
      ) : null}
    </>
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
