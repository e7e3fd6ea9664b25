// Hot-seat: between two people's turns both hands are hidden; the next player presses the button once only they can see.
import type { PlayerIndex } from '../../../engine/index.ts';
import { format } from '../../../i18n/lang.ts';
import type { LogLine } from '../log/describe.ts';
import Sentence from '../words/Sentence.tsx';
import type { SeatsAndLang } from '../phases/panelTypes.ts';
import { dict } from '../words/words.ts';

export interface HandOffProps extends SeatsAndLang {
  to: PlayerIndex;
  /** The last public events, so both can see what just happened. */
  latest: readonly LogLine[];
  onShow(): void;
  idBase: string;
}

export default function HandOff(props: HandOffProps) {
  const { to, seats, lang } = props;
  const t = dict(lang);
  return (
    <section class="gx-panel gx-handoff" aria-labelledby={`${props.idBase}-handoff-title`} data-handoff={to}>
      <h3 id={`${props.idBase}-handoff-title`} class="gx-panel__title">
        {format(t['handoff.title'], { name: seats.name[to] })}
      </h3>
      <p>{format(t['handoff.text'], { name: seats.name[to] })}</p>
      <div
        class="gx-choices"
        role="group"
        aria-label={format(t['handoff.title'], { name: seats.name[to] })}
        data-choice-group="active"
        data-decision=""
      >
        <button type="button" class="gx-btn gx-btn--primary" data-choice="" data-action="" onClick={props.onShow}>
          {format(t['handoff.show'], { poss: seats.poss[to] })}
        </button>
      </div>
      {props.latest.length > 0 ? (
        <div class="gx-last">
          <h4 class="gx-last__title">{t['handoff.latest']}</h4>
          {props.latest.map((line) => (
            <Sentence key={line.id} parts={line.parts} lang={lang} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
