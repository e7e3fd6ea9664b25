// A deal's score table: each phase's points, the bonus, the deal total and the game totals, for both players.
import type { DealRecord } from '../../../engine/index.ts';
import { format } from '../../../i18n/lang.ts';
import { dict } from '../words/words.ts';
import type { SeatsAndLang } from './panelTypes.ts';

export interface ScoreTableProps extends SeatsAndLang {
  deal: DealRecord;
}

export default function ScoreTable(props: ScoreTableProps) {
  const { deal, seats, lang } = props;
  const t = dict(lang);
  const rows: [string, readonly [number, number], boolean][] = [
    [t['summary.phase1'], deal.score.phases[0], false],
    [t['summary.phase2'], deal.score.phases[1], false],
    [t['summary.phase3'], deal.score.phases[2], false],
    [t['summary.bonus'], deal.score.bonus, false],
    [t['summary.deal'], deal.score.total, true],
    [t['summary.game'], deal.totalsAfter, true],
  ];
  return (
    <div class="gx-scroll" tabIndex={0} role="region" aria-label={format(t['summary.caption'], { n: deal.number })}>
      <table class="gx-table gx-table--score" data-deal-score={`${deal.score.total[0]},${deal.score.total[1]}`}>
        <caption>{format(t['summary.caption'], { n: deal.number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t['summary.phase']}</th>
            <th scope="col">{seats.name[0]}</th>
            <th scope="col">{seats.name[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, values, strong]) => (
            <tr key={label} class={strong ? 'gx-table__total' : undefined}>
              <th scope="row">{label}</th>
              <td>{values[0]}</td>
              <td>{values[1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
