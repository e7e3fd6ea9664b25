// The end of the game: the winner, the game value (single to quadruple) and the last deal's score.
import { DEFAULT_TARGET } from '../../../engine/index.ts';
import { format } from '../../../i18n/lang.ts';
import type { PanelProps } from './panelTypes.ts';
import { TableDealReview } from '../review/DealReview.tsx';
import ScoreTable from './ScoreTable.tsx';
import Unchecked from './Unchecked.tsx';
import { dict, other, valueText } from '../words/words.ts';

/** The note under the game value: a shorter game scales the single-to-quadruple thresholds with its target, and says so (or they seem to contradict the rules). */
function valueNote(target: number): 'over.noteOneDeal' | 'over.noteScaled' | null {
  if (target === DEFAULT_TARGET) return null;
  return target === 1 ? 'over.noteOneDeal' : 'over.noteScaled';
}

export default function GameOver(props: PanelProps & { onAgain?(): void; onExport?(): void }) {
  const { view, seats, lang, idBase } = props;
  const t = dict(lang);
  const result = view.result;
  if (!result) return null;
  const loser = other(result.winner);
  const deal = view.deals[view.deals.length - 1];
  return (
    <section
      class="gx-panel gx-panel--over"
      aria-labelledby={`${idBase}-over-title`}
      data-winner={props.unchecked !== undefined ? undefined : result.winner}
      data-value={props.unchecked !== undefined ? undefined : result.value}
    >
      <h3 id={`${idBase}-over-title`} class="gx-panel__title">
        {t['over.title']}
      </h3>
      <div data-table="">
        {props.unchecked !== undefined ? (
          <Unchecked text={props.unchecked} />
        ) : (
          <>
            <p class="gx-winner">{format(t['over.winner'], { name: seats.name[result.winner] })}</p>
            {result.reason === 'resign' ? <p class="gx-note">{format(t['over.resigned'], { name: seats.name[loser] })}</p> : null}
            <p class="gx-result">{format(t['over.value'], { value: valueText(result.value, lang), total: result.totals[loser] })}</p>
            {valueNote(view.options.target) !== null ? (
              <p class="gx-note" data-value-note="">
                {format(t[valueNote(view.options.target)!], { target: view.options.target })}
              </p>
            ) : null}
          </>
        )}
        <p class="gx-totals" data-final-totals={`${result.totals[0]},${result.totals[1]}`}>
          {seats.name[0]} {result.totals[0]}
          {t['sep.dot']}
          {seats.name[1]} {result.totals[1]}
        </p>
      </div>
      {props.onAgain || props.onExport ? (
        <div class="gx-choices" role="group" aria-label={t['over.title']} data-choice-group="active" data-decision="">
          {props.onAgain ? (
            <button type="button" class="gx-btn gx-btn--primary" data-choice="" onClick={props.onAgain}>
              {t['over.again']}
            </button>
          ) : null}
          {props.onExport ? (
            <button type="button" class="gx-btn" data-choice="" onClick={props.onExport}>
              {t['tool.export']}
            </button>
          ) : null}
        </div>
      ) : null}
      {deal && deal.number === view.dealNumber ? <ScoreTable deal={deal} seats={seats} lang={lang} /> : null}
      {deal && deal.rounds.length > 0 && props.reviewable !== false ? (
        <TableDealReview deal={deal} view={view} seats={seats} lang={lang} idBase={idBase} />
      ) : null}
    </section>
  );
}
