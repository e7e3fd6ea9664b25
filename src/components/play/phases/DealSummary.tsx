// The end of a deal: each phase's points, the bonus, the deal and game totals, and the button to deal again.
import { format } from '../../../i18n/lang.ts';
import ChoiceButton from './ChoiceButton.tsx';
import { TableDealReview } from '../review/DealReview.tsx';
import type { PanelProps } from './panelTypes.ts';
import ScoreTable from './ScoreTable.tsx';
import Unchecked from './Unchecked.tsx';
import { dict } from '../words/words.ts';

export default function DealSummary(props: PanelProps & { onNext(): void }) {
  const { view, seats, lang, canAct, idBase } = props;
  const t = dict(lang);
  const deal = view.deals[view.deals.length - 1];
  if (!deal) return null;
  const tie = deal.totalsAfter[0] === deal.totalsAfter[1] && deal.totalsAfter[0] >= view.options.target;
  return (
    <section class="gx-panel gx-panel--summary" aria-labelledby={`${idBase}-summary-title`}>
      <h3 id={`${idBase}-summary-title`} class="gx-panel__title">
        {format(t['summary.title'], { n: deal.number })}
      </h3>
      <div data-table="">
        {props.unchecked !== undefined ? <Unchecked text={props.unchecked} /> : null}
        <ScoreTable deal={deal} seats={seats} lang={lang} />
      </div>
      <p class="gx-note">{tie ? t['summary.tie'] : format(t['summary.goesOn'], { target: view.options.target })}</p>
      {canAct ? (
        <div class="gx-choices" role="group" aria-label={t['summary.next']} data-choice-group="active" data-decision="">
          <ChoiceButton primary onPress={props.onNext}>
            {t['summary.next']}
          </ChoiceButton>
        </div>
      ) : null}
      {/* After the choice: the review opens on demand and must not push "Next deal" off the first screen. */}
      {props.reviewable !== false ? <TableDealReview deal={deal} view={view} seats={seats} lang={lang} idBase={idBase} /> : null}
    </section>
  );
}
